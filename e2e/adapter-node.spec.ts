/**
 * `quire build --adapter node --base /docs/`: the node adapter's output started as its own server
 * (`node dist/server/entry.mjs`), not `quire preview`. Pages are prerendered files; POST
 * /docs/api/request runs the relay in the server. The playground sends through it to a real local
 * API that allows no CORS (only a relay can reach it), and the relay's refusals hold there.
 * /docs/mcp is the docs MCP server in the same server, from what the build bundled into it (the
 * tools, the Markdown twins with the base in their links), its tool calls held to the relay's rules.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type EchoApi, startEchoApi } from '../test-support/echo-api.ts';
import { buildSite } from './fixtures/site-server.ts';

let work: string;
let out: string;
let api: EchoApi;
let otherApi: EchoApi;
let server: ChildProcess | undefined;
let site: string;

test.describe.configure({ mode: 'serial' });

/** A port nothing listens on now, for a server that takes its port from the environment. */
function freePort(): Promise<number> {
  return new Promise((found) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => found(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startEchoApi({ port: 0 });
  otherApi = await startEchoApi({ port: 0 });
  work = mkdtempSync(join(tmpdir(), 'quire-e2e-node-'));
  const docs = join(work, 'docs');
  mkdirSync(docs);
  const local = api.url.replace('127.0.0.1', 'localhost');
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Echo API', version: '1.0.0' },
    'x-docs': { mcp: { enabled: true } },
    servers: [
      { url: local, description: 'Local API' },
      { url: otherApi.url, description: 'Other local API' },
    ],
    paths: {
      '/echo': {
        get: {
          operationId: 'echo',
          summary: 'Echo',
          parameters: [{ name: 'word', in: 'query', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'What the API received.' } },
        },
      },
    },
  };
  writeFileSync(join(docs, 'openapi.json'), JSON.stringify(spec));
  writeFileSync(
    join(docs, 'index.mdx'),
    '---\ntitle: Node\n---\n\nServed by the node adapter. Try [the echo endpoint](/api-reference/echo#query).\n\n[home]: /\n\n<Card title="Echo" href="/api-reference/echo">Send a word.</Card>\n\n```md\n[as written](/in-code)\n```\n',
  );
  writeFileSync(
    join(docs, 'docs.json'),
    JSON.stringify({
      name: 'Node',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: 'openapi.json' },
        ],
      },
    }),
  );
  out = join(work, 'out');
  buildSite(docs, out, ['--adapter', 'node', '--base', '/docs/']);
  const port = await freePort();
  // The operator lets the first API, on this machine, be reached; the other stays refused.
  server = spawn(process.execPath, [join(out, 'server/entry.mjs')], {
    cwd: work,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), QUIRE_RELAY_PRIVATE_ORIGINS: local },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  site = `http://127.0.0.1:${port}/docs/`;
  await expect
    .poll(
      () =>
        fetch(site)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await api?.close();
  await otherApi?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('pages are prerendered files; the relay is the server function', async () => {
  expect(existsSync(join(out, 'client/api-reference/echo/index.html'))).toBe(true);
  expect(existsSync(join(out, 'server/entry.mjs'))).toBe(true);
  const page = await fetch(`${site}api-reference/echo/`, { redirect: 'manual' });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<h1>Echo');
});

test('the playground sends through the relay of the node server to a local API and shows its answer', async ({ page }) => {
  const relayed: string[] = [];
  page.on(
    'response',
    (response) =>
      response.url().includes('/api/request') && relayed.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`),
  );
  await page.goto(`${site}api-reference/echo/`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('word').fill('relayed');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  const echoed = JSON.parse(await dialog.locator('.pg-body').innerText()) as { query: string; headers: Record<string, string> };
  expect(echoed.query).toBe('word=relayed');
  // The API allows no CORS: only the relay could have reached it, and it sends no Origin of the site.
  expect(echoed.headers.origin).toBeUndefined();
  expect(relayed).toEqual(['POST /docs/api/request 200']);
});

test('the relay in the node server refuses what it must: other hosts, private addresses not allowed, GET', async () => {
  const relay = (url: string) =>
    fetch(`${site}api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', url, headers: {}, body: null }),
    });
  const undeclared = await relay('http://example.invalid/echo');
  expect(undeclared.status).toBe(403);
  expect(((await undeclared.json()) as { type: string }).type).toBe('urn:quire:relay:target-not-allowed');
  const loopback = await relay(`${otherApi.url}/echo?word=x`);
  expect(loopback.status).toBe(403);
  expect(((await loopback.json()) as { type: string; detail: string }).type).toBe('urn:quire:relay:address-blocked');
  const metadata = await relay('http://169.254.169.254/latest/meta-data/');
  expect(metadata.status).toBe(403);
  expect((await fetch(`${site}api/request`)).status).toBe(405);
  expect(otherApi.received).toEqual([]);
});

/** The official MCP SDK client on the node server's /docs/mcp. */
async function mcpClient(): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${site}mcp`)));
  return client;
}

/** The text blocks of a tool's answer. */
const textOf = (result: Record<string, unknown>) => (result.content as { type: string; text: string }[]).map((c) => c.text).join('\n');

test('the node server serves /docs/mcp: tools listed, pages read from the bundle with the base in their links', async () => {
  const client = await mcpClient();
  try {
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['echo', 'get_page', 'search']);
    // The twin is bundled in the server: with the static copy gone, get_page still answers it.
    const twin = readFileSync(join(out, 'client/index.md'), 'utf8');
    renameSync(join(out, 'client/index.md'), join(work, 'index.md'));
    try {
      const page = await client.callTool({ name: 'get_page', arguments: { path: '/docs/' } });
      expect(page.isError).toBeFalsy();
      expect(textOf(page)).toBe(twin);
    } finally {
      renameSync(join(work, 'index.md'), join(out, 'client/index.md'));
    }
    // Site paths in the twin carry the base and the pages' trailing slash; code stays as written.
    expect(twin).toContain('[the echo endpoint](/docs/api-reference/echo/#query)');
    expect(twin).toContain('[home]: /docs/');
    expect(twin).toContain('href="/docs/api-reference/echo/"');
    expect(twin).toContain('[as written](/in-code)');
    const found = await client.callTool({ name: 'search', arguments: { query: 'echo endpoint' } });
    expect((found.structuredContent as { results: { url: string }[] }).results[0]?.url).toMatch(/^\/docs\//);
  } finally {
    await client.close();
  }
});

test('an MCP tool call goes through the relay of the node server to the local API, and its refusals hold', async () => {
  const client = await mcpClient();
  try {
    const answer = await client.callTool({ name: 'echo', arguments: { word: 'from-mcp' } });
    expect(answer.isError, textOf(answer)).toBeFalsy();
    expect(textOf(answer)).toContain('HTTP 200');
    expect(textOf(answer)).toContain('"query": "word=from-mcp"');
    // The spec's other server is on this machine too, and the operator did not allow it.
    const refused = await client.callTool({ name: 'echo', arguments: { word: 'x', server: otherApi.url } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/does not reach: .* loopback address/);
    expect(otherApi.received).toEqual([]);
  } finally {
    await client.close();
  }
  expect((await fetch(`${site}mcp`)).status).toBe(405);
});
