/**
 * Streamed answers in the playground, in Chromium against a real local API (fixtures/stream-api.ts)
 * through `quire preview`'s relay, and straight from the browser on a static host: events appear
 * one by one with their times while the API is still sending, each is checked against `itemSchema`
 * as it comes, and Stop ends the stream up to the API. Ordinary JSON sent chunked is no stream: it
 * comes whole, formatted and checked.
 */
import { expect, type Page, test } from '@playwright/test';
import { previewSpecSite, type ServedSite } from './fixtures/site-server.ts';
import { type StaticHost, serveStatically } from './fixtures/static-host.ts';
import { startStreamApi, type StreamApi, streamSpec } from './fixtures/stream-api.ts';

let api: StreamApi;
let site: ServedSite | undefined;
let host: StaticHost | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startStreamApi({ cors: true });
  site = await previewSpecSite('Streams', streamSpec(api.url));
  host = await serveStatically(site.out);
});

test.afterAll(async () => {
  await site?.close();
  await host?.close();
  await api?.close();
});

async function send(page: Page, siteUrl: string, slug: string) {
  await page.goto(`${siteUrl.replace(/\/$/, '')}/api-reference/${slug}`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

test('events appear one by one with their times while the API is still sending, each checked as it comes', async ({ page }) => {
  const dialog = await send(page, site!.url, 'ticks');
  const items = dialog.locator('.pg-stream-item');
  await expect(items.first()).toBeVisible();
  // The first event is on screen while the API has more to send (five, 600 ms apart).
  expect(api.sent('/ticks')).toBeLessThan(5);
  await expect(dialog.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(items.first().locator('.pg-stream-event')).toHaveText('tick');
  await expect(items.first().locator('.pg-stream-id')).toHaveText('id 1');
  await expect(items.first().locator('pre')).toHaveText('{\n  "n": 1\n}');
  await expect(items).toHaveCount(5, { timeout: 10_000 });
  // Each entry carries its time since the request was sent, rising with the events.
  const times = await items.locator('.pg-stream-time').evaluateAll((spans) => spans.map((s) => Number((s as HTMLElement).dataset.time!.replace(' s', ''))));
  expect(times[4]! - times[0]!).toBeGreaterThan(2);
  await expect(dialog.locator('.pg-stream-end')).toHaveText(/^Ended by the API after \d+\.\d\d s: 5 events\.$/);
  await expect(dialog.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  // The third event breaks itemSchema: its own entry says how; the others match.
  await expect(items.nth(2).locator('.pg-stream-differences li')).toHaveText(['$.data.ntypeExpected an integer, got the string "three".']);
  await expect(items.locator('.pg-stream-ok')).toHaveCount(4);
  await expect(dialog.locator('.pg-verdict summary').first()).toHaveText('!1 difference from the documented 200 response (text/event-stream)');
});

test('JSON lines appear as pretty-printed items; the item missing a required field gets its verdict inline', async ({ page }) => {
  const dialog = await send(page, site!.url, 'feed');
  const items = dialog.locator('.pg-stream-item');
  await expect(items.first().locator('pre')).toHaveText('{\n  "id": 1,\n  "name": "Rex"\n}');
  expect(api.sent('/feed')).toBeLessThan(4);
  await expect(items).toHaveCount(4, { timeout: 10_000 });
  await expect(items.nth(1).locator('.pg-stream-differences li')).toHaveText(['$requiredThe required property "name" is missing.']);
  await expect(dialog.locator('.pg-stream-end')).toHaveText(/^Ended by the API after .*: 4 items\.$/);
});

test('chunked JSON from an operation that also documents a stream comes whole: pretty-printed and checked against its schema', async ({ page }) => {
  const dialog = await send(page, site!.url, 'status');
  await expect(dialog.locator('.pg-body[data-language="json"]')).toHaveText('{\n  "status": "ok",\n  "pets": 3\n}');
  await expect(dialog.locator('.pg-verdict')).toHaveText('✓Matches the documented 200 response (application/json).');
  await expect(dialog.locator('.pg-stream-end')).toHaveCount(0);
});

test('Stop ends the stream in the page and at the API', async ({ page }) => {
  const before = api.hangUps();
  const dialog = await send(page, site!.url, 'forever');
  const items = dialog.locator('.pg-stream-item');
  await expect.poll(() => items.count(), { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.locator('.pg-stream-end')).toHaveText(/^Stopped by you after \d+\.\d\d s: \d+ events\.$/);
  await expect.poll(() => api.hangUps(), { timeout: 5_000 }).toBe(before + 1);
  const shown = await items.count();
  const sent = api.sent('/forever');
  await page.waitForTimeout(1000);
  expect(api.sent('/forever')).toBe(sent);
  await expect(items).toHaveCount(shown);
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('on a static host without a relay, the browser streams the answer itself', async ({ page }) => {
  const dialog = await send(page, host!.url, 'ticks');
  await expect(dialog.locator('.pg-stream-item').first()).toBeVisible();
  expect(api.sent('/ticks')).toBeLessThan(5);
  await expect(dialog.locator('.pg-stream-item')).toHaveCount(5, { timeout: 10_000 });
  await expect(dialog.locator('.pg-stream-end')).toHaveText(/^Ended by the API/);
});

test('screenshots of a stream, light and dark, wide and narrow', async ({ page }) => {
  test.setTimeout(60_000);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
      const dialog = await send(page, site!.url, 'ticks');
      await expect.poll(() => dialog.locator('.pg-stream-item').count(), { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
      await dialog.locator('.pg-stream-item').nth(2).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/playground-stream-${theme}-${width}.png` });
      await expect(dialog.locator('.pg-stream-end')).toHaveText(/^Ended/, { timeout: 5_000 });
      await dialog.locator('.pg-stream-end').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/playground-stream-ended-${theme}-${width}.png` });
      await dialog.locator('.pg-response-line').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/playground-stream-verdict-${theme}-${width}.png` });
    }
  }
});
