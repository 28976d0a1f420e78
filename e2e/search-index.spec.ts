import { expect, type Page, test } from '@playwright/test';

// What search finds and quotes: the content a reader wants, never the page's chrome.

async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search the docs' });
  if (!(await box.isVisible())) await page.keyboard.press('Control+K');
  await box.fill(query);
  const results = page.getByRole('listbox', { name: 'Results' });
  await expect(results).toHaveAttribute('data-query', query);
  return results;
}

// Badges, buttons, the address bar, the auth panel, types and flags glued to field names.
const chrome =
  /Try it|Connect\b|POST\s*https|HOOK|WSwss|API key in header|Send the key|Version v\d|Previous|On this page|MCP tool|(string|integer|boolean)(<|required)|\d+ fields?\b/;

test("excerpts quote the page's own text, without badges, buttons, the address bar or the auth panel", async ({ page }) => {
  await page.goto('/');
  let seen = 0;
  for (const query of ['adopt', 'pet', 'header', 'key', 'petAdopted', 'shelter', 'orders']) {
    const results = await search(page, query);
    for (const excerpt of await results.locator('.search-hit-excerpt').allInnerTexts()) {
      seen++;
      expect.soft(excerpt, `an excerpt for "${query}"`).not.toMatch(chrome);
    }
  }
  expect(seen).toBeGreaterThan(15);
});

test("a deprecated endpoint's result has its plain title, with a separate Deprecated mark", async ({ page }) => {
  await page.goto('/');
  const results = await search(page, 'Remove a pet');
  const option = results.getByRole('option').first();
  await expect(option.locator('.search-hit-title')).toHaveText('Remove a pet');
  await expect(option.locator('.search-hit-flag')).toHaveText('Deprecated');
  await expect(option.locator('.method')).toHaveText('DEL');
  await expect(option.locator('.search-hit-excerpt')).not.toContainText('Remove a pet');
});

test('parameter names are searchable and lead to their endpoint', async ({ page }) => {
  await page.goto('/');
  const results = await search(page, 'Idempotency-Key');
  await expect(results.getByRole('option').first()).toHaveAttribute('href', '/api-reference/pets/create-pet/');
});

test("search shows the page's own version first and other versions after, labeled", async ({ page }) => {
  // Each version has an index of its own (Pagefind builds one index in memory: dozens of versions
  // took gigabytes); search merges them all, the English ones here: the versions', and the root
  // index's English part, which holds the specs' changelog pages (the rest of it is French).
  const indexes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.pf_meta')) indexes.push(pathname.replace(/[^/]*$/, ''));
  });
  await page.goto('/');
  let results = await search(page, 'List pets');
  await expect(results.getByRole('option').first()).toHaveAttribute('href', '/api-reference/pets/list-pets/');
  await expect(results.getByRole('group', { name: 'API reference · v1' }).getByRole('option', { name: /List pets/ })).toHaveAttribute(
    'href',
    '/v1/api-reference/pets/list-pets/',
  );
  expect(indexes.sort()).toEqual(['/pagefind/', '/pagefind/version-v1/', '/pagefind/version-v2/']);
  await page.goto('/v1');
  results = await search(page, 'List pets');
  await expect(results.getByRole('option').first()).toHaveAttribute('href', '/v1/api-reference/pets/list-pets/');
});
