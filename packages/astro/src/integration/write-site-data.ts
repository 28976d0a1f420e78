import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileLimit, mapWithLimit, sdkSymbolPages, type Route } from '@quire/site';
import type { ApiModel } from '@quire/openapi';
import { pageData, schemaSlugs, type SiteSources } from '../data/page-data.ts';
import { graphqlSources } from '../data/graphql-data.ts';
import { hasPlayground, playgroundSpecs, siteData } from '../data/site-data.ts';
import type { LoadedDocs } from './load-docs.ts';
import { listAssets } from './docs-assets.ts';
import { resolveCodeTheme, type ShikiColors } from '../code-theme/resolve-code-theme.ts';
import type { SampleTheme } from '../code-theme/sample-theme.ts';
import { writeTailwindEntry } from './tailwind-entry.ts';
import { compilesAlone } from './standalone-pages.ts';
import { hasMermaidFence } from './mermaid-fences.ts';
import type { UrlStyle } from '../data/site-urls.ts';
import { hashOf } from '../build-cache/page-cache.ts';
import { mdxInputs } from '../build-cache/mdx-inputs.ts';
import { quireFingerprint } from '../build-cache/quire-fingerprint.ts';
import { stampOf } from '../build-cache/file-links.ts';
import { changelogPages, specHistories, writeChangelogs } from './spec-histories.ts';
import type { SpecHistory } from '@quire/changes';
import { PageRefsWriter } from './page-refs-writer.ts';

/** What the Vite plugin serves: the shared site data and the MDX modules pages import. */
export interface SiteModules {
  /** The shared site data's JSON file: read when the pages run, not bundled (a 25,000-page site's is megabytes of code for the bundler to parse). */
  siteFile: string;
  /** Import-map key -> absolute path of an MDX file (docs pages and generated `x-docs.content`). */
  mdx: Map<string, string>;
  /** The keys of `mdx` a build compiles while rendering, not as modules (standalone-pages.ts). */
  standalone: Set<string>;
  /** Whether one of the standalone pages has a Mermaid diagram (compiled after the browser's scripts are bundled). */
  standaloneDiagrams: boolean;
  /** The stylesheet of the Tailwind classes the docs use. */
  tailwind: string;
  /** docs.json `styling.codeblocks`: Shiki's colors for guide blocks, the request samples' theme, and the stylesheet of code colors every page imports. */
  code: { shiki: ShikiColors; samples: SampleTheme | undefined; stylesheet: string };
  /** Writes the texts for AI tools (llms.txt, Markdown twins) once, on the first call; settles when they are written. */
  texts: () => Promise<void>;
  /** What incremental builds compare: the inputs every page shares, and each page's own (page id -> hash). */
  inputs: { site: string; pages: Record<number, string> };
}

/**
 * Writes one JSON file per page into the data folder, so a page reads only its own data
 * (one operation and the schemas it uses), and returns the small shared site data.
 */
