import { expect, test } from '@playwright/test';

test.describe('banner', () => {
  test('closing the banner keeps it closed after a reload and on other pages', async ({ page }) => {
    await page.goto('/quickstart');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'read the migration guide' })).toHaveAttribute('href', '/v1/migrating-to-v2/');
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    // Hidden by the head script before the page script runs, so it never flashes.
    await expect(page.locator('html')).toHaveClass(/\bbanner-dismissed\b/);
    await expect(page.locator('section.banner')).toBeHidden();
    await page.goto('/');
    await expect(page.locator('section.banner')).toBeHidden();
  });
});
