import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codes, outline, page, petsSpec, resolve, routeOf } from './site-fixture.ts';

// Rule N in a test's name is section N of Quire's docs page on API pages (docs: guides/api-navigation),
// where each rule also has an anchor of its own (#every-operation, #listed-operations-only...).
describe('navigation rules (spec §4.4)', () => {
  it('rule 1: a generated page takes its title from the summary, else method and path; description; version from the enclosing element; deprecated', () => {
    const manifest = resolve({ versions: [{ version: 'v2', openapi: 'openapi.yaml' }] });
    const list = routeOf(manifest, 'GET /pets')!;
    assert.equal(list.title, 'List pets');
    assert.equal(list.description, 'All the pets.');
    assert.equal(list.version, 'v2');
    assert.equal(list.deprecated, false);
    const create = routeOf(manifest, 'POST /pets')!;
    assert.equal(create.title, 'POST /pets', 'no summary: method and path');
    assert.equal(create.deprecated, true);
    const sidebar = JSON.stringify(manifest.nav);
    assert.match(
      sidebar,
      /"label":"POST \/pets","slug":"api-reference\/pets\/create-pet","method":"POST","deprecated":true/,
      'the sidebar entry carries the deprecated flag',
    );
  });

  it('rule 1: version comes from the parent tab or anchor when it sets one', () => {
    const manifest = resolve({ anchors: [{ anchor: 'API v3', version: 'v3', openapi: 'openapi.yaml' }] });
    assert.equal(routeOf(manifest, 'GET /pets')?.version, 'v3');
    const none = resolve({ tabs: [{ tab: 'API', openapi: 'openapi.yaml' }] });
    assert.equal(routeOf(none, 'GET /pets')?.version, undefined);
  });

  it('rule 1: x-docs.metadata overrides the generated title and description', () => {
    const spec = petsSpec('openapi.yaml');
    spec.operations[0]!.docs.metadata = { title: 'All pets', description: 'Every pet we have', 'og:title': 'Pets!' };
    const manifest = resolve({ openapi: 'openapi.yaml' }, { specs: { 'openapi.yaml': spec } });
    const route = routeOf(manifest, 'GET /pets')!;
    assert.equal(route.title, 'All pets');
    assert.equal(route.description, 'Every pet we have');
    assert.equal(route.metadata['og:title'], 'Pets!');
  });

  it('rule 2: an element with openapi and no pages generates a page for every operation', () => {
    const manifest = resolve({ tabs: [{ tab: 'API', openapi: 'openapi.yaml' }] });
    const generated = manifest.routes.filter((r) => r.kind === 'operation' || r.kind === 'webhook').map((r) => r.operation!.key);
    assert.deepEqual(
      generated.sort(),
      ['DELETE /pets/{id}', 'GET /health', 'GET /pets', 'GET /pets/{id}', 'GET /stores', 'POST /pets', 'webhook petAdopted'].sort(),
    );
    assert.deepEqual(outline(manifest.nav), [
      [
        'API',
        [
          ['pets', ['List pets', 'POST /pets', 'Get a pet']],
          ['stores', ['List stores']],
          ['Endpoints', ['GET /health']],
          ['Webhooks', ['Pet adopted']],
        ],
      ],
    ]);
    assert.deepEqual(manifest.diagnostics, []);
  });

  it('rule 3: a `METHOD /path` entry generates that operation from the default spec; methods are uppercase and case-sensitive', () => {
    const manifest = resolve({ openapi: 'openapi.yaml', groups: [{ group: 'Pets', pages: ['GET /pets', 'get /pets/{id}'] }] });
    assert.deepEqual(outline(manifest.nav), [['Pets', ['List pets']]]);
    const error = manifest.diagnostics.find((d) => d.pointer === '/navigation/groups/0/pages/1');
    assert.equal(error?.code, 'NAV_PAGE_NOT_FOUND', 'lowercase is not a method, so it is read as a file path');
    assert.match(error!.hint, /uppercase/);
  });

  it('rule 4: a `<spec-path> METHOD /path` entry uses the named spec without a default', () => {
    const specs = { 'openapi.yaml': petsSpec(), 'v2/store.yaml': petsSpec('v2/store.yaml') };
    const manifest = resolve({ groups: [{ group: 'Mixed', pages: ['v2/store.yaml GET /stores', '/openapi.yaml GET /pets'] }] }, { specs });
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(outline(manifest.nav), [['Mixed', ['List stores', 'List pets']]]);
    assert.equal(routeOf(manifest, 'GET /stores')?.source, 'v2/store.yaml');
    assert.equal(routeOf(manifest, 'GET /pets')?.source, 'openapi.yaml', 'a leading slash names the same spec');
  });

  it("rule 5: child elements inherit the parent's openapi unless they set their own", () => {
    const specs = { 'openapi.yaml': petsSpec(), 'admin.yaml': petsSpec('admin.yaml') };
    const manifest = resolve(
      {
        tabs: [
          {
            tab: 'API',
            openapi: 'openapi.yaml',
            groups: [
              { group: 'Inherited', pages: ['GET /pets'] },
              { group: 'Own', openapi: 'admin.yaml', pages: ['GET /stores'] },
            ],
          },
        ],
      },
      { specs },
    );
    assert.deepEqual(manifest.diagnostics, []);
    assert.equal(routeOf(manifest, 'GET /pets')?.source, 'openapi.yaml');
    assert.equal(routeOf(manifest, 'GET /stores')?.source, 'admin.yaml');
    const orphan = resolve({ groups: [{ group: 'No spec', pages: ['GET /pets'] }] });
    assert.equal(orphan.diagnostics[0]?.code, 'NAV_NO_DEFAULT_SPEC');
    assert.equal(orphan.diagnostics[0]?.pointer, '/navigation/groups/0/pages/0');
  });

  it('rule 6: explicit references exclude all others', () => {
    const manifest = resolve({
      tabs: [
        { tab: 'Picked', openapi: 'openapi.yaml', groups: [{ group: 'Two', pages: ['GET /pets', 'GET /stores'] }] },
        { tab: 'Everything?', openapi: 'openapi.yaml' },
      ],
    });
    const generated = manifest.routes.filter((r) => r.kind === 'operation').map((r) => r.operation!.key);
    assert.deepEqual(generated, ['GET /pets', 'GET /stores']);
    assert.deepEqual(outline(manifest.nav), [
      ['Picked', [['Two', ['List pets', 'List stores']]]],
      ['Everything?', []],
    ]);
    const warning = manifest.diagnostics.find((d) => d.code === 'NAV_AUTOGEN_SUPPRESSED');
    assert.equal(warning?.severity, 'warning');
    assert.equal(warning?.pointer, '/navigation/tabs/1/openapi');
  });

  it('rule 7: x-hidden operations have a page but are excluded from generated navigation; x-excluded ones have none', () => {
    const manifest = resolve({ openapi: 'openapi.yaml' });
    const hidden = routeOf(manifest, 'DELETE /pets/{id}');
    assert.equal(hidden?.hidden, true);
    assert.doesNotMatch(JSON.stringify(manifest.nav), /Delete a pet/);
    assert.equal(routeOf(manifest, 'PUT /pets/{id}'), undefined);
    const listed = resolve({ openapi: 'openapi.yaml', pages: ['DELETE /pets/{id}'] });
    assert.deepEqual(outline(listed.nav), ['Delete a pet'], 'listed explicitly, a hidden operation shows');
    const excluded = resolve({ openapi: 'openapi.yaml', pages: ['PUT /pets/{id}'] });
    assert.deepEqual(codes(excluded), ['NAV_OPERATION_EXCLUDED']);
  });

  it('rule 8: an entry that matches no operation is a file path, and the MDX file must exist', () => {
    const manifest = resolve(
      { openapi: 'openapi.yaml', pages: ['quickstart', 'GET /pets/', 'guides/missing'] },
      { mdx: [page('quickstart.mdx', { title: 'Quickstart' })] },
    );
    assert.deepEqual(outline(manifest.nav), ['Quickstart']);
    const [slash, missing] = manifest.diagnostics;
    assert.equal(slash?.code, 'NAV_PAGE_NOT_FOUND');
    assert.match(slash!.hint, /Did you mean `GET \/pets`/, 'a trailing slash is a mismatch, with a hint');
    assert.equal(missing?.code, 'NAV_PAGE_NOT_FOUND');
    assert.equal(missing?.pointer, '/navigation/pages/2');
    assert.match(missing!.hint, /Create guides\/missing\.mdx/);
  });

  it('rule 9: an MDX file and a navigation entry for the same operation is an error naming both', () => {
    const mdx = [page('pets/list.mdx', { openapi: 'GET /pets' })];
    const manifest = resolve({ openapi: 'openapi.yaml', pages: ['GET /pets', 'pets/list'] }, { mdx });
    const conflict = manifest.diagnostics.find((d) => d.code === 'ROUTE_CONFLICT');
    assert.ok(conflict);
    assert.match(conflict.message, /GET \/pets/);
    assert.match(conflict.message, /pets\/list\.mdx/);
    assert.equal(conflict.pointer, '/navigation/pages/0');
  });

  it('rule 9: an MDX file where a generated page would go is an error; x-docs.href on the operation to that file links the entry to it', () => {
    const mdx = [page('api-reference/pets/list-pets.mdx', { title: 'Hand-written' })];
    const clash = resolve({ openapi: 'openapi.yaml', pages: ['GET /pets'] }, { mdx });
    assert.deepEqual(codes(clash), ['ROUTE_CONFLICT']);
    assert.match(clash.diagnostics[0]!.message, /api-reference\/pets\/list-pets\.mdx/);
    const spec = petsSpec();
    spec.operations[0]!.docs.href = '/api-reference/pets/list-pets';
    const linked = resolve({ openapi: 'openapi.yaml', pages: ['GET /pets'] }, { specs: { 'openapi.yaml': spec }, mdx });
    assert.deepEqual(linked.diagnostics, []);
    assert.deepEqual(linked.nav, [{ type: 'page', label: 'List pets', slug: 'api-reference/pets/list-pets', method: 'GET', deprecated: false }]);
  });

  it('rule 10: MDX `openapi` frontmatter matches method and path exactly; the spec path is required only with several specs', () => {
    const one = resolve({ pages: ['pets', 'typo'] }, { mdx: [page('pets.mdx', { openapi: 'GET /pets' }), page('typo.mdx', { openapi: 'GET /pets/' })] });
    const pets = one.routes.find((r) => r.source === 'pets.mdx')!;
    assert.deepEqual(pets.operation, { spec: 'openapi.yaml', key: 'GET /pets' });
    assert.equal(pets.title, 'List pets', 'the operation supplies defaults the frontmatter leaves out');
    const typo = one.routes.find((r) => r.source === 'typo.mdx')!;
    assert.equal(typo.operation, undefined, 'a mismatch leaves the page empty');
    assert.equal(one.diagnostics[0]?.code, 'MDX_OPENAPI_NOT_FOUND');
    assert.equal(one.diagnostics[0]?.file, 'typo.mdx');

    const specs = { 'openapi.yaml': petsSpec(), 'admin.yaml': petsSpec('admin.yaml') };
    const several = resolve(
      { pages: ['a', 'b'] },
      { specs, mdx: [page('a.mdx', { openapi: 'GET /pets' }), page('b.mdx', { openapi: 'admin.yaml GET /pets' })] },
    );
    assert.deepEqual(codes(several), ['MDX_OPENAPI_AMBIGUOUS']);
    assert.match(several.diagnostics[0]!.message, /`openapi: GET \/pets` is in 2 of the site's 2 specs \(openapi\.yaml, admin\.yaml\)/);
    assert.match(several.diagnostics[0]!.hint, /`openapi: openapi\.yaml GET \/pets`/, 'the hint says how to name the spec');
    assert.deepEqual(several.routes.find((r) => r.source === 'b.mdx')?.operation, { spec: 'admin.yaml', key: 'GET /pets' });
  });

  it('rule 10 with several specs (issue 36): an operation in exactly one of them is found there; in none, the page warns naming them all', () => {
    const specs = {
      'openapi.yaml': petsSpec(),
      'keys.yaml': petsSpec('keys.yaml', { paths: { '/api/keys': { post: { summary: 'Create a key', responses: {} } } }, webhooks: {} }),
    };
    const mdx = [page('create-key.mdx', { openapi: 'POST /api/keys' }), page('gone.mdx', { openapi: 'DELETE /api/keys' })];
    const manifest = resolve({ pages: ['create-key', 'gone'] }, { specs, mdx });
    assert.deepEqual(manifest.routes.find((r) => r.source === 'create-key.mdx')?.operation, { spec: 'keys.yaml', key: 'POST /api/keys' });
    assert.deepEqual(codes(manifest), ['MDX_OPENAPI_NOT_FOUND']);
    assert.match(manifest.diagnostics[0]!.message, /`DELETE \/api\/keys` is in none of the site's 2 specs \(openapi\.yaml, keys\.yaml\)/);
  });

  it('rule 11: webhook pages name the webhook by its key in `webhooks`', () => {
    const manifest = resolve({ openapi: 'openapi.yaml', pages: ['webhook petAdopted'] });
    const generated = routeOf(manifest, 'webhook petAdopted');
    assert.equal(generated?.kind, 'webhook');
    assert.equal(generated?.title, 'Pet adopted');
    assert.equal(generated?.slug, 'api-reference/webhooks/pet-adopted');
    assert.match(JSON.stringify(manifest.nav), /"method":"WEBHOOK"/);
    const mdx = resolve({ pages: ['adopted'] }, { mdx: [page('adopted.mdx', { openapi: 'openapi.yaml webhook petAdopted' })] });
    assert.deepEqual(mdx.routes.find((r) => r.source === 'adopted.mdx')?.operation, { spec: 'openapi.yaml', key: 'webhook petAdopted' });
    assert.deepEqual(mdx.diagnostics, []);
    const wrong = resolve({ pages: ['x'] }, { mdx: [page('x.mdx', { openapi: 'webhook petadopted' })] });
    assert.deepEqual(codes(wrong), ['MDX_OPENAPI_NOT_FOUND']);
  });

  it('rule 12: a schema page uses `openapi-schema: <name>` from components.schemas', () => {
    const manifest = resolve(
      { pages: ['pet-model', 'nope'] },
      { mdx: [page('pet-model.mdx', { 'openapi-schema': 'Pet' }), page('nope.mdx', { 'openapi-schema': 'Cat' })] },
    );
    assert.deepEqual(manifest.routes.find((r) => r.source === 'pet-model.mdx')?.schema, { spec: 'openapi.yaml', name: 'Pet' });
    assert.deepEqual(codes(manifest), ['MDX_SCHEMA_NOT_FOUND']);
    const schemaPages = manifest.routes.filter((r) => r.kind === 'schema').map((r) => r.slug);
    assert.deepEqual(schemaPages, ['api-reference/schemas/store'], 'other schemas get generated pages to link to; Pet has its MDX page');
  });

  it('rule 13: without servers the playground is simple; servers may be overridden per path or operation', () => {
    const noServers = petsSpec('openapi.yaml', { servers: undefined });
    noServers.operations.find((o) => o.key === 'GET /stores')!.servers = [{ url: 'https://stores.example.com', variables: {} }];
    const manifest = resolve({ openapi: 'openapi.yaml' }, { specs: { 'openapi.yaml': noServers } });
    assert.equal(routeOf(manifest, 'GET /pets')?.playground, 'simple');
    assert.equal(routeOf(manifest, 'GET /stores')?.playground, 'interactive');
    const none = resolve({ openapi: 'openapi.yaml' }, { api: { playground: { display: 'none' } } });
    assert.equal(routeOf(none, 'GET /pets')?.playground, 'none');
    const mdx = resolve({ pages: ['pets'] }, { mdx: [page('pets.mdx', { openapi: 'GET /pets' })], api: { playground: { display: 'none' } } });
    assert.equal(mdx.routes[0]?.playground, 'none', 'MDX endpoint pages follow the site setting too');
    const override = resolve({ pages: ['pets'] }, { mdx: [page('pets.mdx', { openapi: 'GET /pets', playground: 'simple' })] });
    assert.equal(override.routes[0]?.playground, 'simple', 'frontmatter overrides per page');
  });
});
