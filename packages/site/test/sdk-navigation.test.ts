// docs.json `sdk` on a tab or group, and `sdk` frontmatter: the SDK artifact's symbols become
// pages in its groups under sdk-reference/ (or the directory given), after the element's own pages.
import assert from 'node:assert/strict';
import { cp, mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSite, type NavNode } from '../src/index.ts';
import { withoutSdkLinks } from '../src/navigation/sdk-routes.ts';

const artifacts = join(import.meta.dirname, '../../sdk-reference/test/fixtures');

async function site(docs: unknown, pages: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-sdk-nav-'));
  await cp(join(artifacts, 'library.typedoc.json'), join(dir, 'sdk/shelf.json'), { recursive: true }).catch(async () => {
    await mkdir(join(dir, 'sdk'));
    await cp(join(artifacts, 'library.typedoc.json'), join(dir, 'sdk/shelf.json'));
  });
  await cp(join(artifacts, 'docfx'), join(dir, 'sdk/dotnet'), { recursive: true });
  await writeFile(join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
  for (const [path, text] of Object.entries({ 'index.mdx': '---\ntitle: Home\n---\n', ...pages })) await writeFile(join(dir, path), text);
  return dir;
}

const labels = (nodes: NavNode[]): unknown[] =>
  nodes.map((n) => ('children' in n ? { [n.label ?? '']: labels(n.children) } : n.type === 'page' ? n.slug : n.type));

test("a tab with sdk lists its groups, then the artifact's symbols by TypeDoc's groups under sdk-reference/", async () => {
  const dir = await site({
    name: 'x',
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/shelf.json' }, groups: [{ group: 'Start', pages: ['index'] }] },
      ],
    },
  });
  const loaded = await loadSite(dir);
  assert.deepEqual(loaded.diagnostics, []);
  const tab = (loaded.manifest!.nav[1] as Extract<NavNode, { type: 'division' }>).children;
  assert.deepEqual(labels(tab), [
    { Start: [''] },
    { Enumerations: ['sdk-reference/availability'] },
    { Classes: ['sdk-reference/library'] },
    { Interfaces: ['sdk-reference/book', 'sdk-reference/library-options'] },
    { 'Type Aliases': ['sdk-reference/book-filter'] },
    { Variables: ['sdk-reference/version'] },
    { Functions: ['sdk-reference/create-library'] },
  ]);
  const route = loaded.manifest!.routes.find((r) => r.slug === 'sdk-reference/library')!;
  assert.equal(route.kind, 'sdk');
  assert.equal(route.description, 'A catalog of books.');
  assert.deepEqual(route.sdk, { spec: 'sdk/shelf.json', symbol: '24' });
});

test('a group with a DocFX sdk and a directory: a page per type in a namespace folder', async () => {
  const dir = await site({
    name: 'x',
    navigation: { groups: [{ group: '.NET', sdk: { format: 'docfx', source: 'sdk/dotnet', directory: 'dotnet' }, pages: ['index'] }] },
  });
  const loaded = await loadSite(dir);
  assert.deepEqual(loaded.diagnostics, []);
  assert.deepEqual(labels(loaded.manifest!.nav), [{ '.NET': ['', { Shelf: ['dotnet/shelf/availability', 'dotnet/shelf/book', 'dotnet/shelf/library'] }] }]);
});

test('sdk frontmatter shows one symbol on an MDX page; a symbol that is not there is a warning at its line', async () => {
  const dir = await site(
    {
      name: 'x',
      navigation: {
        tabs: [
          { tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/shelf.json' } },
          { tab: 'Guides', pages: ['index', 'library', 'missing'] },
        ],
      },
    },
    { 'library.mdx': '---\ntitle: The catalog\nsdk: Library\n---\nWhy a catalog.\n', 'missing.mdx': '---\ntitle: Gone\nsdk: Shelf\n---\n' },
  );
  const loaded = await loadSite(dir);
  assert.deepEqual(loaded.manifest!.routes.find((r) => r.slug === 'library')!.sdk, { spec: 'sdk/shelf.json', symbol: '24' });
  assert.deepEqual(
    loaded.diagnostics.map((d) => [d.code, d.file, d.line]),
    [['NAV_PAGE_NOT_FOUND', join(dir, 'missing.mdx'), 3]],
  );
  assert.match(loaded.diagnostics[0]!.message, /`Shelf` is no symbol of sdk\/shelf\.json\. Its symbols: Availability, Library/);
});

test("bad TypeDoc input is an error at the artifact's line, and the tab has no SDK pages", async () => {
  const dir = await site({ name: 'x', navigation: { tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/bad.json' }, pages: ['index'] }] } });
  await writeFile(
    join(dir, 'sdk/bad.json'),
    '{\n  "schemaVersion": "2.0",\n  "id": 0,\n  "name": "x",\n  "kind": 1,\n  "children": [{ "id": "one", "name": "a", "kind": 64 }]\n}\n',
  );
  const loaded = await loadSite(dir);
  assert.deepEqual(
    loaded.diagnostics.map((d) => [d.code, d.severity, d.file, d.line, d.pointer]),
    [['SDK_INVALID', 'error', join(dir, 'sdk/bad.json'), 6, '/children/0/id']],
  );
  assert.equal(loaded.manifest!.routes.filter((r) => r.kind === 'sdk').length, 0);
});

test("a route's description keeps SDK links' labels and every other bracket as written", () => {
  assert.equal(
    withoutSdkLinks('Wraps a [Book](sdk:12) in `items[0]`; see [the guide](/guide) or [[`Shelf`](sdk:3)].'),
    'Wraps a Book in `items[0]`; see [the guide](/guide) or [`Shelf`].',
  );
});
