import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The file in a docs folder's Astro project that names the process building it. */
export const projectLockName = 'build.lock';

/** The locks this process holds: a second build in one process waits for the first. */
const held = new Set<string>();
let attempts = 0;

/**
 * Waits until no other live process builds in `project`, then holds it: builds of one docs folder
 * share its prerender chunks and the data folder of its Markdown twins, and two at once broke
 * each other (a chunk missing, or exit 0 with most twins gone). The lock file names the holder's
 * pid; the lock of a process that died (killed mid-build) is taken over, so it never blocks for good.
 * Returns the release.
 */
export async function lockProject(project: string, onWaiting?: (holder: number) => void): Promise<() => void> {
  const lock = join(project, projectLockName);
  // Written whole beside the lock, then linked to its name: linking fails if the lock exists, so
  // taking it is atomic and a reader never sees it empty.
  const mine = `${lock}.${process.pid}.${++attempts}`;
  writeFileSync(mine, String(process.pid));
  let told = false;
  try {
    for (;;) {
      try {
        linkSync(mine, lock);
        held.add(lock);
        return () => {
          held.delete(lock);
          unlinkSync(lock);
        };
      } catch (error) {
        // A file system without hard links (FAT, some network shares): build unlocked, as
        // before there was a lock, rather than refuse to build at all.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return () => {};
      }
      const holder = Number(readIfThere(lock));
      // Empty: released since the link failed; try again.
      if (!holder) continue;
      // Our own pid on a lock this process does not hold: left by a killed run in another pid
      // namespace (a container restoring `.quire` from a cache), where its pid was ours.
      if (!isAlive(holder) || (holder === process.pid && !held.has(lock))) {
        takeOver(lock, holder);
        continue;
      }
      if (!told) onWaiting?.(holder);
      told = true;
      await sleep(250);
    }
  } finally {
    removeIfThere(mine);
  }
}

/**
 * Removes the lock of a dead holder. It is moved aside first and checked: another waiter may have
 * taken it over and holds it now, and that lock goes back.
 */
function takeOver(lock: string, dead: number): void {
  const aside = `${lock}.stale.${process.pid}`;
  try {
    renameSync(lock, aside);
  } catch {
    return;
  }
  const holder = Number(readIfThere(aside));
  if (holder !== dead && isAlive(holder)) {
    try {
      linkSync(aside, lock);
    } catch {
      // Someone holds it again.
    }
  }
  removeIfThere(aside);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readIfThere(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function removeIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
