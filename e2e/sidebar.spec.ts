/**
 * The sidebar's collapsible groups in Chromium, on the demo site: the groups around the current
 * page open on load (nested ones too), the others stay closed, and each group's chevron (an SVG,
 * not a text glyph) turns with it, by mouse or by keyboard.
 */
import { expect, type Locator, test } from '@playwright/test';

/** The `<details>` of a sidebar group by its label (its summary's whole text). */
function group(sidebar: Locator, label: string): Locator {
  return sidebar.locator('details').filter({ has: sidebar.page().locator(':scope > summary', { hasText: new RegExp(`^${label}$`) }) });
}

/** The chevron of a group: turned a quarter right when open, not turned when closed. */
const open = 'matrix(0, 1, -1, 0, 0, 0)';
const chevronOf = (details: Locator) => details.locator(':scope > summary > svg.chevron');

test('the groups around the current page open on load, nested ones too, and the others stay closed', async ({ page }) => {
  await page.goto('/guides/verifying-signatures');
  const sidebar = page.locator('#sidebar');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Verifying signatures');
  await expect(sidebar.locator('a[aria-current="page"]')).toBeVisible();
  for (const label of ['Concepts', 'Webhooks']) {
    await expect(group(sidebar, label), label).toHaveAttribute('open', '');
    await expect(chevronOf(group(sidebar, label)), label).toHaveCSS('transform', open);
  }
  for (const label of ['Get started', 'Store']) {
    await expect(group(sidebar, label), label).not.toHaveAttribute('open');
    await expect(chevronOf(group(sidebar, label)), label).toHaveCSS('transform', 'none');
  }
  await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toBeHidden();
});

test("a group's chevron is a drawn SVG that screen readers skip, and no text marker is left", async ({ page }) => {
  await page.goto('/quickstart');
  const summary = page.locator('#sidebar summary', { hasText: 'Concepts' });
  await expect(summary).toHaveText('Concepts');
  const chevron = summary.locator('svg.chevron');
  await expect(chevron).toBeVisible();
  await expect(chevron).toHaveAttribute('aria-hidden', 'true');
  // The browser's own disclosure triangle is gone: the summary is no list item any more.
  await expect(summary).toHaveCSS('display', 'flex');
  const box = await chevron.boundingBox();
  expect(box?.width, 'the chevron has a size of its own').toBeGreaterThan(8);
});

test('clicking a group opens it and turns its chevron; clicking again closes it', async ({ page }) => {
  await page.goto('/quickstart');
  const sidebar = page.locator('#sidebar');
  const store = group(sidebar, 'Store');
  await expect(store).not.toHaveAttribute('open');
  await store.locator(':scope > summary').click();
  await expect(store).toHaveAttribute('open', '');
  await expect(chevronOf(store)).toHaveCSS('transform', open);
  await expect(sidebar.getByRole('link', { name: 'Placing orders' })).toBeVisible();
  await store.locator(':scope > summary').click();
  await expect(store).not.toHaveAttribute('open');
  await expect(chevronOf(store)).toHaveCSS('transform', 'none');
  await expect(sidebar.getByRole('link', { name: 'Placing orders' })).toBeHidden();
});

test('a group opens and closes from the keyboard, with a visible focus ring', async ({ page }) => {
  await page.goto('/api-reference/overview');
  const sidebar = page.locator('#sidebar');
  const pets = group(sidebar, 'Pets');
  const summary = pets.locator(':scope > summary');
  // Tab from the current page's link reaches the next group's summary.
  await sidebar.getByRole('link', { name: 'API overview' }).focus();
  await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await expect(summary).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Enter');
  await expect(pets).toHaveAttribute('open', '');
  await expect(chevronOf(pets)).toHaveCSS('transform', open);
  await page.keyboard.press('Tab');
  await expect(sidebar.getByRole('link', { name: 'List pets' })).toBeFocused();
  await summary.focus();
  await page.keyboard.press('Space');
  await expect(pets).not.toHaveAttribute('open');
  await expect(sidebar.getByRole('link', { name: 'List pets' })).toBeHidden();
});
