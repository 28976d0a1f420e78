// Which operations are MCP tools and what they are called: the rule the MCP server and the docs
// site's "MCP tool" label share.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mcpToolNames, normalize, type ApiModel } from '../src/index.ts';

function model(doc: Record<string, unknown>): ApiModel {
  const { model } = normalize({ openapi: '3.1.0', info: { title: 'T', version: '1' }, ...doc }, 'api.yaml', '3.1');
  return model!;
}

const ok = { responses: { '200': { description: 'OK' } } };

test("the root x-docs.mcp is the default and an operation's own setting wins", () => {
  const api = model({
    'x-docs': { mcp: { enabled: true } },
    paths: {
      '/pets': { get: { operationId: 'listPets', ...ok }, post: { operationId: 'createPet', 'x-docs': { mcp: { enabled: false } }, ...ok } },
      '/pets/{id}': { get: { operationId: 'getPet', 'x-excluded': true, ...ok } },
    },
  });
  assert.deepEqual([...mcpToolNames([api]).values()], ['listPets']);
  const off = model({ paths: { '/a': { get: { operationId: 'a', ...ok }, put: { operationId: 'b', 'x-docs': { mcp: { enabled: true } }, ...ok } } } });
  assert.deepEqual([...mcpToolNames([off]).values()], ['b']);
});

test('names: x-docs.mcp.name, else operationId, else method and path; made valid and unique across specs', () => {
  const first = model({
    'x-docs': { mcp: { enabled: true } },
    paths: {
      '/pets/{id}/photos': { get: ok, post: { operationId: 'upload photo!', ...ok } },
      '/search': { get: { operationId: 'search', ...ok } },
      '/pets': { get: { operationId: 'listPets', 'x-docs': { mcp: { enabled: true, name: 'find_pets' } }, ...ok } },
      '/long': { get: { operationId: 'x'.repeat(80), ...ok } },
    },
  });
  const second = model({ 'x-docs': { mcp: { enabled: true } }, paths: { '/pets': { get: { operationId: 'find_pets', ...ok } } } });
  const names = [...mcpToolNames([first, second]).values()];
  assert.deepEqual(names, ['get_pets_id_photos', 'upload_photo', 'search_2', 'find_pets', 'x'.repeat(64), 'find_pets_2']);
  for (const name of names) assert.match(name, /^[a-zA-Z0-9_-]{1,64}$/);
});
