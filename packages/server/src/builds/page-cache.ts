// Each project's page cache (`<data>/page-cache/<project id>`), kept between its updates so an
// update renders only the pages its commit changed. The build writes it, so it is the tenant's:
// bounded per project and in all, measured by `du` in a child process after each build.
import { readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { diskUse, diskUseEach } from './disk-quota.ts';

export interface PageCacheLimits {
  /** One project's cache, in MB: past it, the cache is cleared (its next update renders every page). */
  projectMb: number;
  /** All projects' caches, in MB: past it, the caches used least recently go first. */
  totalMb: number;
}

export const defaultPageCacheLimits: PageCacheLimits = { projectMb: 2048, totalMb: 20480 };

export function pageCacheDir(dataDir: string, projectId: string): string {
  return join(dataDir, 'page-cache', projectId);
}

/** After a build of `projectId`: clears its cache when over its bound, then others' while all are over theirs. */
export async function boundPageCaches(dataDir: string, projectId: string, log: (line: string) => void, limits = defaultPageCacheLimits): Promise<void> {
  const own = pageCacheDir(dataDir, projectId);
  // Its time says when it was last used: the least recently used caches go first.
  const now = new Date();
  await utimes(own, now, now).catch(() => {});
  if ((await diskUse([own])) > limits.projectMb * 1048576) {
    await rm(own, { recursive: true, force: true });
    log(`The page cache of this site passed ${limits.projectMb} MB and was cleared: the next update renders every page again.`);
  }
  const root = join(dataDir, 'page-cache');
  const dirs = (await readdir(root).catch(() => [] as string[])).map((name) => join(root, name));
  const bytes = await diskUseEach(dirs);
  const caches = await Promise.all(
    dirs.map(async (dir) => ({ dir, bytes: bytes.get(dir) ?? 0, usedMs: (await stat(dir).catch(() => undefined))?.mtimeMs ?? 0 })),
  );
  let total = caches.reduce((sum, cache) => sum + cache.bytes, 0);
  for (const cache of caches.sort((a, b) => a.usedMs - b.usedMs)) {
    if (total <= limits.totalMb * 1048576) break;
    await rm(cache.dir, { recursive: true, force: true });
    total -= cache.bytes;
  }
}
