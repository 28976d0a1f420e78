/**
 * Mermaid diagrams in Chromium: a small docs repo with diagram pages and a page without one is
 * built with `quire build` and served with `quire preview`. Diagrams are drawn, follow the theme
 * toggle, stay inside their box on a phone, and a broken or hostile one harms nothing; a page
 * without a diagram fetches none of Mermaid.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

const pages: Record<string, string> = {
  'docs.json': JSON.stringify({ name: 'Diagrams', navigation: { groups: [{ group: 'Start', pages: ['index', 'architecture', 'broken', 'hostile'] }] } }),
  'index.mdx': '---\ntitle: Welcome\n---\n\nNo diagram on this page.\n\n```js\nconst a = 1;\n```\n',
  'architecture.mdx': `---
title: Architecture
---

How a request flows.

\`\`\`mermaid
flowchart LR
  A[Client app] --> B{Gateway}
  B -->|authorized| C[Orders service]
  B -->|rejected| D[Error page]
  C --> E[(Orders database)]
  C --> F[Payments service]
  F --> G[Card network]
\`\`\`

The payment:

\`\`\`mermaid
sequenceDiagram
  participant U as User
  participant A as API
  participant P as Payments
  U->>A: POST /orders
  A->>P: charge(card)
  P-->>A: ok
  A-->>U: 201 Created
\`\`\`
`,
  'broken.mdx': '---\ntitle: Broken\n---\n\nBefore.\n\n```mermaid\nflowchart LR\n  A --> B -->\n  this is not mermaid ]]]\n```\n\nAfter the broken diagram.\n',
  'hostile.mdx': `---
title: Hostile
---

\`\`\`mermaid
%%{init: {"securityLevel": "loose"}}%%
flowchart LR
  A["<img src=x onerror=window.__pwned=1>Label"] --> B["<script>window.__pwned=2</script>B"]
  click A call alert("clicked")
  click B href "javascript:window.__pwned=3"
\`\`\`
`,
};

const site = siteForTests(pages);

/** Relative luminance (0 black, 1 white) of a computed CSS color such as `rgb(236, 236, 255)`. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The fill of the diagram's first node shape. */
function nodeFill(box: Locator): Promise<string> {
  return box
    .locator('svg g.node')
    .first()
    .locator('rect, path, polygon')
    .first()
    .evaluate((shape) => getComputedStyle(shape).fill);
}

/** The paths of the scripts the page fetches from now on, filled in as it runs. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a diagram is drawn, and drawn again in dark colors when the reader switches to the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const scripts = scriptRequests(page);
  await page.goto(`${site.url}/architecture`);
  const box = page.locator('.q-mermaid').first();
  await expect(box.locator('svg')).toBeVisible({ timeout: 15_000 });
  await expect(box.locator('.q-mermaid-source')).toBeHidden();
  await expect(box).toHaveAttribute('data-drawn', 'default');
  await expect(box.locator('svg')).toContainText('Orders service');
  expect(
    scripts.some((path) => path === '/_quire/mermaid/mermaid.esm.min.mjs'),
    'Mermaid was fetched',
  ).toBe(true);
  const light = await nodeFill(box);
  expect(luminance(light), `light node fill ${light}`).toBeGreaterThan(0.6);
  const firstId = await box.locator('svg').getAttribute('id');

  await page.locator('[data-theme-toggle]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Drawing again takes as long as the first drawing: on a busy machine, longer than expect's 5 s.
  await expect(box).toHaveAttribute('data-drawn', 'dark', { timeout: 15_000 });
  await expect(box.locator('svg')).not.toHaveAttribute('id', firstId!);
  const dark = await nodeFill(box);
  expect(luminance(dark), `dark node fill ${dark}`).toBeLessThan(0.1);
  await expect(page.locator('.q-mermaid').nth(1)).toHaveAttribute('data-drawn', 'dark', { timeout: 15_000 });
});

test('a diagram being drawn when the reader switches the theme is drawn again in the new theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // Mermaid draws in a scratch element it adds to <body> (id `d` + the drawing's id): the theme is
  // switched the moment the second diagram's drawing starts, so it is in flight at the switch.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      if (!records.some((r) => [...r.addedNodes].some((n) => (n as Element).id === 'dq-mermaid-2'))) return;
      observer.disconnect();
      document.querySelector<HTMLElement>('[data-theme-toggle]')?.click();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${site.url}/architecture`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 15_000 });
  for (const box of await page.locator('.q-mermaid').all()) {
    await expect(box).toHaveAttribute('data-drawn', 'dark', { timeout: 15_000 });
  }
});

test('a page without a diagram fetches none of the scripts that only Mermaid needs', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await page.waitForLoadState('networkidle');
  expect(readdirSync(join(site.out, '_quire', 'mermaid', 'chunks', 'mermaid.esm.min')).length, 'Mermaid and its diagram chunks are there').toBeGreaterThan(5);
  expect(scripts.filter((path) => /mermaid/i.test(path))).toEqual([]);
  expect(scripts.length, 'the page loaded its own script').toBeGreaterThan(0);
});

test('a diagram with a syntax error shows its source and a short note; the page goes on', async ({ page }) => {
  await page.goto(`${site.url}/broken`);
  const box = page.locator('.q-mermaid');
  await expect(box.locator('.q-mermaid-error')).toHaveText(/^This diagram could not be drawn: Parse error on line 3\.$/, { timeout: 15_000 });
  await expect(box.locator('.q-mermaid-source')).toBeVisible();
  await expect(box.locator('.q-mermaid-source')).toContainText('this is not mermaid ]]]');
  await expect(box.locator('svg')).toHaveCount(0);
  await expect(page.locator('body > [id^="dq-mermaid"], body > svg')).toHaveCount(0);
  await expect(page.getByText('After the broken diagram.')).toBeVisible();
});

test("a diagram's text cannot run script: labels, clicks and init directives stay strict", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${site.url}/hostile`);
  const box = page.locator('.q-mermaid');
  await expect(box.locator('svg')).toBeVisible({ timeout: 15_000 });
  await expect(box.locator('svg g.node')).toHaveCount(2);
  await expect(box.locator('svg')).toContainText('Label');
  for (const node of await box.locator('svg g.node').all()) await node.click({ force: true });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await box.locator('svg script, svg [onerror], svg a[href^="javascript:"], svg foreignObject script').count()).toBe(0);
});

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshot of diagrams at ${width} px in the ${theme} theme: they fit, or scroll inside their box`, async ({ page }, testInfo) => {
      await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}/architecture`);
      const boxes = page.locator('.q-mermaid');
      for (let i = 0; i < (await boxes.count()); i++)
        await expect(boxes.nth(i)).toHaveAttribute('data-drawn', theme === 'dark' ? 'dark' : 'default', { timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page itself does not scroll sideways').toBeLessThanOrEqual(width);
      for (const box of await boxes.all()) {
        const { clientWidth, scrollWidth, overflow } = await box.evaluate((el) => ({
          clientWidth: el.clientWidth,
          scrollWidth: el.scrollWidth,
          overflow: getComputedStyle(el).overflowX,
        }));
        if (scrollWidth > clientWidth) expect(overflow, 'a wide diagram scrolls inside its box').toBe('auto');
      }
      const path = testInfo.outputPath(`mermaid-${width}-${theme}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`diagrams at ${width} px, ${theme} theme`, { path, contentType: 'image/png' });
    });
  }
}
