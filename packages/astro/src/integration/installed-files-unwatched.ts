import type { FSWatcher } from 'vite';

const installed = /[\\/]node_modules[\\/]/;

/**
 * Vite hands its watcher every module it transforms outside the project folder: on the demo's
 * first page about 520, of which some 330 are Astro's own, in node_modules. The watcher ignores
 * those (Vite's `**\/node_modules/**` rule), but only after each one has made it drop its ignore
 * rules and compile them again. So files under node_modules stop here, before the watcher: what it
 * would ignore anyway. Unless the configuration un-ignores some with a negated pattern (a linked
 * package watched on purpose): then every file goes to the watcher, as before.
 */
export function leaveInstalledFilesUnwatched(watcher: FSWatcher, ignored: unknown): void {
  const patterns = Array.isArray(ignored) ? ignored : [ignored];
  if (patterns.some((pattern) => typeof pattern === 'string' && pattern.startsWith('!'))) return;
  const add = watcher.add.bind(watcher);
  watcher.add = (paths) => {
    const kept = (Array.isArray(paths) ? paths : [paths]).filter((path) => !installed.test(path));
    return kept.length ? add(kept) : watcher;
  };
}
