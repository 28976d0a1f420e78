import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashOf, keysOfThisBuild, type BuildPlan } from './page-cache.ts';

/**
 * The search index (`pagefind/`) of a build whose pages all have the keys of the last build's
 * is that build's index, copied. Pagefind cannot update an index, so a build that changed any
 * page indexes them all again, and keeps the new index for the next.
 */
export async function searchIndexFromCache(plan: BuildPlan | undefined, dataDir: string, out: string, build: () => Promise<number>): Promise<number> {
  if (!plan) return build();
  const key = hashOf(...(await keysOfThisBuild(dataDir)).values());
  const dir = join(plan.cacheDir, 'search');
  const saved = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8').catch(() => '{}')) as { key?: string; pages?: number };
  if (saved.key === key && saved.pages !== undefined && existsSync(join(dir, 'pagefind'))) {
    await cp(join(dir, 'pagefind'), join(out, 'pagefind'), { recursive: true });
    return saved.pages;
  }
  const pages = await build();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  if (existsSync(join(out, 'pagefind'))) await cp(join(out, 'pagefind'), join(dir, 'pagefind'), { recursive: true });
  await writeFile(join(dir, 'index.json'), JSON.stringify({ key, pages }));
  return pages;
}
