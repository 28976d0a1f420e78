// The Chromium every part of Quire runs headless: the hosting service's screenshot browser
// (release-browser.ts), the end-to-end tests and the Lighthouse bench. One list of flags, so that
// the tests and benches measure the browser as the service runs it.
import { existsSync } from 'node:fs';

/**
 * The browser that shows tenants' releases (the screenshots): QUIRE_CHROMIUM, else Debian's whole
 * Chromium, never one `npx playwright install` fetched. Not the headless shell: it ignores the
 * WebRTC policy that keeps a page's UDP off the host's network (release-browser.ts). Read at each launch.
 */
export function chromiumPath(): string {
  return process.env.QUIRE_CHROMIUM ?? '/usr/bin/chromium';
}

/** Debian's Chromium built for headless use alone (`apt-get install chromium-headless-shell`). */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests and the Lighthouse bench drive our own sites in: QUIRE_CHROMIUM,
 * else Debian's headless shell when installed, else `chromiumPath()`. The shell is the same Blink
 * without the browser's windows and services around it: the same pages and scores for a quarter
 * less CPU (the end-to-end suite).
 */
export function headlessChromiumPath(): string {
  return process.env.QUIRE_CHROMIUM ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath());
}

/** No sandbox (it runs in containers already), no GPU, and no traffic of its own: updates, sync, QUIC. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
