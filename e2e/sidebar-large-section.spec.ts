/**
 * The sidebar of a section too large to inline whole (4 tags of 50 operations), in Chromium: a
 * page shows its own group and one line per closed group with the group's size. Without
 * scripts that line is a link to the group's first page; with them it is a button that shows the
 * group in place from the section's fragment, and the keyboard focus stays where it was when the
 * whole sidebar is swapped in.
 */
import { expect, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

const paths: Record<string, unknown> = {};
for (const tag of ['alpha', 'beta', 'gamma', 'delta'])
  for (let i = 0; i < 50; i++)
    paths[`/${tag}/${i}`] = { get: { tags: [tag], operationId: `${tag}${i}`, summary: `${tag} item ${i}`, responses: { 200: { description: 'OK' } } } };

const site = siteForTests({
  'docs.json': JSON.stringify({ name: 'Large', navigation: { openapi: 'large.json' } }),
  'large.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'Large', version: '1' }, servers: [{ url: 'https://large.test' }], paths }),
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("a closed group's line shows its size and leads to the group's first page", async ({ page }) => {
    await page.goto(`${site.url}/api-reference/beta/beta7/`);
    const alpha = page.locator('#sidebar').getByRole('link', { name: /^alpha/ });
    await expect(alpha).toHaveAttribute('data-n', '50');
    const size = await alpha.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(size).toBe('"50"');
    await alpha.click();
    await expect(page).toHaveURL(/\/api-reference\/alpha\/alpha0\/$/);
    await expect(page.locator('#sidebar a[aria-current="page"]')).toHaveText(/alpha item 0$/);
  });
});

test("a closed group's line is a button that opens the group in place", async ({ page }) => {
  await page.goto(`${site.url}/api-reference/beta/beta7/`);
  const sidebar = page.locator('#sidebar');
  await sidebar.getByRole('button', { name: /^gamma/ }).click();
  await expect(page).toHaveURL(/\/beta\/beta7\/$/);
  await expect(sidebar.getByRole('link', { name: /gamma item 49$/ })).toBeVisible();
  await expect(sidebar.locator('summary', { hasText: /^gamma$/ })).toBeFocused();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(/beta item 7$/);
});

test('a stub pressed while the whole sidebar arrives still opens its group when released', async ({ page }) => {
  await page.goto(`${site.url}/api-reference/beta/beta7/`);
  const sidebar = page.locator('#sidebar');
  const fragment = new URL((await sidebar.getAttribute('data-fragment'))!, page.url()).href;
  let send!: () => void;
  const held = new Promise<void>((resolve) => (send = resolve));
  await page.route(fragment, async (route) => {
    await held;
    await route.continue();
  });
  const gamma = sidebar.getByRole('button', { name: /^gamma/ });
  await gamma.hover();
  await page.mouse.down();
  const arrived = page.waitForResponse(fragment);
  send();
  await (await arrived).finished();
  // Let the page read the fragment: before the fix it swapped the sidebar here, under the pressed button.
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => setTimeout(frame))));
  await expect(sidebar).toHaveAttribute('data-partial');
  await page.mouse.up();
  await expect(sidebar).not.toHaveAttribute('data-partial');
  await expect(sidebar.getByRole('link', { name: /gamma item 49$/ })).toBeVisible();
  await expect(sidebar.locator('summary', { hasText: /^gamma$/ })).toBeFocused();
});

test('reaching the sidebar by keyboard swaps in the whole section and keeps the focus on the same entry', async ({ page }) => {
  await page.goto(`${site.url}/api-reference/beta/beta7/`);
  const sidebar = page.locator('#sidebar');
  // Focus reaching a stub (as Tab does) is what loads the whole sidebar.
  await sidebar.getByRole('button', { name: /^alpha/ }).focus();
  await expect(sidebar).not.toHaveAttribute('data-partial');
  await expect(sidebar.locator('summary', { hasText: /^alpha$/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(sidebar.getByRole('link', { name: /alpha item 0$/ })).toBeVisible();
});
