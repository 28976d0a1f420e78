// A rebuild that changed nothing takes every page from the page cache (crewAI: 25,000): each is
// linked into the site at once, not a folder and a link each waiting in the thread pool, whose
// round trips cost more than the calls. The pages are the ones the cache kept, byte for byte.
import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { moveTree } from '../src/build-cache/file-links.ts';
import { cachedPages, settlePageCache, type BuildPlan } from '../src/build-cache/page-cache.ts';
import { searchIndexFromCache } from '../src/build-cache/search-cache.ts';
import { countPoolCalls } from '../../../test-support/pool-calls.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('a rebuild links the pages it takes from the cache into the site without a round trip through the thread pool for each', async () => {
  const count = 40;
  const slugs = Array.from({ length: count }, (_, i) => `guides/page-${i}`);
  const root = await writeFiles(Object.fromEntries(slugs.map((slug, i) => [`out/${slug}/index.html`, `<p>Page ${i}</p>`])));
  const out = join(root, 'out');
  const plan: BuildPlan = {
    cacheDir: join(root, 'cache'),
    assetsDir: out,
    format: 'directory',
    site: 'site',
    pages: Object.fromEntries(slugs.map((slug, i) => [i, slug])),
  };
  const dataDir = join(root, 'data');
  await mkdir(dataDir);
  const pages = slugs.map((slug, id) => ({ id, slug }));
  cachedPages(plan, dataDir);
  await (await settlePageCache(plan, dataDir, pages, out)).kept;
  // The next build renders none: its output folder starts empty.
  await rm(out, { recursive: true });
  assert.equal(cachedPages(plan, dataDir).size, count);
  const { result: report, calls } = await countPoolCalls(() => settlePageCache(plan, dataDir, pages, out));
  await report.kept;
  assert.equal(report.reused, count);
  assert.equal(await readFile(join(out, 'guides/page-7/index.html'), 'utf8'), '<p>Page 7</p>');
  assert.ok(calls < count, `${calls} asynchronous file system calls for ${count} pages`);
});

// The site's Markdown twins are written aside (Astro empties the output folder first) and moved in.
test("the twins are moved into the site without a round trip through the thread pool for each, beside the site's own files", async () => {
  const count = 40;
  const root = await writeFiles({
    ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`texts/guides/page-${i}.md`, `# Page ${i}\n`])),
    'out/guides/page-0/index.html': '<p>Page 0</p>',
  });
  const { calls } = await countPoolCalls(() => moveTree(join(root, 'texts'), join(root, 'out')));
  assert.equal(await readFile(join(root, 'out/guides/page-7.md'), 'utf8'), '# Page 7\n');
  assert.equal(await readFile(join(root, 'out/guides/page-0/index.html'), 'utf8'), '<p>Page 0</p>');
  assert.deepEqual(await readdir(join(root, 'texts/guides')), []);
  assert.ok(calls < count, `${calls} asynchronous file system calls for ${count} twins`);
});

// A rebuild that changed no page links the last build's search index (crewAI: 25,000 Pagefind files).
test('a rebuild links the search index it keeps into the site without a round trip through the thread pool for each file', async () => {
  const count = 40;
  const files = Array.from({ length: count }, (_, i) => `pagefind/fragment/page-${i}.pf_fragment`);
  const root = await writeFiles(Object.fromEntries([...files, 'guide/index.html'].map((file, i) => [`out/${file}`, `file ${i}`])));
  const out = join(root, 'out');
  const plan: BuildPlan = { cacheDir: join(root, 'cache'), assetsDir: out, format: 'directory', site: 'site', pages: { 1: 'guide' } };
  const dataDir = join(root, 'data');
  await mkdir(dataDir);
  cachedPages(plan, dataDir);
  const build = async () => 1;
  await searchIndexFromCache(plan, dataDir, out, build);
  // The next build's output folder starts empty.
  await rm(out, { recursive: true });
  const { result: pages, calls } = await countPoolCalls(() => searchIndexFromCache(plan, dataDir, out, () => Promise.reject(new Error('indexed again'))));
  assert.equal(pages, 1);
  assert.equal(await readFile(join(out, 'pagefind/fragment/page-7.pf_fragment'), 'utf8'), 'file 7');
  assert.ok(calls < count, `${calls} asynchronous file system calls for ${count} files`);
});
