import { join, relative, resolve } from 'node:path';
import {
  inSnippetFolder,
  loadSite,
  locateInDocs,
  readSnippetsAndContent,
  trimUserCache,
  userCacheBudgetBytes,
  userCacheDir,
  userCacheTrimIntervalMs,
  type LoadedSite,
  type LoadSiteOptions,
  type RedirectPattern,
} from '@quire/site';
import { componentNames } from '../components/registry.ts';
import { withProseKept } from './mdx-tags.ts';
import { checkIconLibrary } from './check-icon-library.ts';
import { checkSampleLanguages } from './check-sample-languages.ts';
import { readsMath } from './math.ts';
import { findMissingImages } from './find-missing-images.ts';
import { findMissingImports, withoutMissingImports } from './find-missing-imports.ts';
import { findMissingLegacySnippets, withLegacySnippets } from './legacy-snippets.ts';
import { checkPageTexts } from './page-text-checks.ts';
import { findUnknownComponents } from './find-unknown-components.ts';
import { inheritedImports } from './inherited-imports.ts';
import { siteRedirects, type SiteRedirects } from './site-redirects.ts';
import { listSiteScripts } from './site-scripts.ts';
import { checkPageActions } from './check-page-actions.ts';
import { fenceNames } from './fence-names.ts';

export interface DiagnosedDocs {
  site: LoadedSite;
  /** Component tags used in the docs that nothing defines; they render their children. */
  unknownComponents: string[];
  /** docs.json's redirects that the site can serve. */
  redirects: SiteRedirects;
  /** docs.json's redirects whose source is a pattern, for Quire's servers to match. */
  redirectPatterns: RedirectPattern[];
  /** The repo's own .js files that run on every page (see site-scripts.ts). */
  scripts: string[];
  /** The pages and snippets (absolute paths) with a `class=` or `className=`: where Tailwind classes can be. */
  styledFiles: string[];
  /** The MDX files shown inside pages (absolute paths): those of `snippets/`, and every .mdx another file imports. */
  snippets: string[];
  /** Each page's text as read here (path relative to the docs folder -> text, without a byte order mark): a build's later steps take it from here instead of reading every page again. */
  pageTexts: ReadonlyMap<string, string>;
  /** The .md pages (relative to the docs folder) that MDX cannot compile: built as plain Markdown (markdown-pages.ts). */
  markdownPages: string[];
  /** The import statements each snippet (absolute path) takes from the files that include it (inherited-imports.ts). */
  inheritedImports: ReadonlyMap<string, string>;
  /** The languages of the docs' code fences as written (fence-names.ts): a build loads their grammars first. */
  fenceNames: string[];
  /** What of each file including a snippet or included the statements come from (inherited-imports.ts): dev reads the docs again when an edit changes it. */
  inheritanceInputs: ReadonlyMap<string, string>;
}

/**
 * The one diagnostics pass over a docs repo: `quire check`, `quire build`, `quire dev` and an
 * Astro project's integration all call this, so a repo gets one verdict everywhere. It adds to
 * the docs' own checks (`loadSite`) what only the site knows: which components and sample
 * languages exist.
 */
export function diagnoseDocs(dir: string, options: DiagnoseOptions = {}): Promise<DiagnosedDocs> {
  return withProseKept(() => diagnose(dir, options));
}

export interface DiagnoseOptions extends LoadSiteOptions {
  /**
   * Trim the user cache this long after the docs are read instead of at once (dev): trimming reads
   * every entry's size (thousands of files), work the first page would otherwise wait behind.
   */
  trimCacheAfterMs?: number;
  /** The docs are watched for edits (dev): keep what an edit is compared with (`inheritanceInputs`, empty otherwise). */
  watched?: boolean;
}

/** Whether this process has trimmed the user cache: a dev server reloading its docs does it once. */
let userCacheTrimmed = false;

