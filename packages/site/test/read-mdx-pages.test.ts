// Which files are pages, and how a page's text is read: odd files give a clear result, never a crash.
import assert from 'node:assert/strict';
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { listDocsFiles, readMdxPages } from '@quire/site';
import { countPoolCalls } from '../../../test-support/pool-calls.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('a folder named like a page (x.mdx, y.md) is not a page; a link to a page file is', async () => {
  const dir = await writeFiles({
    'intro.mdx': '---\ntitle: Intro\n---\n',
    'x.mdx/notes.txt': 'a folder',
    'guides/y.md/inner.mdx': '# Inside a folder named y.md',
  });
  await mkdir(join(dir, 'empty.mdx'));
  await symlink(join(dir, 'intro.mdx'), join(dir, 'linked.mdx'));
  await symlink(join(dir, 'x.mdx'), join(dir, 'folder-link.mdx'));
  const { pages, diagnostics } = await readMdxPages(dir);
  assert.deepEqual(
    pages.map((p) => p.path),
    ['guides/y.md/inner.mdx', 'intro.mdx', 'linked.mdx'],
  );
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(await listDocsFiles(dir, '**/*.txt'), ['x.mdx/notes.txt']);
});

test('a byte order mark before the frontmatter is read as if absent; its diagnostics keep their lines', async () => {
  const broken = '---\ntitle: B\nbroken: { a\n---\n';
  const dir = await writeFiles({ 'a.mdx': '\uFEFF---\ntitle: Marked\n---\n# A\n', 'b.mdx': `\uFEFF${broken}`, 'c.mdx': broken });
  const { pages, diagnostics } = await readMdxPages(dir);
  assert.deepEqual(
    pages.map((p) => p.frontmatter),
    [{ title: 'Marked' }, {}, {}],
  );
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.file, d.line, d.column]),
    [
      ['MDX_FRONTMATTER_INVALID', 'b.mdx', 3, 12],
      ['MDX_FRONTMATTER_INVALID', 'c.mdx', 3, 12],
    ],
  );
});

test('pages repeating a frontmatter block (versioned docs) each get its metadata and its warnings; another block is read for itself', async () => {
  const block = '---\ntitle: Setup\nhidden: sometimes\n---\n';
  const dir = await writeFiles({ 'v1/setup.mdx': `${block}# One`, 'v2/setup.mdx': `${block}# Two`, 'v3/setup.mdx': '---\ntitle: Setup 3\n---\n# One' });
  const { pages, diagnostics } = await readMdxPages(dir);
  assert.deepEqual(
    pages.map((p) => p.frontmatter.title),
    ['Setup', 'Setup', 'Setup 3'],
  );
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.file]),
    [
      ['PAGE_METADATA_FIELD', 'v1/setup.mdx'],
      ['PAGE_METADATA_FIELD', 'v2/setup.mdx'],
    ],
  );
});

test('a frontmatter alias inside the value it names is reported, and the page read without frontmatter', async () => {
  const dir = await writeFiles({ 'loop.mdx': '---\ntitle: Loop\nx: &x\n  y: *x\n---\n' });
  const { pages, diagnostics } = await readMdxPages(dir);
  assert.deepEqual(
    pages.map((p) => p.frontmatter),
    [{}],
  );
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.pointer]),
    [['MDX_FRONTMATTER_INVALID', '/x/y']],
  );
});

test('a built site in the docs folder (dist/, or any folder with _quire/) is no pages: its Markdown twins are not read back', async () => {
  const dir = await writeFiles({
    'index.mdx': '# Home\n',
    'development.md': '# Development\n',
    'dist/index.md': '# Home (twin)\n',
    'dist/development.md': '# Development (twin)\n',
    'site/_quire/pages.json': '{}',
    'site/development.md': '# Development (twin)\n',
    'website/guide.mdx': '# A folder of pages without _quire/\n',
    'node_modules/x/readme.mdx': '# A dependency\n',
  });
  const { pages, diagnostics } = await readMdxPages(dir);
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(
    pages.map((p) => p.path),
    ['development.md', 'index.mdx', 'website/guide.mdx'],
  );
});

test('frontmatter the strict YAML reader refuses but the hosted platform reads (a quoted string wrapped onto lines at the margin) is read as there, with a warning at its line', async () => {
  const dir = await writeFiles({ 'wrapped.mdx': '---\ntitle: "Wrapped"\ndescription: "\nFirst line of the description,\nand its second."\n---\n# Page\n' });
  const { pages, diagnostics } = await readMdxPages(dir);
  assert.deepEqual(
    pages.map((p) => p.frontmatter),
    [{ title: 'Wrapped', description: 'First line of the description, and its second.' }],
  );
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.severity, d.file, d.line]),
    [['MDX_FRONTMATTER_LENIENT', 'warning', 'wrapped.mdx', 3]],
  );
});

// crewAI's 24,803 pages: an asynchronous read of each (open, stat, read, close, each waiting in the
// thread pool) cost more in system time than the reads, and the build waits for them all.
test('the pages are read without a round trip through the thread pool for each, equal texts sharing one string', async () => {
  const count = 40;
  const dir = await writeFiles(
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`v${i % 2}/page-${i}.mdx`, `---\ntitle: Page ${i % 4}\n---\n# Same\n`])),
  );
  const texts: string[] = [];
  const {
    result: { pages },
    calls,
  } = await countPoolCalls(() => readMdxPages(dir, (_path, text) => texts.push(text)));
  assert.equal(pages.length, count);
  assert.equal(pages.find((p) => p.path === 'v1/page-7.mdx')?.frontmatter.title, 'Page 3');
  assert.equal(new Set(texts).size, 4);
  assert.ok(calls < count, `${calls} asynchronous file system calls for ${count} pages`);
});
