/**
 * A spec full of script payloads (fixtures/hostile/hostile-spec.ts) is built with `quire build`,
 * served with `quire preview`, and every page of it is opened in Chromium with its hidden parts
 * revealed: no payload may run, and no active content from the spec may reach the DOM. Plain
 * fields must still show their payload to readers, as text.
 *
 * The assertions read standard elements and attributes only, so they hold as the reference's
 * markup evolves.
 */
import { expect, type Page, test } from '@playwright/test';
import { hostileSpec, SHOWN } from './fixtures/hostile/hostile-spec.ts';
import { siteForTests } from './fixtures/site-for-tests.ts';
import { listRoutes } from './fixtures/site-server.ts';

const site = siteForTests({
  'openapi.json': JSON.stringify(hostileSpec, null, 2),
  'docs.json': JSON.stringify({ name: 'Hostile spec', navigation: { openapi: 'openapi.json' } }, null, 2),
});
let routes: { slug: string; kind: string }[];
test.beforeAll(() => {
  routes = listRoutes(site.docs);
});

test('the hostile spec builds into operation, webhook and schema pages', () => {
  const kinds = new Set(routes.map((route) => route.kind));
  expect([...kinds].sort()).toEqual(expect.arrayContaining(['operation', 'schema', 'webhook']));
});

// One walk over the pages checks both what must not run and how plain fields read: opening and
// revealing every page is the slow part, so it is done once.
test('no payload runs and no active content from the spec reaches any page, hidden parts opened; wherever a plain field shows up, its tags show as text with it: none parsed, none escaped twice', async ({
  page,
}) => {
  test.setTimeout(30_000 + routes.length * 10_000);
  const dialogs = watchDialogs(page);
  const seen = new Set<string>();
  // The docs repo has no home page: the 404 page stands in for a page outside the reference.
  for (const route of [...routes, { slug: 'no-such-page', kind: '404' }]) {
    await test.step(`/${route.slug} (${route.kind})`, async () => {
      const address = `${site.url}/${route.slug}`;
      const response = await page.goto(address);
      expect(response?.status(), 'page status').toBe(route.kind === '404' ? 404 : 200);
      await revealEverything(page);
      if (route.kind !== '404') {
        for (const match of (await readableText(page)).matchAll(/PWN:([\w.-]+)(.{0,4})/g)) {
          seen.add(match[1]!);
          // Request samples put parameters in URLs, percent-encoded as a real request would send them.
          expect.soft(['<img', '%3Ci'], `/${route.slug}: what follows PWN:${match[1]}`).toContain(match[2]);
        }
      }
      await revealPlayground(page);
      // Soft, so one run lists every hole on every page.
      expect.soft(dialogs.splice(0), 'dialogs opened by a payload').toEqual([]);
      expect.soft(await page.evaluate(() => (window as { __pwned?: number }).__pwned), 'window.__pwned').toBeUndefined();
      expect
        .soft(new URL(page.url()).pathname.replace(/\/$/, ''), 'still on the page (no refresh or redirect)')
        .toBe(new URL(address).pathname.replace(/\/$/, ''));
      expect.soft(await activeContent(page), 'active content in the DOM').toEqual([]);
    });
  }
  expect(seen.size, 'plain fields found on the pages').toBeGreaterThan(3);
});

test('plain fields show their payload as literal text, and Markdown fields keep their text', async ({ page }) => {
  const operation = routes.find((route) => route.kind === 'operation' && route.slug.includes('pwnurl-op-operation-id'));
  const schema = routes.find((route) => route.kind === 'schema' && /hostile$/.test(route.slug));
  expect(operation, 'the POST /hostile/{id} page').toBeDefined();
  expect(schema, 'the Hostile schema page').toBeDefined();

  await page.goto(`${site.url}/${operation!.slug}`);
  await revealEverything(page);
  let text = await readableText(page);
  for (const field of [SHOWN.summary, SHOWN.queryName, SHOWN.tag]) expect(text, `${field} as literal text`).toContain(`PWN:${field}<img src=x onerror=`);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
    `PWN:${SHOWN.summary}<img src=x onerror=window.__pwned=(window.__pwned||0)+1></code></script><script>`,
  );
  expect(text, "the description's Markdown text survives sanitizing").toContain(`PWNMD:${SHOWN.description} stays readable`);

  await page.goto(`${site.url}/${schema!.slug}`);
  await revealEverything(page);
  text = await readableText(page);
  expect(text, 'property name as literal text').toContain(`PWN:${SHOWN.propertyName}<img src=x onerror=`);
});

test('searching for the payloads shows results without running them', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const operation = routes.find((route) => route.kind === 'operation')!;
  await page.goto(`${site.url}/${operation.slug}`);
  await page.keyboard.press('Control+K');
  const dialog = page.locator('dialog.search-dialog');
  await expect(dialog).toBeVisible();
  for (const query of ['PWN', 'onerror', 'script', 'javascript']) {
    await dialog.getByRole('searchbox').fill(query);
    await expect(dialog.locator('.search-results li').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect.soft(dialogs.splice(0), `dialogs after searching "${query}"`).toEqual([]);
    expect.soft(await page.evaluate(() => (window as { __pwned?: number }).__pwned), `window.__pwned after searching "${query}"`).toBeUndefined();
    expect.soft(await activeContent(page), `active content after searching "${query}"`).toEqual([]);
  }
});

