/**
 * `quire dev` on a docs repo with errors: the browser shows Astro's overlay for the docs' errors,
 * located at the user's own file (never Quire's source), and a save that fixes them brings the
 * site back in the same tab.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Preview, startDev } from './fixtures/site-server.ts';

const spec = (createStatus: string) => `openapi: 3.1.0
info: { title: Pets, version: "1" }
paths:
  /pets:
    post:
      summary: Create pet
      responses:
        '${createStatus}': { description: created }
`;
const docsJson = JSON.stringify({ name: 'Pets', navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['index', 'POST /pets'] }] } }, null, 2);

let docs: string;
let dev: Preview;
test.beforeAll(async () => {
  docs = mkdtempSync(join(tmpdir(), 'quire-e2e-dev-errors-'));
  writeFileSync(join(docs, 'docs.json'), docsJson);
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Home\n---\nHello\n');
  writeFileSync(join(docs, 'openapi.yaml'), spec('2O1'));
  // A dev server's start is bounded by the machine's load, not by the test's default 20 s.
  test.setTimeout(120_000);
  dev = await startDev(docs);
});
test.afterAll(async () => {
  await dev?.stop();
  rmSync(docs, { recursive: true, force: true });
});

test("the overlay names the docs error and opens the user's docs.json at its line; a fixing save brings the site back", async ({ page }) => {
  // The first page compiles the site: ~5 s quiet, several times that at a load of 20.
  test.setTimeout(180_000);
  // The request the overlay's link makes, answered here so no editor starts on the test machine.
  const opened: string[] = [];
  await page.route('**/__open-in-editor?*', async (route) => {
    opened.push(new URL(route.request().url()).searchParams.get('file') ?? '');
    await route.fulfill({ status: 200 });
  });
  await page.goto(`${dev.url}/`);
  const overlay = page.locator('vite-error-overlay');
  // Each wait is for a state, bounded only by the test's time: a fixed 15 s could lapse at a load of 20.
  await expect(overlay.getByText('names an operation of openapi.yaml that has errors')).toBeVisible({ timeout: 0 });
  await expect(overlay.locator('#code header h2')).toHaveText(/docs\.json:10:\d+$/);
  await expect(overlay.locator('.error-line')).toContainText('"POST /pets"');
  await overlay.getByText('Open in editor').click();
  await expect.poll(() => opened).toEqual([expect.stringMatching(new RegExp(`^${join(docs, 'docs.json')}:10:\\d+$`))]);

  writeFileSync(join(docs, 'openapi.yaml'), spec('201'));
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({ timeout: 0 });
});
