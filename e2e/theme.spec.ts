import { expect, test } from '@playwright/test';

test.describe('theme', () => {
  test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/quickstart');
    const html = page.locator('html');
    const toggle = page.locator('[data-theme-toggle]');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-label', 'Switch to light theme');
    expect(await page.evaluate(() => localStorage.getItem('quire-theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.locator('#sidebar').getByRole('link', { name: 'Petstore documentation' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('[data-theme-toggle]').click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('without a saved choice the site follows the system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`screenshot of an endpoint page in the ${theme} theme`, async ({ page }, testInfo) => {
      await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/api-reference/pets/create-pet');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a pet to the store');
      await expect(page.locator(`.logo-${theme}`)).toBeVisible();
      const path = testInfo.outputPath(`endpoint-${theme}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`endpoint page, ${theme} theme`, { path, contentType: 'image/png' });
    });
  }
});
