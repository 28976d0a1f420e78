// The streamable HTTP transport with the official SDK client against a real node:http server on
// 127.0.0.1, mounting the handler with a small real SDK server whose tools are written here.
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { createMcpHttpHandler } from '../src/http/index.ts';

const seenHeaders: IncomingHttpHeaders[] = [];
let http: HttpServer;
let origin: string;

function docsServer(headers: IncomingHttpHeaders): McpServer {
  seenHeaders.push(headers);
  const server = new McpServer({ name: 'test-docs', version: '1.0.0' });
  server.registerTool('add', { description: 'Adds two numbers', inputSchema: { a: z.number(), b: z.number() } }, ({ a, b }) => ({
    content: [{ type: 'text', text: String(a + b) }],
  }));
  server.registerTool('whoami', { description: 'The caller token' }, () => ({
    content: [{ type: 'text', text: String(headers['x-api-key'] ?? 'anonymous') }],
  }));
  server.registerTool('fail', { description: 'Always an error' }, () => ({
    isError: true,
    content: [{ type: 'text', text: '404 Not Found: {"message":"no such pet"}' }],
  }));
  return server;
}

before(async () => {
  const handler = createMcpHttpHandler(({ headers }) => docsServer(headers), { maxBodyBytes: 4096 });
  http = createServer(async (req, res) => {
    if (!(await handler(req, res))) {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  await new Promise<void>((ready) => http.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((done) => http.close(() => done())));

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { requestInit: { headers } }));
  return client;
}

test('the official client lists the tools over streamable HTTP', async () => {
  const client = await connect();
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), ['add', 'fail', 'whoami']);
  const add = tools.find((tool) => tool.name === 'add');
  assert.deepEqual(Object.keys((add?.inputSchema.properties ?? {}) as object).sort(), ['a', 'b']);
  await client.close();
});

test('a tool call returns its result', async () => {
  const client = await connect();
  const result = await client.callTool({ name: 'add', arguments: { a: 2, b: 40 } });
  assert.deepEqual(result.content, [{ type: 'text', text: '42' }]);
  assert.notEqual(result.isError, true);
  await client.close();
});

test('a tool error comes back as a result with isError, and invalid arguments as an error result', async () => {
  const client = await connect();
  const failed = await client.callTool({ name: 'fail', arguments: {} });
  assert.equal(failed.isError, true);
  assert.match(JSON.stringify(failed.content), /no such pet/);
  const invalid = await client.callTool({ name: 'add', arguments: { a: 'two' } });
  assert.equal(invalid.isError, true);
  await client.close();
});

test("each request's headers reach the server factory", async () => {
  seenHeaders.length = 0;
  const client = await connect({ 'x-api-key': 'secret-123' });
  const result = await client.callTool({ name: 'whoami', arguments: {} });
  assert.deepEqual(result.content, [{ type: 'text', text: 'secret-123' }]);
  assert.ok(seenHeaders.length >= 2, 'a new server for each request (initialize, then the call)');
  assert.ok(seenHeaders.every((headers) => headers['x-api-key'] === 'secret-123'));
  await client.close();
});

test('GET and DELETE at /mcp are 405: the server keeps no sessions', async () => {
  for (const method of ['GET', 'DELETE']) {
    const response = await fetch(`${origin}/mcp`, { method, headers: { accept: 'text/event-stream' } });
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.get('allow'), 'POST');
    const body = (await response.json()) as { error: { code: number } };
    assert.equal(body.error.code, -32000);
  }
});

test('other paths are left to the caller (the handler resolves false)', async () => {
  for (const path of ['/', '/mcp/extra', '/mcpx', '/api/mcp']) {
    const response = await fetch(`${origin}${path}`, { method: 'POST', body: '{}' });
    assert.equal(response.status, 404, path);
    assert.equal(await response.text(), 'not found');
  }
  // A query string does not change the path.
  const withQuery = await fetch(`${origin}/mcp?x=1`, { method: 'GET' });
  assert.equal(withQuery.status, 405);
});

test('an oversized body is refused with 413 before any server is made, declared or streamed', async () => {
  seenHeaders.length = 0;
  const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(10_000) } });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const declared = await fetch(`${origin}/mcp`, { method: 'POST', headers, body: big });
  assert.equal(declared.status, 413);
  assert.equal(((await declared.json()) as { error: { code: number } }).error.code, -32600);
  const chunks = [big.slice(0, 3000), big.slice(3000)];
  const streamed = await fetch(`${origin}/mcp`, {
    method: 'POST',
    headers,
    body: new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    }),
    duplex: 'half',
  } as RequestInit);
  assert.equal(streamed.status, 413);
  assert.equal(seenHeaders.length, 0);
});

test('a body that is not JSON is a JSON-RPC parse error', async () => {
  const response = await fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: '{not json',
  });
  assert.equal(response.status, 400);
  assert.equal(((await response.json()) as { error: { code: number } }).error.code, -32700);
});
