/**
 * Every page of the demo and of Quire's own docs on a phone (390 px, touch): none scrolls sideways
 * (a wide table or code block scrolls in its own box, a long word breaks), none logs a console
 * error, and the page menu never covers the title. On a touch screen a code block's copy button
 * sits above the code, not over it; on a desktop a Deprecated badge leaves a short sidebar title
 * on one line. One browser context does it all: the demo is the site global-setup.ts built, and
 * Quire's docs are built once, by the test that walks them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { buildSite, listRoutes, type Preview, startPreview } from './fixtures/site-server.ts';

const width = 390;
test.describe.configure({ mode: 'default' });

let work: string | undefined;
let docs: Preview | undefined;
let context: BrowserContext | undefined;
let page: Page;
const consoleErrors: string[] = [];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
});

test.afterAll(async () => {
  await context?.close();
  await docs?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens every page of a docs folder's site and lists what is wrong with each at phone width. */
async function walk(site: string, folder: string): Promise<string[]> {
  const problems: string[] = [];
  consoleErrors.length = 0;
  for (const { slug } of listRoutes(folder)) {
    await page.goto(new URL(slug, site).href);
    const found = await page.evaluate(() => {
      const wide = document.documentElement.scrollWidth;
      // The title's text, not its box: a long word overflows the box when it cannot break.
      const h1 = document.querySelector('.page-header h1');
      const menu = document.querySelector('.page-header > .page-actions')?.getBoundingClientRect();
      const range = document.createRange();
      if (h1) range.selectNodeContents(h1);
      const title = h1 ? range.getBoundingClientRect() : undefined;
      const covered = !!(
        title &&
        menu &&
        menu.width > 0 &&
        title.left < menu.right &&
        menu.left < title.right &&
        title.top < menu.bottom &&
        menu.top < title.bottom
      );
      return { wide, covered };
    });
    if (found.wide > width) problems.push(`/${slug} is ${found.wide} px wide`);
    if (found.covered) problems.push(`/${slug}: the page menu covers the title`);
  }
  return [...problems, ...consoleErrors];
}

test('at 390 px no page of the demo scrolls sideways or logs an error', async () => {
  test.setTimeout(120_000);
  expect(await walk(process.env.QUIRE_E2E_URL!, 'sites/demo')).toEqual([]);
});

// Built here rather than in beforeAll: a failed test restarts the worker, and beforeAll with it.
test("at 390 px no page of Quire's docs scrolls sideways or logs an error", async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(join(tmpdir(), 'quire-e2e-docs-'));
  buildSite('sites/docs', join(work, 'out'));
  docs = await startPreview(join(work, 'out'));
  expect(await walk(`${docs.url}/`, 'sites/docs')).toEqual([]);
});

test('on a touch screen no copy button covers the code of its block', async () => {
  await page.goto(new URL('api-reference/pets/get-pet', process.env.QUIRE_E2E_URL).href);
  const frames = page.locator('.q-copy-frame:visible');
  expect(await frames.count(), 'the request sample and the response example').toBeGreaterThanOrEqual(2);
  for (const frame of await frames.all()) {
    const button = (await frame.locator('.q-copy').boundingBox())!;
    // Where the text is, wherever its long lines run (they scroll inside the block).
    const code = await frame.locator('pre').evaluate((pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
    const overlaps = button.x < code.x + code.width && code.x < button.x + button.width && button.y < code.y + code.height && code.y < button.y + button.height;
    expect(overlaps, `the button over ${(await frame.textContent())!.slice(0, 40)}`).toBe(false);
  }
});

test('on a desktop a Deprecated badge leaves a short sidebar title on one line', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(new URL('api-reference/pets/list-pets', process.env.QUIRE_E2E_URL).href);
  const entry = page.locator('#sidebar').getByRole('link', { name: /Remove a pet/ });
  await expect(entry.locator('.badge-deprecated')).toBeVisible();
  const lines = await entry.evaluate((link) => {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent!.includes('Remove a pet')) {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
    }
    return 0;
  });
  expect(lines, '"Remove a pet" on one line').toBe(1);
});
