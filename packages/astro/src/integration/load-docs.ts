import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { AstroError } from 'astro/errors';
import type { DocsConfig } from '@quire/config';
import type { LoadedSite, RedirectPattern, SiteManifest } from '@quire/site';
import { formatDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { isUrl } from '@quire/openapi';
import { diagnoseDocs } from './diagnose-docs.ts';
import type { SiteRedirects } from './site-redirects.ts';
import { publishedSpecs, type PublishedSpec } from './published-specs.ts';
import { realPath } from './real-path.ts';

/** A docs repository read once per (re)start, plus where its build data goes. */
export interface LoadedDocs {
  /** Absolute path of the docs folder. */
  dir: string;
  /** Where page data and generated MDX are written: `<root>/.quire/<hash>/`. */
  dataDir: string;
  site: LoadedSite & { config: DocsConfig; manifest: SiteManifest };
  /** Files dev watches besides the docs folder: docs.json, local specs, the restart signal. */
  watchFiles: string[];
  /** When the docs were read (ms since the epoch): a watched file changed later was saved during a restart. */
  readAt: number;
  /** A file of ours that is touched to make Astro restart (watch-docs.ts). */
  restartSignal: string;
  /** Folders Vite may serve from: the docs folder and this package. */
  allowedDirs: string[];
  redirects: SiteRedirects;
  /** docs.json's redirects whose source is a pattern, for Quire's servers to match (write-build-extras.ts). */
  redirectPatterns: readonly RedirectPattern[];
  /** The site's public URL without trailing slash (`''` when unknown): absolute links in llms.txt. */
  siteUrl: string;
  /** Component tags used in the docs that nothing defines; they render their children. */
  unknownComponents: string[];
  /** The repo's own .js files that run on every page, relative to `dir`. */
  scripts: string[];
  /** The pages and snippets with a `class=` or `className=` (absolute paths): where Tailwind classes can be. */
  styledFiles: string[];
  /** The MDX files shown inside pages (absolute paths): their braced names are variables the page sets. */
  snippets: ReadonlySet<string>;
  /** docs.json "download-spec": where each reference page's spec is downloaded from, by spec key, and the files published for it. */
  publishedSpecs: ReadonlyMap<string, PublishedSpec>;
  /** Each page's text as the checks read it, by path relative to `dir` (diagnose-docs.ts); current for a build, which reads the docs once. */
  pageTexts: ReadonlyMap<string, string>;
  /** The .md pages (relative to the docs folder) built as plain Markdown, since MDX cannot compile them (markdown-pages.ts). */
  markdownPages: ReadonlySet<string>;
  /** The import statements each snippet (absolute path) takes from the files that include it (inherited-imports.ts). */
  inheritedImports: ReadonlyMap<string, string>;
  /** The languages of the docs' code fences as written (fence-names.ts): a build loads their grammars first. */
  fenceNames: readonly string[];
  /** What of each file including a snippet or included the statements come from (inherited-imports.ts): dev reads the docs again when an edit changes it. */
  inheritanceInputs: ReadonlyMap<string, string>;
}

/** Docs with errors: what dev needs to show them, and to try again on the next save. */
export interface BrokenDocs {
  dir: string;
  /** The errors as one AstroError, located at the first error's file and line. */
  error: AstroError;
  watchFiles: string[];
  /** When the docs were read, as for LoadedDocs. */
  readAt: number;
  restartSignal: string;
}

/** How long after `quire dev` reads the docs it trims the user cache: after the first page, as the Markdown twins. */
const devCacheTrimDelayMs = 10_000;

/** Who hears about the docs' problems: Astro's logger by default, or the caller (`quire build`). */
export type DiagnosticsListener = (diagnostics: readonly Diagnostic[]) => void;

/**
 * Reads docs.json, the MDX pages and every spec through the one diagnostics pass. Errors stop
 * the build (or show in dev's overlay) with an AstroError that lists each problem with its place
 * and points the editor at the first; warnings are logged, unless a listener takes them all.
 */
export async function loadDocs(
  docs: string,
  root: URL,
  siteUrl: URL | undefined,
  command: string,
  logger: AstroIntegrationLogger,
  listener?: DiagnosticsListener,
): Promise<{ docs: LoadedDocs } | { broken: BrokenDocs }> {
  const rootDir = fileURLToPath(root);
  // Vite names modules by their real paths: a docs folder reached through a link must be known by
  // its real path too, or its pages' imports (`/snippets/x.jsx`) are not recognized as the docs'.
  // A missing folder stays as given: loadSite reports it.
  const dir = realPath(resolve(rootDir, docs));
  const readAt = Date.now();
  const {
    site,
    unknownComponents,
    redirects,
    redirectPatterns,
    scripts,
    styledFiles,
    snippets,
    pageTexts,
    markdownPages,
    inheritedImports,
    inheritanceInputs,
    fenceNames,
  } = await diagnoseDocs(dir, command === 'dev' ? { trimCacheAfterMs: devCacheTrimDelayMs, watched: true } : {});
  const errors = site.diagnostics.filter((d) => d.severity === 'error');
  if (listener) listener(site.diagnostics);
  else for (const d of site.diagnostics) if (d.severity !== 'error') logger.warn(formatDiagnostic(d));
  const dataDir = join(rootDir, '.quire', createHash('sha256').update(dir).digest('hex').slice(0, 10));
  const restartSignal = join(dataDir, 'restart-signal');
  const localSpecs = [...site.specs.keys(), ...site.asyncSpecs.keys(), ...site.graphqlSpecs.keys(), ...site.sdkSpecs.keys()]
    .filter((s) => !isUrl(s))
    .map((s) => join(dir, s));
  const watchFiles = [...new Set([join(dir, 'docs.json'), ...site.configFiles]), ...localSpecs, restartSignal];
  if (errors.length || !site.config || !site.manifest) return { broken: { dir, error: docsError(dir, errors, command), watchFiles, readAt, restartSignal } };
  if (command === 'dev') logger.info(`${site.manifest.routes.length} pages from ${dir}`);
  const loaded: LoadedDocs = {
    dir,
    dataDir,
    site: site as LoadedDocs['site'],
    watchFiles,
    readAt,
    restartSignal,
    allowedDirs: [dir, dirname(dirname(fileURLToPath(import.meta.url))), dataDir],
    redirects,
    redirectPatterns,
    unknownComponents,
    scripts,
    styledFiles,
    snippets: new Set(snippets),
    pageTexts,
    markdownPages: new Set(markdownPages),
    inheritedImports,
    inheritanceInputs,
    fenceNames,
    publishedSpecs: publishedSpecs(site.config, site.manifest, site.specs, dir),
    siteUrl: siteUrl ? siteUrl.href.replace(/\/$/, '') : '',
  };
  return { docs: loaded };
}

/**
 * The docs' errors as one AstroError. Its location is the first error's file and line, so dev's
 * overlay opens the user's docs.json, spec or page in the editor, not Quire's source.
 */
function docsError(dir: string, errors: Diagnostic[], command: string): AstroError {
  const shown = errors.slice(0, 20).map((d) => `  ${formatDiagnostic(d)}`);
  if (errors.length > shown.length) shown.push(`  …and ${errors.length - shown.length} more (run \`quire check ${dir}\` for all).`);
  const next = command === 'dev' ? 'Fix the places listed above, then save: the site reloads.' : 'Fix the places listed above and build again.';
  const error = new AstroError(
    `The docs in ${dir} have ${errors.length || 'unreadable'} error${errors.length === 1 ? '' : 's'}:\n${shown.join('\n')}`,
    `${next} \`quire check ${dir}\` lists the same problems.`,
  );
  error.name = 'QuireDocsError';
  const first = errors.find((d) => d.file && !isUrl(d.file));
  // Astro's overlay reads `loc` (else the stack's first frame, which is Quire's own file).
  if (first?.file) Object.assign(error, { loc: { file: resolve(first.file), line: first.line ?? 1, column: first.column ?? 1 } });
  return error;
}
