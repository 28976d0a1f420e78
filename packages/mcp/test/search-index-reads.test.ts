// The build's search index reads every Markdown twin of the site it just wrote (crewAI: 24,803),
// and walks every page's folder to find them: each at once, not an open, a stat (or a listing), a
// read and a close each waiting in the thread pool, whose round trips cost more than the reads.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { countPoolCalls } from '../../../test-support/pool-calls.ts';
import { searchIndexPath, writeSearchIndex } from '../src/index.ts';

const root = mkdtempSync(join(tmpdir(), 'quire-mcp-index-'));
after(() => rmSync(root, { recursive: true, force: true }));

test("the build's search index lists and reads the twins without a round trip through the thread pool for each page", async () => {
  const twins = 40;
  mkdirSync(join(root, 'guides'));
  // As a site has them: each page a folder with its HTML, its twin beside it.
  for (let i = 0; i < twins; i++) {
    mkdirSync(join(root, 'guides', `page-${i}`));
    writeFileSync(join(root, 'guides', `page-${i}`, 'index.html'), '<h1>Page</h1>');
    writeFileSync(join(root, 'guides', `page-${i}.md`), `# Page ${i}\n\nAbout   hamster ${i}.\n`);
  }
  const { calls } = await countPoolCalls(() => writeSearchIndex(root));
  const index = JSON.parse(readFileSync(join(root, searchIndexPath), 'utf8')) as { pages: { slug: string; title: string; text: string }[] };
  assert.equal(index.pages.length, twins);
  assert.deepEqual(
    index.pages.find((p) => p.slug === 'guides/page-7'),
    { slug: 'guides/page-7', title: 'Page 7', text: '# Page 7 About hamster 7.' },
  );
  assert.ok(calls < twins, `${calls} asynchronous file system calls for ${twins} twins`);
});

// Only as much of a twin's head is folded as the page's share of the index needs (crewAI: 236
// characters of the 16 KB read): what is kept is the start of the whole head folded, wherever
// the whitespace runs fall.
test("each page's indexed text is the start of its twin's head with whitespace folded", async () => {
  const dir = mkdtempSync(join(root, 'folded-'));
  const twins = { sparse: `#   Sparse\n${`w${' '.repeat(20)}`.repeat(1000)}`, dense: `# Dense\n\n${'word  \n\t '.repeat(3000)}end` };
  for (const [slug, text] of Object.entries(twins)) writeFileSync(join(dir, `${slug}.md`), text);
  await writeSearchIndex(dir);
  const index = JSON.parse(readFileSync(join(dir, searchIndexPath), 'utf8')) as { pages: { slug: string; text: string }[] };
  for (const [slug, text] of Object.entries(twins)) {
    const expected = text
      .slice(0, 4096 * 4)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 4096);
    assert.equal(index.pages.find((p) => p.slug === slug)?.text, expected, slug);
  }
});
