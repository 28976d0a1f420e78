/**
 * The hosted platform's page layouts (frontmatter `mode`) and its dark-mode class, in Chromium,
 * from a small docs repo built with `quire build`: each mode shows what the platform shows
 * (outline, sidebar, title, footer) on a desktop and on a phone, and a repo stylesheet written for
 * the platform (`.dark .shade { … }`) applies in the dark theme, from the first paint and after
 * the toggle. Screenshots of every mode in both themes at both widths are attached.
 */
import { expect, type Page, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

const modes = ['default', 'wide', 'custom', 'frame', 'center'] as const;
type Mode = (typeof modes)[number];
const pathOf = (mode: Mode) => (mode === 'default' ? '/' : `/${mode}`);

const sections = ['Install', 'Configure', 'Deploy']
  .map((name) => `## ${name}\n\n${`The ${name.toLowerCase()} step, in a paragraph long enough to wrap over a few lines of the page. `.repeat(4)}\n`)
  .join('\n');
const hero = '<div className="hero">\n  <p className="hero-title">Build with Acme</p>\n  <p>Guides, references and examples.</p>\n</div>\n\n';
const page = (mode: Mode) =>
  [
    `---\ntitle: ${mode === 'default' ? 'Home' : `The ${mode} mode`}\ndescription: A page in the ${mode} layout.\n${mode === 'default' ? '' : `mode: ${mode}\n`}---\n`,
    mode === 'custom' || mode === 'frame' ? hero : '',
    '<p className="shade">Shaded by the repo’s own stylesheet.</p>\n',
    sections,
  ].join('\n');
const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Modes',
    navigation: { groups: [{ group: 'Pages', pages: modes.map((mode) => (mode === 'default' ? 'index' : mode)) }] },
    footer: { socials: { github: 'https://github.com/acme' } },
  }),
  ...Object.fromEntries(modes.map((mode) => [`${mode === 'default' ? 'index' : mode}.mdx`, page(mode)])),
  // Written for the hosted platform, which marks dark mode with a `dark` class on <html>.
  'style.css':
    '.shade { color: rgb(10, 20, 30); }\n.dark .shade { color: rgb(200, 210, 220); }\n.hero { padding: 3rem 1.5rem; text-align: center; background: #eef2ff; }\n.dark .hero { background: #1e1b4b; }\n.hero-title { font-size: 2rem; font-weight: 700; margin: 0; }\n',
};

const site = siteForTests(files);

async function open(page: Page, mode: Mode, width: number, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(site.url + pathOf(mode));
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Left and right edges of an element, in CSS pixels. */
async function edges(page: Page, selector: string): Promise<{ left: number; right: number }> {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

const windowWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

test.describe('page modes at 1280 px', () => {
  test('default: sidebar, outline, title and footer', async ({ page }) => {
    await open(page, 'default', 1280);
    await expect(page.locator('#sidebar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
  });

  test('wide: the sidebar stays, the outline goes and the text takes its width', async ({ page }) => {
    await open(page, 'default', 1280);
    const normal = await edges(page, '.prose');
    await page.goto(site.url + pathOf('wide'));
    await expect(page.locator('#sidebar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'The wide mode' })).toBeVisible();
    const wide = await edges(page, '.prose');
    expect(wide.left).toBe(normal.left);
    expect(wide.right - wide.left, 'the text is wider than beside an outline').toBeGreaterThan(normal.right - normal.left + 150);
  });

  test('custom: only the header above the author’s page, edge to edge, without title, outline, sidebar or footer', async ({ page }) => {
    await open(page, 'custom', 1280);
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('#sidebar')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await expect(page.locator('.prev-next')).toHaveCount(0);
    // The title stays for search and screen readers.
    await expect(page.getByRole('heading', { level: 1, name: 'The custom mode' })).toHaveCount(1);
    const title = (await page.locator('.page-header').boundingBox())!;
    expect(title.width * title.height, 'the title takes no room').toBeLessThanOrEqual(1);
    expect(await edges(page, '.hero')).toEqual({ left: 0, right: await windowWidth(page) });
  });

  test('frame: the author’s page beside the sidebar, without title or outline', async ({ page }) => {
    await open(page, 'frame', 1280);
    const sidebar = await edges(page, '#sidebar');
    await expect(page.locator('#sidebar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'The frame mode' })).toHaveCount(1);
    const title = (await page.locator('.page-header').boundingBox())!;
    expect(title.width * title.height, 'the title takes no room').toBeLessThanOrEqual(1);
    expect(await edges(page, '.hero')).toEqual({ left: sidebar.right, right: await windowWidth(page) });
    await expect(page.locator('.site-footer')).toBeVisible();
  });

  test('center: no sidebar or outline, the text in the middle of the window', async ({ page }) => {
    await open(page, 'center', 1280);
    await expect(page.locator('#sidebar')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'The center mode' })).toBeVisible();
    const text = await edges(page, '.page');
    const width = await windowWidth(page);
    expect(Math.abs(text.left - (width - text.right)), 'as much room on each side').toBeLessThanOrEqual(2);
    expect(text.left).toBeGreaterThan(200);
    await expect(page.locator('.site-footer')).toBeVisible();
  });
});

test.describe('page modes at 390 px', () => {
  for (const mode of modes) {
    test(`${mode}: no outline, no sidebar until the menu opens it, and nothing scrolls sideways`, async ({ page }) => {
      await open(page, mode, 390);
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
      await expect(page.locator('#sidebar')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const text = await edges(page, '.prose');
      if (mode === 'custom' || mode === 'frame') expect(text, 'the author’s page is edge to edge').toEqual({ left: 0, right: await windowWidth(page) });
      else expect(text.left, 'the text keeps its margin').toBeGreaterThan(8);
      // The sidebar stays the way to the other pages on a phone, whatever the page's mode.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.locator('#sidebar').getByRole('link', { name: 'The wide mode' })).toBeVisible();
    });
  }
});

test.describe('the platform’s dark class', () => {
  test('a repo rule written as `.dark .shade` applies in the dark theme, from the first paint and after the toggle', async ({ page }) => {
    const shade = page.locator('.shade');
    await open(page, 'default', 1280, 'dark');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(shade).toHaveCSS('color', 'rgb(200, 210, 220)');
    await page.locator('[data-theme-toggle]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(shade).toHaveCSS('color', 'rgb(10, 20, 30)');
    await page.locator('[data-theme-toggle]').click();
    await expect(shade).toHaveCSS('color', 'rgb(200, 210, 220)');
  });
});

test('screenshots of every mode in both themes, on a desktop and on a phone', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
      await page.setViewportSize({ width, height: 900 });
      for (const mode of modes) {
        await page.goto(site.url + pathOf(mode));
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const path = testInfo.outputPath(`${mode}-${theme}-${width}.png`);
        await page.screenshot({ path });
        await testInfo.attach(`${mode} mode, ${theme} theme, ${width} px`, { path, contentType: 'image/png' });
      }
    }
  }
});
