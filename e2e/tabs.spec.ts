/**
 * The row of tabs and anchors under the header: the icons docs.json gives them are shown, and a
 * link that leaves the site is marked and says so to screen readers.
 */
import { expect, test } from '@playwright/test';

test('tabs show their docs.json icons, and an anchor to another site is marked as leaving it', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  for (const name of ['Guides', 'Pets API', 'Store API']) {
    await expect(tabs.getByRole('link', { name, exact: true }).locator('svg')).toHaveCount(1);
  }
  const status = tabs.getByRole('link', { name: 'Status (opens in a new tab)' });
  await expect(status).toHaveAttribute('target', '_blank');
  await expect(status.locator('svg')).toHaveCount(2);
  await expect(status.locator('.switcher-external')).toBeVisible();
});
