// A build writes thousands of files; making a new file is the costly part on most file systems
// (ext4 without a journal scans past every recently deleted inode for each new one). So the
// caches hold hard links to the site's files instead of copies, and files made for the site in
// the data folder are moved into it, not copied. Where a link or a move cannot be made (another
// device, a file system without links) the file is copied.
import { copyFileSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, link, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Makes `to` the file `from` is (a hard link), replacing what `to` was; copies where it cannot link. */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      await rm(to, { force: true });
      return linkOrCopy(from, to);
    }
    await copyFile(from, to);
  }
}

/** linkOrCopy at once, not through the thread pool: for the thousands of pages a rebuild takes from its cache. */
export function linkOrCopySync(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      copyFileSync(from, to);
      return;
    }
    rmSync(to, { force: true });
    linkOrCopySync(from, to);
  }
}

/**
 * A file's size and modification time, or undefined when it is missing. A cached file is linked
 * to a file of the site, so an edit of the site's file in place (a script run after the build)
 * edits the cached one too: its stamp then differs from the one kept, and the cache passes it by.
 */
export function stampOf(path: string): string | undefined {
  const stat = statSync(path, { throwIfNoEntry: false, bigint: true });
  return stat && `${stat.size}:${stat.mtimeNs}`;
}

/**
 * Links (or copies) every file under `from` to the same path under `to`; returns the files, by
 * relative path. At once, not through the thread pool: a rebuild links its search index from the
 * cache this way, crewAI's 25,000 Pagefind files, and a folder and a link each through the thread
 * pool cost more in round trips than the calls.
 */
export function linkTree(from: string, to: string): string[] {
  const folders = new Set<string>();
  const files: string[] = [];
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(from, join(entry.parentPath, entry.name));
    const folder = dirname(join(to, file));
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    linkOrCopySync(join(from, file), join(to, file));
    files.push(file);
  }
  return files;
}

/**
 * Moves every file under `from` to the same path under `to`, beside what `to` holds; copies across
 * devices. At once, not through the thread pool: the site's Markdown twins are moved here, crewAI's
 * 25,000 of them, and a folder and a rename each through the thread pool cost more in round trips
 * than the calls.
 */
export async function moveTree(from: string, to: string): Promise<void> {
  const folders = new Set<string>();
  const entries = readdirSync(from, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = relative(from, join(entry.parentPath, entry.name));
    const folder = dirname(join(to, file));
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    try {
      renameSync(join(from, file), join(to, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      copyFileSync(join(from, file), join(to, file));
    }
  }
}
