// An operation's `x-docs.href` (`x-mint.href` in specs written for the hosted platform) says at
// which URL its generated page lives (issue 36): the page is generated there, or links to the MDX
// page already there (docs: guides/api-navigation#one-page-per-operation).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiModel } from '@quire/openapi';
import { loadSite } from '@quire/site';
import { parseOperationHref } from '../src/navigation/operation-href.ts';
import { writeFiles } from '../../../test-support/write-files.ts';
import { codes, outline, page, petsSpec, resolve, routeOf } from './site-fixture.ts';

/** The pets spec with these hrefs on its operations, by key. */
function withHrefs(hrefs: Record<string, string>): { 'openapi.yaml': ApiModel } {
  const spec = petsSpec();
  for (const op of [...spec.operations, ...spec.webhooks]) if (hrefs[op.key] !== undefined) op.docs.href = hrefs[op.key];
  return { 'openapi.yaml': spec };
}

const slugsOf = (manifest: ReturnType<typeof resolve>) => manifest.routes.map((r) => r.slug);

describe('operation href', () => {
  it("with no page at the href, the operation's page is generated there, and nowhere else", () => {
    const manifest = resolve({ openapi: 'openapi.yaml', pages: ['GET /pets', 'GET /stores'] }, { specs: withHrefs({ 'GET /pets': '/api/list-pets' }) });
    assert.deepEqual(manifest.diagnostics, []);
    assert.equal(routeOf(manifest, 'GET /pets')?.slug, 'api/list-pets');
    assert.deepEqual(
      manifest.nav[0],
      { type: 'page', label: 'List pets', slug: 'api/list-pets', method: 'GET', deprecated: false },
      'the navigation links to the page, not to a dead URL',
    );
    assert.ok(!slugsOf(manifest).includes('api-reference/pets/list-pets'), 'the default path gets no second page');
    assert.deepEqual(manifest.hrefs, [{ operation: { spec: 'openapi.yaml', key: 'GET /pets' }, href: '/api/list-pets', slug: 'api/list-pets' }]);
  });

  it('generated navigation and hidden operations put their pages at their hrefs too', () => {
    const manifest = resolve({ openapi: 'openapi.yaml' }, { specs: withHrefs({ 'GET /stores': '/stores', 'DELETE /pets/{id}': 'api/delete-pet/' }) });
    assert.deepEqual(manifest.diagnostics, []);
    assert.equal(routeOf(manifest, 'GET /stores')?.slug, 'stores');
    assert.match(JSON.stringify(manifest.nav), /"label":"List stores","slug":"stores"/);
    const hidden = routeOf(manifest, 'DELETE /pets/{id}');
    assert.deepEqual([hidden?.slug, hidden?.hidden], ['api/delete-pet', true]);
  });

  it("an href is read as the hosted platform reads it: lowercased, without the last segment's extension", () => {
    assert.deepEqual(parseOperationHref('/API/Generate'), { kind: 'page', slug: 'api/generate', asWritten: 'API/Generate' });
    assert.deepEqual(parseOperationHref('/reference/v1.2'), { kind: 'page', slug: 'reference/v1', asWritten: 'reference/v1' });
    assert.deepEqual(parseOperationHref('/'), { kind: 'page', slug: '', asWritten: '' });
  });

  it('with an MDX page at the href, the entry links to that page and no page is generated (rule 9)', () => {
    const mdx = [page('api-reference/pets/list-pets.mdx', { title: 'Hand-written' }), page('API/Stores.mdx', { title: 'Stores' })];
    const specs = withHrefs({ 'GET /pets': '/api-reference/pets/list-pets', 'GET /stores': '/API/Stores' });
    const manifest = resolve({ openapi: 'openapi.yaml', pages: ['GET /pets', 'GET /stores'] }, { specs, mdx });
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(manifest.nav, [
      { type: 'page', label: 'List pets', slug: 'api-reference/pets/list-pets', method: 'GET', deprecated: false },
      { type: 'page', label: 'List stores', slug: 'API/Stores', method: 'GET', deprecated: false },
    ]);
    assert.equal(routeOf(manifest, 'GET /pets'), undefined, 'no generated page');
    assert.equal(manifest.routes.find((r) => r.source === 'api-reference/pets/list-pets.mdx')?.hidden, false, 'the MDX page is in the navigation');
    assert.deepEqual(
      manifest.hrefs.map((h) => h.slug),
      ['api-reference/pets/list-pets', 'API/Stores'],
    );
  });

  it('an href of another site stays a link, and no page is generated', () => {
    const manifest = resolve({ openapi: 'openapi.yaml', pages: ['GET /pets'] }, { specs: withHrefs({ 'GET /pets': 'https://api.example.com/docs/pets' }) });
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(manifest.nav, [{ type: 'link', label: 'List pets', href: 'https://api.example.com/docs/pets', method: 'GET' }]);
    assert.equal(routeOf(manifest, 'GET /pets'), undefined);
    assert.deepEqual(manifest.hrefs, [{ operation: { spec: 'openapi.yaml', key: 'GET /pets' }, href: 'https://api.example.com/docs/pets' }]);
  });

  it('two hrefs naming one path: the first keeps it, the other page is at its default path, with a warning naming both at the href', () => {
    const manifest = resolve(
      { openapi: 'openapi.yaml', pages: ['GET /pets', 'GET /stores'] },
      { specs: withHrefs({ 'GET /pets': '/api/list', 'GET /stores': '/api/List' }) },
    );
    assert.deepEqual(codes(manifest), ['OPERATION_HREF_TAKEN']);
    const [warning] = manifest.diagnostics;
    assert.equal(warning?.severity, 'warning');
    assert.deepEqual([warning?.file, warning?.pointer], ['openapi.yaml', '/paths/~1stores/get/x-docs/href']);
    assert.match(warning!.message, /`GET \/stores`.*\/api\/list, which the href of `GET \/pets` \(openapi\.yaml\) already has/);
    assert.equal(routeOf(manifest, 'GET /pets')?.slug, 'api/list');
    assert.equal(routeOf(manifest, 'GET /stores')?.slug, 'api-reference/stores/list-stores');
  });

  it("an href naming another operation's page, or a default path landing on an href, warns and the first page keeps the path", () => {
    const taken = resolve(
      { openapi: 'openapi.yaml', pages: ['GET /pets', 'GET /stores'] },
      { specs: withHrefs({ 'GET /stores': '/api-reference/pets/list-pets' }) },
    );
    assert.deepEqual(codes(taken), ['OPERATION_HREF_TAKEN']);
    assert.match(taken.diagnostics[0]!.message, /which the page of `GET \/pets` \(openapi\.yaml\) already has/);
    assert.equal(routeOf(taken, 'GET /pets')?.slug, 'api-reference/pets/list-pets');
    assert.equal(routeOf(taken, 'GET /stores')?.slug, 'api-reference/stores/list-stores');

    const landing = resolve(
      { openapi: 'openapi.yaml', pages: ['GET /pets', 'GET /stores'] },
      { specs: withHrefs({ 'GET /pets': '/api-reference/stores/list-stores' }) },
    );
    assert.deepEqual(codes(landing), ['OPERATION_HREF_TAKEN']);
    assert.deepEqual([landing.diagnostics[0]?.file, landing.diagnostics[0]?.pointer], ['openapi.yaml', '/paths/~1stores/get']);
    assert.match(
      landing.diagnostics[0]!.message,
      /`GET \/stores` would be at \/api-reference\/stores\/list-stores, which the href of `GET \/pets` \(openapi\.yaml\) already names/,
    );
    assert.equal(routeOf(landing, 'GET /pets')?.slug, 'api-reference/stores/list-stores');
    assert.equal(routeOf(landing, 'GET /stores')?.slug, 'api-reference/stores/list-stores-2');
  });

  it('an href that is not a page path (`..`, a query string) warns and the page keeps its default path', () => {
    for (const href of ['/api/../secret', '/api/pets?version=2', '/api/pets#list', '/api/list pets']) {
      const manifest = resolve({ openapi: 'openapi.yaml', pages: ['GET /pets'] }, { specs: withHrefs({ 'GET /pets': href }) });
      assert.deepEqual(codes(manifest), ['OPERATION_HREF_INVALID'], href);
      assert.equal(manifest.diagnostics[0]?.pointer, '/paths/~1pets/get/x-docs/href');
      assert.equal(routeOf(manifest, 'GET /pets')?.slug, 'api-reference/pets/list-pets', href);
    }
  });

  it('x-mint.href in a spec file: the page is at the href, and a bad href warns at its line', async () => {
    const spec = [
      'openapi: 3.1.0',
      'info: { title: Local, version: "1" }',
      'paths:',
      '  /api/generate:',
      '    post:',
      '      summary: Generate',
      '      x-mint:',
      '        href: /api/generate',
      '      responses: { "200": { description: OK } }',
      '  /api/chat:',
      '    post:',
      '      summary: Chat',
      '      x-mint:',
      '        href: ../chat',
      '      responses: { "200": { description: OK } }',
      '',
    ].join('\n');
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Local', theme: 'mint', navigation: { openapi: 'openapi.yaml', pages: ['POST /api/generate', 'POST /api/chat'] } }),
      'openapi.yaml': spec,
    });
    const site = await loadSite(dir);
    const generate = site.manifest!.routes.find((r) => r.operation?.key === 'POST /api/generate');
    assert.equal(generate?.slug, 'api/generate');
    const warning = site.diagnostics.find((d) => d.code === 'OPERATION_HREF_INVALID');
    assert.deepEqual([warning?.file, warning?.line], [`${dir}/openapi.yaml`, 14]);
    assert.deepEqual(outline(site.manifest!.nav), ['Generate', 'Chat']);
  });
});
