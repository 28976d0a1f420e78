import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

// When V8's heap shrinks it keeps the freed pages in a pool, resident, for the next growth, and
// returns them only when the process idles, which a build never does. Each phase of a build
// peaks in its own way (reading the docs, bundling, rendering, indexing), so the pool of the
// last peak sat under the next phase: crewAI's 25,000-page build rendered its pages with 200 to
// 400 MB of live data and 500 MB of pooled pages. A last-resort collection (the one V8 runs
// before giving up for lack of memory) returns the pool; one between phases costs a second or less.

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let collect: Collect | undefined;

/** Gives the memory of the phase just ended back to the system. Build only: dev's pauses let V8 do it. */
export function releaseMemory(): void {
  if (!collect) {
    // `gc` exists only in contexts made while the flag is set: fetch it, then unset the flag.
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
    setFlagsFromString('--no-expose-gc');
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Releases the bundler's memory once every bundle is written, before Astro renders the pages,
 * when there are pages to render: a rebuild that takes them all from the cache has no rendering
 * peak to make room for, and the release's full collections cost it seconds (crewAI's proxy of
 * 3,091 pages: 2.5 s of its 17 s under load).
 */
export function releaseMemoryBeforeRendering(rendersPages: () => boolean): Plugin {
  return {
    name: 'quire:release-memory',
    apply: 'build',
    // Astro renders the pages in its own `buildApp` hook, ordered after this one (registered later).
    buildApp: {
      order: 'post',
      handler: async () => {
        if (rendersPages()) releaseMemory();
      },
    },
  };
}
