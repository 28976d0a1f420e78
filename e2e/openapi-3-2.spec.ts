/**
 * OpenAPI 3.2 where readers meet it, in Chromium: a site built from the 3.2 fixture
 * (test-support/fixtures/openapi-3.2.yaml) whose servers are real local APIs. Stream responses
 * show each item's fields and an example stream; the playground sends QUERY, COPY (an
 * `additionalOperations` method) and a whole query string through the relay, and holds an event
 * stream to its itemSchema, event by event.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { type EchoApi, startEchoApi } from '../test-support/echo-api.ts';
import { type PetsApi, startPetsApi } from '../test-support/pets-api.ts';
import { previewSpecSite, type ServedSite } from './fixtures/site-server.ts';

let site: ServedSite | undefined;
let echo: EchoApi | undefined;
let pets: PetsApi | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  echo = await startEchoApi({ port: 0 });
  pets = await startPetsApi();
  const spec = parse(readFileSync(join(import.meta.dirname, '../test-support/fixtures/openapi-3.2.yaml'), 'utf8')) as Record<string, unknown>;
  spec.servers = [
    { url: echo.url, name: 'echo', description: 'Echo' },
    { url: pets.url, name: 'pets', description: 'Pets API' },
  ];
  site = await previewSpecSite('Streams', spec);
});

test.afterAll(async () => {
  await site?.close();
  await echo?.close();
  await pets?.close();
});

async function openPlayground(page: Page, slug: string, server: 'Echo' | 'Pets API') {
  await page.goto(`${site!.url}/api-reference/${slug}`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Send to').selectOption({ label: `${server}: ${(server === 'Echo' ? echo : pets)!.url}` });
  return dialog;
}

async function echoed(dialog: import('@playwright/test').Locator): Promise<{ method: string; query: string; headers: Record<string, string>; body: string }> {
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  return JSON.parse(await dialog.locator('.pg-body').innerText());
}

test('an event stream response shows each event’s fields, its data’s fields, and an example stream', async ({ page }) => {
  await page.goto(`${site!.url}/api-reference/pets/pet-events`);
  const response = page.locator('#response-200');
  await expect(response).toContainText('A stream: each event is one item, described below, sent as it happens.');
  await expect(response.locator('h4')).toHaveText(['Each event', 'The data of each event (application/json)']);
  await expect(response).toContainText('retry');
  await expect(response).toContainText('note');
  const example = page.locator('pre', { hasText: 'event: tick' });
  await expect(example).toContainText('id: 1');
  await expect(example).toContainText('id: 3');
  // Three distinct events, as a real stream's would be: the data counts up, the event names vary.
  const text = await example.innerText();
  expect(text.match(/^data: \{"n":\d+/gm)).toEqual(['data: {"n":1', 'data: {"n":2', 'data: {"n":3']);
  expect(text.match(/^event: \w+/gm)).toEqual(['event: tick', 'event: fed', 'event: tick']);
});

test('JSON Lines, NDJSON and JSON text sequences show each line’s fields and an example of three', async ({ page }) => {
  await page.goto(`${site!.url}/api-reference/pets/pet-feed`);
  await expect(page.locator('#response-200 h4').first()).toHaveText('Each line');
  const lines = page.locator('pre', { hasText: '"id":42' }).first();
  expect((await lines.innerText()).trim().split('\n')).toEqual([
    '{"id":42,"name":"Example pet","kind":"Example kind"}',
    '{"id":43,"name":"Example pet","kind":"Example kind"}',
    '{"id":44,"name":"Example pet","kind":"Example kind"}',
  ]);
});

test('nested tags nest in the sidebar: Adoption sits inside Pets', async ({ page }) => {
  await page.goto(`${site!.url}/api-reference/pets/list-pets`);
  const group = (label: string) => page.locator('#sidebar details').filter({ has: page.locator(':scope > summary', { hasText: new RegExp(`^${label}$`) }) });
  await expect(group('Pets').locator(':scope > ul > li > details > summary')).toHaveText(['Adoption']);
  await expect(group('Adoption')).toContainText('List adoptions');
  await expect(group('Pets')).not.toContainText('Copy a file');
});

test('3.2 security: the device flow, the server metadata URL, and a deprecated scheme flagged', async ({ page }) => {
  await page.goto(`${site!.url}/api-reference/adoption/list-adoptions`);
  const auth = page.locator('.auth-alternatives');
  await expect(auth.locator('.auth-flow')).toContainText('Device authorization flow');
  await expect(auth.locator('.auth-urls dt')).toHaveText(['Device authorization URL', 'Token URL']);
  await expect(auth.locator('.auth-urls dd').first()).toHaveText('https://auth.example.com/device');
  await expect(auth).toContainText('Server metadata: https://auth.example.com/.well-known/oauth-authorization-server');
  await expect(auth.locator('.auth-scheme', { hasText: 'legacyKey' }).locator('.q-field-deprecated-flag')).toHaveText('deprecated');
});

test('a method beyond the fixed ones gets a readable badge, in the sidebar and on its page', async ({ page }) => {
  await page.goto(`${site!.url}/api-reference/files/copy-file`);
  for (const badge of [page.locator('.endpoint-line .method'), page.locator('#sidebar .method', { hasText: 'COPY' })]) {
    await expect(badge).toHaveText('COPY');
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(75, 85, 99)');
  }
});

test('the playground sends COPY, an additionalOperations method, with its header', async ({ page }) => {
  const dialog = await openPlayground(page, 'files/copy-file', 'Echo');
  await expect(dialog.locator('.pg-url')).toHaveText(`COPY ${echo!.url}/files/rex.png`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = await echoed(dialog);
  expect(sent.method).toBe('COPY');
  expect(sent.headers.destination).toBe('/files/rex-copy.png');
});

test('the playground sends QUERY with its body, and a whole query string from one field', async ({ page }) => {
  const search = await openPlayground(page, 'pets/search-pets', 'Echo');
  await search.getByRole('button', { name: 'Send' }).click();
  const query = await echoed(search);
  expect(query.method).toBe('QUERY');
  expect(JSON.parse(query.body)).toEqual({ text: 'whiskers' });
  const list = await openPlayground(page, 'pets/list-pets', 'Echo');
  await list.getByLabel('filter').fill('{"species":"cat","limit":2}');
  await list.getByRole('button', { name: 'Send' }).click();
  expect((await echoed(list)).query).toBe('species=cat&limit=2');
});

test('an event stream answer is held to itemSchema, event by event', async ({ page }) => {
  const dialog = await openPlayground(page, 'pets/pet-events', 'Pets API');
  await dialog.getByLabel('id required').fill('7');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.pg-verdict')).toHaveText('✓Matches the documented 200 response (text/event-stream), all 5 items.', { timeout: 10_000 });
});

test('screenshots of a stream response, light and dark, wide and narrow', async ({ page }) => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
      await page.goto(`${site!.url}/api-reference/pets/pet-events`);
      await page.locator('#responses').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/stream-${theme}-${width}.png` });
    }
  }
});
