// The browser that looks at a release for its screenshots. It runs outside the build sandbox, on
// the service's host, and the page's scripts are the tenant's: so it reaches nothing but the
// release's own files. Every request is answered from the release by Playwright's routing (no
// server, no port: the site lives at an address that exists nowhere); every WebSocket is refused;
// and what routing does not see (preconnects, DNS prefetches, a worker's sockets, WebRTC) goes to
// a proxy that does not exist, loopback included, with no name resolving to anything.
import { realpath } from 'node:fs/promises';
import { basename } from 'node:path';
import { readRegularFileHead } from '@quire/site';
import type { Browser, BrowserContext, BrowserContextOptions, Route } from '@playwright/test';
import { contentTypeOf } from '../hosting/content-types.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { findNotFoundPage, findSiteFile, type SiteFile } from '../hosting/static-files.ts';

/** Where the release is shown: `.invalid` never resolves (RFC 6761), and https makes it a secure context, as on the real host. */
export const releaseUrl = 'https://site.invalid/';
const releaseOrigin = new URL(releaseUrl).origin;

/** A file larger than this is answered 413: each one is read whole into the service's memory. */
export const maxReleaseFileBytes = 32 * 1024 * 1024;

const releaseChromiumArgs = [
  ...chromiumArgs,
  // Whatever routing misses goes through this proxy, which cannot be reached: its name resolves to
  // nothing, like every other name. `<-loopback>` takes away Chromium's implicit "loopback goes
  // direct", so 127.0.0.1 and localhost are proxied (and fail) too.
  '--proxy-server=http://proxy.invalid:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // WebRTC: no UDP outside the proxy, so no STUN or peer packets to any address.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** The system Chromium with no way out but the routes each context sets. */
export async function launchReleaseBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  // The headless shell takes the flags above but ignores the WebRTC policy: a tenant's page sent
  // UDP to the host's loopback through it. An operator's QUIRE_CHROMIUM may name it (or a link to it).
  const names = [executablePath, await realpath(executablePath).catch(() => executablePath)].map((path) => basename(path));
  if (names.some((name) => /headless[-_]shell/i.test(name)))
    throw new Error(
      `${executablePath} is Chromium's headless shell, which ignores the WebRTC policy that keeps a tenant's page off the host's network: set QUIRE_CHROMIUM to the whole Chromium (Debian's /usr/bin/chromium).`,
    );
  // Loaded on first use: the admin commands import this package too, and never take a screenshot.
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath, args: releaseChromiumArgs, timeout: 30_000 });
}

/** A context in which `releaseUrl` shows the release in `siteDir`, and nothing else answers. */
export async function openRelease(browser: Browser, siteDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const root = await realpath(siteDir);
  // A service worker's requests would not pass through the routes.
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  // A page closed while its answer was read: nothing is left to answer.
  await context.route('**/*', (route) => answerFromRelease(root, route).catch(() => route.abort().catch(() => {})));
  // Not connected to any server: the page sees its socket closed.
  await context.routeWebSocket(
    () => true,
    (socket) => socket.close({ code: 1008, reason: 'The screenshot browser reaches nothing but the release.' }),
  );
  return context;
}

/**
 * Answers a request as the hosting service would serve the release (the same lookup, so a
 * symlink a build left never leads out of it), and refuses any other address.
 */
async function answerFromRelease(root: string, route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  if (url.origin !== releaseOrigin) return route.abort('blockedbyclient');
  if (request.method() !== 'GET' && request.method() !== 'HEAD') return route.fulfill({ status: 405, headers: { allow: 'GET, HEAD' } });
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return route.fulfill({ status: 400 });
  }
  const file = await findSiteFile(root, path);
  if (file) return fulfillWith(route, 200, file, contentTypeOf(file.path));
  const notFound = await findNotFoundPage(root);
  if (notFound) return fulfillWith(route, 404, notFound, 'text/html; charset=utf-8');
  return route.fulfill({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' });
}

async function fulfillWith(route: Route, status: number, file: SiteFile, contentType: string): Promise<void> {
  // The real path inside the release that findSiteFile checked: a link or FIFO put in its place
  // since is neither followed nor waited on.
  const head = await readRegularFileHead(file.path, maxReleaseFileBytes);
  if (!head) return route.fulfill({ status: 404 });
  if (head.cut) return route.fulfill({ status: 413, contentType: 'text/plain; charset=utf-8', body: 'Too large for a screenshot' });
  return route.fulfill({ status, contentType, body: head.bytes });
}
