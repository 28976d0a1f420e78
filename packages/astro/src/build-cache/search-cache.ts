import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashOf, keysOfThisBuild, type BuildPlan } from './page-cache.ts';
import { linkTree, stampOf } from './file-links.ts';

/** What the cache keeps of the index it holds: the pages' keys, and each file's stamp when stored. */
interface SavedIndex {
  key?: string;
  pages?: number;
  stamps?: Record<string, string | undefined>;
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
  const saved = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8').catch(() => '{}')) as SavedIndex;
  if (saved.key === key && saved.pages !== undefined && saved.stamps && unedited(join(dir, 'pagefind'), saved.stamps)) {
    await linkTree(join(dir, 'pagefind'), join(out, 'pagefind'));
    return saved.pages;
  }
  const pages = await build();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const stamps: SavedIndex['stamps'] = {};
  if (existsSync(join(out, 'pagefind'))) {
    for (const file of await linkTree(join(out, 'pagefind'), join(dir, 'pagefind'))) stamps[file] = stampOf(join(dir, 'pagefind', file));
  }
  await writeFile(join(dir, 'index.json'), JSON.stringify({ key, pages, stamps } satisfies SavedIndex));
  return pages;
}

function unedited(folder: string, stamps: Record<string, string | undefined>): boolean {
  return Object.entries(stamps).every(([file, stamp]) => stamp !== undefined && stampOf(join(folder, file)) === stamp);
}
