/**
 * The URL of one of this package's own modules, named as its source file (`./routes/x.ts`,
 * relative to `base`, the caller's import.meta.url). From the sources (this repository) that is
 * the file itself; in a packed package, which holds what tsc wrote, the .js beside it. For the
 * modules handed to Astro, Vite or a worker by path, which tsc's import rewriting does not reach.
 */
export function ownModule(path: string, base: string): URL {
  return new URL(base.endsWith('.ts') ? path : path.replace(/\.ts$/, '.js'), base);
}
