// A build finds the docs folder's files once: its pages, snippets, scripts and assets are each
// a filter of that one walk. crewAI's folder (25,000 files) was walked five times, 0.75 s each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diagnoseDocs } from '../src/integration/diagnose-docs.ts';
import { listAssets } from '../src/integration/docs-assets.ts';
import { countPoolCalls } from '../../../test-support/pool-calls.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('loading the docs and listing their assets reads the folders without a round trip through the thread pool for each', async () => {
  const folders = 40;
  const dir = await writeFiles({
    'docs.json': JSON.stringify({ name: 'Walked', navigation: { pages: ['index'] } }),
    'index.mdx': '---\ntitle: Home\n---\n# Home\n',
    'snippets/note.mdx': 'A note.\n',
    'track.js': 'window.tracked = true;\n',
    ...Object.fromEntries(Array.from({ length: folders }, (_, i) => [`v${i}/guide/page.mdx`, `---\ntitle: Page ${i}\n---\n![logo](/v${i}/logo.png)\n`])),
    ...Object.fromEntries(Array.from({ length: folders }, (_, i) => [`v${i}/logo.png`, 'png'])),
  });
  const {
    result: { diagnosed, assets },
    calls,
  } = await countPoolCalls(async () => {
    const diagnosed = await diagnoseDocs(dir, { validationCacheDir: false, urlCacheDir: false });
    return { diagnosed, assets: await listAssets(dir, diagnosed.site.files) };
  });
  assert.equal(diagnosed.site.mdx.length, folders + 1);
  assert.deepEqual(diagnosed.scripts, ['track.js']);
  assert.ok(diagnosed.snippets.some((path) => path.endsWith('note.mdx')));
  assert.equal(assets.length, folders);
  // fs.glob reads each of the 81 folders through the pool, once for each reader: 428 calls here before.
  assert.ok(calls < folders, `${calls} calls through the thread pool for ${folders * 2 + 1} folders`);
});
