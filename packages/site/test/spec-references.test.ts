// How real docs repos name their specs (issue 16): paths without extension, lowercase methods in
// frontmatter, and OpenAPI files of a repo found without docs.json naming them (docs: guides/api-navigation#mdx-operation-pages).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadSite } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';
import { page, petsSpec, resolve } from './site-fixture.ts';

const codes = (m: { diagnostics: { code: string }[] }) => m.diagnostics.map((d) => d.code);

describe('spec paths without their extension', () => {
  it('`billing-api GET /pets` in navigation and in frontmatter means the loaded billing-api.yaml', () => {
    const specs = { 'billing-api.yaml': petsSpec('billing-api.yaml') };
    const manifest = resolve({ pages: ['billing-api GET /pets', 'store'] }, { specs, mdx: [page('store.mdx', { openapi: 'billing-api GET /stores' })] });
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(manifest.routes.find((r) => r.kind === 'operation' && r.operation?.key === 'GET /pets')?.operation, {
      spec: 'billing-api.yaml',
      key: 'GET /pets',
    });
    assert.deepEqual(manifest.routes.find((r) => r.source === 'store.mdx')?.operation, { spec: 'billing-api.yaml', key: 'GET /stores' });
  });

  it('with billing-api.yaml and billing-api.json both loaded, `billing-api` is an error naming both', () => {
    const specs = { 'billing-api.yaml': petsSpec('billing-api.yaml'), 'billing-api.json': petsSpec('billing-api.json') };
    const manifest = resolve({ pages: ['billing-api GET /pets', 'store'] }, { specs, mdx: [page('store.mdx', { openapi: 'billing-api GET /stores' })] });
    assert.deepEqual(codes(manifest).sort(), ['MDX_OPENAPI_AMBIGUOUS', 'NAV_SPEC_AMBIGUOUS']);
    for (const d of manifest.diagnostics) assert.match(d.message, /could be billing-api\.yaml or billing-api\.json/);
    assert.equal(manifest.routes.find((r) => r.source === 'store.mdx')?.operation, undefined);
  });

  it('an element\'s `openapi: "billing-api"` is billing-api.yaml too: every operation gets a page', () => {
    const manifest = resolve({ openapi: 'billing-api' }, { specs: { 'billing-api.yaml': petsSpec('billing-api.yaml') } });
    assert.deepEqual(codes(manifest), []);
    assert.ok(manifest.routes.some((r) => r.operation?.spec === 'billing-api.yaml' && r.operation.key === 'GET /pets' && !r.hidden));
  });

  it('an extensionless path that matches no loaded spec still says the site does not load it', () => {
    const manifest = resolve({ pages: ['nothing GET /pets'] });
    assert.deepEqual(codes(manifest), ['NAV_PAGE_NOT_FOUND']);
    assert.match(manifest.diagnostics[0]!.message, /names the spec nothing, which the site does not load/);
  });
});

describe('lowercase methods', () => {
  it("MDX frontmatter accepts `get /pets` and `openapi.yaml delete /pets/{id}`: the spec's own keys are lowercase", () => {
    const manifest = resolve(
      { pages: ['a', 'b'] },
      { mdx: [page('a.mdx', { openapi: 'get /pets' }), page('b.mdx', { openapi: 'openapi.yaml delete /pets/{id}' })] },
    );
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(manifest.routes.find((r) => r.source === 'a.mdx')?.operation, { spec: 'openapi.yaml', key: 'GET /pets' });
    assert.deepEqual(manifest.routes.find((r) => r.source === 'b.mdx')?.operation, { spec: 'openapi.yaml', key: 'DELETE /pets/{id}' });
  });

  it('navigation entries stay uppercase and case-sensitive (rule 3): `get /pets` is a file path', () => {
    const manifest = resolve({ openapi: 'openapi.yaml', pages: ['get /pets'] });
    assert.deepEqual(codes(manifest), ['NAV_PAGE_NOT_FOUND']);
  });
});

