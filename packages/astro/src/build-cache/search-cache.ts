import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { hashOf, keysOfThisBuild, type BuildPlan } from './page-cache.ts';
import { isRecordOf, isString, readCacheJson, writeCacheFile } from './cache-files.ts';
import { linkTree, stampOf } from './file-links.ts';

/** What the cache keeps of the index it holds: the pages' keys, and each file's stamp when stored. */
interface SavedIndex {
  key: string;
  pages: number;
  stamps: Record<string, string | undefined>;
}

function isSavedIndex(value: unknown): value is SavedIndex {
  const saved = value as Partial<SavedIndex> | null;
  return typeof saved?.key === 'string' && typeof saved.pages === 'number' && isRecordOf(saved.stamps, isString);
}

/**
 * The search index (`pagefind/`) of a build whose pages all have the keys of the last build's
 * is that build's index, linked. Pagefind cannot update an index, so a build that changed any
 * page indexes them all again, and keeps the new index for the next. A kept index one of whose
 * files was edited since (through its link in an earlier site) is built again.
 */
export async function searchIndexFromCache(plan: BuildPlan | undefined, dataDir: string, out: string, build: () => Promise<number>): Promise<number> {
  if (!plan) return build();
  const key = hashOf(...(await keysOfThisBuild(dataDir)).values());
  const dir = join(plan.cacheDir, 'search');
  // A kept index that is missing, torn or of another shape is built again.
  const saved = await readCacheJson(join(dir, 'index.json'), isSavedIndex);
  if (saved?.key === key && unedited(join(dir, 'pagefind'), saved.stamps)) {
    linkTree(join(dir, 'pagefind'), join(out, 'pagefind'));
    return saved.pages;
  }
  const pages = await build();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const stamps: SavedIndex['stamps'] = {};
  if (existsSync(join(out, 'pagefind'))) {
    for (const file of linkTree(join(out, 'pagefind'), join(dir, 'pagefind'))) stamps[file] = stampOf(join(dir, 'pagefind', file));
  }
  await writeCacheFile(join(dir, 'index.json'), JSON.stringify({ key, pages, stamps } satisfies SavedIndex));
  return pages;
}

function unedited(folder: string, stamps: Record<string, string | undefined>): boolean {
  // A kept record whose index folder is gone (removed by hand) is built again, not linked from nowhere.
  return existsSync(folder) && Object.entries(stamps).every(([file, stamp]) => stamp !== undefined && stampOf(join(folder, file)) === stamp);
}
