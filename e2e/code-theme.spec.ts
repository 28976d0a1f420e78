/**
 * Code blocks in Chromium, from a small docs repo built twice with `quire build`: once with
 * docs.json `styling.codeblocks` unset ("system") and once with "dark". Every kind of block (a
 * guide fence, a CodeGroup and its tab strip, a request sample, a response example, the
 * playground's response) is light in the light theme and dark in the dark one, or dark in both
 * with "dark"; what is drawn on the code (tab labels, copy buttons) stays readable; a long line
 * scrolls inside its block; and the playground's JSON response has the examples' token colors.
 * The playground sends to the echo API that global-setup.ts starts on port 4010.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { buildSite, type Preview, startPreview } from './fixtures/site-server.ts';

const guideLine = `const url = "https://api.example.com/${'segment/'.repeat(30)}end";`;
const groupLine = `const group = "${'group/'.repeat(40)}end";`;
const spec = `openapi: 3.1.0
info: { title: Acme, version: '1' }
servers:
  - url: http://localhost:4010/v1/a/rather/long/base/path/so/that/every/request/sample/has/a/line/wider/than/its/column
paths:
  /widgets:
    get:
      operationId: listWidgets
      summary: List widgets
      responses:
        '200':
          description: OK
          content:
            application/json:
              example: { id: w_1, description: "${'A widget description that is longer than the column. '.repeat(3)}", count: 3, active: true, parent: null }
`;
const files = (styling?: object): Record<string, string> => ({
  'docs.json': JSON.stringify({
    name: 'Code colors',
    navigation: {
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'API', openapi: 'openapi.yaml' },
      ],
    },
    ...(styling && { styling }),
  }),
  'index.mdx': `---\ntitle: Install\n---\n\n\`\`\`bash\nnpm install acme\n\`\`\`\n\n<CodeGroup>\n\`\`\`js client.js\nconst client = new Acme();\n${groupLine}\n\`\`\`\n\n\`\`\`python client.py\nclient = Acme()\n\`\`\`\n</CodeGroup>\n\n\`\`\`js\n${guideLine}\n\`\`\`\n`,
  'openapi.yaml': spec,
});

const endpoint = '/api-reference/list-widgets';
let work: string;
const sites: Record<'system' | 'dark', Preview | undefined> = { system: undefined, dark: undefined };
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'quire-e2e-code-theme-'));
  for (const [name, styling] of [
    ['system', undefined],
    ['dark', { codeblocks: 'dark' }],
  ] as const) {
    const docs = join(work, name);
    mkdirSync(docs);
    for (const [file, text] of Object.entries(files(styling))) writeFileSync(join(docs, file), text);
    buildSite(docs, join(work, `${name}-out`));
    sites[name] = await startPreview(join(work, `${name}-out`));
  }
});

test.afterAll(async () => {
  await sites.system?.stop();
  await sites.dark?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The relative luminance of an element's background (the first ancestor's that is not transparent). */
function luminanceOf(block: Locator): Promise<number> {
  return block.evaluate((element) => {
    const rgb = (color: string) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    let at: Element | null = element;
    while (at && rgb(getComputedStyle(at).backgroundColor)[3] === 0) at = at.parentElement;
    const [r, g, b] = rgb(getComputedStyle(at ?? document.body).backgroundColor).map((c) => c / 255);
    const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  });
}

/** WCAG contrast of an element's text against its background. */
function contrastOf(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const rgb = (color: string) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    let at: Element | null = element;
    while (at && rgb(getComputedStyle(at).backgroundColor)[3] === 0) at = at.parentElement;
    const [light, dark] = [luminance(rgb(getComputedStyle(element).color)), luminance(rgb(getComputedStyle(at ?? document.body).backgroundColor))].sort(
      (a, b) => b - a,
    );
    return (light! + 0.05) / (dark! + 0.05);
  });
}

