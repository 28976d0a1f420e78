import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { AstroError } from 'astro/errors';
import { loadSite, type DocsConfig, type LoadedSite, type SiteManifest } from '@quire/config';
import { formatDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { isUrl } from '@quire/openapi';
import { componentNames } from '../components/names.ts';
import { checkSampleLanguages } from './check-sample-languages.ts';
import { findUnknownComponents } from './find-unknown-components.ts';
import { readDocsMdx } from './read-docs-mdx.ts';

/** A docs repository read once per (re)start, plus where its build data goes. */
export interface LoadedDocs {
  /** Absolute path of the docs folder. */
  dir: string;
  /** Where page data and generated MDX are written: `<root>/.quire/<hash>/`. */
  dataDir: string;
  site: LoadedSite & { config: DocsConfig; manifest: SiteManifest };
  /** Files whose change restarts the dev server: docs.json, local specs, the restart signal. */
  watchFiles: string[];
  /** A file of ours that is touched to make Astro restart (new MDX page, changed frontmatter). */
  restartSignal: string;
  /** Folders Vite may serve from: the docs folder and this package. */
  allowedDirs: string[];
  redirects: Record<string, { status: 301 | 302; destination: string }>;
  /** The site's public URL without trailing slash (`''` when unknown): absolute links in llms.txt. */
  siteUrl: string;
  /** Component tags used in the docs that nothing defines; they render their children. */
  unknownComponents: string[];
}

/**
 * Reads docs.json, the MDX pages and every spec. Errors stop the build with an AstroError that
 * lists each problem with its place and a hint; warnings are logged.
 */
export async function loadDocs(docs: string, root: URL, siteUrl: URL | undefined, command: string, logger: AstroIntegrationLogger): Promise<LoadedDocs> {
  const rootDir = fileURLToPath(root);
  const dir = resolve(rootDir, docs);
  const site = await loadSite(dir);
  const unknown = findUnknownComponents(await readDocsMdx(dir, site.manifest?.routes ?? []), new Set(componentNames));
  site.diagnostics.push(...unknown.diagnostics, ...checkSampleLanguages(site.config?.api.examples.languages, join(dir, 'docs.json')));
  const errors = site.diagnostics.filter((d) => d.severity === 'error');
  for (const d of site.diagnostics) if (d.severity !== 'error') logger.warn(formatDiagnostic(d));
  if (errors.length || !site.config || !site.manifest) throw docsError(dir, errors);
  const dataDir = join(rootDir, '.quire', createHash('sha256').update(dir).digest('hex').slice(0, 10));
  const restartSignal = join(dataDir, 'restart-signal');
  const localSpecs = [...site.specs.keys(), ...site.asyncSpecs.keys()].filter((s) => !isUrl(s)).map((s) => join(dir, s));
  const redirects = Object.fromEntries(
    (site.config.redirects ?? []).map((r) => [r.source, { status: r.permanent ? 301 : 302, destination: r.destination }] as const),
  );
  if (command === 'dev') logger.info(`${site.manifest.routes.length} pages from ${dir}`);
  return {
    dir,
    dataDir,
    site: site as LoadedDocs['site'],
    watchFiles: [join(dir, 'docs.json'), ...localSpecs, restartSignal],
    restartSignal,
    allowedDirs: [dir, dirname(dirname(fileURLToPath(import.meta.url))), dataDir],
    redirects,
    unknownComponents: unknown.names,
    siteUrl: siteUrl ? siteUrl.href.replace(/\/$/, '') : '',
  };
}

function docsError(dir: string, errors: Diagnostic[]): AstroError {
  const shown = errors.slice(0, 20).map((d) => `  ${formatDiagnostic(d)}`);
  if (errors.length > shown.length) shown.push(`  …and ${errors.length - shown.length} more (run \`quire check ${dir}\` for all).`);
  const error = new AstroError(
    `The docs in ${dir} have ${errors.length || 'unreadable'} error${errors.length === 1 ? '' : 's'}:\n${shown.join('\n')}`,
    `Fix the places listed above, then save: the site reloads. \`quire check ${dir}\` lists the same problems.`,
  );
  error.name = 'QuireDocsError';
  return error;
}
