// A built site's /mcp over streamable HTTP, with the official SDK client: the tools its build
// wrote, credentials from request headers, and the relay rules of the mount deciding which hosts
// a tool may reach.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpManifest } from '../src/index.ts';
import { createBuiltSiteMcpHandler, credentialHeader, type McpHttpHandler } from '../src/http/index.ts';

const servers: HttpServer[] = [];
const seen: IncomingHttpHeaders[] = [];
let outDir: string;
let api: string;

async function listen(server: HttpServer): Promise<string> {
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function mount(handler: McpHttpHandler | undefined): Promise<string> {
  assert.ok(handler);
  return listen(createServer(async (req, res) => void ((await handler(req, res)) || res.writeHead(404).end())));
}

before(async () => {
  api = await listen(
    createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(req.headers.authorization === 'Bearer t0ken' ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    }),
  );
  outDir = await mkdtemp(join(tmpdir(), 'quire-mcp-site-'));
  const manifest: McpManifest = {
    tools: [
      {
        name: 'getSecret',
        description: 'The secret',
        inputSchema: { type: 'object', properties: {} },
        method: 'GET',
        path: '/secret',
        parameters: [],
        servers: [{ url: api, variables: {} }],
        security: [[{ scheme: 'bearerAuth', scopes: [] }]],
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    ],
  };
  await mkdir(join(outDir, '_quire'), { recursive: true });
  await writeFile(join(outDir, '_quire/mcp.json'), JSON.stringify(manifest));
  await writeFile(join(outDir, '_quire/relay.json'), JSON.stringify({ origins: [api] }));
  await writeFile(join(outDir, 'index.md'), '# Welcome\n\nThe secret API.\n');
});
after(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await rm(outDir, { recursive: true, force: true });
});

async function client(origin: string, headers: Record<string, string> = {}): Promise<Client> {
  const c = new Client({ name: 'test', version: '1.0.0' });
  await c.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { requestInit: { headers } }));
  return c;
}

test('credential headers are named like the stdio variables', () => {
  assert.equal(credentialHeader('bearerAuth'), 'x-quire-auth-bearer-auth');
  assert.equal(credentialHeader('api_key'), 'x-quire-auth-api-key');
});

test("a built site's tools are listed with search and get_page, and a call carries the header's credential", async () => {
  const origin = await mount(await createBuiltSiteMcpHandler(outDir, { relay: { loopback: 'declared' } }));
  const c = await client(origin, { 'X-Quire-Auth-Bearer-Auth': 't0ken' });
  const { tools } = await c.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['getSecret', 'get_page', 'search']);
  const result = await c.callTool({ name: 'getSecret', arguments: {} });
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  assert.match(JSON.stringify(result.content), /\/secret/);
  assert.equal(seen.at(-1)?.authorization, 'Bearer t0ken');
  assert.equal(seen.at(-1)?.['x-quire-auth-bearer-auth'], undefined, 'the credential header itself is not forwarded');
  const page = await c.callTool({ name: 'get_page', arguments: { path: '/' } });
  assert.match(JSON.stringify(page.content), /The secret API/);
  await c.close();
});

test('without the header the API answers 401, which comes back as a tool error', async () => {
  const origin = await mount(await createBuiltSiteMcpHandler(outDir, { relay: { loopback: 'declared' } }));
  const c = await client(origin);
  const result = await c.callTool({ name: 'getSecret', arguments: {} });
  assert.equal(result.isError, true);
  assert.match(JSON.stringify(result.content), /401/);
  await c.close();
});

test("with the hosting service's rule (loopback never) a tool cannot reach the service's own machine", async () => {
  const before = seen.length;
  const origin = await mount(await createBuiltSiteMcpHandler(outDir, { relay: { loopback: 'never' } }));
  const c = await client(origin, { 'X-Quire-Auth-Bearer-Auth': 't0ken' });
  const result = await c.callTool({ name: 'getSecret', arguments: {} });
  assert.equal(result.isError, true);
  assert.equal(seen.length, before, 'the request never reached the API');
  await c.close();
});

test('a site built without an MCP manifest has no MCP handler', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'quire-mcp-empty-'));
  assert.equal(await createBuiltSiteMcpHandler(empty, { relay: { loopback: 'never' } }), undefined);
  await rm(empty, { recursive: true, force: true });
});
