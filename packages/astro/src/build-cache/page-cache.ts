// Incremental builds: a page whose inputs are unchanged since a build that rendered it is copied
// from the cache instead of rendered again. Its key hashes everything its HTML is made of: its
// own data file and MDX (with what the MDX imports), what every page shares (Quire itself,
// docs.json, the navigation, the stylesheets) and the names of this build's browser assets, which
// carry their contents' hashes. Equal keys give byte-identical pages, so a cached page is exactly
// the page a clean build would write.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileLimit, mapWithLimit } from '@quire/site';
import { isRecordOf, isString, readCacheJsonSync, writeCacheFile } from './cache-files.ts';
import { linkOrCopy, linkOrCopySync, stampOf } from './file-links.ts';
import { renderFailedAttribute } from '../runtime/render-failures.ts';
import { quireFingerprint } from './quire-fingerprint.ts';

/** What the page route needs to skip cached pages: written once the build's configuration is known. */
export interface BuildPlan {
  cacheDir: string;
  /** Where this build's browser assets (`_astro/`) are written, before any page is rendered. */
  assetsDir: string;
  /** Astro's `build.format`: a page is `slug/index.html` or `slug.html`. */
  format: 'directory' | 'file';
  /** The inputs every page shares, hashed. */
  site: string;
  /** Page id -> its own inputs, hashed. */
  pages: Record<number, string>;
}

export const planFileName = 'build-plan.json';
/** The keys the page route used, for the end of the build. */
const keysFileName = 'build-keys.json';
/** In the cache folder: each cached page's stamp (`stampOf`) when it was stored, by key. */
const stampsFileName = 'page-stamps.json';
/** In the cache folder: what the last build rendered and reused, written once its pages are kept. */
const lastBuildFileName = 'last-build.json';

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Writes this build's plan; none (dev, or no cache) removes the last one, so no page is skipped. */
export async function writeBuildPlan(dataDir: string, plan: BuildPlan | undefined): Promise<void> {
  if (plan) await writeFile(join(dataDir, planFileName), JSON.stringify(plan));
  else await rm(join(dataDir, planFileName), { force: true });
}

/** The plan of this build; undefined in dev, or when the build keeps no cache. */
export function readBuildPlan(dataDir: string): BuildPlan | undefined {
  const file = join(dataDir, planFileName);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildPlan) : undefined;
}

/** Whether the cache holds an earlier build of the site: none (the first build, or no cache kept) makes this one a first build. */
export function hasEarlierBuild(plan: BuildPlan | undefined): boolean {
  return !!plan && existsSync(join(plan.cacheDir, lastBuildFileName));
}

/** Each page's full key: its inputs, the site's, and the browser assets this build made. */
function pageKeys(plan: BuildPlan): Map<number, string> {
  const assets = hashOf(...listAssets(plan.assetsDir));
  return new Map(Object.entries(plan.pages).map(([id, inputs]) => [Number(id), hashOf(plan.site, assets, inputs)]));
}

/**
 * The pages the cache holds for this build: the page route leaves them out of rendering. The keys
 * are computed here, before any page renders (rendering may add assets), and kept for
 * `settlePageCache`. A cached page edited since it was stored (through its link in an earlier
 * site) is removed and rendered again.
 */
export function cachedPages(plan: BuildPlan, dataDir: string): Set<number> {
  const keys = pageKeys(plan);
  writeFileSync(join(dataDir, keysFileName), JSON.stringify(Object.fromEntries(keys)));
  const stamps = readStamps(plan);
  const cached = new Set<number>();
  for (const [id, key] of keys) {
    const stamp = stampOf(cacheFile(plan, key));
    if (stamp !== undefined && stamp === stamps[key]) cached.add(id);
    else if (stamp !== undefined) rmSync(cacheFile(plan, key), { force: true });
  }
  return cached;
}

/** Whether the cache holds every page of this build as `cachedPages` will find them (it changes nothing). */
export function everyPageCached(plan: BuildPlan): boolean {
  const stamps = readStamps(plan);
  for (const key of pageKeys(plan).values()) {
    const stamp = stampOf(cacheFile(plan, key));
    if (stamp === undefined || stamp !== stamps[key]) return false;
  }
  return true;
}

