/**
 * The copy button of code blocks in Chromium: a guide block, a CodeGroup tab, a block with a long
 * line (from a small docs repo built with `quire build`) and the demo's request samples and
 * response examples. The button puts the block's code on the clipboard, says "Copied", is
 * reached by keyboard, and stays in the block's corner when a long line scrolls.
 */
import { expect, type Page, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

const long = `const url = "https://api.example.com/${'segment/'.repeat(30)}end";`;
const pages: Record<string, string> = {
  'docs.json': JSON.stringify({ name: 'Code', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
  'index.mdx': `---\ntitle: Install\n---\n\n\`\`\`bash\nnpm install acme\n\`\`\`\n\n<CodeGroup>\n\`\`\`js client.js\nconst client = new Acme();\n\`\`\`\n\n\`\`\`python client.py\nclient = Acme()\n\`\`\`\n</CodeGroup>\n\n\`\`\`js\n${long}\n\`\`\`\n`,
};

const site = siteForTests(pages);

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a guide block copies its code and says "Copied"', async ({ page }) => {
  await page.goto(`${site.url}/`);
  const block = page.locator('.q-copy-frame').filter({ hasText: 'npm install acme' });
  await block.getByRole('button', { name: 'Copy' }).click();
  expect(await clipboard(page)).toBe('npm install acme');
  await expect(block.getByRole('button')).toHaveText('Copied');
  await expect(block.getByRole('button')).toHaveText('Copy', { timeout: 5000 });
});

test('a CodeGroup tab copies the code of the tab shown, reached by keyboard', async ({ page }) => {
  await page.goto(`${site.url}/`);
  await page.getByText('client.py', { exact: true }).click();
  const button = page.locator('.q-copy-frame').filter({ hasText: 'client = Acme()' }).getByRole('button', { name: 'Copy' });
  await button.focus();
  await page.keyboard.press('Enter');
  expect(await clipboard(page)).toBe('client = Acme()');
});

test('with a mouse, the button shows over the block pointed at or focused, not over every first line', async ({ page }) => {
  await page.goto(`${site.url}/`);
  const frame = page.locator('.q-copy-frame').filter({ hasText: 'segment/' });
  const button = frame.getByRole('button', { name: 'Copy' });
  await page.mouse.move(0, 0);
  await expect(button).toHaveCSS('opacity', '0');
  await frame.hover();
  await expect(button).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toHaveCSS('opacity', '1');
});

test('on a touch screen the button is always shown', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await expect(page.locator('.q-copy-frame').first().getByRole('button')).toHaveCSS('opacity', '1');
  await context.close();
});

test('the button stays in the corner of a block whose long line scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/`);
  const frame = page.locator('.q-copy-frame').filter({ hasText: 'segment/' });
  const pre = frame.locator('pre');
  const before = (await frame.getByRole('button').boundingBox())!;
  await pre.evaluate((element) => (element.scrollLeft = 400));
  expect(await pre.evaluate((element) => element.scrollLeft), 'the line scrolls inside its block').toBeGreaterThan(0);
  const after = (await frame.getByRole('button').boundingBox())!;
  expect(after.x).toBe(before.x);
  const box = (await pre.boundingBox())!;
  expect(after.x + after.width, 'inside the block').toBeLessThanOrEqual(box.x + box.width);
  expect(box.x + box.width, 'the block fits the phone').toBeLessThanOrEqual(390);
});

test("an endpoint's request sample and response example copy their code", async ({ page }) => {
  await page.goto('/api-reference/pets/get-pet');
  const frames = page.locator('.q-copy-frame');
  expect(await frames.count(), 'every code block has a button').toBe(await page.locator('pre.q-code, pre.astro-code').count());
  const sample = frames.filter({ hasText: 'curl' }).first();
  await sample.getByRole('button', { name: 'Copy' }).click();
  expect(await clipboard(page)).toMatch(/^curl /);
  const example = frames.filter({ hasText: '"name"' }).first();
  await example.getByRole('button', { name: 'Copy' }).click();
  expect(JSON.parse(await clipboard(page))).toHaveProperty('name');
});
