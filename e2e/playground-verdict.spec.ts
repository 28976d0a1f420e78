/**
 * The playground holds every answer to the documentation: against a real local API that follows
 * its OpenAPI 3.2 document, and the same API drifting from it in known ways (test-support/pets-api.ts),
 * sent through the site's relay and shown in Chromium.
 */
import { expect, type Page, test } from '@playwright/test';
import { type PetsApi, petsSpec, startPetsApi } from '../test-support/pets-api.ts';
import { previewSpecSite, type ServedSite } from './fixtures/site-server.ts';

let site: ServedSite | undefined;
let faithful: PetsApi | undefined;
let drifting: PetsApi | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  faithful = await startPetsApi();
  drifting = await startPetsApi({ drift: true });
  const spec = {
    ...petsSpec(faithful.url),
    servers: [
      { url: faithful.url, description: 'Faithful' },
      { url: drifting.url, description: 'Drifting' },
    ],
  };
  site = await previewSpecSite('Pets', spec);
});

test.afterAll(async () => {
  await site?.close();
  await faithful?.close();
  await drifting?.close();
});

async function send(page: Page, slug: string, server: 'Faithful' | 'Drifting', id?: string) {
  await page.goto(`${site!.url}/api-reference/${slug}`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Send to').selectOption({ label: `${server}: ${(server === 'Faithful' ? faithful : drifting)!.url}` });
  if (id) await dialog.getByLabel('id required').fill(id);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('[data-status]')).toBeVisible();
  return dialog;
}

test('an answer that follows the documentation is said to match the documented response', async ({ page }) => {
  const dialog = await send(page, 'get-pet', 'Faithful', '7');
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  await expect(dialog.locator('.pg-verdict')).toHaveText('✓Matches the documented 200 response (application/json).');
});

test('an answer that drifts lists each difference with its JSON path, its rule and what came instead', async ({ page }) => {
  const dialog = await send(page, 'get-pet', 'Drifting', '7');
  const verdict = dialog.locator('.pg-verdict');
  await expect(verdict.locator('summary')).toHaveText('!4 differences from the documented 200 response (application/json)');
  const items = verdict.locator('li');
  await expect(items).toHaveText([
    'X-Rate-Limitmissing-headerThe required header X-Rate-Limit is missing.',
    '$.idtypeExpected an integer, got the string "7".',
    '$.statusenumThe string "sold-out" is not one of the documented values: "available", "pending", "sold".',
    '$.coloradditionalPropertiesThe property "color" is not documented, and this object allows no others.',
  ]);
  // The verdict sits right under the status line, above the headers and body it is about.
  await expect(dialog.locator('.pg-response > :nth-child(2)')).toHaveClass(/pg-verdict/);
});

test('a body of a content type the documentation does not list is named, with the type it does list', async ({ page }) => {
  const dialog = await send(page, 'inventory', 'Drifting');
  await expect(dialog.locator('.pg-verdict li')).toHaveText([
    'content-typeundocumented-content-typeThe body is text/html, a content type the documentation does not list for 200 (it lists application/json).',
  ]);
});

test('a status the documentation does not list is named, with the ones it does', async ({ page }) => {
  const dialog = await send(page, 'get-pet', 'Faithful', '404');
  await expect(dialog.locator('.pg-verdict')).toHaveText('✓Matches the documented 404 response (application/problem+json).');
  const other = await send(page, 'list-pets', 'Drifting');
  await expect(other.locator('.pg-verdict li')).toHaveText(['$[1]requiredThe required property "name" is missing.']);
});

test('screenshots of the verdict, light and dark, wide and narrow', async ({ page }) => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const theme of ['light', 'dark']) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
      await page.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
      const dialog = await send(page, 'get-pet', 'Drifting', '7');
      await dialog.locator('.pg-verdict').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/verdict-${theme}-${width}.png` });
    }
  }
});
