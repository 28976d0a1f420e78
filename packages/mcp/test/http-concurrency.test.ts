// A built site's /mcp answers a bounded number of requests at once: with every slot held by a
// tool call the API has not answered yet, the next request is told at once, with a JSON-RPC
// error and Retry-After, that the server is busy; once the calls are answered, it is served.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createBuiltSiteMcpHandler, defaultMaxConcurrent } from '../src/http/index.ts';

// An API that holds every request until the test lets it answer.
const held: ServerResponse[] = [];
let arrived: () => void = () => undefined;
const api = createServer((_req, res) => {
  held.push(res);
  arrived();
}).listen(0, '127.0.0.1');
await once(api, 'listening');
const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

const outDir = await mkdtemp(join(tmpdir(), 'quire-mcp-busy-'));
await mkdir(join(outDir, '_quire'));
const tool = {
  name: 'slow',
  description: 'Slow',
  inputSchema: { type: 'object', properties: {} },
  method: 'GET',
  path: '/',
  parameters: [],
  servers: [{ url: apiOrigin, variables: {} }],
  security: [],
  securitySchemes: {},
};
await writeFile(join(outDir, '_quire/mcp.json'), JSON.stringify({ tools: [tool] }));
await writeFile(join(outDir, '_quire/relay.json'), JSON.stringify({ origins: [apiOrigin] }));
await writeFile(join(outDir, 'index.md'), '# Welcome\n');

const handler = await createBuiltSiteMcpHandler(outDir, { relay: { loopback: 'declared' } });
assert.ok(handler);
const site = createServer(async (req, res) => void ((await handler(req, res)) || res.writeHead(404).end())).listen(0, '127.0.0.1');
await once(site, 'listening');
const mcpUrl = new URL(`http://127.0.0.1:${(site.address() as AddressInfo).port}/mcp`);
after(async () => {
  api.close();
  site.close();
  await rm(outDir, { recursive: true, force: true });
});

async function client(): Promise<Client> {
  const c = new Client({ name: 'test', version: '1.0.0' });
  await c.connect(new StreamableHTTPClientTransport(mcpUrl));
  after(() => c.close());
  return c;
}

test(`past ${defaultMaxConcurrent} requests at once a site's /mcp answers 503 with a JSON-RPC error, and serves again once they are answered`, async () => {
  const clients = await Promise.all(Array.from({ length: defaultMaxConcurrent }, client));
  const allArrived = new Promise<void>((done) => (arrived = () => held.length === defaultMaxConcurrent && done()));
  const calls = clients.map((c) => c.callTool({ name: 'slow', arguments: {} }));
  await allArrived;

  const busy = await fetch(mcpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  assert.equal(busy.status, 503);
  assert.equal(busy.headers.get('retry-after'), '1');
  const { error } = (await busy.json()) as { error: { code: number; message: string } };
  assert.equal(error.code, -32000);
  assert.match(error.message, new RegExp(`answers ${defaultMaxConcurrent} requests at a time`));

  for (const res of held) res.writeHead(200, { 'content-type': 'text/plain' }).end('done');
  for (const result of await Promise.all(calls)) assert.match(JSON.stringify(result.content), /HTTP 200/);
  const after = await (await client()).listTools();
  assert.ok(after.tools.some((t) => t.name === 'search'));
});
