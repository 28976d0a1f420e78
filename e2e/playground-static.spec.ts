/**
 * The playground of a pure static build (the default `api.playground.proxy`, no relay) on a plain
 * static host under /docs/: the relay's path answers 405, so the playground sends from the
 * browser. An API that allows CORS answers the reader; one that does not gets a plain explanation
 * with the cURL command to run instead. The build says which mode the playground uses.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type EchoApi, startEchoApi } from '../test-support/echo-api.ts';
import { root } from './fixtures/site-server.ts';
import { type StaticHost, serveStatically } from './fixtures/static-host.ts';

let work: string;
let host: StaticHost;
let corsApi: EchoApi;
let plainApi: EchoApi;
let buildOutput: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  corsApi = await startEchoApi({ port: 0, cors: true });
  plainApi = await startEchoApi({ port: 0 });
  work = mkdtempSync(join(tmpdir(), 'quire-e2e-static-pg-'));
  const docs = join(work, 'docs');
  mkdirSync(docs);
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Echo API', version: '1.0.0' },
    servers: [
      { url: corsApi.url, description: 'With CORS' },
      { url: plainApi.url, description: 'Without CORS' },
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
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Static\n---\n\nAn API tried from a static host.\n');
  const navigation = {
    groups: [
      { group: 'Start', pages: ['index'] },
      { group: 'API', openapi: 'openapi.json' },
    ],
  };
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Static', navigation }));
  const out = join(work, 'out');
  buildOutput = execFileSync(process.execPath, [join(root, 'packages/cli/bin/quire.js'), 'build', docs, '-o', out, '--base', '/docs/'], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 150_000,
  });
  host = await serveStatically(out, '/docs/');
});

test.afterAll(async () => {
  await host?.close();
  await corsApi?.close();
  await plainApi?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function sendEcho(page: Page, server: string): Promise<string[]> {
  const relayCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/request') && relayCalls.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.goto(`${host.url}api-reference/echo/`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Send to').selectOption({ label: server });
  await dialog.getByLabel('word').fill('hello');
  await dialog.getByRole('button', { name: 'Send' }).click();
  return relayCalls;
}

test('the build says in one line how the playground sends and how to change it', () => {
  const lines = buildOutput.split('\n').filter((line) => line.startsWith('Playground:'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('POST /docs/api/request');
  expect(lines[0]).toContain('on a plain static host they go straight from the browser');
  expect(lines[0]).toContain('--adapter node');
  expect(lines[0]).toContain('api.playground.proxy');
});

test('with no relay on the host, a CORS-enabled API is called straight from the browser and answers', async ({ page }) => {
  const relayCalls = await sendEcho(page, `With CORS: ${corsApi.url}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  const echoed = JSON.parse(await dialog.locator('.pg-body').innerText()) as { query: string; headers: Record<string, string> };
  expect(echoed.query).toBe('word=hello');
  // Sent by the reader's browser: the docs site's origin, after one try of the relay under the base.
  expect(echoed.headers.origin).toBe(host.origin);
  expect(relayCalls).toEqual(['POST /docs/api/request']);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('with no relay and an API without CORS, the reader learns why in plain words and gets the cURL to run', async ({ page }) => {
  await sendEcho(page, `Without CORS: ${plainApi.url}`);
  const alert = page.getByRole('dialog').getByRole('alert');
  await expect(alert).toContainText('Your browser could not send this request');
  await expect(alert).toContainText('served without a request relay');
  await expect(alert).toContainText('does not allow requests from web pages of other sites');
  await expect(alert).toContainText('Run the cURL command below in a terminal');
  await expect(alert.locator('pre')).toHaveText(`curl '${plainApi.url}/echo?word=hello'`);
  await page.screenshot({ path: 'test-results/e2e/playground-static-no-cors.png' });
});