async function open(page: Page, site: Preview, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
  await page.goto(`${site.url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function sendFromPlayground(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  return dialog;
}

/** Every kind of code block of the two pages, with its name: the guide page's, then the endpoint's (playground opened and sent). */
async function eachBlock(page: Page, site: Preview, theme: 'light' | 'dark', check: (name: string, block: Locator) => Promise<void>): Promise<void> {
  await open(page, site, '/', theme);
  const group = page.locator('.q-tabset-code').filter({ hasText: 'client.js' });
  await check('guide fence', page.locator('pre.astro-code').filter({ hasText: 'npm install acme' }));
  await check('CodeGroup tab strip', group.locator('.q-tab-label').first());
  await check('CodeGroup block', group.locator('pre:visible'));
  await page.goto(`${site.url}${endpoint}`);
  await check('request sample', page.locator('pre.q-code[data-language="shellscript"]:visible'));
  await check('response example', page.locator('pre.q-code[data-language="json"]:visible'));
  const dialog = await sendFromPlayground(page);
  await check('playground response', dialog.locator('.pg-body'));
  await check('playground cURL', dialog.locator('.pg-curl'));
}

const matches = { light: (l: number) => l > 0.6, dark: (l: number) => l < 0.1 };

for (const theme of ['light', 'dark'] as const) {
  test(`styling.codeblocks "system": every code block is ${theme} in the ${theme} theme`, async ({ page }) => {
    await eachBlock(page, sites.system!, theme, async (name, block) => {
      const luminance = await luminanceOf(block);
      expect(matches[theme](luminance), `${name}: background luminance ${luminance.toFixed(3)}`).toBe(true);
    });
  });

  test(`styling.codeblocks "dark": every code block is dark in the ${theme} theme, and what is drawn on it stays readable`, async ({ page }) => {
    await eachBlock(page, sites.dark!, theme, async (name, block) => {
      const luminance = await luminanceOf(block);
      expect(matches.dark(luminance), `${name}: background luminance ${luminance.toFixed(3)}`).toBe(true);
    });
    // Tab labels and copy buttons take the code's colors, not the page's: no dark text on dark code.
    await open(page, sites.dark!, '/', theme);
    const group = page.locator('.q-tabset-code').filter({ hasText: 'client.js' });
    for (const label of await group.locator('.q-tab-label').all()) expect(await contrastOf(label), await label.innerText()).toBeGreaterThanOrEqual(4.5);
    for (const button of await page.getByRole('button', { name: 'Copy' }).all()) expect(await contrastOf(button), 'copy button').toBeGreaterThanOrEqual(4.5);
  });
}

test('a long line scrolls inside its block, and the page stays as wide as the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scrolls = async (name: string, block: Locator) => {
    const box = await block.evaluate((element) => {
      const style = getComputedStyle(element);
      element.scrollLeft = 60;
      return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, overflowX: style.overflowX, scrollLeft: element.scrollLeft };
    });
    expect(box.scrollWidth, `${name}: the line is wider than the block`).toBeGreaterThan(box.clientWidth);
    expect(['auto', 'scroll'], `${name}: the block scrolls`).toContain(box.overflowX);
    expect(box.scrollLeft, `${name}: the block scrolled`).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: the page is not widened`).toBeLessThanOrEqual(390);
  };
  const site = sites.system!;
  await open(page, site, '/', 'light');
  await scrolls('guide fence', page.locator('pre.astro-code').filter({ hasText: 'segment/' }));
  await scrolls('CodeGroup block', page.locator('.q-tabset-code pre').filter({ hasText: 'group/' }));
  await page.goto(`${site.url}${endpoint}`);
  await scrolls('request sample', page.locator('pre.q-code[data-language="shellscript"]:visible'));
  await scrolls('response example', page.locator('pre.q-code[data-language="json"]:visible'));
  const dialog = await sendFromPlayground(page);
  await scrolls('playground response', dialog.locator('.pg-body'));
});

for (const theme of ['light', 'dark'] as const) {
  test(`the playground's JSON response has the response examples' token colors in the ${theme} theme`, async ({ page }) => {
    await open(page, sites.system!, endpoint, theme);
    const example = page.locator('pre.q-code[data-language="json"]:visible');
    const colorOf = (token: Locator) => token.evaluate((element) => getComputedStyle(element).color);
    // A token is an element of its own in the code (a <q-tk> for a key, reference/code-samples/highlight.ts).
    const exampleKey = await colorOf(
      example
        .locator('code > *')
        .filter({ hasText: /^"?id"?$/ })
        .first(),
    );
    const exampleString = await colorOf(
      example
        .locator('code > *')
        .filter({ hasText: /^"?w_1"?$/ })
        .first(),
    );
    const dialog = await sendFromPlayground(page);
    const body = dialog.locator('.pg-body');
    const plain = await colorOf(body);
    await expect(body.locator('.j-key').first()).toBeVisible();
    expect(await colorOf(body.locator('.j-key').first()), 'a key').toBe(exampleKey);
    expect(await colorOf(body.locator('.j-string').first()), 'a string').toBe(exampleString);
    expect(exampleKey, 'keys are colored').not.toBe(plain);
    // The body still reads as the API's JSON.
    expect(JSON.parse(await body.innerText())).toHaveProperty('method', 'GET');
    const results = await new AxeBuilder({ page }).include('.pg-body').withRules(['color-contrast']).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
  });
}