export async function writeSiteData(docs: LoadedDocs, command: string, urls: UrlStyle, cacheDir?: string | false): Promise<SiteModules> {
  // A build compiles most MDX pages while rendering them, outside the bundle (standalone-pages.ts).
  const compileAlone = command === 'build';
  const { config, manifest, specs, asyncSpecs } = docs.site;
  const models = new Map<string, ApiModel | undefined>([...specs].map(([k, v]) => [k, v.model]));
  const asyncModels = new Map([...asyncSpecs].map(([k, v]) => [k, v.model]));
  const pagesDir = join(docs.dataDir, 'pages');
  await mkdir(pagesDir, { recursive: true });
  await mkdir(join(docs.dataDir, 'content'), { recursive: true });
  const specDownloads = new Map([...docs.publishedSpecs].map(([key, spec]) => [key, spec.href]));
  const graphql = graphqlSources(new Map([...docs.site.graphqlSpecs].map(([k, v]) => [k, v.model])), manifest.routes, config.api.mdx);
  const sdk = { models: new Map([...docs.site.sdkSpecs].map(([k, v]) => [k, v.model])), symbolPages: sdkSymbolPages(manifest.routes) };
  const sources: SiteSources = { nav: manifest.nav, models, asyncModels, graphql, sdk, schemaSlugs: schemaSlugs(manifest.routes), urls, specDownloads };
  // Each spec's git history: the pages' "Added in" markers, a changelog page of the site per spec
  // (a route and navigation entries, before any page's data is made), and the changelogs' texts.
  const buildCache = cacheDir === false ? undefined : (cacheDir ?? join(docs.dataDir, 'build-cache'));
  const histories = await specHistories(docs, buildCache);
  sources.histories = histories;
  sources.changelogs = changelogPages(docs, histories);
  const mdx = new Map<string, string>();
  const standalone = new Set<string>();
  let standaloneDiagrams = false;
  // Each distinct text read once: versioned docs repeat pages word for word.
  const alone = new Map<string, boolean>();
  const classify = (key: string, text: string) => {
    if (!compileAlone) return;
    let compiles = alone.get(text);
    if (compiles === undefined) alone.set(text, (compiles = compilesAlone(text)));
    if (!compiles) return;
    standalone.add(key);
    standaloneDiagrams ||= hasMermaidFence(text);
  };
  const sections = new Set<string>();
  const pageInputs: Record<number, string> = {};
  const held = compileAlone ? await readWritten(docs.dataDir) : lastWritten;
  const refsWriter = new PageRefsWriter(models);
  // One file per page, a bounded number written at once: a large repo would exhaust open files.
  await mapWithLimit(manifest.routes, fileLimit, async (route, id) => {
    const keys: { mdx?: string; content?: string } = {};
    let text: string | undefined;
    if (route.kind === 'mdx') {
      keys.mdx = route.source;
      mdx.set(route.source, join(docs.dir, route.source));
      // Needed only by a build: to compile the page alone, and for its key in the page cache. The
      // checks read every page already (a build reads the docs once, so their texts are current).
      if (compileAlone) text = docs.pageTexts.get(route.source) ?? (await readFile(join(docs.dir, route.source), 'utf8'));
      // A page that is also a snippet binds its variables after MDX compiles it (vite-plugin.ts): bundled.
      if (text !== undefined && route.source.endsWith('.mdx') && !docs.snippets.has(join(docs.dir, route.source))) classify(route.source, text);
    }
    if (route.content) {
      keys.content = `x-docs.content/${id}`;
      const file = join(docs.dataDir, 'content', `${id}.mdx`);
      await writeFile(file, route.content);
      mdx.set(keys.content, file);
      classify(keys.content, route.content);
    }
    const data = pageData(id, route, sources, keys);
    sections.add(data.section);
    const { json, targets } = refsWriter.page(data, hasPlayground(route));
    // At once, not through the thread pool: thousands of small files cost more in the four round
    // trips of an asynchronous write (open, write, close, and the wait) than in the writes. Over
    // the last run's file, not a new one: see removeOtherPages.
    const file = join(pagesDir, `${id}.json`);
    writeUnlessHeld(file, json, held);
    if (compileAlone) pageInputs[id] = await pageInputsHash(docs, route, [json, ...targets], text);
  });
  const shared = refsWriter.files(playgroundSpecs(manifest.routes));
  for (const { name, json } of shared) writeUnlessHeld(join(pagesDir, name), json, held);
  await removeOtherPages(pagesDir, manifest.routes.length, new Set(shared.map((f) => f.name)));
  if (compileAlone) {
    const pages = new Set([...manifest.routes.map((_route, id) => `${id}.json`), ...shared.map((f) => f.name)].map((name) => join(pagesDir, name)));
    await writeFile(join(docs.dataDir, writtenFileName), JSON.stringify([...held].filter(([file]) => pages.has(file))));
  }
  // A build writes the texts now; dev when a reader first asks for one, or once the first pages
  // are served (a large spec's twins take seconds, and a reader opens a page before a twin).
  let written: Promise<void> | undefined;
  // Dev reads a page again when it is saved, not the docs: only a build's texts are current.
  const texts = () => (written ??= writeTexts(docs, urls, histories, buildCache && join(buildCache, 'twins'), compileAlone ? docs.pageTexts : undefined));
  if (compileAlone) await texts();
  // Created once and never rewritten here: any write to it restarts the dev server.
  if (!existsSync(docs.restartSignal)) await writeFile(docs.restartSignal, '');
  const styles = (await listAssets(docs.dir)).filter((path) => /\.css$/i.test(path));
  const code = await resolveCodeTheme(config.styling.codeblocks);
  const stylesheet = join(docs.dataDir, 'code-theme.css');
  // Rewritten only when it changes: Vite watches it.
  if ((await readFile(stylesheet, 'utf8').catch(() => undefined)) !== code.css) await writeFile(stylesheet, code.css);
  const scripts = docs.scripts;
  const siteFile = join(docs.dataDir, 'site.json');
  const siteJson = JSON.stringify(siteData(config, manifest, docs.dataDir, [...sections].sort(), { styles, scripts, codeSamples: code.samples, urls }));
  await writeFile(siteFile, siteJson);
  return {
    siteFile,
    mdx,
    standalone,
    standaloneDiagrams,
    tailwind: await writeTailwindEntry(docs, { scan: compileAlone ? 'styled files' : 'folder' }),
    code: { shiki: code.shiki, samples: code.samples, stylesheet },
    texts,
    inputs: { site: hashOf(quireFingerprint(), JSON.stringify(config), siteJson, code.css), pages: pageInputs },
  };
}

