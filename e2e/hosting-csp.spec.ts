// The demo site as the hosting service serves it (the site handler of @quire/server, with its
// Content-Security-Policy): its pages, search, playground and channel pages live with the policy,
// and another site cannot frame it. The demo build is global-setup's, published as a release.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteHandler, folderArtifactStore } from '@quire/server';
import { expect, type Page, test } from '@playwright/test';

let sitesDir: string;
const servers: Server[] = [];

test.beforeAll(async () => {
  sitesDir = mkdtempSync(join(tmpdir(), 'quire-e2e-sites-'));
  mkdirSync(join(sitesDir, 'demo', 'releases'), { recursive: true });
  cpSync(String(process.env.QUIRE_E2E_DIST), join(sitesDir, 'demo', 'releases', 'v1'), { recursive: true });
  symlinkSync(join('releases', 'v1'), join(sitesDir, 'demo', 'current'));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(sitesDir, { recursive: true, force: true });
});

/** Serves `handle` on a free loopback port; the server stops after the file's tests. */
async function listen(handle: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return (server.address() as AddressInfo).port;
}

test('the demo site works in Chromium under the hosting policy, and another site cannot frame it', async ({ context, page }) => {
  test.setTimeout(60_000);
  const sites = createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'localhost' });
  // `*.localhost` reaches this machine in Chromium: the site at its own origin, as readers see it.
  const site = `http://demo.localhost:${await listen((req, res) => void sites(req, res).then((handled) => handled || res.writeHead(404).end()))}`;
  const violations: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => /Refused to|Content Security Policy/i.test(message.text()) && violations.push(message.text()));

  await page.goto(`${site}/`);
  await search(page, 'Get inventory');
  await page.goto(`${site}/api-reference/pets/list-pets/`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  const relayed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/request');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // The demo's key is left empty: the request goes anyway (only the way there matters).
  await dialog.getByRole('button', { name: 'Send anyway' }).click();
  expect((await relayed).request().method(), 'the playground sent through the site’s relay').toBe('POST');
  await page.goto(`${site}/channels/shelter-chat/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(violations, 'no page, script, style, font or request of the site was refused').toEqual([]);

  // A page elsewhere (a clickjacker) frames the site: Chromium refuses to show it.
  const elsewhere = await listen((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${site}/api-reference/pets/list-pets/"></iframe>`),
  );
  const refused = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
  await page.goto(`http://127.0.0.1:${elsewhere}/`);
  await refused;
  expect(
    page.frames().some((frame) => frame.url().startsWith(site)),
    'the framed site never loaded',
  ).toBe(false);
});

async function search(page: Page, words: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const dialog = page.locator('dialog.search-dialog');
  await dialog.getByRole('searchbox', { name: 'Search the docs' }).fill(words);
  await dialog.locator('.search-results a', { hasText: words }).first().waitFor();
  await page.keyboard.press('Escape');
}