const jobs = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Jobs', version: '1' },
  paths: { '/jobs': { post: { summary: 'Create a job', responses: { 200: { description: 'OK' } } } } },
});

describe('rule 10: the one OpenAPI file of a repo, detected', () => {
  it('pages saying `openapi: "POST /jobs"` get the operation of the one OpenAPI file docs.json does not name; dependencies, dot folders and dist are not looked at', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { pages: ['create-job'] } }),
      'api-reference/openapi.json': jobs,
      'node_modules/pkg/openapi.yaml': 'openapi: 3.0.0\ninfo: { title: Dep, version: "1" }\npaths: {}\n',
      '.github/openapi.yaml': 'openapi: 3.0.0\ninfo: { title: Hidden, version: "1" }\npaths: {}\n',
      'dist/openapi.json': jobs,
      'package.json': '{ "name": "docs" }',
      'data.yaml': 'title: not a spec\nopenapi_like: 3.0\n',
      'create-job.mdx': '---\nopenapi: "POST /jobs"\n---\nQueue one.\n',
    });
    const site = await loadSite(dir);
    assert.deepEqual([...site.specs.keys()], ['api-reference/openapi.json']);
    assert.deepEqual(site.diagnostics, []);
    assert.deepEqual(site.manifest!.routes.find((r) => r.source === 'create-job.mdx')?.operation, { spec: 'api-reference/openapi.json', key: 'POST /jobs' });
  });

  it('nothing is detected when docs.json names a spec, or when no page leaves the spec path out', async () => {
    const named = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { openapi: 'main.json', pages: ['create-job'] } }),
      'main.json': jobs,
      'other/openapi.json': jobs,
      'create-job.mdx': '---\nopenapi: "POST /jobs"\n---\n',
    });
    assert.deepEqual([...(await loadSite(named)).specs.keys()], ['main.json']);
    const plain = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Guides', navigation: { pages: ['intro'] } }),
      'openapi.json': jobs,
      'intro.mdx': '# Intro\n',
    });
    assert.deepEqual([...(await loadSite(plain)).specs.keys()], []);
  });

  it('several OpenAPI files: a page that leaves the path out finds the one that has its operation; when several have it, an error naming them', async () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { pages: ['create-job'] } }),
      'v1.json': jobs,
      'v2.yaml': 'openapi: 3.1.0\ninfo: { title: V2, version: "2" }\npaths: {}\n',
      'create-job.mdx': '---\nopenapi: "POST /jobs"\n---\n',
    };
    const unique = await loadSite(await writeFiles(files));
    assert.deepEqual(
      unique.diagnostics.map((d) => d.code),
      [],
    );
    assert.deepEqual(unique.manifest?.routes.find((r) => r.source === 'create-job.mdx')?.operation, { spec: 'v1.json', key: 'POST /jobs' });
    const site = await loadSite(
      await writeFiles({
        ...files,
        'v2.yaml': 'openapi: 3.1.0\ninfo: { title: V2, version: "2" }\npaths:\n  /jobs:\n    post:\n      responses: { "200": { description: OK } }\n',
      }),
    );
    assert.deepEqual(
      site.diagnostics.map((d) => d.code),
      ['MDX_OPENAPI_AMBIGUOUS'],
    );
    assert.match(site.diagnostics[0]!.message, /2 specs \(v1\.json, v2\.yaml\)/);
  });

  it("a page whose operation or schema none of docs.json's specs has gets it from another OpenAPI file of the folder, as the hosted platform reads them all; docs.json's spec comes first", async () => {
    const gateway =
      'openapi: 3.0.0\ninfo: { title: Gateway, version: "1" }\npaths:\n  /audio:\n    post:\n      responses: { "200": { description: OK } }\n  /jobs:\n    post:\n      responses: { "200": { description: OK } }\ncomponents:\n  schemas:\n    Voice: { type: string }\n';
    const site = await loadSite(
      await writeFiles({
        'docs.json': JSON.stringify({ name: 'Jobs', navigation: { openapi: 'main.json', pages: ['create-job', 'ai/audio', 'typo'] } }),
        'main.json': jobs,
        'ai/gateway.openapi.yaml': gateway,
        'create-job.mdx': '---\nopenapi: "POST /jobs"\n---\n',
        'ai/audio.mdx': '---\nopenapi: post /audio\n---\n',
        'typo.mdx': '---\nopenapi: "POST /job"\n---\n',
        'ai/voice.mdx': '---\nopenapi-schema: Voice\n---\n',
      }),
    );
    const operationOf = (source: string) => site.manifest!.routes.find((r) => r.source === source)?.operation;
    assert.deepEqual(operationOf('ai/audio.mdx'), { spec: 'ai/gateway.openapi.yaml', key: 'POST /audio' });
    assert.deepEqual(operationOf('create-job.mdx'), { spec: 'main.json', key: 'POST /jobs' }, 'the named spec, not an ambiguity');
    assert.deepEqual(site.manifest!.routes.find((r) => r.source === 'ai/voice.mdx')?.schema, { spec: 'ai/gateway.openapi.yaml', name: 'Voice' });
    // An operation no file has is reported against the spec the site names, as before.
    assert.deepEqual(codes(site), ['MDX_OPENAPI_NOT_FOUND']);
    assert.match(site.diagnostics[0]!.message, /`POST \/job` is not in main\.json/);
  });

  it('a schema page alone (`openapi-schema: Voice`) is enough to look in the other OpenAPI files', async () => {
    const site = await loadSite(
      await writeFiles({
        'docs.json': JSON.stringify({ name: 'Jobs', navigation: { openapi: 'main.json', pages: ['voice'] } }),
        'main.json': jobs,
        'voices.yaml': 'openapi: 3.0.0\ninfo: { title: Voices, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    Voice: { type: string }\n',
        'voice.mdx': '---\nopenapi-schema: Voice\n---\n',
      }),
    );
    assert.deepEqual(site.diagnostics, []);
    assert.deepEqual(site.manifest!.routes.find((r) => r.source === 'voice.mdx')?.schema, { spec: 'voices.yaml', name: 'Voice' });
  });

  it('another OpenAPI file is read only for a page that needs it, and its errors cannot fail the site', async () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { openapi: 'main.json', pages: ['create-job'] } }),
      'main.json': jobs,
      'old/openapi.yaml': 'openapi: 3.0.0\ninfo: { title: Old }\npaths:\n  /audio:\n    post: {}\n',
      'create-job.mdx': '---\nopenapi: "POST /jobs"\n---\n',
    };
    assert.deepEqual([...(await loadSite(await writeFiles(files))).specs.keys()], ['main.json']);
    const site = await loadSite(await writeFiles({ ...files, 'audio.mdx': '---\nopenapi: "POST /audio"\n---\n' }));
    assert.deepEqual([...site.specs.keys()], ['main.json', 'old/openapi.yaml']);
    assert.ok(site.diagnostics.length > 0 && site.diagnostics.every((d) => d.severity === 'warning'), JSON.stringify(site.diagnostics));
  });

  it('an extensionless `billing-api` that docs.json does not name loads billing-api.yaml from the docs folder', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { pages: ['create-job'] } }),
      'billing-api.yaml':
        'openapi: 3.1.0\ninfo: { title: Billing, version: "1" }\npaths:\n  /jobs:\n    post:\n      responses: { "200": { description: OK } }\n',
      'create-job.mdx': '---\nopenapi: "billing-api post /jobs"\n---\n',
    });
    const site = await loadSite(dir);
    assert.deepEqual(site.diagnostics, []);
    assert.deepEqual([...site.specs.keys()], ['billing-api.yaml']);
    assert.deepEqual(site.manifest!.routes.find((r) => r.source === 'create-job.mdx')?.operation, { spec: 'billing-api.yaml', key: 'POST /jobs' });
  });
});
