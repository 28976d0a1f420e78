/**
 * Sticky columns sit right below the sticky header, whatever its height: the demo's header has a
 * row of tabs under its bar (the examples column used to slide 21 px under it).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

/** How far below the header's bottom an element's top is, once the page is scrolled down a little. */
async function gapBelowHeader(page: Page, column: Locator): Promise<number> {
  // Far enough that the column sticks, not so far that its section ends and takes it along.
  await page.evaluate(() => window.scrollTo(0, 500));
  await page.waitForFunction(() => window.scrollY >= 500);
  const header = (await page.locator('.site-header').boundingBox())!;
  const box = (await column.boundingBox())!;
  return box.y - (header.y + header.height);
}

test('the examples column of an endpoint page sticks below the header, not under it', async ({ page }) => {
  await page.goto('/api-reference/pets/create-pet');
  const gap = await gapBelowHeader(page, page.locator('.reference-aside'));
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(24);
});

test('the sidebar sticks right below the header', async ({ page }) => {
  await page.goto('/api-reference/pets/create-pet');
  const gap = await gapBelowHeader(page, page.locator('.sidebar'));
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(2);
});
