import { expect, test } from '@playwright/test';

test.describe('search', () => {
  test('Ctrl+K opens search, an endpoint title finds its page, and clicking the result opens it', async ({ page }) => {
    await page.goto('/quickstart');
    const dialog = page.locator('dialog.search-dialog');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Control+K');
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox', { name: 'Search the docs' });
    await expect(input).toBeFocused();
    await input.fill('Get inventory');
    const result = dialog.locator('.search-results a', { hasText: 'Get inventory' }).first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/store-api\/inventory\/get-inventory\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get inventory');
  });

  test('"/" opens search and Enter on a result opens that page', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('/');
    const dialog = page.locator('dialog.search-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('Update a pet');
    const result = dialog.locator('.search-results a', { hasText: 'Update a pet' }).first();
    await expect(result).toBeVisible();
    await result.press('Enter');
    await expect(page).toHaveURL(/\/api-reference\/pets\/update-pet\/?$/);
  });

  test('Enter in the search box opens the first result', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+K');
    const dialog = page.locator('dialog.search-dialog');
    await page.keyboard.type('Get inventory');
    const first = dialog.locator('.search-results a').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\/$/, '')}/?$`));
  });

  test('Escape closes the search dialog', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-search-open]').click();
    const dialog = page.locator('dialog.search-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
