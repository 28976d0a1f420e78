import { existsSync, lstatSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

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
  return Promise.all(leftovers.map((name) => rm(join(parent, name), { recursive: true, force: true }))).then(
    () => undefined,
    () => undefined,
  );
}
