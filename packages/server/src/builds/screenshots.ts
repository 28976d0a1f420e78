// Step 4 of a build: PNGs of the published site's home page in its light and dark themes, taken
// with the real browser, for the status record's screenshot fields.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { serveFolder } from './static-server.ts';

export interface Screenshots {
  light: string;
  dark: string;
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function screenshotPaths(dataDir: string, projectId: string, name: string): Screenshots {
  const folder = join(dataDir, 'screenshots', projectId);
  return { light: join(folder, `${name}-light.png`), dark: join(folder, `${name}-dark.png`) };
}

/**
 * Writes both PNGs, or rejects with why it could not. The site's pages are the docs author's
 * code: the browser may reach only the loopback server that serves them, and is closed on abort.
 */
export async function takeScreenshots(options: { siteDir: string; paths: Screenshots; signal: AbortSignal }): Promise<void> {
  const { paths, signal } = options;
  await mkdir(join(paths.light, '..'), { recursive: true });
  // Loaded on first use: the admin commands import this package too, and never take a screenshot.
  const { chromium } = await import('@playwright/test');
  const server = await serveFolder(options.siteDir);
  try {
    const browser = await chromium.launch({ executablePath: process.env.QUIRE_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs, timeout: 30_000 });
    const closeBrowser = () => void browser.close().catch(() => {});
    signal.addEventListener('abort', closeBrowser, { once: true });
    try {
      await shootThemes(browser, server.url, paths, signal);
    } finally {
      signal.removeEventListener('abort', closeBrowser);
      await browser.close().catch(() => {});
    }
  } finally {
    await server.close();
  }
}

async function shootThemes(browser: Browser, url: string, paths: Screenshots, signal: AbortSignal): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    signal.throwIfAborted();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
    // The key the theme toggle stores (packages/astro/src/scripts/header.ts), read before first paint.
    await context.addInitScript((value) => localStorage.setItem('quire-theme', value), theme);
    await context.route('**/*', (route) => (route.request().url().startsWith(url) ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.screenshot({ path: paths[theme] });
    await context.close();
  }
}
