/**
 * The playground where no relay carries requests: a site built with `api.playground.proxy: false`
 * sends them from the browser straight to a real API (CORS), and the demo site put on a plain
 * static host (no `/api/request`) tells readers plainly why nothing can be sent.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type EchoApi, startEchoApi } from '../test-support/echo-api.ts';
import { buildSite, type Preview, startPreview } from './fixtures/site-server.ts';
import { type StaticHost, serveStatically } from './fixtures/static-host.ts';

let work: string;
let preview: Preview | undefined;
let corsApi: EchoApi | undefined;
let plainApi: EchoApi | undefined;
let staticHost: StaticHost | undefined;

// One build and one set of servers for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  corsApi = await startEchoApi({ port: 0, cors: true });
  plainApi = await startEchoApi({ port: 0 });
  work = mkdtempSync(join(tmpdir(), 'quire-e2e-direct-'));
  const docs = join(work, 'docs');
  mkdirSync(docs);
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Echo API', version: '1.0.0' },
    servers: [
      { url: corsApi.url, description: 'With CORS' },
      { url: plainApi.url, description: 'Without CORS' },
    ],
    components: {
      securitySchemes: {
        oauth: {
          type: 'oauth2',
          flows: {
            clientCredentials: { tokenUrl: `${corsApi.url}/oauth/token`, scopes: { 'echo:read': 'Read echoes', 'echo:write': 'Write echoes' } },
            authorizationCode: { authorizationUrl: `${corsApi.url}/authorize`, tokenUrl: `${corsApi.url}/oauth/token`, scopes: { 'echo:read': 'Read echoes' } },
          },
        },
      },
    },
    paths: {
      '/echo': {
        get: {
          operationId: 'echo',
          summary: 'Echo',
          security: [{ oauth: ['echo:read'] }],
          parameters: [
            { name: 'word', in: 'query', required: true, schema: { type: 'string' } },
            { name: 'session', in: 'cookie', schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'What the API received.' } },
        },
      },
    },
  };
  writeFileSync(join(docs, 'openapi.json'), JSON.stringify(spec));
  // A home page: the OAuth sign-in popup comes back to it.
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Direct\n---\n\nAn API called straight from the browser.\n');
  const navigation = {
    groups: [
      { group: 'Start', pages: ['index'] },
      { group: 'API', openapi: 'openapi.json' },
    ],
  };
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Direct', api: { playground: { proxy: false } }, navigation }));
  buildSite(docs, join(work, 'out'));
  preview = await startPreview(join(work, 'out'));
  staticHost = await serveStatically(process.env.QUIRE_E2E_DIST!);
});

test.afterAll(async () => {
  await preview?.stop();
  await corsApi?.close();
  await plainApi?.close();
  await staticHost?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function openEcho(page: Page): Promise<string[]> {
  const relayCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/request') && relayCalls.push(request.url()));
  await page.goto(`${preview!.url}/api-reference/echo`);
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.getByLabel('word').fill('hello world');
  return relayCalls;
}

/** These tests leave the OAuth token empty: the playground warns first, and the reader sends anyway. */
async function sendWithoutToken(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('oauth (access token) is required but empty');
  await dialog.getByRole('button', { name: 'Send anyway' }).click();
}

test('with proxy false the browser calls a CORS-enabled API itself, not the relay', async ({ page }) => {
  const relayCalls = await openEcho(page);
  const dialog = page.getByRole('dialog');
  await sendWithoutToken(dialog);
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  const echoed = JSON.parse(await dialog.locator('.pg-body').innerText()) as { query: string; headers: Record<string, string> };
  expect(echoed.query).toBe('word=hello%20world');
  // The request came from the reader's browser: it carries the docs site's Origin.
  expect(echoed.headers.origin).toBe(preview!.url);
  expect(relayCalls).toEqual([]);
});

test('with proxy false, cookie parameters are said to stay behind, since a page cannot set Cookie', async ({ page }) => {
  await openEcho(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('session').fill('abc');
  await sendWithoutToken(dialog);
  await expect(dialog.getByText('The cookies were not sent')).toBeVisible();
  const echoed = JSON.parse(await dialog.locator('.pg-body').innerText()) as { headers: Record<string, string> };
  expect(echoed.headers.cookie).toBeUndefined();
  await expect(dialog.locator('.pg-curl')).toContainText("--header 'Cookie: session=abc'");
});

test('with proxy false an API without CORS gets a plain explanation, not a silent failure', async ({ page }) => {
  await openEcho(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Send to').selectOption({ label: `Without CORS: ${plainApi!.url}` });
  await sendWithoutToken(dialog);
  await expect(dialog.getByRole('alert')).toContainText('must answer CORS requests');
});

test('OAuth 2 client credentials: the token comes from the token endpoint and is sent as bearer', async ({ page }) => {
  // The flows load when the reader opens "Get a token", not with the playground.
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const flowsLoaded = () => scripts.some((path) => path.startsWith('/_astro/oauth-view.'));
  await openEcho(page);
  const dialog = page.getByRole('dialog');
  expect(flowsLoaded()).toBe(false);
  await dialog.getByText('Get a token').click();
  await dialog.getByLabel('Flow').selectOption('clientCredentials');
  await dialog.getByLabel('Client ID').fill('docs-reader');
  await dialog.getByLabel('Client secret').fill('s3cret');
  await dialog.getByRole('button', { name: 'Request token' }).click();
  await expect(dialog.getByLabel('Access token')).toHaveValue('cc-token-echo:read');
  expect(flowsLoaded()).toBe(true);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const echoed = JSON.parse(await dialog.locator('.pg-body').innerText()) as { headers: Record<string, string> };
  expect(echoed.headers.authorization).toBe('Bearer cc-token-echo:read');
});

test('OAuth 2 authorization code with PKCE: sign-in popup, code back to the page, verified exchange', async ({ page }) => {
  await openEcho(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Get a token').click();
  await dialog.getByLabel('Flow').selectOption('authorizationCode');
  await dialog.getByLabel('Client ID').fill('docs-reader');
  await dialog.getByLabel('Client secret').fill('');
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Authorize' }).click();
  // The provider redirects to the site's home page, which hands the code back and closes.
  const signIn = await popup;
  await expect.poll(() => signIn.isClosed()).toBe(true);
  await expect(dialog.getByLabel('Access token')).toHaveValue(/^pkce-token-for-code-\d+$/);
});

test('on a static host without the relay, the playground says what to do instead', async ({ page }) => {
  await page.goto(`${staticHost!.url}api-reference/pets/list-pets/`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Send to').selectOption({ label: 'Local mock: http://localhost:{port}/v2' });
  await dialog.getByLabel('X-API-Key').fill('key-123');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // No relay: the browser tries the API itself, and the demo's mock API allows no CORS.
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('This docs site is served without a request relay');
  await expect(alert.locator('pre')).toContainText('curl');
});
