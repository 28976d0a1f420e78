/**
 * The demo built with `quire build --base /docs/` and put on a plain static host under /docs/
 * (fixtures/static-host.ts: files only, not `quire preview`). A crawler follows every link from
 * the home page and loads every asset, data file and search index a page names; a reader opens
 * search in Chromium. Nothing may answer 404, and nothing may redirect (a redirect means a link
 * was written in a form the host does not serve).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildSite, startPreview } from './fixtures/site-server.ts';
import { type StaticHost, serveStatically } from './fixtures/static-host.ts';

let out: string;
let host: StaticHost;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  out = mkdtempSync(join(tmpdir(), 'quire-e2e-base-'));
  buildSite('sites/demo', out, ['--base', '/docs/', '--site', 'https://docs.example.com']);
  host = await serveStatically(out, '/docs/');
});

test.afterAll(async () => {
  await host?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

/** The URLs a file names for a browser to follow or load: attributes of HTML, url() of CSS, imports of scripts. */
function urlsIn(text: string, type: string): string[] {
  if (type.includes('css')) return [...text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]!);
  if (!type.includes('html')) return [];
  const attributes = [...text.matchAll(/\s(?:href|src|data-fragment|data-playground-data|data-ws-playground-data)="([^"]+)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
  // Each search index folder is loaded by its pagefind.js.
  const indexes = [...text.matchAll(/\sdata-search-index="([^"]+)"/g)].map((m) => `${m[1]}pagefind.js`);
  return [...attributes, ...indexes];
}

test('every link and asset reached from the home page answers 200 under /docs/, with no redirect', async () => {
  test.setTimeout(120_000);
  const seen = new Set<string>([host.url]);
  const queue = [host.url];
  const failures: string[] = [];
  const outside: string[] = [];
  let pages = 0;
  while (queue.length) {
    const url = queue.shift()!;
    const response = await fetch(url, { redirect: 'manual' });
    if (response.status !== 200) {
      failures.push(`${response.status} ${url}${response.headers.get('location') ? ` -> ${response.headers.get('location')}` : ''}`);
      continue;
    }
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('html')) pages++;
    for (const raw of urlsIn(await response.text(), type)) {
      const next = new URL(raw, url);
      next.hash = '';
      if (next.origin !== host.origin) continue;
      // A link of the site outside its base leaves the site: the host has nothing there.
      if (!next.pathname.startsWith('/docs/')) outside.push(`${raw} on ${url}`);
      if (!seen.has(next.href)) {
        seen.add(next.href);
        queue.push(next.href);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(outside).toEqual([]);
  // The demo has 46 pages; every one is linked from somewhere.
  expect(pages).toBeGreaterThanOrEqual(40);
  expect([...seen].some((u) => u.includes('/_quire/sidebar/'))).toBe(true);
});

test('canonical links, the sitemap and llms.txt name the same slash-ended URLs under /docs/', async () => {
  const page = await (await fetch(`${host.url}quickstart/`)).text();
  expect(page).toContain('<link rel="canonical" href="https://docs.example.com/docs/quickstart/">');
  const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toContain('https://docs.example.com/docs/quickstart/');
  expect(locs).toContain('https://docs.example.com/docs/');
  for (const loc of locs) {
    expect(loc).toMatch(/^https:\/\/docs\.example\.com\/docs\/(.*\/)?$/);
    // Each entry is a page the host serves without a redirect.
    expect((await fetch(loc.replace('https://docs.example.com/docs/', host.url), { redirect: 'manual' })).status, loc).toBe(200);
  }
  const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
  expect(llms).toContain('(https://docs.example.com/docs/quickstart.md)');
  for (const twin of [...llms.matchAll(/\((https:\/\/docs\.example\.com\/docs\/[^)]+\.md)\)/g)].map((m) => m[1]!).slice(0, 20)) {
    expect((await fetch(twin.replace('https://docs.example.com/docs/', host.url))).status, twin).toBe(200);
  }
});

test("the Markdown twins link pages and files at the site's URLs under /docs/, each served with no redirect", async () => {
  const twins = (readdirSync(out, { recursive: true }) as string[]).filter((file) => file.endsWith('.md'));
  expect(twins.length).toBeGreaterThanOrEqual(40);
  const links = new Set<string>();
  for (const file of twins) {
    // Code blocks are text (the spec excerpts are the documents as written): only the prose links.
    const prose = readFileSync(join(out, file), 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1/gm, '');
    for (const m of prose.matchAll(/\]\((\/[^)\s]*)|\]:\s+(\/\S*)|\s(?:href|src)="(\/[^"]*)"/g)) links.add(m[1] ?? m[2] ?? m[3]!);
  }
  expect(links.size).toBeGreaterThan(5);
  const failures: string[] = [];
  for (const link of links) {
    if (!link.startsWith('/docs/')) failures.push(`${link}: outside the base`);
    else {
      const status = (await fetch(new URL(link, host.origin), { redirect: 'manual' })).status;
      if (status !== 200) failures.push(`${link}: ${status}`);
    }
  }
  expect(failures).toEqual([]);
});

test('in Chromium, search under /docs/ finds a page and opens it; nothing the pages load fails or redirects', async ({ page }) => {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
  await page.goto(`${host.url}quickstart/`);
  await page.keyboard.press('Control+K');
  const dialog = page.locator('dialog.search-dialog');
  await dialog.getByRole('searchbox', { name: 'Search the docs' }).fill('Get inventory');
  const result = dialog.locator('.search-results a', { hasText: 'Get inventory' }).first();
  await expect(result).toHaveAttribute('href', '/docs/store-api/inventory/get-inventory/');
  await result.click();
  await expect(page).toHaveURL(`${host.url}store-api/inventory/get-inventory/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get inventory');
  // The whole sidebar fragment loads when the reader reaches for the navigation.
  await page.locator('#sidebar').hover();
  await expect(page.locator('#sidebar[data-partial]')).toHaveCount(0);
  await expect(page.locator('#sidebar a[aria-current="page"]')).toHaveAttribute('href', '/docs/store-api/inventory/get-inventory/');
  expect(problems).toEqual([]);
});

test('quire preview --base serves the build at /docs/, with its relay there, and nothing outside it', async () => {
  const preview = await startPreview(out, ['--base', '/docs/']);
  try {
    expect(preview.url).toMatch(/\/docs$/);
    expect((await fetch(`${preview.url}/quickstart/`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(preview.url.replace(/\/docs$/, '/quickstart/'), { redirect: 'manual' })).status).toBe(404);
    // The relay answers under the base: a target the site does not declare is refused, not 404.
    const relayed = await fetch(`${preview.url}/api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(preview.url).origin },
      body: JSON.stringify({ method: 'GET', url: 'http://example.invalid/', headers: {}, body: null }),
    });
    expect(relayed.status).toBe(403);
    // MCP under the base: search answers pages at their URLs there, get_page gives the twin as built.
    const client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${preview.url}/mcp`)));
    try {
      const found = await client.callTool({ name: 'search', arguments: { query: 'quickstart' } });
      const urls = (found.structuredContent as { results: { url: string }[] }).results.map((r) => r.url);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^\/docs\//);
      const page = await client.callTool({ name: 'get_page', arguments: { path: '/docs/quickstart/' } });
      expect((page.content as { text: string }[])[0]?.text).toBe(readFileSync(join(out, 'quickstart.md'), 'utf8'));
    } finally {
      await client.close();
    }
  } finally {
    await preview.stop();
  }
});