async function diagnose(dir: string, { trimCacheAfterMs, watched = false, ...options }: DiagnoseOptions): Promise<DiagnosedDocs> {
  const files: { path: string; text: string }[] = [];
  const pageTexts = new Map<string, string>();
  const site = await loadSite(dir, {
    ...options,
    onPageText: (path, text) => {
      files.push({ path: join(dir, path), text });
      pageTexts.set(path, text);
    },
  });
  const pages = [...files];
  const snippetsAndContent = await readSnippetsAndContent(dir, site.manifest?.routes ?? [], site.files);
  files.push(...snippetsAndContent);
  // What the site renders: the pages, each x-docs.content, and (through their imports) the snippets they use.
  const rendered = [...pages, ...snippetsAndContent.filter((file) => !inSnippetFolder(relative(dir, file.path)))];
  const known = new Set(componentNames);
  const withSnippets = files.map((file) => ({ path: file.path, text: withLegacySnippets(file.text, dir) }));
  // What a snippet uses of its includers' imports is imported into it where it is built (vite-plugin.ts).
  const { appended: inherited, inputs: inheritanceInputs } = inheritedImports(withSnippets, dir, known, watched);
  // What a missing import names is undefined where the page is built (vite-plugin.ts): its tags are unknown components.
  const unknown = findUnknownComponents(
    withSnippets.map((file) => ({ path: file.path, text: withoutMissingImports(file.text + (inherited.get(resolve(file.path)) ?? ''), file.path, dir) })),
    known,
  );
  const { redirects, patterns, diagnostics } = siteRedirects(site.config, site.manifest?.routes ?? [], join(dir, 'docs.json'), site.manifest?.nav ?? []);
  // Settings found wrong here carry a JSON pointer into docs.json: give them its line, as loadSite does.
  const file = join(dir, 'docs.json');
  // Snippets: their braced names are variables the importing page sets (literal-braces.ts).
  const imported = new Set<string>();
  const missingImports = await findMissingImports(rendered, dir, new Map(snippetsAndContent.map((file) => [resolve(file.path), file.text])), imported);
  const snippets = new Set(
    [...files.map((f) => f.path).filter((path) => inSnippetFolder(relative(dir, path))), ...imported].filter((path) => path.endsWith('.mdx')),
  );
  // Each at the file its value was written in: a file docs.json's `$ref`s name, or the mint.json it was made of.
  const written = [
    ...checkSampleLanguages(site.config?.api.examples.languages, file),
    ...checkIconLibrary(site.config?.icons?.library, file),
    ...checkPageActions(site.config?.contextual, file),
    ...diagnostics,
  ].map((d) => {
    if (d.file !== file || d.pointer === undefined || !site.configSourceOf) return d;
    const source = site.configSourceOf(d.pointer);
    return { ...d, file: join(dir, source.file), pointer: source.pointer };
  });
  const settings = await locateInDocs(written, dir);
  // docs.json `styling.latex`: whether `$…$` and `$$…$$` are math (math.ts).
  const math = readsMath(site.config);
  const pagePaths = new Set(pages.map((page) => page.path));
  const texts = await checkPageTexts(files, {
    math,
    isSnippet: (path) => snippets.has(path),
    isPage: (path) => pagePaths.has(path),
    cacheDir: options.validationCacheDir ?? userCacheDir('validation'),
    docsDir: dir,
  });
  site.diagnostics.push(
    ...texts.syntax,
    // A page built as plain Markdown shows its tags as written: none is a component.
    ...unknown.diagnostics.filter((d) => !d.file || !texts.markdown.has(d.file)),
    ...(await findMissingImages(files, dir, texts.markdown)),
    ...missingImports,
    ...findMissingLegacySnippets(files, dir),
    ...texts.braces,
    ...texts.math,
    ...texts.hooks,
    ...settings,
  );
  const styled = new Map<string, boolean>(); // by text: pages of equal text share one string
  const isStyled = (text: string) => styled.get(text) ?? styled.set(text, /\bclass(?:Name)?\s*=/.test(text)).get(text)!;
  const styledFiles = files.filter((f) => isStyled(f.text)).map((f) => f.path);
  // Once this run's entries are written and read (the newest of all), the user cache is held to
  // its budget (user-cache-dir.ts): once a process, while the run goes on, and no more than once
  // an hour by all runs (a walk stats every entry).
  if (options.validationCacheDir === undefined && !userCacheTrimmed) {
    userCacheTrimmed = true;
    const trim = () => trimUserCache(userCacheBudgetBytes, userCacheDir(), userCacheTrimIntervalMs).catch(() => {});
    if (trimCacheAfterMs) setTimeout(trim, trimCacheAfterMs).unref();
    else trim();
  }
  return {
    site,
    unknownComponents: unknown.names,
    redirects,
    redirectPatterns: patterns,
    scripts: await listSiteScripts(dir, files, site.files),
    styledFiles,
    snippets: [...snippets],
    pageTexts,
    markdownPages: [...texts.markdown].map((path) => relative(dir, path)),
    inheritedImports: inherited,
    inheritanceInputs,
    fenceNames: fenceNames(files.map((file) => file.text)),
  };
}
