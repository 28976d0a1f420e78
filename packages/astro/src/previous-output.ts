import { existsSync, lstatSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

// Astro empties the output folder before a build, synchronously: after a build of GitHub's
// 2,192 pages that blocked the next build for seconds. Renamed aside instead (one call, in the
// same parent folder), the old output is removed in the background while the new one is built.

const asidePrefix = (outDir: string) => `.${basename(outDir)}-previous-`;

/**
 * Moves a previous build's output out of the way and starts removing it; resolves when it is
 * gone. Where it cannot be renamed (a mount point, a link, a `.git` folder kept in it), it stays
 * for Astro to empty as usual. Leftovers of an interrupted removal are removed too.
 */
export function removePreviousOutput(outDir: string): Promise<void> {
  const parent = dirname(outDir);
  const leftovers = existsSync(parent) ? readdirSync(parent).filter((name) => name.startsWith(asidePrefix(outDir))) : [];
  if (existsSync(outDir) && lstatSync(outDir).isDirectory() && !existsSync(join(outDir, '.git'))) {
    const aside = `${asidePrefix(outDir)}${process.pid}-${Date.now()}`;
    try {
      renameSync(outDir, join(parent, aside));
      leftovers.push(aside);
    } catch {
      // Not movable: Astro empties it.
    }
  }
  if (!leftovers.length) return Promise.resolve();
  return removeOffThread(leftovers.map((name) => join(parent, name))).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Removes the folders in a thread of their own, one synchronous call each. `fs.promises.rm` walks
 * a tree with an asynchronous call per file and folder, each a round trip through the thread
 * pool the build reads the docs with: crewAI's previous output (25,000 pages, their twins and
 * Pagefind's files) made most of the system time of a rebuild's reading, and held up its reads.
 * `rmSync` removes a tree in native code. Where no thread can be started, removed here.
 */
function removeOffThread(folders: string[]): Promise<unknown> {
  const code = `const { rmSync } = require('node:fs');
for (const folder of require('node:worker_threads').workerData) { try { rmSync(folder, { recursive: true, force: true }); } catch {} }`;
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(code, { eval: true, workerData: folders, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    } catch {
      resolve(Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
      return;
    }
    worker.on('error', () => resolve(Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))));
    worker.on('exit', resolve);
  });
}
