// The docs site labels an endpoint with its MCP tool name through @quire/openapi's mcpToolNames;
// the MCP server names its tools in mcpToolSpecs. A reader must see the name an agent calls.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec, mcpToolNames, normalize, type ApiModel } from '@quire/openapi';
import { mcpToolSpecs } from '../src/index.ts';

test("the site's labels and the server's tools have the same names, in the same order", async () => {
  const demo = (await loadSpec(join(import.meta.dirname, '../../../sites/demo/openapi/petstore.yaml'))).model!;
  const ok = { responses: { '200': { description: 'OK' } } };
  const clashing = normalize(
    {
      openapi: '3.1.0',
      info: { title: 'Clash', version: '1' },
      'x-docs': { mcp: { enabled: true } },
      paths: { '/search': { get: { operationId: 'search', ...ok } }, '/pets': { get: { operationId: 'listPets', ...ok }, post: ok }, '/hooks': { put: { 'x-docs': { mcp: { enabled: false } }, ...ok } } },
    },
    'clash.yaml',
    '3.1',
  ).model as ApiModel;
  const models = [demo, clashing];
  const server = mcpToolSpecs(models).map((tool) => tool.name);
  assert.ok(server.length >= 3);
  assert.deepEqual([...mcpToolNames(models).values()], server);
});
