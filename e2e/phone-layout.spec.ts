/**
 * The demo on a phone (390 px): an endpoint's Try it is in view without scrolling sideways (a long
 * address scrolls inside its line instead), and the page itself never scrolls sideways.
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
    const address = page.locator('.endpoint-path');
    expect(await address.evaluate((code) => code.scrollWidth > code.clientWidth), 'the long address scrolls inside its line').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(390);
    await tryIt.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
