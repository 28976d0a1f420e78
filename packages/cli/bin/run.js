// The `quire` command once bin/quire.js has checked Node's version. From a clone of Quire's
// repository it runs the TypeScript sources (Node strips the types); a packed @quire/cli holds
// the JavaScript built from them in dist/ (scripts/pack.ts).
import module from 'node:module';
import { existsSync } from 'node:fs';

// The bundler's allocator (Rolldown's mimalloc) keeps what it freed until its threads allocate
// again, which after bundling they never do: a 950-page repo rendered beside 100 MB of it. Set
// before the bundler loads, this has freed memory given back at once.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

// Node keeps the compiled code of Quire, Astro and Vite between runs, as Astro's own CLI does: a
// third of a second off every start. Not in CI, where nothing runs twice to use it. Long-running
// commands (dev, preview, serve) write it after 10 s rather than at an exit that may never come.
// A worker thread is a Node instance of its own, without the cache unless its environment names
// the folder: the highlighting worker stripped the types of its modules and compiled them again
// at every build and dev start (0.08 s of CPU and 13 MB).
if (!process.env.CI) {
  try {
    const cache = module.enableCompileCache?.();
    if (cache?.directory) process.env.NODE_COMPILE_CACHE ??= cache.directory;
    setTimeout(() => module.flushCompileCache?.(), 10_000).unref();
  } catch {
    // A cache folder that cannot be written only means a slower start.
  }
}

const built = new URL('../dist/main.js', import.meta.url);
const { main } = await import(existsSync(built) ? built.href : '../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
