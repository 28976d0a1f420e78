/**
 * Screenshots of every kind of page of the demo, for people to look at: the light and dark themes
 * on a desktop screen and the light theme on a phone (390 px). Each one is written to
 * test-results/screenshots/<kind>-<look>.png and attached to its test as an artifact; each test
 * also checks what the picture must show, so a broken page fails instead of being pictured.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';

const folder = join(import.meta.dirname, '..', 'test-results', 'screenshots');

const looks = {
  light: { theme: 'light', viewport: { width: 1280, height: 900 } },
  dark: { theme: 'dark', viewport: { width: 1280, height: 900 } },
  phone: { theme: 'light', viewport: { width: 390, height: 844 } },
} as const;
type Look = keyof typeof looks;

/** The pages, one of each kind, with the title their main heading shows. */
const pages = [
  { kind: 'home', path: '/', title: 'Petstore documentation' },
  { kind: 'guide', path: '/quickstart', title: 'Quickstart' },
  { kind: 'endpoint', path: '/api-reference/pets/get-pet', title: 'Get a pet' },
  { kind: 'schema', path: '/store-api/schemas/order', title: 'Order' },
  { kind: 'webhook', path: '/api-reference/webhooks/pet-adopted', title: 'Pet adopted' },
  { kind: 'channel', path: '/channels/pet-updates', title: 'Pet updates' },
] as const;

async function open(page: Page, look: Look, path: string): Promise<void> {
  const { theme, viewport } = looks[look];
  await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
  await page.setViewportSize(viewport);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Saves the picture once the page's fonts are in, and attaches it to the test. */
async function picture(page: Page, testInfo: TestInfo, name: string, fullPage: boolean): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const look of Object.keys(looks) as Look[]) {
  test.describe(`screenshots, ${look}`, () => {
    for (const { kind, path, title } of pages) {
      test(`${kind} page`, async ({ page }, testInfo) => {
        await open(page, look, path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(heading).toHaveText(title);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(
          looks[look].viewport.width,
        );
        await picture(page, testInfo, `${kind}-${look}`, true);
      });
    }

    test('search, with a query typed', async ({ page }, testInfo) => {
      await open(page, look, '/quickstart');
      await page.keyboard.press('Control+K');
      const dialog = page.locator('dialog.search-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('searchbox', { name: 'Search the docs' }).fill('pet');
      await expect(dialog.locator('.search-results a').first()).toBeVisible();
      await picture(page, testInfo, `search-${look}`, false);
    });

    test('playground, with a response', async ({ page }, testInfo) => {
      await open(page, look, '/api-reference/pets/list-pets');
      await page.getByRole('button', { name: 'Try it' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.pg-layout')).toBeVisible();
      // The demo spec's "Local mock" server: the echo API global-setup.ts starts on port 4010.
      await dialog.getByLabel('Send to').selectOption({ label: 'Local mock: http://localhost:{port}/v2' });
      // A reader fills the required key first (an empty one asks before sending).
      await dialog.getByLabel('X-API-Key').fill('demo-key');
      await dialog.getByRole('button', { name: 'Send' }).click();
      const status = dialog.locator('[data-status]');
      await expect(status).toHaveText(/^200/);
      await expect(dialog.locator('.pg-body')).toBeVisible();
      // On a phone the response is under the form: the picture shows it, not the form again.
      await status.scrollIntoViewIfNeeded();
      await expect(status).toBeInViewport();
      await picture(page, testInfo, `playground-${look}`, false);
    });
  });
}
