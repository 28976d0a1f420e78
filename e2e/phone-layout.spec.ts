/**
 * The demo on a phone (390 px): an endpoint's Try it is in view without scrolling sideways, its
 * path shown whole beside it (the server's URL before it gives way), and the page itself never
 * scrolls sideways.
 */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/api-reference/pets/get-pet', '/api-reference/adopt-pet']) {
  test(`at 390 px, Try it is in view and opens the playground on ${path}`, async ({ page }) => {
    await page.goto(path);
    const tryIt = page.getByRole('button', { name: 'Try it' });
    const box = (await tryIt.boundingBox())!;
    expect(box.x, 'Try it starts inside the screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'Try it ends inside the screen').toBeLessThanOrEqual(390);
    const route = (await page.locator('.endpoint-route').boundingBox())!;
    expect(route.x + route.width, 'the path is shown whole, before Try it').toBeLessThanOrEqual(box.x);
    expect(await page.locator('.endpoint-route').evaluate((path) => path.scrollWidth <= path.clientWidth), 'no part of the path is hidden').toBe(true);
    expect(await page.locator('.endpoint-server').evaluate((server) => server.scrollWidth > server.clientWidth), "the server's URL gives way").toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(390);
    await tryIt.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('at 390 px, the header fits: its buttons keep their size and the menus stay on screen', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('.header-bar');
  const buttons = [page.getByRole('button', { name: 'Open navigation' }), header.locator('[data-search-open]'), header.locator('[data-theme-toggle]')];
  for (const button of buttons) {
    const box = (await button.boundingBox())!;
    expect(box.width, 'a button is a full square, not squeezed').toBeGreaterThanOrEqual(34);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  for (const menu of await header.locator('.switcher summary').all()) {
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
