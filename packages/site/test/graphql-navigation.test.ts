import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { loadSite, type NavNode } from '../src/index.ts';

const library = fileURLToPath(new URL('../../graphql/test/fixtures/library.graphql', import.meta.url));

async function docs(navigation: unknown, schema?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-graphql-nav-'));
  await writeFile(join(dir, 'docs.json'), JSON.stringify({ name: 'Library', theme: 'mint', colors: { primary: '#0a7' }, navigation }, null, 2));
  await writeFile(join(dir, 'index.mdx'), '# Home\n');
  if (schema === undefined) await copyFile(library, join(dir, 'schema.graphql'));
  else await writeFile(join(dir, 'schema.graphql'), schema);
  return dir;
}

function labels(nodes: NavNode[]): unknown[] {
  return nodes.map((n) => (n.type === 'group' || n.type === 'division' ? { [n.label]: labels(n.children) } : n.type === 'page' ? n.slug : n.href));
}

describe('graphql on a tab', () => {
  it('gets a page for every query, mutation, subscription and type, in sections', async () => {
    const dir = await docs({
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'GraphQL API', graphql: 'schema.graphql' },
      ],
    });
    const site = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
    assert.deepEqual(
      site.diagnostics.filter((d) => d.severity === 'error' || d.code.startsWith('CONFIG')),
      [],
    );
    const tab = site.manifest!.nav[1] as Extract<NavNode, { type: 'division' }>;
    assert.deepEqual(labels(tab.children), [
      { Queries: ['graphql-reference/queries/book', 'graphql-reference/queries/search', 'graphql-reference/queries/node', 'graphql-reference/queries/books'] },
      { Mutations: ['graphql-reference/mutations/add-book', 'graphql-reference/mutations/lend'] },
      { Subscriptions: ['graphql-reference/subscriptions/availability-changed'] },
      {
        Types: ['author', 'availability', 'book', 'book-input', 'book-key', 'date-time', 'node', 'review', 'search-result'].map(
          (s) => `graphql-reference/types/${s}`,
        ),
      },
    ]);
    const books = site.manifest!.routes.find((r) => r.slug === 'graphql-reference/queries/books')!;
    assert.deepEqual(
      [books.kind, books.deprecated, books.graphql, books.playground],
      ['graphql', true, { spec: 'schema.graphql', kind: 'query', name: 'books' }, 'interactive'],
    );
    assert.equal(site.manifest!.routes.find((r) => r.slug === 'graphql-reference/types/book')!.description, 'A written work.');
  });

  it('lists only the operations the navigation names, in its folder, and still builds every type', async () => {
    const dir = await docs({
      tabs: [
        {
          tab: 'GraphQL',
          graphql: { source: 'schema.graphql', directory: 'api/graphql' },
          groups: [{ group: 'Books', pages: ['index', 'query book', 'mutation addBook', 'query nothing'] }],
        },
      ],
    });
    const site = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
    const tab = site.manifest!.nav[0] as Extract<NavNode, { type: 'division' }>;
    assert.deepEqual(labels(tab.children), [{ Books: ['', 'api/graphql/queries/book', 'api/graphql/mutations/add-book'] }]);
    const missing = site.diagnostics.find((d) => d.code === 'NAV_PAGE_NOT_FOUND')!;
    assert.match(missing.message, /`query nothing` names no query of schema.graphql/);
    assert.ok(site.diagnostics.some((d) => d.code === 'NAV_AUTOGEN_SUPPRESSED'));
    const type = site.manifest!.routes.find((r) => r.slug === 'api/graphql/types/book')!;
    assert.equal(type.hidden, true);
  });

  it('reports bad SDL at its file and line, and builds no GraphQL pages', async () => {
    const dir = await docs({ tabs: [{ tab: 'GraphQL', graphql: 'schema.graphql' }] }, 'type Query {\n  book: Book\n}\n');
    const site = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
    const error = site.diagnostics.find((d) => d.code === 'GRAPHQL_INVALID')!;
    assert.deepEqual([error.file, error.line, error.column, error.message], [join(dir, 'schema.graphql'), 2, 9, 'Unknown type "Book".']);
    assert.equal(site.manifest!.routes.filter((r) => r.kind === 'graphql').length, 0);
  });

  it('is a supported key: no warning that Quire ignores it', async () => {
    const dir = await docs({ tabs: [{ tab: 'GraphQL', graphql: 'schema.graphql' }] });
    const site = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
    assert.deepEqual(
      site.diagnostics.filter((d) => d.code === 'CONFIG_UNSUPPORTED_KEY'),
      [],
    );
  });
});

describe('the Markdown twin of a GraphQL page', () => {
  it('gives the operation as SDL with the types it reaches, and an example to send', async () => {
    const { routeTwin } = await import('../src/twin/index.ts');
    const dir = await docs({ tabs: [{ tab: 'GraphQL', graphql: 'schema.graphql' }] });
    const site = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
    const route = site.manifest!.routes.find((r) => r.slug === 'graphql-reference/mutations/add-book')!;
    const twin = await routeTwin(dir, site, route);
    assert.match(twin, /^# addBook\n\n> Adds a book to the catalog\.\n/);
    assert.match(twin, /type Mutation \{\n {2}"Adds a book to the catalog\."\n {2}addBook\(input: BookInput!\): Book!\n\}/);
    assert.match(
      twin,
      /"What a new book starts with\."\ninput BookInput \{\n {2}title: String!\n {2}authorId: ID!\n {2}"Defaults to available\."\n {2}availability: Availability = AVAILABLE/,
    );
    assert.match(twin, /## Example\n\n```graphql\nmutation AddBook\(\$input: BookInput!\)/);
    const type = await routeTwin(dir, site, site.manifest!.routes.find((r) => r.slug === 'graphql-reference/types/availability')!);
    assert.match(type, /LOST @deprecated\(reason: "Lost books are removed from the catalog\."\)/);
  });
});

describe('a generated page and an MDX file at one path', () => {
  it('the MDX file keeps the path, the generated page is left out, and the conflict is an error naming both; a page named twice is one page', async () => {
    const dir = await docs({ tabs: [{ tab: 'GraphQL API', graphql: 'schema.graphql', pages: ['query book', 'query search', 'query search'] }] });
    await mkdir(join(dir, 'graphql-reference/queries'), { recursive: true });
    await writeFile(join(dir, 'graphql-reference/queries/book.mdx'), '# My own book page\n');
    const site = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
    assert.deepEqual(
      site.diagnostics.filter((d) => d.code === 'ROUTE_CONFLICT').map((d) => d.message),
      ['The generated page of query `book` (schema.graphql) and the MDX file graphql-reference/queries/book.mdx both want /graphql-reference/queries/book.'],
    );
    const tab = site.manifest!.nav[0] as Extract<NavNode, { type: 'division' }>;
    assert.deepEqual(labels(tab.children), ['graphql-reference/queries/search', 'graphql-reference/queries/search']);
    assert.equal(site.manifest!.routes.filter((r) => r.slug === 'graphql-reference/queries/search').length, 1);
  });
});