test('Markdown twins of the pages are never served as HTML', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(`${site.url}/${route.slug}.md`);
    if (response.status() === 404) continue;
    expect(response.headers()['content-type'] ?? '', `/${route.slug}.md`).not.toMatch(/html|xml/i);
  }
});

/** Records every alert, confirm or prompt and dismisses it. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/**
 * Opens every `<details>`, clicks every tab, radio, checkbox and collapsed toggle in the content,
 * and scrolls to the bottom so islands hydrate; then gives error and load handlers time to fire.
 */
/** Opens the page's playground, if it has one, and shows every part of it: each alternative of each select, added items, open details. */
async function revealPlayground(page: Page): Promise<void> {
  const trigger = page.getByRole('button', { name: 'Try it' });
  if (!(await trigger.count())) return;
  await trigger.click();
  await page.locator('dialog .pg-layout, dialog .pg-error').first().waitFor();
  await page.evaluate(async () => {
    const settle = () => new Promise((done) => setTimeout(done, 30));
    const dialog = document.querySelector('dialog[open]')!;
    for (let round = 0; round < 2; round++) {
      for (const button of dialog.querySelectorAll<HTMLButtonElement>('button')) if (/^\+? ?Add/.test(button.textContent ?? '')) button.click();
      for (const select of dialog.querySelectorAll('select')) {
        for (let i = 0; i < select.options.length; i++) {
          select.selectedIndex = i;
          select.dispatchEvent(new Event('input', { bubbles: true }));
          select.dispatchEvent(new Event('change', { bubbles: true }));
          await settle();
        }
      }
      for (const details of dialog.querySelectorAll('details')) details.open = true;
      await settle();
    }
  });
}

async function revealEverything(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const settle = () => new Promise((done) => setTimeout(done, 50));
    const nav = document.querySelector<HTMLElement>('#sidebar[data-partial]');
    nav?.dispatchEvent(new Event('focusin'));
    for (let round = 0; round < 3; round++) {
      for (const details of document.querySelectorAll('details')) details.open = true;
      const clickable = document.querySelectorAll<HTMLElement>(
        'main [role="tab"], main input[type="radio"], main input[type="checkbox"], main button[aria-expanded="false"], main [role="radio"]',
      );
      for (const element of clickable) {
        const href = element.getAttribute('href');
        if (href && !href.startsWith('#')) continue;
        element.click();
        await settle();
      }
      window.scrollTo(0, document.body.scrollHeight);
      await settle();
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

/** Readable text of the body: scripts, styles, templates and noscript left out, whitespace kept as is. */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
    return body.textContent ?? '';
  });
}

/**
 * Everything in the DOM that could run script or load foreign content: `on*` attributes, script
 * URLs in any attribute, `srcdoc`, embedded frames and objects, `<base>`, refresh `<meta>`,
 * executable scripts or styles holding a payload marker, and JSON scripts the payload broke open.
 */
function activeContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    const scriptUrl = /^(javascript|vbscript):|^data:text\/html/;
    const all = [document.documentElement, ...document.querySelectorAll('*')];
    for (const element of all) {
      for (const { name, value } of element.attributes) {
        // Browsers drop ASCII whitespace and control characters in URLs, so `jav\tascript:` runs.
        const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (/^on/i.test(name)) found.push(`${name} attribute: ${describe(element)}`);
        else if (name.toLowerCase() === 'srcdoc') found.push(`srcdoc attribute: ${describe(element)}`);
        else if (scriptUrl.test(squeezed)) found.push(`script URL in ${name}: ${describe(element)}`);
        else if (name.toLowerCase() === 'style' && /javascript:|expression\(/.test(squeezed)) found.push(`script in style attribute: ${describe(element)}`);
        if (/pwn/i.test(name)) found.push(`attribute named from the spec: ${describe(element)}`);
      }
    }
    for (const element of document.querySelectorAll('iframe, frame, frameset, object, embed, applet, base, meta[http-equiv="refresh" i]')) {
      found.push(`<${element.localName}>: ${describe(element)}`);
    }
    for (const script of document.querySelectorAll('script')) {
      const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
      const data = /json/.test(type);
      if (/pwn/i.test(script.getAttribute('src') ?? '')) found.push(`script src from the spec: ${describe(script)}`);
      if (!/pwn/i.test(script.textContent ?? '')) continue;
      if (!data) {
        found.push(`executable script holding a payload: ${describe(script)}`);
        continue;
      }
      try {
        JSON.parse(script.textContent ?? '');
      } catch {
        found.push(`JSON script cut short by a payload: ${describe(script)}`);
      }
    }
    for (const style of document.querySelectorAll('style')) {
      if (/pwn/i.test(style.textContent ?? '')) found.push(`style element from the spec: ${describe(style)}`);
    }
    return found;
  });
}