/**
 * What was written to each page's data file (its hash, and the file's stamp after the write), so
 * that a run writes only the pages that changed: writing all of GitHub's 2,192 again took seconds
 * of each dev reload on a busy disk, and a rebuild of crewAI's 24,803 wrote every one again. Dev
 * keeps it in this process; a build keeps it in the data folder for the next build. A file
 * written since by someone else (a `quire dev` of the same folder) has another stamp: written again.
 */
type Written = Map<string, { hash: string; stamp: string }>;
const lastWritten: Written = new Map();
const writtenFileName = 'pages-written.json';

function writeUnlessHeld(file: string, json: string, written: Written): void {
  const hash = hashOf(json);
  const last = written.get(file);
  if (last?.hash === hash && stampOf(file) === last.stamp) return;
  writeFileSync(file, json);
  written.set(file, { hash, stamp: stampOf(file)! });
}

async function readWritten(dataDir: string): Promise<Written> {
  const saved = await readFile(join(dataDir, writtenFileName), 'utf8').then(
    (text) => JSON.parse(text) as [string, { hash: string; stamp: string }][],
    () => [],
  );
  return new Map(saved);
}

/**
 * Deletes the data files of pages the last run had and this one has not, and the files the pages
 * share that this run did not write (those not `kept`). The others were written over: deleting
 * them all first made every restart create thousands of files, and on ext4 without a journal each
 * file created within a minute of many deletions scans past the freed inodes (GitHub's 2,192 pages
 * took several times longer to create anew than to write over).
 */
async function removeOtherPages(dir: string, count: number, kept: ReadonlySet<string>): Promise<void> {
  const stale = (await readdir(dir)).filter((name) => !kept.has(name) && (!/^\d+\.json$/.test(name) || Number.parseInt(name, 10) >= count));
  await Promise.all(stale.map((name) => rm(join(dir, name), { recursive: true, force: true })));
}

/** A page's own inputs: its data file with its refs' targets, and its MDX (the page's, its `x-docs.content`) with what that imports. */
async function pageInputsHash(docs: LoadedDocs, route: Route, data: string[], text: string | undefined): Promise<string> {
  const parts = [...data];
  const add = async (text: string, file: string) => {
    parts.push(text);
    for (const input of await mdxInputs(text, file, docs.dir)) parts.push(input.path, input.text);
  };
  if (text !== undefined) await add(text, join(docs.dir, route.source));
  if (route.content) await add(route.content, join(docs.dir, route.source));
  return hashOf(...parts);
}

/** The texts for AI tools (llms.txt, Markdown twins), written now while the specs are loaded. */
async function writeTexts(
  docs: LoadedDocs,
  urls: UrlStyle,
  histories: ReadonlyMap<string, SpecHistory>,
  twinCacheDir: string | undefined,
  pageTexts: ReadonlyMap<string, string> | undefined,
): Promise<void> {
  const dir = join(docs.dataDir, 'texts');
  await rm(dir, { recursive: true, force: true });
  // The changelogs first: a changelog page's twin is its Markdown changelog, which llms-full.txt reads back.
  await writeChangelogs(docs, histories, dir, urls);
  // Loaded here, not with this module: the twins' writer loads remark's MDX parser (about 130
  // modules), which dev needs only once its first pages are served.
  const { writeSiteTexts } = await import('../ai/site-texts.ts');
  await writeSiteTexts(docs, dir, urls, docs.siteUrl ? new URL(docs.siteUrl) : undefined, histories, twinCacheDir, pageTexts);
}
