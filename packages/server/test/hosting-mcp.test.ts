// Each published site's /mcp: the tools its build wrote, over streamable HTTP, with the hosting
// relay's rule (a tenant's spec cannot aim a tool at the service's own loopback).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createSiteHandler } from '../src/hosting/site-handler.ts';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import { publishSite, tempSitesDir } from './hosting-helpers.ts';
import { listen, rawRequest } from './http-helpers.ts';

// An API on the service's own loopback: what a hostile spec would aim a tool at.
let reached = 0;
const internal = createServer((_req, res) => {
  reached++;
  res.writeHead(200, { 'content-type': 'text/plain' }).end('internal admin data');
});
await new Promise<void>((ready) => internal.listen(0, '127.0.0.1', ready));
after(() => new Promise<void>((done) => internal.close(() => done())));
const internalOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;

const tool = {
  name: 'getAdmin',
  description: 'Reads the admin data',
  inputSchema: { type: 'object', properties: {} },
  method: 'GET',
  path: '/',
  parameters: [],
  servers: [{ url: internalOrigin, variables: {} }],
  security: [],
  securitySchemes: {},
};
const sitesDir = tempSitesDir();
publishSite(sitesDir, 'tenant', 'v1', {
  'index.html': '<h1>Tenant</h1>',
  'index.md': '# Tenant\n\nThe tenant docs.\n',
  '_quire/relay.json': JSON.stringify({ origins: [internalOrigin] }),
  '_quire/mcp.json': JSON.stringify({ tools: [tool] }),
});
publishSite(sitesDir, 'plain', 'v1', { 'index.html': '<h1>No MCP</h1>' });
const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test' }));

const rpc = (host: string, body: object) =>
  rawRequest(base, '/mcp', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(body),
  });

test("a site's tools are listed at <subdomain>.<host>/mcp", async () => {
  const answer = await rpc('tenant.quire.test', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
  assert.equal(answer.status, 200, answer.body);
  const { result } = JSON.parse(answer.body) as { result: { tools: { name: string }[] } };
  assert.deepEqual(result.tools.map((t) => t.name).sort(), ['getAdmin', 'get_page', 'search']);
});

test("the official client works in path mode, and a tool aimed at the service's loopback is refused", async () => {
  // Path mode is local-only: a service with no domain of its own.
  const local = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir) }));
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${local}/sites/tenant/mcp`)));
  const page = await client.callTool({ name: 'get_page', arguments: { path: '/' } });
  assert.match(JSON.stringify(page.content), /The tenant docs/);
  const result = await client.callTool({ name: 'getAdmin', arguments: {} });
  assert.equal(result.isError, true);
  assert.equal(reached, 0, 'the request never reached the internal API');
  await client.close();
});

test('a site built without mcp.json has no MCP server: /mcp is a static path', async () => {
  assert.equal((await rawRequest(base, '/mcp', { headers: { host: 'plain.quire.test' } })).status, 404);
  const posted = await rpc('plain.quire.test', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
  assert.equal(posted.status, 405, 'static files take no POST');
  assert.doesNotMatch(posted.body, /jsonrpc/);
});
