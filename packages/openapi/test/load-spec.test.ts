import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadSpec } from '@quire/openapi';
import { writeFiles } from '../../../test-support/write-files.ts';

const petsYaml = `openapi: 3.1.0
info: { title: Pets, version: "1.0" }
paths:
  /pets:
    get:
      summary: List pets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: './schemas/pet.yaml' }
components:
  schemas:
    Pet: { $ref: './schemas/pet.yaml' }
`;
const petSchema = `type: object
properties:
  name: { type: string }
  parent: { $ref: './pet.yaml' }
  tags: { type: array, items: { $ref: 'tag.yaml#/Tag' } }
`;
const tagSchema = 'Tag: { type: object, properties: { id: { type: integer } } }\n';

describe('loadSpec', () => {
  it('reads YAML and JSON files', async () => {
    const dir = await writeFiles({
      'a.yaml': 'openapi: 3.0.3\ninfo: { title: A, version: "1" }\npaths: { /a: { get: { responses: { "200": { description: ok } } } } }\n',
      'b.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'B', version: '1' },
        paths: { '/b': { post: { responses: { '204': { description: 'none' } } } } },
      }),
    });
    const a = await loadSpec(join(dir, 'a.yaml'));
    const b = await loadSpec(join(dir, 'b.json'));
    assert.deepEqual(a.diagnostics, []);
    assert.equal(a.model?.version, '3.0');
    assert.equal(a.model?.operations[0]?.key, 'GET /a');
    assert.equal(b.model?.version, '3.1');
    assert.equal(b.model?.operations[0]?.key, 'POST /b');
  });

  it('resolves external $refs to files next to the spec, including a schema that refers to itself', async () => {
    const dir = await writeFiles({ 'openapi.yaml': petsYaml, 'schemas/pet.yaml': petSchema, 'schemas/tag.yaml': tagSchema });
    const loaded = await loadSpec('openapi.yaml', { cwd: dir });
    assert.deepEqual(loaded.diagnostics, []);
    const model = loaded.model!;
    const pet = model.schemas.find((s) => s.name === 'Pet')!;
    assert.match(String(pet.schema.$ref), /^#\//, 'the external reference became an internal one');
    const response = model.operations[0]!.responses[0]!.content[0]!;
    assert.equal(response.schema?.$ref, pet.schema.$ref);
    // The model is a tree: it serializes even though Pet contains Pet.
    assert.doesNotThrow(() => JSON.stringify(model));
  });

  it('refuses $refs that leave the docs folder', async () => {
    const dir = await writeFiles({
      'docs/openapi.yaml': 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\ncomponents: { schemas: { Secret: { $ref: "../secret.yaml" } } }\npaths: {}\n',
      'secret.yaml': 'type: string\n',
    });
    const loaded = await loadSpec('docs/openapi.yaml', { cwd: dir, root: join(dir, 'docs') });
    const error = loaded.diagnostics.find((d) => d.code === 'SPEC_REF_UNRESOLVED');
    assert.ok(error, 'reported');
    assert.equal(error.pointer, '/components/schemas/Secret/$ref');
    assert.equal(error.line, 3);
    assert.equal(loaded.model, undefined);
  });

  it('says why an external $ref failed: no such file, or a file that does not parse', async () => {
    const dir = await writeFiles({
      'openapi.yaml':
        'openapi: 3.1.0\ninfo: { title: A, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    A: { $ref: "./missing.yaml" }\n    B: { $ref: "./broken.yaml#/B" }\n',
      'broken.yaml': 'B:\n  description: a: b\n',
    });
    const loaded = await loadSpec('openapi.yaml', { cwd: dir });
    const [missing, broken] = loaded.diagnostics;
    assert.match(missing!.message, /Cannot resolve \$ref \.\/missing\.yaml: there is no file .*missing\.yaml\./);
    assert.equal(missing!.line, 6);
    assert.match(broken!.message, /\.\/broken\.yaml does not parse at line 2, column \d+: Invalid YAML/);
  });

  it('loads from an http URL, with relative $refs resolved against the URL', async () => {
    const files: Record<string, string> = { '/api/openapi.yaml': petsYaml, '/api/schemas/pet.yaml': petSchema, '/api/schemas/tag.yaml': tagSchema };
    const server = createServer((req, res) => {
      const body = files[req.url ?? ''];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/yaml' }).end(body ?? 'not found');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    after(() => server.close());
    const { port } = server.address() as { port: number };
    const loaded = await loadSpec(`http://127.0.0.1:${port}/api/openapi.yaml`);
    assert.deepEqual(loaded.diagnostics, []);
    assert.equal(loaded.model?.operations[0]?.summary, 'List pets');
    const missing = await loadSpec(`http://127.0.0.1:${port}/nope.yaml`);
    assert.equal(missing.diagnostics[0]?.code, 'SPEC_NOT_FOUND');
    assert.match(missing.diagnostics[0]!.message, /answered 404/);
  });

  it('rejects Swagger 2.0 naming the version and how to convert', async () => {
    const dir = await writeFiles({ 'swagger.json': JSON.stringify({ swagger: '2.0', info: { title: 'Old', version: '1' }, paths: {} }) });
    const loaded = await loadSpec(join(dir, 'swagger.json'));
    assert.equal(loaded.model, undefined);
    const [error] = loaded.diagnostics;
    assert.equal(error?.code, 'SPEC_SWAGGER_2');
    assert.match(error!.message, /Swagger 2\.0/);
    assert.match(error!.hint, /swagger2openapi/);
  });

  it('reports webhooks in a 3.0 document', async () => {
    const dir = await writeFiles({
      'a.yaml': 'openapi: 3.0.3\ninfo: { title: A, version: "1" }\npaths: {}\nwebhooks:\n  newPet: { post: { responses: { "200": { description: ok } } } }\n',
    });
    const loaded = await loadSpec(join(dir, 'a.yaml'));
    const error = loaded.diagnostics.find((d) => d.code === 'SPEC_WEBHOOKS_NEED_3_1');
    assert.ok(error);
    assert.equal(error.line, 4);
    assert.equal(loaded.diagnostics.filter((d) => /webhooks/.test(d.message)).length, 1, 'reported once, not twice');
  });

  it('locates syntax errors in YAML and JSON by line and column', async () => {
    const dir = await writeFiles({ 'bad.yaml': 'openapi: 3.1.0\ninfo:\n  title: [unclosed\n', 'bad.json': '{\n  "openapi": "3.1.0",\n  "info": {,}\n}' });
    const yaml = await loadSpec(join(dir, 'bad.yaml'));
    const json = await loadSpec(join(dir, 'bad.json'));
    assert.equal(yaml.diagnostics[0]?.code, 'SPEC_PARSE_ERROR');
    assert.ok((yaml.diagnostics[0]?.line ?? 0) >= 3);
    assert.equal(json.diagnostics[0]?.code, 'SPEC_PARSE_ERROR');
    assert.equal(json.diagnostics[0]?.line, 3);
  });

  it('points validation errors at the offending key, with line and column', async () => {
    const dir = await writeFiles({
      'a.yaml': 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200": { summary: ok }\n',
    });
    const loaded = await loadSpec(join(dir, 'a.yaml'));
    const error = loaded.diagnostics.find((d) => d.pointer === '/paths/~1a/get/responses/200');
    assert.ok(error, JSON.stringify(loaded.diagnostics));
    assert.equal(error.code, 'SPEC_INVALID');
    assert.match(error.message, /`200` must have required property 'description' \(in GET \/a\)/);
    assert.deepEqual([error.line, error.column], [7, 9]);
  });

  it('skips only the operation with errors and keeps the rest (rule 7)', async () => {
    const dir = await writeFiles({
      'a.yaml': `openapi: 3.1.0
info: { title: A, version: "1" }
paths:
  /good: { get: { responses: { "200": { description: ok } } } }
  /bad: { get: { parameters: [{ name: x, in: nowhere }], responses: { "200": { description: ok } } } }
`,
    });
    const loaded = await loadSpec(join(dir, 'a.yaml'));
    assert.deepEqual(
      loaded.dropped.map((d) => d.key),
      ['GET /bad'],
    );
    assert.equal(loaded.dropped[0]!.errors[0]!.pointer, '/paths/~1bad/get/parameters/0/in');
    assert.equal(loaded.dropped[0]!.errors[0]!.line, 5, 'the reason carries its line');
    assert.deepEqual(
      loaded.model?.operations.map((o) => o.key),
      ['GET /good'],
    );
    assert.ok(loaded.diagnostics.some((d) => d.severity === 'error' && d.pointer === '/paths/~1bad/get/parameters/0/in'));
  });

  it('names a missing file', async () => {
    const loaded = await loadSpec('/nonexistent/openapi.yaml');
    assert.equal(loaded.diagnostics[0]?.code, 'SPEC_NOT_FOUND');
    assert.match(loaded.diagnostics[0]!.message, /\/nonexistent\/openapi\.yaml/);
  });
});
