import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDocsConfig, type DocsConfig } from '@quire/config';
import { collectSpecSources } from '@quire/site';
import { codes, outline, page, petsSpec, resolve } from './site-fixture.ts';

/** A second spec: users, and a `GET /pets` of its own so entries can be ambiguous. */
const usersSpec = (source = 'users.yaml') =>
  petsSpec(source, {
    tags: [{ name: 'users' }],
    paths: {
      '/users': { get: { summary: 'List users', tags: ['users'], responses: {} }, post: { summary: 'Create user', tags: ['users'], responses: {} } },
      '/pets': { get: { summary: 'Pets of users', tags: ['users'], responses: {} } },
    },
    webhooks: {},
    components: { schemas: { User: { type: 'object' } } },
  });

const specs = () => ({ 'openapi.yaml': petsSpec(), 'users.yaml': usersSpec() });
const operationRoutes = (manifest: ReturnType<typeof resolve>) =>
  manifest.routes.filter((r) => r.operation && r.kind !== 'mdx').map((r) => `${r.source} ${r.operation!.key} /${r.slug}`);

describe('openapi arrays', () => {
  it('docs.json accepts a list of specs in `openapi` of a navigation element and of api, strings or { source, directory }', () => {
    const text = JSON.stringify({
      name: 'Acme',
      navigation: { tabs: [{ tab: 'API', openapi: ['openapi.yaml', { source: 'users.yaml', directory: 'people' }] }] },
      api: { openapi: ['extra.yaml', { source: 'more.json' }] },
    });
    const { config, diagnostics } = parseDocsConfig(text, 'docs.json');
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(config!.navigation.tabs![0]!.openapi, ['openapi.yaml', { source: 'users.yaml', directory: 'people' }]);
    assert.deepEqual(collectSpecSources(config as DocsConfig, [page('x.mdx', { openapi: 'third.yaml GET /x' })]), [
      'openapi.yaml',
      'users.yaml',
      'extra.yaml',
      'more.json',
      'third.yaml',
    ]);
  });

  it('an element with a list of specs and no pages generates a page for every operation of every spec (rule 2)', () => {
    const manifest = resolve({ tabs: [{ tab: 'API', openapi: ['openapi.yaml', { source: 'users.yaml', directory: 'people' }] }] }, { specs: specs() });
    assert.deepEqual(manifest.diagnostics, []);
    const generated = operationRoutes(manifest);
    for (const key of [
      'openapi.yaml GET /pets /api-reference/pets/list-pets',
      'openapi.yaml GET /stores /api-reference/stores/list-stores',
      'users.yaml GET /users /people/users/list-users',
      'users.yaml POST /users /people/users/create-user',
      'users.yaml GET /pets /people/users/pets-of-users',
    ]) {
      assert.ok(generated.includes(key), `${key} in ${generated.join(', ')}`);
    }
    assert.deepEqual(outline(manifest.nav), [
      [
        'API',
        [
          ['pets', ['List pets', 'POST /pets', 'Get a pet']],
          ['stores', ['List stores']],
          ['Endpoints', ['GET /health']],
          ['users', ['List users', 'Create user', 'Pets of users']],
          ['Webhooks', ['Pet adopted']],
        ],
      ],
    ]);
  });

  it('groups of the same tag from several specs are one group; untagged operations share one "Endpoints"', () => {
    const untagged = (source: string, path: string, summary: string) =>
      petsSpec(source, { tags: [], paths: { [path]: { get: { summary, responses: {} } } }, webhooks: {}, components: {} });
    const manifest = resolve(
      { groups: [{ group: 'API', openapi: ['a.yaml', 'b.yaml'] }] },
      { specs: { 'a.yaml': untagged('a.yaml', '/a', 'A'), 'b.yaml': untagged('b.yaml', '/b', 'B') } },
    );
    assert.deepEqual(outline(manifest.nav), [['API', ['A', 'B']]], 'one group inside a group lists its pages flat');
    const tab = resolve(
      { tabs: [{ tab: 'API', openapi: ['a.yaml', 'b.yaml'] }] },
      { specs: { 'a.yaml': untagged('a.yaml', '/a', 'A'), 'b.yaml': untagged('b.yaml', '/b', 'B') } },
    );
    assert.deepEqual(outline(tab.nav), [['API', [['Endpoints', ['A', 'B']]]]]);
  });

  it('`METHOD /path` entries under a list of specs resolve against the one spec that has the operation', () => {
    const manifest = resolve(
      { openapi: ['openapi.yaml', 'users.yaml'], groups: [{ group: 'Mixed', pages: ['GET /users', 'GET /stores', 'users.yaml GET /pets'] }] },
      { specs: specs() },
    );
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(outline(manifest.nav), [['Mixed', ['List users', 'List stores', 'Pets of users']]]);
    assert.deepEqual(
      operationRoutes(manifest).filter((r) => !/GET \/pets\/|health|POST|DELETE|webhook/.test(r)),
      [
        'users.yaml GET /users /api-reference/users/list-users',
        'openapi.yaml GET /stores /api-reference/stores/list-stores',
        'users.yaml GET /pets /api-reference/users/pets-of-users',
      ],
    );
  });

  it('an operation in two specs of the list is an error naming both, suggesting the `<spec-path> METHOD /path` form', () => {
    const manifest = resolve({ openapi: ['openapi.yaml', 'users.yaml'], pages: ['GET /pets'] }, { specs: specs() });
    assert.deepEqual(codes(manifest), ['NAV_OPERATION_AMBIGUOUS']);
    const [error] = manifest.diagnostics;
    assert.equal(error!.pointer, '/navigation/pages/0');
    assert.match(error!.message, /openapi\.yaml and users\.yaml/);
    assert.match(error!.hint, /`openapi\.yaml GET \/pets` or `users\.yaml GET \/pets`/);
  });

  it('an entry in none of the specs names them all', () => {
    const manifest = resolve({ openapi: ['openapi.yaml', 'users.yaml'], pages: ['GET /nothing'] }, { specs: specs() });
    assert.deepEqual(codes(manifest), ['NAV_PAGE_NOT_FOUND']);
    assert.match(manifest.diagnostics[0]!.message, /not an operation of openapi\.yaml, users\.yaml/);
  });

  it('children inherit the whole list (rule 5)', () => {
    const manifest = resolve(
      { openapi: ['openapi.yaml', 'users.yaml'], tabs: [{ tab: 'API', groups: [{ group: 'G', pages: ['POST /users', 'GET /health'] }] }] },
      { specs: specs() },
    );
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(outline(manifest.nav), [['API', [['G', ['Create user', 'GET /health']]]]]);
  });

  it('MDX frontmatter names the spec path, as with several specs, or an operation only one of them has (rule 10)', () => {
    const mdx = [page('users.mdx', { openapi: 'users.yaml GET /pets' }), page('bare.mdx', { openapi: 'GET /users' })];
    const manifest = resolve({ openapi: ['openapi.yaml', 'users.yaml'], pages: ['users', 'bare'] }, { specs: specs(), mdx });
    assert.equal(manifest.routes.find((r) => r.slug === 'users')?.operation?.spec, 'users.yaml');
    assert.equal(manifest.routes.find((r) => r.slug === 'bare')?.operation?.spec, 'users.yaml');
    assert.deepEqual(codes(manifest), []);
  });
});
