// The build cache outlives the build that wrote it: a build stopped mid-write (the hosting
// service's time limit, a crash, a full disk) leaves files cut short. The next build reads such a
// file as absent and makes what it held again: it neither fails nor publishes half a file.
import assert from 'node:assert/strict';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Route } from '@quire/site';
import { cachedPages, settlePageCache, type BuildPlan } from '../src/build-cache/page-cache.ts';
import { searchIndexFromCache } from '../src/build-cache/search-cache.ts';
import { twinCache } from '../src/build-cache/twin-cache.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

/** A site of one page (`guide`) rendered into `out`, with its page cache kept in `cache`. */
async function cachedSite() {
  const root = await writeFiles({ 'out/guide/index.html': '<p>Guide</p>', 'out/pagefind/pagefind.js': 'export {};' });
  const plan: BuildPlan = { cacheDir: join(root, 'cache'), assetsDir: join(root, 'out'), format: 'directory', site: 'site', pages: { 1: 'guide' } };
  const dataDir = join(root, 'data');
  await mkdir(dataDir);
  return { root, plan, dataDir, out: join(root, 'out') };
}

describe('a build cache file cut short or missing', () => {
  it("the page cache's stamps: every page is rendered again, and the build goes on", async () => {
    const { plan, dataDir, out } = await cachedSite();
    assert.equal(cachedPages(plan, dataDir).size, 0);
    await (await settlePageCache(plan, dataDir, [{ id: 1, slug: 'guide' }], out)).kept;
    assert.deepEqual([...cachedPages(plan, dataDir)], [1], 'kept by a whole build');
    const stamps = join(plan.cacheDir, 'page-stamps.json');
    await writeFile(stamps, (await readFile(stamps, 'utf8')).slice(0, 20));
    assert.deepEqual([...cachedPages(plan, dataDir)], []);
  });

  it("the search index's record: the index is built again", async () => {
    const { plan, dataDir, out } = await cachedSite();
    cachedPages(plan, dataDir);
    let built = 0;
    const build = async () => {
      built++;
      return 1;
    };
    await searchIndexFromCache(plan, dataDir, out, build);
    await searchIndexFromCache(plan, dataDir, out, build);
    assert.equal(built, 1, 'kept by a whole build');
    await writeFile(join(plan.cacheDir, 'search/index.json'), '{"key":"');
    assert.equal(await searchIndexFromCache(plan, dataDir, out, build), 1);
    assert.equal(built, 2);
  });

  it('a kept search record whose index folder is missing: the index is built again', async () => {
    const { plan, dataDir, out } = await cachedSite();
    // A build whose index wrote no folder keeps a record of no files: the next has nothing to link.
    await rm(join(out, 'pagefind'), { recursive: true });
    cachedPages(plan, dataDir);
    let built = 0;
    const build = async () => {
      built++;
      return 0;
    };
    await searchIndexFromCache(plan, dataDir, out, build);
    assert.equal(await searchIndexFromCache(plan, dataDir, out, build), 0);
    assert.equal(built, 2);
  });

  it('a Markdown twin: it is made again, never published cut short', async () => {
    const docs = await writeFiles({ 'guide.mdx': '---\ntitle: Guide\n---\n\nA guide with a long text.\n' });
    const cache = join(docs, 'twins');
    const route: Route = { slug: 'guide', kind: 'mdx', source: 'guide.mdx', title: 'Guide', deprecated: false, hidden: false, metadata: {} };
    const whole = '# Guide\n\nA guide with a long text.\n';
    const twin = () => twinCache(cache, docs, { base: '', slash: true }).twin(route, async () => whole);
    assert.equal(await twin(), whole);
    const [name] = await readdir(cache);
    const file = join(cache, name!);
    await writeFile(file, (await readFile(file, 'utf8')).slice(0, -10));
    assert.equal(await twin(), whole);
    assert.equal(await twin(), whole, 'kept whole again');
  });
});
