/**
 * The text font in Chromium. The demo names no font in docs.json, so its text is set in the
 * variable font bundled with Quire, served with the site and preloaded; a small docs repo whose
 * docs.json `fonts` names a self-hosted family gets that family instead, and the bundled file is
 * neither preloaded nor fetched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

const bundledFile = /\/_astro\/inter-latin-wght-normal\.[\w-]+\.woff2$/;

/** Font faces of the page that finished loading, by family name. */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^["']|["']$/g, ''));
  });
}

/** The font Chromium actually drew a paragraph's text with (not just the CSS asked for). */
async function drawnFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test.describe('the bundled font', () => {
  test('body text is set in the bundled variable font, its Latin file preloaded and loaded from the site', async ({ page }) => {
    const fontResponses: { url: string; status: number }[] = [];
    page.on('response', (response) => response.request().resourceType() === 'font' && fontResponses.push({ url: response.url(), status: response.status() }));
    await page.goto('/quickstart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('href', bundledFile);
    await expect(preload).toHaveAttribute('type', 'font/woff2');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable", system-ui/);
    expect(await loadedFaces(page)).toContain('Inter Variable');
    const drawn = await drawnFonts(page, '.prose p');
    expect(
      drawn.some((font) => font.isCustomFont && /^Inter/.test(font.familyName)),
      JSON.stringify(drawn),
    ).toBe(true);
    const origin = new URL(page.url()).origin;
    const latin = fontResponses.filter((response) => bundledFile.test(new URL(response.url).pathname));
    expect(latin, 'the Latin file is fetched once, from the site itself').toEqual([{ url: expect.stringMatching(`^${origin}/`), status: 200 }]);
  });

  test('code keeps a monospace font', async ({ page }) => {
    await page.goto('/quickstart');
    const code = page.locator('pre code').first();
    await expect(code).toBeVisible();
    expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/monospace/);
    expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(/Inter/);
  });
});

test.describe('docs.json fonts', () => {
  // A real woff2 file to stand for the brand's font: Inter's italic, under another family name.
  const brandFont = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-italic.woff2');
  const site = siteForTests(() => ({
    'fonts/brand.woff2': readFileSync(brandFont),
    'docs.json': JSON.stringify({
      name: 'Brand',
      fonts: { family: 'Brand Sans', weight: 450, source: '/fonts/brand.woff2' },
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    }),
    'index.mdx': "---\ntitle: Brand fonts\n---\n\nThis text is set in the brand's own font.\n",
  }));

  test('a self-hosted docs.json font replaces the bundled one, which is then neither preloaded nor fetched', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand fonts');
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
    const body = await page.evaluate(() => ({ family: getComputedStyle(document.body).fontFamily, weight: getComputedStyle(document.body).fontWeight }));
    expect(body.family).toMatch(/^"Brand Sans", system-ui/);
    expect(body.weight).toBe('450');
    expect(await loadedFaces(page)).toEqual(['Brand Sans']);
    expect(fonts).toEqual(['/fonts/brand.woff2']);
  });
});
