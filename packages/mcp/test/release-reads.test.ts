// /mcp on a built site reads only the release's own regular files: a link a build left (to a host
// file, or a folder leading out) is never followed, whether the pages are listed by the search
// index or found in the folder. Search answers from the index the build wrote, never by reading
// every page, and get_page answers at most 2 MB of a page, saying so.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createDocsMcpServer, loadBuiltMcpTools, maxPageBytes, searchIndexPath, writeMcpManifest, writeSearchIndex } from '../src/index.ts';

const temp = mkdtempSync(join(tmpdir(), 'quire-mcp-release-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/** The host's secrets, outside the release: a file, and a folder holding a page-like file. */
const outside = join(temp, 'host');
mkdirSync(join(outside, 'tenants'), { recursive: true });
writeFileSync(join(outside, 'secret.env'), '# HOST SECRET\n\nQUIRE_SECRET_KEY=hunter2\n');
writeFileSync(join(outside, 'tenants', 'other.md'), '# Other tenant\n\nOTHER TENANT CHECKOUT hunter2\n');

function release(name: string): string {
  const root = join(temp, name);
  mkdirSync(join(root, 'guides'), { recursive: true });
  writeFileSync(join(root, 'index.md'), '# Welcome\n\nThe pet store.\n');
  writeFileSync(join(root, 'guides/feeding.md'), '# Feeding\n\nHamsters eat vegetables.\n');
  symlinkSync(join(outside, 'secret.env'), join(root, 'x.md'));
  symlinkSync(join(outside, 'tenants'), join(root, 'docs'));
  return root;
}

async function connect(root: string) {
  const loaded = await loadBuiltMcpTools(root);
  assert.ok(loaded);
  const server = createDocsMcpServer({ ...loaded, relay: { targets: loaded.targets, loopback: 'declared' } });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 't', version: '1' });
  await client.connect(b);
  after(() => client.close());
  return { client, loaded };
}

const text = (result: Awaited<ReturnType<Client['callTool']>>) => JSON.stringify(result.content);

/** No text from outside; `listed`: the links are not even pages (a hostile index may list them by name, but reads none). */
async function assertNoLinkRead(client: Client, listed = false): Promise<void> {
  for (const path of ['/x', '/x.md', '/docs/other', 'docs/other.md', '/../host/secret.env']) {
    const page = await client.callTool({ name: 'get_page', arguments: { path } });
    assert.equal(page.isError, true, `${path}: ${text(page)}`);
    assert.doesNotMatch(text(page), /hunter2/);
  }
  for (const query of ['hunter2', 'secret key', 'other tenant checkout', 'x', 'docs']) {
    const found = await client.callTool({ name: 'search', arguments: { query } });
    assert.doesNotMatch(text(found), /=hunter2|HOST SECRET|OTHER TENANT CHECKOUT|Other tenant/, query);
    const { results } = found.structuredContent as { results: { slug: string }[] };
    if (!listed)
      assert.deepEqual(
        results.filter((r) => r.slug === 'x' || r.slug.startsWith('docs/') || r.slug.includes('..')),
        [],
        query,
      );
  }
}

test("links in a release are not followed: the build's index leaves them out, and get_page and search never read them", async () => {
  const root = release('indexed');
  await writeMcpManifest(root, { tools: [] });
  await writeSearchIndex(root);
  const { client, loaded } = await connect(root);
  assert.deepEqual(
    loaded.pages.map((p) => p.slug),
    ['', 'guides/feeding'],
  );
  await assertNoLinkRead(client);
  assert.match(text(await client.callTool({ name: 'search', arguments: { query: 'hamsters' } })), /Feeding/);
});

test('an index naming the links as pages reads none of them', async () => {
  const root = release('hostile-index');
  await writeMcpManifest(root, { tools: [] });
  const pages = ['', 'x', 'docs/other', '../host/secret.env'].map((slug) => ({ slug, title: slug || 'Welcome', text: '' }));
  writeFileSync(join(root, searchIndexPath), JSON.stringify({ version: 1, pages }));
  const { client } = await connect(root);
  await assertNoLinkRead(client, true);
});

test('a release without an index (built before it existed) searches titles only, says so, and follows no link either', async () => {
  const root = release('unindexed');
  await writeMcpManifest(root, { tools: [] });
  const { client, loaded } = await connect(root);
  assert.deepEqual(
    loaded.pages.map((p) => p.slug),
    ['', 'guides/feeding'],
  );
  await assertNoLinkRead(client);
  const found = await client.callTool({ name: 'search', arguments: { query: 'feeding' } });
  assert.match(text(found), /Searched page titles only: this build wrote no search index/);
  assert.match(text(found), /guides\/feeding/);
});

test('an index over the cap is not loaded: search sees titles only and says why', async () => {
  const root = release('huge-index');
  await writeMcpManifest(root, { tools: [] });
  writeFileSync(join(root, searchIndexPath), JSON.stringify({ version: 1, pages: [{ slug: '', title: 'Welcome', text: 'x'.repeat(9 * 1024 * 1024) }] }));
  const { client } = await connect(root);
  const found = await client.callTool({ name: 'search', arguments: { query: 'feeding' } });
  assert.match(text(found), /Searched page titles only: its search index \(_quire\/mcp-search.json\) is 9\.0 MB, over the 8\.0 MB a server loads/);
});

test('search answers from the index the build wrote, reading no page; get_page reads at most 2 MB and says it cut', async () => {
  const root = join(temp, 'large');
  mkdirSync(join(root, 'reference'), { recursive: true });
  // Large pages whose words come first, as a twin's title and description do.
  const filler = `${'lorem ipsum dolor '.repeat(64)}\n`.repeat(3 * 1024);
  for (let i = 0; i < 20; i++) writeFileSync(join(root, `reference/op-${i}.md`), `# Operation ${i}\n\nCreates a widget number w${i}x.\n\n${filler}`);
  await writeMcpManifest(root, { tools: [] });
  await writeSearchIndex(root);
  const { client } = await connect(root);
  const page = await client.callTool({ name: 'get_page', arguments: { path: '/reference/op-3' } });
  const body = (page.content as { text: string }[])[0]!.text;
  assert.ok(body.length < maxPageBytes + 500, `${body.length} characters answered`);
  assert.match(body, /^# Operation 3/);
  assert.match(body, /\[… cut: this page's Markdown is \d+ bytes; the first 2097152 are shown/);
  // Every page gone from the folder: search still finds them, from the index it loaded once.
  rmSync(join(root, 'reference'), { recursive: true });
  const found = await client.callTool({ name: 'search', arguments: { query: 'w17x' } });
  assert.match(text(found), /Operation 17/);
  assert.doesNotMatch(text(found), /titles only/);
});
