// Step 4 of a build: PNGs of the published site's home page in its light and dark themes, taken
// with the real browser, for the status record's screenshot fields, and kept in the artifact store
// where the API nodes serve them.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { ArtifactStore } from '../artifacts/artifact-store.ts';
import { firstLine } from './checkout.ts';
import { launchReleaseBrowser, openRelease, releaseUrl } from './release-browser.ts';

/** One file or path per theme. */
export interface Screenshots {
  light: string;
  dark: string;
}

/** The screenshots' paths in the store, under `/screenshots/`: `<project id>/<release>-light.png`. */
export function screenshotNames(projectId: string, release: string): Screenshots {
  return { light: `${projectId}/${release}-light.png`, dark: `${projectId}/${release}-dark.png` };
}

/**
 * Takes both screenshots of a published release and saves them in the store; the paths saved, or
 * undefined (with the log saying why) when either could not be taken or stored: the update then
 * records no screenshot rather than a link to nothing. The PNGs are taken into a scratch folder of
 * the data folder that goes afterwards, so a worker's disk keeps no copy of what the store holds.
 */
export async function screenshotRelease(options: {
  siteDir: string;
  projectId: string;
  release: string;
  dataDir: string;
  artifacts: ArtifactStore;
  signal: AbortSignal;
  log: (line: string) => void;
}): Promise<Screenshots | undefined> {
  const { dataDir, log } = options;
  const names = screenshotNames(options.projectId, options.release);
  // The record is the tenant's to read: the service's folders are named, never shown.
  const reason = (error: unknown) =>
    firstLine((error as Error).message)
      .split(dataDir)
      .join('<data folder>');
  let scratch: string | undefined;
  try {
    await mkdir(join(dataDir, 'staging'), { recursive: true });
    scratch = await mkdtemp(join(dataDir, 'staging', 'screenshots-'));
    const files = { light: join(scratch, 'light.png'), dark: join(scratch, 'dark.png') };
    await takeScreenshots({ siteDir: options.siteDir, paths: files, signal: options.signal });
    try {
      await Promise.all((['light', 'dark'] as const).map((theme) => options.artifacts.saveScreenshot(names[theme], files[theme])));
    } catch (error) {
      log(`Screenshots could not be stored: ${reason(error)}. The site is live; this update has no screenshots, the next one takes them again.`);
      return undefined;
    }
    log('Screenshots taken (light and dark).');
    return names;
  } catch (error) {
    log(`Screenshots failed: ${reason(error)}`);
    return undefined;
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Writes both PNGs, or rejects with why it could not. The site's pages are the docs author's
 * code: the browser reaches nothing but the release's files (release-browser.ts), and is closed
 * on abort.
 */
export async function takeScreenshots(options: { siteDir: string; paths: Screenshots; signal: AbortSignal }): Promise<void> {
  const { paths, signal } = options;
  await mkdir(join(paths.light, '..'), { recursive: true });
  const browser = await launchReleaseBrowser();
  const closeBrowser = () => void browser.close().catch(() => {});
  signal.addEventListener('abort', closeBrowser, { once: true });
  try {
    await shootThemes(browser, options.siteDir, paths, signal);
  } finally {
    signal.removeEventListener('abort', closeBrowser);
    await browser.close().catch(() => {});
  }
}

async function shootThemes(browser: Browser, siteDir: string, paths: Screenshots, signal: AbortSignal): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    signal.throwIfAborted();
    const context = await openRelease(browser, siteDir, { viewport: { width: 1280, height: 800 }, colorScheme: theme });
    // The key the theme toggle stores (packages/astro/src/scripts/header.ts), read before first paint.
    await context.addInitScript((value) => localStorage.setItem('quire-theme', value), theme);
    const page = await context.newPage();
    await page.goto(releaseUrl, { waitUntil: 'load', timeout: 30_000 });
    await onceMoreIfNotCaptured(() => page.screenshot({ path: paths[theme] }));
    await context.close();
  }
}

/**
 * Chromium sometimes answers a capture with "Unable to capture screenshot" when the machine is
 * busy (no frame ready yet); a moment later it captures. Any other failure is final.
 */
export async function onceMoreIfNotCaptured<T>(capture: () => Promise<T>): Promise<T> {
  try {
    return await capture();
  } catch (error) {
    if (!/Unable to capture screenshot/i.test((error as Error).message)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return capture();
  }
}
