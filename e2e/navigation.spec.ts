import { expect, test } from '@playwright/test';

test.describe('navigation', () => {
  test('a sidebar link opens its page and marks it as the current page', async ({ page }) => {
    await page.goto('/api-reference/overview');
    const sidebar = page.locator('#sidebar');
    // Groups away from the current page start closed.
    await expect(sidebar.getByRole('link', { name: 'Get a pet' })).toBeHidden();
    await sidebar.getByText('Pets', { exact: true }).click();
    await sidebar.getByRole('link', { name: 'Get a pet' }).click();
    await expect(page).toHaveURL(/\/api-reference\/pets\/get-pet\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a pet');
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Get a pet');
    await expect(current.locator('.method')).toHaveText('GET');
  });

  test('the sidebar shows method badges and marks deprecated endpoints', async ({ page }) => {
    await page.goto('/api-reference/pets/list-pets');
    const removePet = page.locator('#sidebar').getByRole('link', { name: /Remove a pet/ });
    await expect(removePet.locator('.method')).toHaveText('DEL');
    await expect(removePet.locator('.badge-deprecated')).toHaveText('Deprecated');
    await removePet.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Deprecated');
  });

  test('previous and next links walk through the section in sidebar order', async ({ page }) => {
    await page.goto('/quickstart');
    const prevNext = page.locator('nav.prev-next');
    await expect(prevNext.getByRole('link', { name: /Petstore documentation/ })).toHaveAttribute('href', '/');
    await prevNext.getByRole('link', { name: /Authentication/ }).click();
    await expect(page).toHaveURL(/\/guides\/authentication\/$/);
    await page
      .locator('nav.prev-next')
      .getByRole('link', { name: /Quickstart/ })
      .click();
    await expect(page).toHaveURL(/\/quickstart\/$/);
  });

  test('a tab switches to its section and its own sidebar', async ({ page }) => {
    await page.goto('/');
    const tabs = page.locator('nav.tabs');
    await expect(tabs.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Store API' }).click();
    await expect(page).toHaveURL(/\/store-api\//);
    await expect(page.locator('nav.tabs').getByRole('link', { name: 'Store API' })).toHaveAttribute('aria-current', 'page');
    const sidebar = page.locator('#sidebar');
    await expect(sidebar.locator('a[aria-current="page"]')).toContainText('List orders');
    await expect(sidebar.getByText('Inventory', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toHaveCount(0);
  });

  test('the table of contents links to the headings of the page', async ({ page }) => {
    await page.goto('/quickstart');
    const toc = page.locator('nav.toc');
    await toc.getByRole('link', { name: 'Make a request' }).click();
    await expect(page).toHaveURL(/#make-a-request$/);
    await expect(page.getByRole('heading', { name: 'Make a request' })).toBeInViewport();
  });

  test('choosing v1 in the version menu opens the v1 docs', async ({ page }) => {
    await page.goto('/api-reference/pets/list-pets');
    const versions = page.locator('details.switcher[data-division="version"]');
    await expect(versions.locator('summary')).toHaveText('v2');
    await versions.locator('summary').click();
    await versions.getByRole('link', { name: 'v1' }).click();
    await expect(page).toHaveURL(/\/v1\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Petstore v1 documentation');
    await expect(page.locator('details.switcher[data-division="version"] summary')).toHaveText('v1');
    await page.locator('nav.tabs').getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/v1\/api-reference\//);
    await expect(
      page
        .locator('#sidebar')
        .getByRole('link', { name: /Replace a pet/ })
        .locator('.badge-deprecated'),
    ).toBeVisible();
  });

  test('choosing fr in the language menu opens the French docs', async ({ page }) => {
    await page.goto('/');
    const languages = page.locator('details.switcher[data-division="language"]');
    await languages.locator('summary').click();
    await languages.getByRole('link', { name: 'fr' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation Petstore');
  });

  test('an unknown address shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page.locator('#sidebar')).toBeAttached();
  });

  test('an old address listed in docs.json redirects to its new page', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await expect(page).toHaveURL(/\/quickstart\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
    await page.goto('/reference/pets');
    await expect(page).toHaveURL(/\/api-reference\/pets\/list-pets\/$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the sidebar stays hidden until the menu button opens it', async ({ page }) => {
      await page.goto('/quickstart');
      const sidebar = page.locator('#sidebar');
      const menu = page.locator('.menu-button');
      await expect(sidebar).toBeHidden();
      await expect(menu).toBeVisible();
      await menu.click();
      await expect(page.locator('body')).toHaveClass(/\bnav-open\b/);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(sidebar).toBeVisible();
      await sidebar.getByRole('link', { name: 'Petstore documentation' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Petstore documentation');
      await expect(page.locator('#sidebar')).toBeHidden();
    });
  });
});
