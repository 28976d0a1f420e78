import { expect, type Page, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

// One search across the whole site, as on Quire's own docs: a Guides tab of no version beside an
// API tab of version "v1" (each version has an index of its own). Also: words the site lacks find
// nothing, a mistyped word is corrected, and the key hint fits the reader's platform and screen.

const spec = {
  openapi: '3.1.0',
  info: { title: 'Hosting', version: '1' },
  servers: [{ url: 'https://api.example.com/v1' }],
  paths: {
    '/project/update/{projectId}': {
      post: {
        summary: 'Trigger an update',
        description: 'Queues a deployment of the project and answers with its status.',
        parameters: [{ name: 'projectId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '202': { description: 'Queued.' } },
      },
    },
    '/project/status/{statusId}': {
      get: {
        summary: 'Get the status',
        description: 'The status record of one update.',
        parameters: [{ name: 'statusId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The record.' } },
      },
    },
  },
};
const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Search fixture',
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guides/deploy'] }] },
        {
          tab: 'Hosting API',
          version: 'v1',
          openapi: 'openapi.json',
          groups: [{ group: 'Updates', pages: ['POST /project/update/{projectId}', 'GET /project/status/{statusId}'] }],
        },
      ],
    },
  }),
  'openapi.json': JSON.stringify(spec),
  // "-p" and "<p>": the one-letter words Pagefind fell back to for "pagination".
  'index.mdx': '---\ntitle: Welcome\n---\n\nCreate the folder with `mkdir -p dist`, then write a `<p>` element.\n',
  'guides/deploy.mdx': '---\ntitle: Deploying\n---\n\n## Deployment steps\n\nEvery push queues a deployment; the queue runs one at a time.\n',
};

const site = siteForTests(files);

async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search the docs' });
  if (!(await box.isVisible())) await page.keyboard.press('Control+K');
  await box.fill(query);
  // The listbox names the query its results answer once they are drawn (hidden when there are none).
  await expect(page.locator('dialog.search-dialog [role=listbox]')).toHaveAttribute('data-query', query);
  return page.getByRole('listbox', { name: 'Results' });
}

const titles = (results: ReturnType<Page['getByRole']>) => results.getByRole('option').locator('.search-hit-title').allInnerTexts();

test('from the Guides tab, an endpoint page of the versioned API tab is found, first for its title', async ({ page }) => {
  await page.goto(`${site.url}/guides/deploy`);
  const results = await search(page, 'Trigger an update');
  await expect(results.getByRole('option').first()).toHaveAttribute('href', /trigger/);
  await expect(results.getByRole('option').first().locator('.search-hit-title')).toHaveText('Trigger an update');
  await expect(results.getByRole('group', { name: 'Hosting API · v1' })).toBeVisible();
});

test("the reader's own tab comes first among pages that match equally", async ({ page }) => {
  await page.goto(`${site.url}/guides/deploy`);
  expect((await titles(await search(page, 'queue')))[0]).toBe('Deploying');
  await page.goto(`${site.url}/`);
  await page.getByRole('link', { name: 'Hosting API' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Trigger an update|Get the status/);
  expect((await titles(await search(page, 'queue')))[0]).toBe('Trigger an update');
});

test('the type and section menus narrow the results; a menu of one value is not shown', async ({ page }) => {
  await page.goto(`${site.url}/`);
  const results = await search(page, 'update');
  const dialog = page.locator('dialog.search-dialog');
  const type = dialog.getByRole('combobox', { name: 'Type' });
  await expect(type.locator('option')).toHaveText(['All types', 'Endpoints', 'Guides']);
  await expect(dialog.getByRole('combobox', { name: 'Section' }).locator('option')).toHaveText(['All sections', 'Guides', 'Hosting API']);
  await expect(dialog.getByRole('combobox', { name: 'Version' }), 'one version in the site').toBeHidden();
  await search(page, 'deployment');
  expect(await titles(results)).toEqual(expect.arrayContaining(['Deploying', 'Trigger an update']));
  await type.selectOption('Endpoints');
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(results.getByRole('option').locator('.search-hit-title')).toHaveText('Trigger an update');
  await dialog.getByRole('combobox', { name: 'Section' }).selectOption('Guides');
  await expect(dialog.getByRole('status')).toHaveText('No results for “deployment” with these filters. Try fewer words, or the start of a word.');
});

test('a word the site lacks finds nothing, even where one-letter words start it', async ({ page }) => {
  await page.goto(`${site.url}/`);
  await search(page, 'pagination');
  await expect(page.locator('dialog.search-dialog').getByRole('status')).toHaveText('No results for “pagination”. Try fewer words, or the start of a word.');
  await expect(page.getByRole('listbox', { name: 'Results' })).toBeHidden();
});

test('the start of a word finds its pages, and a mistyped word is read as the title word it is near', async ({ page }) => {
  await page.goto(`${site.url}/`);
  expect(await titles(await search(page, 'deploym'))).toEqual(expect.arrayContaining(['Deploying', 'Trigger an update']));
  const results = await search(page, 'tirgger');
  await expect(page.locator('dialog.search-dialog').getByRole('status')).toHaveText('No results for “tirgger”. 1 result for “trigger”.');
  await expect(results.getByRole('option').first().locator('.search-hit-title')).toHaveText('Trigger an update');
});

test('the search key hint says ⌘K on Apple platforms and Ctrl K elsewhere', async ({ browser }) => {
  for (const [platform, hint] of [
    ['MacIntel', '⌘K'],
    ['iPad', '⌘K'],
    ['Win32', 'Ctrl K'],
    ['Linux x86_64', 'Ctrl K'],
  ] as const) {
    const context = await browser.newContext();
    // Chromium's userAgentData says the machine's platform; each browser's own answer is emulated.
    await context.addInitScript((name) => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => name });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    }, platform);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await expect(page.locator('.search-button kbd'), platform).toHaveText(hint);
    await context.close();
  }
});

test('the 404 page on a phone offers search without telling the reader to press keys', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/no-such-page`);
  const text = page.locator('#content');
  await expect(text).toContainText('search the docs');
  await expect(text.locator('kbd')).toBeHidden();
  expect(await text.innerText()).not.toMatch(/press|Ctrl|⌘/i);
  await text.getByRole('button', { name: 'search the docs' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toBeFocused();
  // On a desktop, the shortcut shows beside it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(text.locator('kbd')).toBeVisible();
});
