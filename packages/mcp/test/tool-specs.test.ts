import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec, type ApiModel } from '@quire/openapi';
import { buildRequest, credentialVariable, inlineSchema, mcpToolSpecs } from '../src/index.ts';
import { petsSpec, storeSpec } from './fixture.ts';

async function model(spec: Record<string, unknown>): Promise<ApiModel> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-mcp-spec-'));
  writeFileSync(join(dir, 'spec.json'), JSON.stringify(spec));
  const loaded = await loadSpec(join(dir, 'spec.json'), { root: dir });
  assert.ok(loaded.model, JSON.stringify(loaded.diagnostics));
  return loaded.model;
}

test('the root x-docs.mcp is the default and an operation’s own setting wins: exactly the enabled ones', async () => {
  const tools = mcpToolSpecs([await model(petsSpec(4000)), await model(storeSpec())]);
  assert.deepEqual(
    tools.map((t) => `${t.method} ${t.path}`),
    ['GET /pets/{petId}', 'POST /pets', 'GET /status/{code}', 'GET /elsewhere', 'GET /variable', 'GET /search', 'PUT /no-id/{x}', 'GET /orders'],
  );
});

test('names: x-docs.mcp.name, else operationId, else method and path; valid and unique, builtins reserved', async () => {
  const tools = mcpToolSpecs([await model(petsSpec(4000)), await model(storeSpec())]);
  assert.deepEqual(
    tools.map((t) => t.name),
    ['getPet', 'add_pet', 'status', 'elsewhere', 'variable', 'search_2', 'put_no-id_x', 'getPet_2'],
  );
  for (const t of tools) assert.match(t.name, /^[a-zA-Z0-9_-]{1,64}$/);
});

test('descriptions: x-docs.mcp.description, else summary and description', async () => {
  const [getPet, addPet] = mcpToolSpecs([await model(petsSpec(4000))]);
  assert.match(getPet!.description, /^Get a pet\n\nGET \/pets\/\{petId\}$/);
  assert.match(addPet!.description, /^Adds a pet to the store\./);
});

test('input schema: parameters by name, a name two locations share prefixed, body with refs inlined, recursion stubbed, readOnly dropped', async () => {
  const [getPet, addPet] = mcpToolSpecs([await model(petsSpec(4000))]);
  const props = getPet!.inputSchema.properties as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(props), ['petId', 'verbose', 'query_id', 'header_id']);
  assert.deepEqual(getPet!.inputSchema.required, ['petId']);
  assert.equal(props.verbose!.type, 'boolean');
  const body = (addPet!.inputSchema.properties as Record<string, Record<string, unknown>>).body!;
  assert.deepEqual(addPet!.inputSchema.required, ['body']);
  assert.deepEqual(body.required, ['name']);
  const bodyProps = body.properties as Record<string, Record<string, unknown>>;
  assert.equal(bodyProps.id, undefined);
  assert.deepEqual(bodyProps.parent, { type: 'object', description: 'Pet (recursive: not expanded further)' });
  assert.deepEqual(bodyProps.tags, { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } });
  assert.ok(!JSON.stringify(addPet!.inputSchema).includes('$ref'));
});

test("a tool's input is what the agent writes: readOnly fields dropped (through a ref or allOf) and not required, writeOnly ones kept", () => {
  const document = {
    components: {
      schemas: {
        Serial: { type: 'string', readOnly: true },
        Dog: {
          type: 'object',
          required: ['id', 'collar', 'pin'],
          properties: {
            id: { type: 'string', readOnly: true },
            collar: { allOf: [{ $ref: '#/components/schemas/Serial' }] },
            name: { type: 'string' },
            pin: { type: 'string', writeOnly: true },
          },
        },
      },
    },
  };
  const schema = inlineSchema({ $ref: '#/components/schemas/Dog' }, document);
  assert.deepEqual(Object.keys(schema.properties as object), ['name', 'pin']);
  assert.deepEqual(schema.required, ['pin']);
});

test('deep ref chains are bounded; 3.0 nullable becomes a null type', () => {
  const document = {
    components: {
      schemas: {
        A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
        B: { type: 'object', properties: { c: { $ref: '#/components/schemas/C' } } },
        C: { type: 'object', properties: { d: { $ref: '#/components/schemas/D' } } },
        D: { type: 'object', properties: { e: { $ref: '#/components/schemas/E' } } },
        E: { type: 'string', nullable: true },
      },
    },
  };
  const schema = inlineSchema({ $ref: '#/components/schemas/A' }, document);
  assert.match(JSON.stringify(schema), /E \(nested too deep/);
  assert.deepEqual(inlineSchema({ $ref: '#/components/schemas/E' }, document), { type: ['string', 'null'] });
});

test('a schema nested 1,000 levels deep (properties, items, allOf) is written 32 levels deep, then a stub that says so', () => {
  for (const wrap of [
    (s: object) => ({ type: 'object', properties: { p: s } }),
    (s: object) => ({ type: 'array', items: s }),
    (s: object) => ({ allOf: [s] }),
  ]) {
    let schema: object = { type: 'string' };
    for (let i = 0; i < 1000; i++) schema = wrap(schema);
    const text = JSON.stringify(inlineSchema(schema, {}));
    assert.match(text, /nested too deep: not expanded further/);
    assert.ok(text.length < 2000, `${text.length} characters`);
  }
});

test('server choice and server variables are arguments', async () => {
  const tools = mcpToolSpecs([await model(petsSpec(4000))]);
  const variable = tools.find((t) => t.name === 'variable')!;
  const props = variable.inputSchema.properties as Record<string, Record<string, unknown>>;
  assert.deepEqual(props.server!.enum, ['http://{host}/v1', 'http://localhost:4000/v1']);
  assert.equal(props.server_host!.default, '127.0.0.1:4000');
  assert.equal(
    tools.find((t) => t.name === 'getPet')!.inputSchema.properties && 'server' in (tools.find((t) => t.name === 'getPet')!.inputSchema.properties as object),
    false,
  );
});

test('a call becomes the HTTP request: path encoded, query, header, API key from credentials', async () => {
  const [getPet] = mcpToolSpecs([await model(petsSpec(4000))]);
  const built = buildRequest(getPet!, { petId: 'a b/c', verbose: true, query_id: 'q', header_id: 'h' }, (scheme) =>
    scheme === 'apiKey' ? 'secret' : undefined,
  );
  assert.ok(built.ok);
  assert.equal(built.request.url, 'http://127.0.0.1:4000/v1/pets/a%20b%2Fc?verbose=true&id=q');
  assert.equal(built.request.headers.id, 'h');
  assert.equal(built.request.headers['X-Api-Key'], 'secret');
  assert.equal(credentialVariable('apiKey'), 'QUIRE_AUTH_API_KEY');
  assert.equal(credentialVariable('petstore-auth'), 'QUIRE_AUTH_PETSTORE_AUTH');
});
