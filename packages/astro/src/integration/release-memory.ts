import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

// When V8's heap shrinks it keeps the freed pages in a pool, resident, for the next growth, and
// returns them only when the process idles, which a build never does. Each phase of a build
// peaks in its own way (reading the docs, bundling, rendering, indexing), so the pool of the
// last peak sat under the next phase: crewAI's 25,000-page build rendered its pages with 200 to
// 400 MB of live data and 500 MB of pooled pages. A last-resort collection (the one V8 runs
// before giving up for lack of memory) returns the pool; one between phases costs a second or less.

/**
 * The pages from which a build releases memory between its phases. Below it the phases peak
 * little above what every build holds (Astro, Vite, the bundler: ~600 MB), so the releases only
 * cost CPU: a one-page build spent 0.4 s of its 3.5 on them. Above it they pay: GitHub's 2,193
 * reference pages peaked 50 MB lower with them at the same CPU, a quarter of crewAI (3,091 pages)
 * 100 MB lower.
 */
export const PAGES_WORTH_RELEASING = 1000;

/**
 * How a build of a site of this many pages releases memory between its phases: `releaseMemory`,
 * or nothing below PAGES_WORTH_RELEASING. Asked once per build, so no phase decides on its own.
 */
export function phaseMemoryRelease(pages: number): () => void {
  return pages >= PAGES_WORTH_RELEASING ? releaseMemory : keepMemory;
}

function keepMemory(): void {}

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
 * Runs `release` once every bundle is written, before Astro renders the pages. The caller releases
 * only with pages to render: a rebuild that takes them all from the cache has no rendering peak to
 * make room for, and a release's full collections cost it seconds (crewAI's proxy of 3,091 pages:
 * 2.5 s of its 17 s under load).
 */
export function releaseMemoryBeforeRendering(release: () => void): Plugin {
  return {
    name: 'quire:release-memory',
    apply: 'build',
    // Astro renders the pages in its own `buildApp` hook, ordered after this one (registered later).
    buildApp: {
      order: 'post',
      handler: async () => release(),
    },
  };
}
