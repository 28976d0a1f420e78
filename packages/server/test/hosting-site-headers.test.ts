// A hosted site's security headers: a Content-Security-Policy that its own pages live with (the
// demo site, built and served by the site handler, in real Chromium), framing refused unless the
// operator allows an origin, and a Referrer-Policy; on every kind of answer.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { chromium, type Page } from '@playwright/test';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import { createSiteHandler } from '../src/hosting/site-handler.ts';
import { parseFrameAncestors, siteHeaders } from '../src/hosting/site-headers.ts';
import { publishSite, tempSitesDir } from './hosting-helpers.ts';
import { listen, rawRequest } from './http-helpers.ts';

const sitesDir = tempSitesDir();
publishSite(sitesDir, 'acme', 'v1', { 'index.html': '<h1>Acme</h1>', '_astro/app.1a2b3c.js': 'console.log(1)', '404.html': '<h1>No such page</h1>' });
const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test' }));
const onAcme = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) => rawRequest(base, path, { ...options, headers: { host: 'acme.quire.test', ...options.headers } });

test('every answer of a site says what its pages may load, that no site may frame them, and what referrers go out', async () => {
  const page = await onAcme('/');
  const answers = { page, asset: await onAcme('/_astro/app.1a2b3c.js'), notFound: await onAcme('/nope'), notModified: await onAcme('/', { headers: { 'if-none-match': String(page.headers.etag) } }), put: await onAcme('/', { method: 'PUT' }), noSite: await rawRequest(base, '/', { headers: { host: 'ghost.quire.test' } }) };
  assert.deepEqual(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status])), { page: 200, asset: 200, notFound: 404, notModified: 304, put: 405, noSite: 404 });
  for (const [name, answer] of Object.entries(answers)) {
    const csp = String(answer.headers['content-security-policy']);
    assert.match(csp, /(^|; )frame-ancestors 'none'$/, name);
    assert.match(csp, /(^|; )script-src 'self' /, name);
    assert.match(csp, /(^|; )object-src 'none'(;|$)/, name);
    assert.match(csp, /(^|; )base-uri 'self'(;|$)/, name);
    assert.equal(answer.headers['x-frame-options'], 'DENY', name);
    assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', name);
  }
});

test('an operator may let chosen origins frame the sites (quire serve --frame-ancestors)', async () => {
  const portal = parseFrameAncestors('self, https://portal.example.com');
  assert.deepEqual(portal, { ok: true, value: ["'self'", 'https://portal.example.com'] });
  const framed = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test', frameAncestors: portal.ok ? portal.value : [] }));
  const answer = await rawRequest(framed, '/', { headers: { host: 'acme.quire.test' } });
  assert.match(String(answer.headers['content-security-policy']), /; frame-ancestors 'self' https:\/\/portal\.example\.com$/);
  assert.equal(answer.headers['x-frame-options'], undefined, 'X-Frame-Options cannot name another origin: left to the CSP');
  assert.equal(siteHeaders(["'self'"])['x-frame-options'], 'SAMEORIGIN');
  assert.deepEqual(parseFrameAncestors('none'), { ok: true, value: ["'none'"] });
  assert.deepEqual(parseFrameAncestors('https://*.Example.com:8443'), { ok: true, value: ['https://*.example.com:8443'] });
  for (const wrong of ['', 'none,self', 'portal.example.com', 'https://portal.example.com/embed', "https://x.com; script-src *", '*']) {
    const parsed = parseFrameAncestors(wrong);
    assert.ok(!parsed.ok && /^takes none, self, or the origins that may frame the sites/.test(parsed.message), wrong);
  }
});

/** The demo docs site (sites/demo), built by `quire build` and published as the `demo` site. */
function publishDemo(): void {
  const release = join(sitesDir, 'demo', 'releases', 'v1');
  mkdirSync(join(sitesDir, 'demo', 'releases'), { recursive: true });
  const root = resolve(import.meta.dirname, '../../..');
  execFileSync(process.execPath, [join(root, 'packages/cli/bin/quire.js'), 'build', join(root, 'sites/demo'), '-o', release], { cwd: root, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: 'pipe' });
  symlinkSync(join('releases', 'v1'), join(sitesDir, 'demo', 'current'));
}

test('the demo site works in Chromium under the policy, and another site cannot frame it', { timeout: 300_000 }, async () => {
  publishDemo();
  // `*.localhost` reaches this machine in Chromium: the site at its own origin, as readers see it.
  const port = new URL(await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'localhost' }))).port;
  const site = `http://demo.localhost:${port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
  after(() => browser.close());
  const context = await browser.newContext();
  const violations: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)));
  const page = await context.newPage();
  page.on('console', (message) => /Refused to|Content Security Policy/i.test(message.text()) && violations.push(message.text()));

  await page.goto(`${site}/`);
  await search(page, 'Get inventory');
  await page.goto(`${site}/api-reference/pets/list-pets/`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  const relayed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/request');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // The demo's key is left empty: the request goes anyway (the relay cannot reach the API offline; only the way there matters).
  await dialog.getByRole('button', { name: 'Send anyway' }).click();
  assert.equal((await relayed).request().method(), 'POST', 'the playground sent through the site’s relay');
  await page.goto(`${site}/channels/shelter-chat/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.deepEqual(violations, [], 'no page, script, style, font or request of the site was refused');

  // A page elsewhere (a clickjacker) frames the site: Chromium refuses to show it.
  const elsewhere = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${site}/api-reference/pets/list-pets/"></iframe>`));
  await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
  after(() => elsewhere.close());
  const refused = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
  await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
  await refused;
  assert.ok(!page.frames().some((frame) => frame.url().startsWith(site)), 'the framed site never loaded');
});

async function search(page: Page, words: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const dialog = page.locator('dialog.search-dialog');
  await dialog.getByRole('searchbox', { name: 'Search the docs' }).fill(words);
  await dialog.locator('.search-results a', { hasText: words }).first().waitFor();
  await page.keyboard.press('Escape');
}
