// OpenAPI 3.2 operations as MCP tools, called with the official SDK client over stdio against real
// local APIs: QUERY with a body, COPY (an `additionalOperations` method), a whole query string as
// one argument, and an event stream whose result carries the verdict on each event.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Verdict } from '@quire/request/check';
import { parse } from 'yaml';
import { startEchoApi, type EchoApi } from '../../../test-support/echo-api.ts';
import { startPetsApi, type PetsApi } from '../../../test-support/pets-api.ts';

const root = resolve(import.meta.dirname, '../../..');
let echo: EchoApi;
let pets: PetsApi;
let docs: string;
let client: Client;

before(async () => {
  echo = await startEchoApi({ port: 0 });
  pets = await startPetsApi();
  docs = mkdtempSync(join(tmpdir(), 'quire-mcp-3-2-'));
  const spec = parse(readFileSync(join(root, 'test-support/fixtures/openapi-3.2.yaml'), 'utf8')) as Record<string, unknown>;
  spec['x-docs'] = { mcp: { enabled: true } };
  spec.servers = [{ url: echo.url }, { url: pets.url }];
  writeFileSync(join(docs, 'openapi.json'), JSON.stringify(spec));
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Streams', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } }));
  client = new Client({ name: 'quire-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(root, 'packages/cli/bin/quire.js'), 'mcp', docs], stderr: 'pipe' }));
});

after(async () => {
  await client?.close();
  await echo?.close();
  await pets?.close();
  if (docs) rmSync(docs, { recursive: true, force: true });
});

/** The request the echo server saw, as it answers it (a call's `sent` is undefined when its answer is not the echo's JSON). */
interface Sent {
  method: string;
  query: string;
  headers: Record<string, string>;
  body: string;
}

async function call(name: string, args: Record<string, unknown>): Promise<{ sent: Sent | undefined; texts: string[]; verdict: Verdict }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const texts = result.content.map((c) => (c.type === 'text' ? c.text : ''));
  const body = texts[0]!.slice(texts[0]!.indexOf('\n\n') + 2);
  let sent: Sent | undefined;
  try {
    sent = JSON.parse(body);
  } catch {
    sent = undefined;
  }
  return { sent, texts, verdict: result._meta?.['quire/verdict'] as Verdict };
}

test('3.2 operations are tools: QUERY and COPY among them, the query string one argument', async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).slice(0, 7), ['listPets', 'searchPets', 'petEvents', 'petFeed', 'listAdoptions', 'getFile', 'copyFile']);
  const listPets = tools.find((t) => t.name === 'listPets')!;
  assert.deepEqual(Object.keys((listPets.inputSchema.properties as Record<string, { properties?: object }>).filter!.properties ?? {}), ['species', 'limit']);
  assert.match(tools.find((t) => t.name === 'copyFile')!.description!, /^COPY \/files\/\{name\}$/m);
});

test('calling QUERY sends the body; COPY sends its method and header; the query string is written whole', async () => {
  const query = await call('searchPets', { server: echo.url, body: { text: 'whiskers' } });
  assert.ok(query.sent);
  assert.equal(query.sent.method, 'QUERY');
  assert.deepEqual(JSON.parse(query.sent.body), { text: 'whiskers' });
  const copy = await call('copyFile', { server: echo.url, name: 'rex.png', Destination: '/files/copy.png' });
  assert.ok(copy.sent);
  assert.equal(copy.sent.method, 'COPY');
  assert.equal(copy.sent.headers.destination, '/files/copy.png');
  const list = await call('listPets', { server: echo.url, filter: { species: 'cat', limit: 2 } });
  assert.equal(list.sent?.query, 'species=cat&limit=2');
});

test('an event stream result is checked event by event against itemSchema', async () => {
  const result = await call('petEvents', { server: pets.url, id: 7 });
  assert.match(result.texts[0]!, /event: tick\nid: 5\ndata: \{"n":5\}/);
  assert.equal(result.texts[1], 'Matches the documentation (documented 200 text/event-stream, 5 items).');
  assert.equal(result.verdict.items, 5);
});
