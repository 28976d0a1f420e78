/**
 * A watcher's `ignored` entry for whole folders: whether a path is one of them or inside one.
 * A function, not `dir/**` globs: Vite's watcher compiles its glob list again after each file it
 * is given to watch, and dev's first page gives it one per module (about 500), so every glob
 * Quire added cost that page a compile per module.
 */
export function underAny(dirs: readonly string[]): (path: string) => boolean {
  // The watcher hands over paths with forward slashes, Windows' too.
  const prefixes = dirs.map((dir) => dir.replaceAll('\\', '/').replace(/\/+$/, ''));
  return (path) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
