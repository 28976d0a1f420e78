// `quire mcp <docs-dir>` with the official SDK client over stdio, calling a real local HTTP API.
import assert from 'node:assert/strict';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { writeDocs } from './fixture.ts';

const root = resolve(import.meta.dirname, '../../..');
let api: HttpServer;
let port: number;
let client: Client;

before(async () => {
  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://api');
      const status = /^\/v1\/status\/(\d+)$/.exec(url.pathname)?.[1];
      if (status === '404') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no such pet"}');
      if (status === '500') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('the kennel is on fire');
      res.writeHead(url.pathname.startsWith('/v1/pets') && req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          path: url.pathname,
          query: url.search,
          apiKey: req.headers['x-api-key'] ?? null,
          body: Buffer.concat(chunks).toString() || null,
        }),
      );
    });
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  port = (api.address() as AddressInfo).port;
  const docs = writeDocs(port);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(root, 'packages/cli/bin/quire.js'), 'mcp', docs],
    env: { ...(process.env as Record<string, string>), QUIRE_AUTH_API_KEY: 'sekret' },
    stderr: 'pipe',
  });
  client = new Client({ name: 'quire-test', version: '1.0.0' });
  await client.connect(transport);
});

after(async () => {
  await client?.close();
  await new Promise((done) => api?.close(done));
});

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult & { text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  return { ...result, text };
}

test('listTools: exactly the enabled operations, with their schemas, plus search and get_page', async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(
    tools.map((t) => t.name),
    ['getPet', 'add_pet', 'status', 'elsewhere', 'variable', 'search_2', 'put_no-id_x', 'getPet_2', 'search', 'get_page'],
  );
  const getPet = tools.find((t) => t.name === 'getPet')!;
  assert.deepEqual(getPet.inputSchema.required, ['petId']);
  assert.deepEqual(Object.keys(getPet.inputSchema.properties ?? {}), ['petId', 'verbose', 'query_id', 'header_id']);
  const addPet = tools.find((t) => t.name === 'add_pet')!;
  assert.equal(addPet.description, 'Adds a pet to the store.\n\nPOST /pets\n\nDocs: /api-reference/create-pet');
  assert.deepEqual(addPet.annotations, { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true });
  assert.equal(getPet.annotations?.readOnlyHint, true);
  assert.deepEqual((addPet.inputSchema.properties?.body as { required: string[] } | undefined)?.required, ['name']);
});

test('a call sends the real request: path, query and the API key from the environment', async () => {
  const result = await call('getPet', { petId: 'rex 1', verbose: true });
  assert.equal(result.isError, undefined, result.text);
  assert.match(result.text, /^GET http:\/\/127\.0\.0\.1:\d+\/v1\/pets\/rex%201\?verbose=true\nHTTP 200/);
  assert.match(result.text, /"path": "\/v1\/pets\/rex%201"/);
  assert.match(result.text, /"query": "\?verbose=true"/);
  assert.match(result.text, /"apiKey": "sekret"/);
});

test('a call with a body sends it as JSON', async () => {
  const result = await call('add_pet', { body: { name: 'Rex', tags: [{ label: 'good' }] } });
  assert.equal(result.isError, undefined, result.text);
  assert.match(result.text, /HTTP 201/);
  // The same JSON text the playground and the code samples send: indented by two spaces.
  assert.match(result.text, /"body": "\{\\n {2}\\"name\\": \\"Rex\\",\\n {2}\\"tags\\": \[\\n {4}\{\\n {6}\\"label\\": \\"good\\"\\n {4}\}\\n {2}\]\\n\}"/);
});

test('invalid arguments are a tool error that says what is wrong', async () => {
  const missing = await call('getPet', { verbose: true });
  assert.equal(missing.isError, true);
  assert.match(missing.text, /Invalid arguments: .*petId/);
  const wrongType = await call('getPet', { petId: 'x', verbose: 'very' });
  assert.equal(wrongType.isError, true);
  assert.match(wrongType.text, /verbose must be boolean/);
});

test('HTTP 404 and 500 are tool errors with the status and body', async () => {
  const notFound = await call('status', { code: 404 });
  assert.equal(notFound.isError, true);
  assert.match(notFound.text, /HTTP 404/);
  assert.match(notFound.text, /"error": "no such pet"/);
  const failed = await call('status', { code: 500 });
  assert.equal(failed.isError, true);
  assert.match(failed.text, /HTTP 500[\s\S]*the kennel is on fire/);
});

test('an unreachable host is a tool error with the relay’s detail', async () => {
  const result = await call('elsewhere', {});
  assert.equal(result.isError, true);
  assert.match(result.text, /The API could not be reached: Could not get an answer from http:\/\/127\.0\.0\.1:9/);
});

test('a host the site does not declare is refused: a server variable set to an undeclared port', async () => {
  const allowed = await call('variable', {});
  assert.equal(allowed.isError, undefined, allowed.text);
  const other = await call('variable', { server: `http://localhost:${port}/v1` });
  assert.equal(other.isError, undefined, other.text);
  const refused = await call('variable', { server_host: `127.0.0.1:${port + 1}` });
  assert.equal(refused.isError, true);
  assert.match(refused.text, /The target is not a server of this site/);
});

test('search finds the page and get_page returns its Markdown', async () => {
  const search = await call('search', { query: 'hamster vegetables' });
  assert.equal(search.isError, undefined);
  assert.match(search.text, /^## Feeding your pet\n\/guides\/feeding\n.*hamster/);
  const page = await call('get_page', { path: '/guides/feeding' });
  assert.equal(page.text, '# Feeding your pet\n\nGive your hamster fresh vegetables every morning.\n');
  const missing = await call('get_page', { path: '/nowhere' });
  assert.equal(missing.isError, true);
});

test('stdout carries protocol messages only: every line is JSON-RPC', async () => {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [join(root, 'packages/cli/bin/quire.js'), 'mcp', writeDocs(port)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c));
  child.stderr.on('data', (c: Buffer) => (stderr += c));
  child.stdin.write(
    `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`,
  );
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
  while (stdout.split('\n').filter(Boolean).length < 2) await new Promise((r) => setTimeout(r, 20));
  child.stdin.end();
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  const lines = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { jsonrpc: string; id: number });
  assert.deepEqual(
    lines.map((m) => [m.jsonrpc, m.id]),
    [
      ['2.0', 1],
      ['2.0', 2],
    ],
  );
  assert.match(stderr, /serving 8 API tool\(s\)/);
  assert.equal(code, 0);
});
