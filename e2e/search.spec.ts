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

  test('results are grouped by tab, each with its breadcrumb, and endpoints show their method and path', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('adopt');
    const results = page.getByRole('listbox', { name: 'Results' });
    await expect(results).toHaveAttribute('data-query', 'adopt');
    const pets = results.getByRole('group', { name: 'Pets API' });
    await expect(pets).toBeVisible();
    await expect(results.getByRole('group', { name: 'Guides', exact: true })).toBeVisible();
    const adopt = pets.getByRole('option', { name: /Adopt a pet/ });
    await expect(adopt.locator('.method')).toHaveText('POST');
    await expect(adopt.locator('.search-hit-place')).toContainText('Pets › Adoption');
    await expect(adopt.locator('.search-hit-path')).toHaveText('/pets/{petId}/adopt');
  });

  test('arrow keys move the selected result, which Enter opens', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('pet');
    const options = page.getByRole('listbox', { name: 'Results' }).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role=option][aria-selected=true]')).toHaveCount(1);
    // The search box keeps the focus and names the selected option for screen readers.
    await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toBeFocused();
    await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toHaveAttribute('aria-activedescendant', (await options.nth(2).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last(), 'up from the first result wraps to the last').toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const href = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a query without results says so, and an empty box invites a search', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+K');
    const dialog = page.locator('dialog.search-dialog');
    await expect(dialog.getByRole('status')).toHaveText('Search guides, API endpoints and their parameters.');
    await page.keyboard.type('qwxzy');
    await expect(dialog.getByRole('status')).toHaveText('No results for “qwxzy”. Try fewer words, or the start of a word.');
    await expect(dialog.getByRole('listbox')).toBeHidden();
  });

  test('pages opened from search come back as recent searches until cleared', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('Get inventory');
    await page
      .getByRole('option', { name: /Get inventory/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/store-api\/inventory\/get-inventory\/$/);
    await page.keyboard.press('Control+K');
    const recent = page.getByRole('listbox', { name: 'Results' }).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option')).toContainText('Get inventory');
    await expect(recent.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Clear recent' }).click();
    await expect(recent).toBeHidden();
    await expect(page.locator('dialog.search-dialog').getByRole('status')).toHaveText('Search guides, API endpoints and their parameters.');
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
