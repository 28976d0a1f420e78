#!/usr/bin/env node
// The sources are TypeScript run by Node's type stripping (Node >= 22.18), so no build step sits between an edit and a run.

// The bundler's allocator (Rolldown's mimalloc) keeps what it freed until its threads allocate
// again, which after bundling they never do: a 950-page repo rendered beside 100 MB of it. Set
// before the bundler loads, this has freed memory given back at once.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
