import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { isUrl, loadSpec, type ApiModel, type LoadedSpec } from '@quire/openapi';
import { loadAsyncApi, type AsyncApiModel, type LoadedAsyncApi } from '@quire/asyncapi';
import { readDocsConfig, type DocsConfig } from './docs-json/index.ts';
import { collectAsyncApiSources, collectSpecSources } from './navigation/collect-spec-sources.ts';
import type { SiteManifest } from './navigation/manifest.ts';
import type { MdxPage } from './navigation/mdx-pages.ts';
import { resolveNavigation } from './navigation/resolve-navigation.ts';
import { locateInDocs } from './locate-diagnostics.ts';
import { readMdxPages } from './read-mdx-pages.ts';

export interface LoadedSite {
  dir: string;
  config?: DocsConfig;
  mdx: MdxPage[];
  specs: Map<string, LoadedSpec>;
  /** The AsyncAPI documents, by the same kind of key. */
  asyncSpecs: Map<string, LoadedAsyncApi>;
  manifest?: SiteManifest;
  /** Everything found, files named relative to the working directory (`docs/openapi.yaml`). */
  diagnostics: Diagnostic[];
}

export interface LoadSiteOptions {
  /** Keep errors inside operations as errors (`quire check`); builds skip those operations instead (rule 7). */
  strict?: boolean;
  blockPrivateNetworks?: boolean;
  fetch?: typeof fetch;
}

/**
 * The I/O around the pure resolver: reads docs.json, the MDX pages and every spec the site
 * names (each once, `$ref`s confined to the docs folder), then resolves the SiteManifest.
 */
export async function loadSite(dir: string, options: LoadSiteOptions = {}): Promise<LoadedSite> {
  const [read, mdx] = await Promise.all([readDocsConfig(dir), readMdxPages(dir)]);
  const diagnostics: Diagnostic[] = [...read.diagnostics, ...inDir(mdx.diagnostics, dir)];
  const specs = new Map<string, LoadedSpec>();
  const asyncSpecs = new Map<string, LoadedAsyncApi>();
  if (!read.config) return { dir, mdx: mdx.pages, specs, asyncSpecs, diagnostics };

  const sources = collectSpecSources(read.config, mdx.pages);
  const loaded = await Promise.all(sources.map((source) => loadSpec(source, { cwd: dir, root: dir, ...(options.blockPrivateNetworks ? { blockPrivateNetworks: true } : {}), ...(options.fetch ? { fetch: options.fetch } : {}) })));
  const models = new Map<string, ApiModel | undefined>();
  sources.forEach((source, i) => {
    const spec = loaded[i]!;
    specs.set(source, spec);
    models.set(source, spec.model);
    // Rule 7: in a site, an operation with errors is skipped, not fatal; say which.
    const skipped = new Set(spec.skipped);
    for (const d of inDir(spec.diagnostics, dir)) diagnostics.push(spec.model && !options.strict && d.severity === 'error' ? { ...d, severity: 'warning' } : d);
    if (skipped.size && !options.strict) diagnostics.push(diagnostic('SPEC_OPERATION_SKIPPED', `${skipped.size} operation(s) of ${source} have errors and get no page: ${[...skipped].map((k) => k.replace(/^\w+ /, '')).join(', ')}.`, { file: isUrl(source) ? source : join(dir, source) }));
  });
  const asyncModels = new Map<string, AsyncApiModel | undefined>();
  for (const [source, loadedAsync] of await loadAsyncApis(collectAsyncApiSources(read.config, mdx.pages), dir, options)) {
    asyncSpecs.set(source, loadedAsync);
    asyncModels.set(source, loadedAsync.model);
    diagnostics.push(...inDir(loadedAsync.diagnostics, dir));
  }
  const manifest = resolveNavigation({ config: read.config, specs: models, asyncapi: asyncModels, mdx: mdx.pages, configFile: 'docs.json' });
  diagnostics.push(...inDir(await locateInDocs(manifest.diagnostics, dir), dir));
  return { dir, config: read.config, mdx: mdx.pages, specs, asyncSpecs, manifest, diagnostics };
}

/** AsyncAPI documents, each once; the parser (large) loads with the first of them. */
async function loadAsyncApis(sources: string[], dir: string, options: LoadSiteOptions): Promise<[string, LoadedAsyncApi][]> {
  return Promise.all(sources.map(async (source) => [source, await loadAsyncApi(source, { cwd: dir, root: dir, ...(options.fetch ? { fetch: options.fetch } : {}) })] as [string, LoadedAsyncApi]));
}

/** Files in diagnostics are relative to the docs folder; show them from the working directory. */
function inDir(diagnostics: Diagnostic[], dir: string, ...already: string[]): Diagnostic[] {
  return diagnostics.map((d) => {
    if (!d.file || already.includes(d.file) || isUrl(d.file) || d.file.startsWith('/')) return d;
    return { ...d, file: join(dir, d.file) };
  });
}