/** What the page cache did in a build, and the promise of its own update. */
export interface PageCacheReport {
  reused: number;
  /** The pages rendered (`/slug`). */
  rendered: string[];
  /**
   * Hashes of what every page's key holds: Quire's code (quire-fingerprint.ts) and all the site's
   * shared inputs with it. Two builds that differ in one rendered every page for that reason.
   */
  shared: { quire: string; site: string };
  /** Settles once the cache holds this build's pages (the site does not wait for it). */
  kept: Promise<void>;
}

/**
 * After rendering: the pages left out are linked from the cache into the site; then, while the
 * build goes on, the pages just rendered are linked into the cache and entries no page of this
 * build uses are removed (the cache holds one build's pages, never more). `last-build.json` in the
 * cache folder says what the build rendered and reused, for whoever asks what it changed.
 */
export async function settlePageCache(
  plan: BuildPlan,
  dataDir: string,
  pages: readonly { id: number; slug: string }[],
  outDir: string,
  componentsFailed = false,
): Promise<PageCacheReport> {
  const keys = await keysOfThisBuild(dataDir);
  const dir = join(plan.cacheDir, 'pages');
  await mkdir(dir, { recursive: true });
  const rendered: { slug: string; file: string; key: string }[] = [];
  const reused: { file: string; key: string }[] = [];
  for (const page of pages) {
    const key = keys.get(page.id);
    if (key === undefined) continue;
    const file = htmlFile(outDir, page.slug, plan.format);
    if (existsSync(file)) rendered.push({ slug: page.slug, file, key });
    else if (existsSync(cacheFile(plan, key))) reused.push({ file, key });
  }
  // At once, not through the thread pool: a rebuild of crewAI takes 25,000 pages from here, and a
  // folder and a link each through the thread pool cost more in round trips than the calls.
  const folders = new Set<string>();
  for (const { file, key } of reused) {
    if (!folders.has(dirname(file))) mkdirSync(dirname(file), { recursive: true });
    folders.add(dirname(file));
    linkOrCopySync(cacheFile(plan, key), file);
  }
  const report = { reused: reused.length, rendered: rendered.map((page) => `/${page.slug}`), shared: { quire: quireFingerprint(), site: plan.site } };
  const kept = (async () => {
    const stamps = readStamps(plan);
    await mapWithLimit(rendered, fileLimit, async ({ file, key }) => {
      // A page showing a component that failed is rendered again next time, so its warning is said again.
      if (componentsFailed && (await readFile(file, 'utf8')).includes(renderFailedAttribute)) return;
      await linkOrCopy(file, cacheFile(plan, key));
      stamps[key] = stampOf(cacheFile(plan, key));
    });
    const wanted = new Set(keys.values());
    for (const name of await readdir(dir)) if (!wanted.has(name.replace(/\.html$/, ''))) await rm(join(dir, name), { force: true });
    // Written whole or not at all: a build stopped here leaves the last stamps, which pass by the pages they no longer match.
    await writeCacheFile(join(plan.cacheDir, stampsFileName), JSON.stringify(Object.fromEntries(Object.entries(stamps).filter(([key]) => wanted.has(key)))));
    await writeCacheFile(join(plan.cacheDir, lastBuildFileName), JSON.stringify(report));
  })();
  kept.catch(() => {}); // awaited by the build, which reports its failure
  return { ...report, kept };
}

/** The keys the page route computed for this build's pages. */
export async function keysOfThisBuild(dataDir: string): Promise<Map<number, string>> {
  const saved = JSON.parse(await readFile(join(dataDir, keysFileName), 'utf8')) as Record<string, string>;
  return new Map(Object.entries(saved).map(([id, key]) => [Number(id), key]));
}

/** The stamps kept; none (every page rendered again) when the file is missing or unreadable, never a failed build. */
function readStamps(plan: BuildPlan): Record<string, string | undefined> {
  return readCacheJsonSync(join(plan.cacheDir, stampsFileName), (value) => isRecordOf(value, isString)) ?? {};
}

function cacheFile(plan: BuildPlan, key: string): string {
  return join(plan.cacheDir, 'pages', `${key}.html`);
}

/** Where Astro writes a page. */
function htmlFile(outDir: string, slug: string, format: BuildPlan['format']): string {
  if (!slug) return join(outDir, 'index.html');
  return format === 'file' ? join(outDir, `${slug}.html`) : join(outDir, slug, 'index.html');
}

function listAssets(dir: string): string[] {
  const assets = join(dir, '_astro');
  return existsSync(assets) ? readdirSync(assets, { recursive: true, encoding: 'utf8' }).sort() : [];
}
