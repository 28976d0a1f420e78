import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileLimit, mapWithLimit, sdkSymbolPages, type Route } from '@quire/site';
import type { ApiModel } from '@quire/openapi';
import { pageData, schemaSlugs, type SiteSources } from '../data/page-data.ts';
import { graphqlSources } from '../data/graphql-data.ts';
import { hasPlayground, playgroundSpecs, siteData } from '../data/site-data.ts';
import { pageModule } from './markdown-pages.ts';
import type { LoadedDocs } from './load-docs.ts';
import { listAssets } from './docs-assets.ts';
import { resolveCodeTheme, type ShikiColors } from '../code-theme/resolve-code-theme.ts';
import type { SampleTheme } from '../code-theme/sample-theme.ts';
import { writeTailwindEntry } from './tailwind-entry.ts';
import { compilesAlone, mayImport, snippetsAlone } from './standalone-pages.ts';
import { grammarNames } from './fence-language.ts';
import { hasMermaidFence } from './mermaid-fences.ts';
import type { UrlStyle } from '../data/site-urls.ts';
import { hashOf } from '../build-cache/page-cache.ts';
import { mdxInputs } from '../build-cache/mdx-inputs.ts';
import { quireFingerprint } from '../build-cache/quire-fingerprint.ts';
import { changelogPages, specHistories, writeChangelogs } from './spec-histories.ts';
import type { SpecHistory } from '@quire/changes';
import { PageRefsWriter } from './page-refs-writer.ts';
import { pagePackFile, writePagePack } from '../data/page-pack.ts';
import { nodeImport } from '../node-import.ts';
import { ownModule } from '../own-module.ts';

/** What the Vite plugin serves: the shared site data and the MDX modules pages import. */
export interface SiteModules {
  /** The shared site data's JSON file: read when the pages run, not bundled (a 25,000-page site's is megabytes of code for the bundler to parse). */
  siteFile: string;
  /** Import-map key -> absolute path of an MDX file (docs pages and generated `x-docs.content`). */
  mdx: Map<string, string>;
  /** The keys of `mdx` a build compiles while rendering, not as modules (standalone-pages.ts). */
  standalone: Set<string>;
  /** The docs' snippets those pages include, compiled with them (absolute paths). */
  standaloneSnippets: Set<string>;
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
 * Writes each page's JSON into the data folder's pack (data/page-pack.ts), so a page parses only
 * its own data (one operation and the names of the schemas it uses, written once per spec), and
 * returns the small shared site data.
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
  // The snippets pages include, each read once: compiled with its pages when it compiles alone.
  const snippets = new Map<string, boolean>();
  const snippetAlone = (file: string): boolean => {
    const known = snippets.get(file);
    if (known !== undefined) return known;
    // A snippet that includes itself, through others too, stays a module.
    snippets.set(file, false);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return false;
    }
    // One that takes imports from its includers (inherited-imports.ts) needs the bundler.
    const compiles = !docs.inheritedImports.has(file) && snippetsAlone(text, file, docs.dir, snippetAlone) !== undefined;
    snippets.set(file, compiles);
    standaloneDiagrams ||= compiles && hasMermaidFence(text);
    return compiles;
  };
  const classify = (key: string, text: string, file?: string) => {
    if (!compileAlone) return;
    // A page that imports compiles alone or not by where its imports lead (its file); a text that imports nothing, the same in every copy.
    let compiles = alone.get(text);
    if (compiles === undefined) compiles = file ? snippetsAlone(text, file, docs.dir, snippetAlone) !== undefined : compilesAlone(text);
    if (!file || !mayImport(text)) alone.set(text, compiles);
    if (!compiles) return;
    standalone.add(key);
    standaloneDiagrams ||= hasMermaidFence(text);
  };
  const sections = new Set<string>();
  const pageInputs: Record<number, string> = {};
  {
    // In a block: the functions this one returns hold its scope, and with it what the pages' loop
    // holds, for the whole build; the pages' JSON and their targets are garbage once written.
    const refsWriter = new PageRefsWriter(models);
    const pages: string[] = [];
    // A bounded number of pages at once: a large repo's `x-docs.content` files would exhaust open files.
    await mapWithLimit(manifest.routes, fileLimit, async (route, id) => {
      const keys: { mdx?: string; content?: string } = {};
      let text: string | undefined;
      if (route.kind === 'mdx') {
        keys.mdx = route.source;
        const readAsMdx = !docs.markdownPages.has(route.source);
        mdx.set(route.source, pageModule(join(docs.dir, route.source), readAsMdx));
        // Needed only by a build: to compile the page alone, and for its key in the page cache. The
        // checks read every page already (a build reads the docs once, so their texts are current).
        if (compileAlone) text = docs.pageTexts.get(route.source) ?? (await readFile(join(docs.dir, route.source), 'utf8'));
        // A page that is also a snippet binds its variables after MDX compiles it (vite-plugin.ts): bundled.
        if (text !== undefined && readAsMdx && !docs.snippets.has(join(docs.dir, route.source))) classify(route.source, text, join(docs.dir, route.source));
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
      pages[id] = json;
      if (compileAlone) pageInputs[id] = await pageInputsHash(docs, route, [json, ...targets], text);
    });
    // One file, written whole each run: a file per page made GitHub's 2,192 files (data/page-pack.ts).
    writePagePack(join(pagesDir, pagePackFile), pages, new Map(refsWriter.files(playgroundSpecs(manifest.routes)).map((f) => [f.name, f.json])));
  }
  await removeOthers(pagesDir, pagePackFile);
  // A build writes the texts before it lets the specs go (index.ts); dev when a reader first asks
  // for one, or once the first pages are served (a large spec's twins take seconds, and a reader
  // opens a page before a twin).
  let written: Promise<void> | undefined;
  // Dev reads a page again when it is saved, not the docs: only a build's texts are current.
  const texts = () => (written ??= writeTexts(docs, urls, histories, buildCache && join(buildCache, 'twins'), compileAlone ? docs.pageTexts : undefined));
  // Created once and never rewritten here: any write to it restarts the dev server.
  if (!existsSync(docs.restartSignal)) await writeFile(docs.restartSignal, '');
  const styles = (await listAssets(docs.dir, docs.site.files)).filter((path) => /\.css$/i.test(path));
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
    standaloneSnippets: new Set([...snippets].flatMap(([file, compiles]) => (compiles ? [file] : []))),
    standaloneDiagrams,
    tailwind: await writeTailwindEntry(docs, { scan: compileAlone ? 'styled files' : 'folder' }),
    code: { shiki: code.shiki, samples: code.samples, stylesheet },
    texts,
    // The fences' grammars too: a page's nested code is highlighted in those a build loads (fence-language.ts).
    inputs: { site: hashOf(quireFingerprint(), JSON.stringify(config), siteJson, code.css, grammarNames(docs.fenceNames).join()), pages: pageInputs },
  };
}

/** Deletes what else the folder holds: the files of a run that wrote a file per page (a pack being written by another run stays). */
async function removeOthers(dir: string, kept: string): Promise<void> {
  const stale = (await readdir(dir)).filter((name) => name !== kept && !name.endsWith('.tmp'));
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
  const { writeSiteTexts } = await nodeImport<typeof import('../ai/site-texts.ts')>(ownModule('../ai/site-texts.ts', import.meta.url));
  await writeSiteTexts(docs, dir, urls, docs.siteUrl ? new URL(docs.siteUrl) : undefined, histories, twinCacheDir, pageTexts);
}
