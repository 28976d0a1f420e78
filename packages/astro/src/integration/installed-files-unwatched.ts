import type { FSWatcher } from 'vite';

const installed = /[\\/]node_modules[\\/]/;

/**
 * Vite hands its watcher every module it transforms outside the project folder, one file per
 * call: on the demo's first page about 520, of which some 330 are Astro's own, in node_modules.
 * Each call makes the watcher drop its ignore rules, and the next file it looks at compiles them
 * again. So files under node_modules stop here, before the watcher: it would ignore them anyway
 * (Vite's `**\/node_modules/**` rule). The others (the docs, Quire's own sources in a clone of its
 * repository) reach it together, a moment later, in one call: the rules are compiled once for them.
 * A configuration that un-ignores part of node_modules with a negated pattern (a linked package
 * watched on purpose) gets every file to the watcher, batched the same way.
 */
export function leaveInstalledFilesUnwatched(watcher: FSWatcher, ignored: unknown): void {
  const patterns = Array.isArray(ignored) ? ignored : [ignored];
  const unignores = patterns.some((pattern) => typeof pattern === 'string' && pattern.startsWith('!'));
  const add = watcher.add.bind(watcher);
  let queued: string[] = [];
  watcher.add = (paths) => {
    const kept = (Array.isArray(paths) ? paths : [paths]).filter((path) => unignores || !installed.test(path));
    if (kept.length && !queued.length)
      setImmediate(() => {
        const batch = queued;
        queued = [];
        add(batch);
      });
    queued.push(...kept);
    return watcher;
  };
}
