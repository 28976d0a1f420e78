import { cp, lstat, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Moves a folder: a rename where both sides share a filesystem, else a copy that keeps no symlink's target. */
export async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, verbatimSymlinks: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Bytes of the files in a folder and below it; symlinks count as themselves, never followed. */
export async function folderSize(dir: string): Promise<number> {
  let total = 0;
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop()!;
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else total += (await lstat(path)).size;
    }
  }
  return total;
}
