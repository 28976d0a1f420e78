import { homedir } from 'node:os';
import { join } from 'node:path';
import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { fileLimit, mapWithLimit } from './map-with-limit.ts';

/**
 * Quire's folder in the user's cache (`$XDG_CACHE_HOME/quire`, else `~/.cache/quire`): for what
 * is worth keeping between runs but is no part of a docs repo. Outside the repo on purpose: a
 * repo (or a pull request) cannot plant entries in it.
 */
export function userCacheDir(...parts: string[]): string {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'quire', ...parts);
}

/**
 * What the user cache may hold. Its entries are keyed by content (a spec's text, a docs folder),
 * so every edit, docs folder and Quire version leaves entries that nothing reads again: without a
 * bound the folder only grows. A large repo's entries (GitHub's spec validated, crewAI's page
 * findings) are a few MB each.
 */
export const userCacheBudgetBytes = 256 * 1024 * 1024;

/**
 * Marks a cache entry used now, for `trimUserCache`: its access time, which an entry's reader sets
 * on a hit (file systems mounted `noatime` or `relatime` do not, or not always). Its modification
 * time is left alone: a fetched document's copy tells its age by it.
 */
export async function markUsed(file: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (info) await utimes(file, new Date(), info.mtime).catch(() => {});
}

/**
 * How often a build holds the user cache to its budget: the walk stats every file (4,600 entries
 * took 0.14 s of CPU, paid by every build and every test's build), while a run adds a few files.
 * Between walks the cache may pass its budget by what an hour of runs writes.
 */
export const userCacheTrimIntervalMs = 60 * 60 * 1000;

/** The file whose modification time says when the user cache was last walked (`trimUserCache`'s `unlessWithinMs`). */
const lastTrimFile = '.last-trim';

/**
 * Deletes the least recently used files of the user cache (`dir`) until what is left fits
 * `budgetBytes`. A file's last use is the later of its access and modification times: written
 * (or renamed into place) and read (`markUsed`) both count. A file deleted while another run reads
 * it only means that run makes it again. With `unlessWithinMs`, a cache walked that recently (by
 * any run) is left alone. Returns the number of files deleted.
 */
export async function trimUserCache(budgetBytes = userCacheBudgetBytes, dir = userCacheDir(), unlessWithinMs = 0): Promise<number> {
  const stamp = join(dir, lastTrimFile);
  if (unlessWithinMs > 0) {
    const last = await stat(stamp).catch(() => undefined);
    if (last && Date.now() - last.mtimeMs < unlessWithinMs) return 0;
    // Stamped before the walk: runs starting meanwhile leave it to this one.
    if (
      !(await writeFile(stamp, '').then(
        () => true,
        () => false,
      ))
    )
      return 0;
  }
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = await mapWithLimit(
    entries.filter((entry) => entry.isFile() && join(entry.parentPath, entry.name) !== stamp),
    fileLimit,
    async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => undefined);
      return info && { path, bytes: info.size, usedMs: Math.max(info.atimeMs, info.mtimeMs) };
    },
  );
  const present = files.filter((file) => file !== undefined);
  let total = present.reduce((sum, file) => sum + file.bytes, 0);
  let removed = 0;
  for (const file of present.sort((a, b) => a.usedMs - b.usedMs)) {
    if (total <= budgetBytes) break;
    await rm(file.path, { force: true });
    total -= file.bytes;
    removed++;
  }
  return removed;
}
