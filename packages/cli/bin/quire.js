#!/usr/bin/env node
// The sources are TypeScript run by Node's type stripping (Node >= 22.18), so no build step sits between an edit and a run.

import module from 'node:module';

// The bundler's allocator (Rolldown's mimalloc) keeps what it freed until its threads allocate
// again, which after bundling they never do: a 950-page repo rendered beside 100 MB of it. Set
// before the bundler loads, this has freed memory given back at once.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

// Node keeps the compiled code of Quire, Astro and Vite between runs, as Astro's own CLI does: a
// third of a second off every start. Not in CI, where nothing runs twice to use it. Long-running
// commands (dev, preview, serve) write it after 10 s rather than at an exit that may never come.
if (!process.env.CI) {
  try {
    module.enableCompileCache?.();
    setTimeout(() => module.flushCompileCache?.(), 10_000).unref();
  } catch {
    // A cache folder that cannot be written only means a slower start.
  }
}

const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
