// The Chromium every part of Quire runs headless: the hosting service's screenshot browser
// (release-browser.ts), the end-to-end tests and the Lighthouse bench. One list, so that the
// tests and benches measure the browser as the service runs it.

/** The system browser (QUIRE_CHROMIUM, else Debian's): never one `npx playwright install` fetched. Read at each launch. */
export function chromiumPath(): string {
  return process.env.QUIRE_CHROMIUM ?? '/usr/bin/chromium';
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
