import { expect, test } from '@playwright/test';

test.describe('files beside the pages', () => {
  test('llms.txt lists the pages, each with a Markdown twin', async ({ request }) => {
    const llms = await request.get('/llms.txt');
    expect(llms.status()).toBe(200);
    const text = await llms.text();
    expect(text).toMatch(/^# Petstore$/m);
    expect(text).toContain('https://docs.example.com/api-reference/pets/list-pets.md');
    const twin = await request.get('/api-reference/pets/list-pets.md');
    expect(twin.status()).toBe(200);
    expect(await twin.text()).toMatch(/^# List pets$/m);
  });

  test('sitemap.xml lists navigable pages and leaves hidden ones out', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://docs.example.com/v1/api-reference/pets/list-pets/</loc>');
    expect(sitemap).toContain('<loc>https://docs.example.com/store-api/inventory/get-inventory/</loc>');
    expect(sitemap).not.toContain('audit-inventory');
  });
});
