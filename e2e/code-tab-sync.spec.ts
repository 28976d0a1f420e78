/**
 * Tabs of the same title stay in step, in Chromium: picking Python in one code group picks it in
 * the page's other groups, and the language picked in an endpoint's request samples is the one
 * the next endpoint page opens on (the pages' inline scripts, tab-set.ts and render-code-samples.ts).
 */
import { expect, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

const group = '<CodeGroup>\n```js client.js\nconst client = new Acme();\n```\n\n```python client.py\nclient = Acme()\n```\n</CodeGroup>';
const pets = (id: string) => ({ get: { operationId: id, summary: id, responses: { 200: { description: 'OK' } } } });
const site = siteForTests({
  'docs.json': JSON.stringify({
    name: 'Tabs',
    navigation: {
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'API', openapi: 'pets.json' },
      ],
    },
  }),
  'index.mdx': `---\ntitle: Install\n---\n\n${group}\n\nAgain:\n\n${group}\n`,
  'pets.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: 'https://pets.test' }],
    paths: { '/pets': pets('listPets'), '/cats': pets('listCats') },
  }),
});

test("picking a tab picks the same title in the page's other groups", async ({ page }) => {
  await page.goto(`${site.url}/`);
  const radios = page.locator('.q-tab-input[data-sync="client.py"]');
  await expect(radios).toHaveCount(2);
  await page.locator('.q-tab-label', { hasText: 'client.py' }).first().click();
  await expect(radios.nth(1)).toBeChecked();
});

test("the language picked in an endpoint's request samples is the next endpoint page's", async ({ page }) => {
  await page.goto(`${site.url}/api-reference/list-pets/`);
  await page.locator('.q-tabset-code .q-tab-label', { hasText: /^Python$/ }).click();
  await page.goto(`${site.url}/api-reference/list-cats/`);
  await expect(page.locator('.q-tabset-code .q-tab-input[data-sync="Python"]')).toBeChecked();
});
