// MCP tool results carry the documentation's verdict on the API's answer: `quire mcp` driven by
// the official SDK client over stdio, calling a real local API that follows its OpenAPI 3.2
// document and one that drifts from it (test-support/pets-api.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Verdict } from '@quire/request/check';
import { petsSpec, startPetsApi, type PetsApi } from '../../../test-support/pets-api.ts';

const root = resolve(import.meta.dirname, '../../..');
let faithful: PetsApi;
let drifting: PetsApi;
let docs: string;
let client: Client;

before(async () => {
  faithful = await startPetsApi();
  drifting = await startPetsApi({ drift: true });
  docs = mkdtempSync(join(tmpdir(), 'quire-mcp-verdict-'));
  const spec = { ...petsSpec(faithful.url), servers: [{ url: faithful.url }, { url: drifting.url }] };
  writeFileSync(join(docs, 'openapi.json'), JSON.stringify(spec));
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Pets', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } }));
  const transport = new StdioClientTransport({ command: process.execPath, args: [join(root, 'packages/cli/bin/quire.js'), 'mcp', docs], stderr: 'pipe' });
  client = new Client({ name: 'quire-test', version: '1.0.0' });
  await client.connect(transport);
});

after(async () => {
  await client?.close();
  await faithful?.close();
  await drifting?.close();
  if (docs) rmSync(docs, { recursive: true, force: true });
});

async function call(name: string, args: Record<string, unknown>): Promise<{ texts: string[]; verdict: Verdict; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return {
    texts: result.content.map((c) => (c.type === 'text' ? c.text : '')),
    verdict: result._meta?.['quire/verdict'] as Verdict,
    isError: result.isError === true,
  };
}

test('a result from an API that follows its documentation says it matches', async () => {
  const result = await call('getPet', { id: 7, server: faithful.url });
  assert.match(result.texts[0]!, /^GET http:\/\/localhost:\d+\/pets\/7\nHTTP 200/);
  assert.equal(result.texts[1], 'Matches the documentation (documented 200 application/json).');
  assert.equal(result.verdict.matches, true);
  assert.equal(result.isError, false);
});

test('a result from an API that drifts names each difference, with its path and rule', async () => {
  const result = await call('getPet', { id: 7, server: drifting.url });
  assert.equal(
    result.texts[1],
    [
      'Differs from the documentation (documented 200 application/json): 4 differences.',
      '- Header X-Rate-Limit (missing-header): The required header X-Rate-Limit is missing.',
      '- Body $.id (type): Expected an integer, got the string "7".',
      '- Body $.status (enum): The string "sold-out" is not one of the documented values: "available", "pending", "sold".',
      '- Body $.color (additionalProperties): The property "color" is not documented, and this object allows no others.',
    ].join('\n'),
  );
  assert.deepEqual(
    result.verdict.differences.map((d) => [d.path, d.rule]),
    [
      ['X-Rate-Limit', 'missing-header'],
      ['$.id', 'type'],
      ['$.status', 'enum'],
      ['$.color', 'additionalProperties'],
    ],
  );
  // Off-spec is not an error of the call: the API answered, and the agent reads the answer.
  assert.equal(result.isError, false);
});

test('a documented error status still matches; an item missing a required field in a list is found', async () => {
  const missing = await call('getPet', { id: 404, server: faithful.url });
  assert.equal(missing.isError, true);
  assert.equal(missing.texts[1], 'Matches the documentation (documented 404 application/problem+json).');
  const list = await call('listPets', { server: drifting.url });
  assert.deepEqual(list.texts[1]!.split('\n').slice(1), ['- Body $[1] (required): The required property "name" is missing.']);
});
