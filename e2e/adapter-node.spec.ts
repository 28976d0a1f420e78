/**
 * `quire build --adapter node --base /docs/`: the node adapter's output started as its own server
 * (`node dist/server/entry.mjs`), not `quire preview`. Pages are prerendered files; POST
 * /docs/api/request runs the relay in the server. The playground sends through it to a real local
 * API that allows no CORS (only a relay can reach it), and the relay's refusals hold there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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
    servers: [
      { url: local, description: 'Local API' },
      { url: otherApi.url, description: 'Other local API' },
    ],
    paths: { '/echo': { get: { operationId: 'echo', summary: 'Echo', parameters: [{ name: 'word', in: 'query', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'What the API received.' } } } } },
  };
  writeFileSync(join(docs, 'openapi.json'), JSON.stringify(spec));
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Node\n---\n\nServed by the node adapter.\n');
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Node', navigation: { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'openapi.json' }] } }));
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
  await expect.poll(() => fetch(site).then((r) => r.status).catch(() => 0), { timeout: 20_000 }).toBe(200);
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
  page.on('response', (response) => response.url().includes('/api/request') && relayed.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`));
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
  const relay = (url: string) => fetch(`${site}api/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'GET', url, headers: {}, body: null }) });
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
