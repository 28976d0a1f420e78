import { join } from 'node:path';
import { diagnostic, type Diagnostic, type DiagnosticPlace } from '@quire/diagnostics';
import { isUrl, loadSpec, offline, type ApiModel, type DroppedOperation, type LoadedSpec } from '@quire/openapi';
import { loadAsyncApi, type AsyncApiModel, type LoadedAsyncApi } from '@quire/asyncapi';
import { loadGraphQL, type GraphQLModel, type LoadedGraphQL } from '@quire/graphql';
import { loadSdk, type LoadedSdk, type SdkModel } from '@quire/sdk-reference';
import { offlineFetch } from './offline-fetch.ts';
import { readDocsConfig, type DocsConfig } from '@quire/config';
import {
  collectAsyncApiSources,
  collectGraphQLSources,
  collectSdkSources,
  collectSpecOverlays,
  collectSpecSources,
} from './navigation/collect-spec-sources.ts';
import type { SiteManifest } from './navigation/manifest.ts';
import type { MdxPage } from './navigation/mdx-pages.ts';
import { resolveNavigation } from './navigation/resolve-navigation.ts';
import { locateInDocs } from './locate-diagnostics.ts';
import { userCacheDir } from './user-cache-dir.ts';
import { fileLimit, mapWithLimit } from './map-with-limit.ts';
import { readMdxPages } from './read-mdx-pages.ts';
import { findOpenApiFiles, pagesNeedAnotherSpec, specFilesToLoad } from './spec-files.ts';
import { readDocsFiles, type DocsFiles } from './docs-files.ts';

export interface LoadedSite {
  dir: string;
  config?: DocsConfig;
  mdx: MdxPage[];
  /** The docs folder's files as this load found them: what reads the folder after it (snippets, assets, scripts) filters these instead of walking it again. */
  files: DocsFiles;
  specs: Map<string, LoadedSpec>;
  /** The AsyncAPI documents, by the same kind of key. */
  asyncSpecs: Map<string, LoadedAsyncApi>;
  /** The GraphQL schemas tabs name, by the same kind of key. */
  graphqlSpecs: Map<string, LoadedGraphQL>;
  /** The SDK reference artifacts `sdk` names, by normalized source. */
  sdkSpecs: Map<string, LoadedSdk>;
  manifest?: SiteManifest;
  /** docs.json and every JSON file its `$ref`s name (absolute when `dir` is): a change to any of them changes the site. */
  configFiles: string[];
  /** Where a value of `config` was written: a pointer into docs.json (as merged, or as made of mint.json) -> the file, relative to `dir`, and the pointer into it. */
  configSourceOf?: (pointer: string) => { file: string; pointer: string };
  /** Everything found, files named relative to the working directory (`docs/openapi.yaml`). */
  diagnostics: Diagnostic[];
}

export interface LoadSiteOptions {
  /** Sees each page's text as it is read, for checks of page bodies (components, images) that would otherwise read every page again. */
  onPageText?: (path: string, text: string) => void;
  blockPrivateNetworks?: boolean;
  fetch?: typeof fetch;
  /** Where specs' validation findings are kept between runs; default the user's cache, `false` for none. */
  validationCacheDir?: string | false;
  /** Where documents named by URL are kept when fetched, to build from when the URL cannot be reached; default the user's cache, `false` for none (hosted builds, which have no network, use none). */
  urlCacheDir?: string | false;
}

/**
 * The one diagnostics pass behind `quire check`, `quire build`, `quire dev` and the integration,
 * with the one severity policy: an error fails every surface alike. Reads docs.json, the MDX
 * pages and every spec the site names (each once, `$ref`s confined to the docs folder), then
 * resolves the SiteManifest. An operation with errors gets no page (docs: guides/api-navigation#operations-with-errors): one warning says
 * which, where and why, and a navigation entry that names it is an error, since the site would
 * miss a page its navigation lists.
 */
export async function loadSite(dir: string, given: LoadSiteOptions = {}): Promise<LoadedSite> {
  // A hosted build has no network: documents by URL come from the copies fetched before it.
  const fetch = given.fetch ?? offlineFetch();
  const options: LoadSiteOptions = { ...given, ...(fetch ? { fetch } : {}) };
  const files = await readDocsFiles(dir);
  const [read, mdx] = await Promise.all([readDocsConfig(dir), readMdxPages(dir, options.onPageText, files)]);
  const diagnostics: Diagnostic[] = [...read.diagnostics, ...inDir(await locateInDocs(mdx.diagnostics, dir), dir)];
  const specs = new Map<string, LoadedSpec>();
  const asyncSpecs = new Map<string, LoadedAsyncApi>();
  const graphqlSpecs = new Map<string, LoadedGraphQL>();
  const sdkSpecs = new Map<string, LoadedSdk>();
  const configFiles = read.files ?? [join(dir, 'docs.json')];
  if (!read.config) return { dir, mdx: mdx.pages, files, specs, asyncSpecs, graphqlSpecs, sdkSpecs, configFiles, diagnostics };

  const sources = await specFilesToLoad(collectSpecSources(read.config, mdx.pages), dir, mdx.pages, files);
  const namedByConfig = new Set(collectSpecSources(read.config, []));
  const overlays = collectSpecOverlays(read.config);
  const validationCacheDir = options.validationCacheDir ?? userCacheDir('validation');
  // Documents by URL: each fetch keeps a copy, which a build that cannot reach the URL uses, with a warning naming its age.
  const urlCacheDir = options.urlCacheDir ?? (offline() ? false : userCacheDir('specs'));
  const load = (source: string) =>
    loadSpec(source, {
      cwd: dir,
      root: dir,
      ...(overlays.get(source)?.length ? { overlays: overlays.get(source)! } : {}),
      ...(options.blockPrivateNetworks ? { blockPrivateNetworks: true } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(validationCacheDir ? { validationCacheDir } : {}),
      ...(urlCacheDir ? { urlCacheDir } : {}),
    });
  const models = new Map<string, ApiModel | undefined>();
  const dropped = new Map<string, Map<string, Diagnostic>>();
  const register = (source: string, spec: LoadedSpec) => {
    specs.set(source, spec);
    models.set(source, spec.model);
    dropped.set(source, new Map(spec.dropped.map((op) => [op.key, inDir(op.errors, dir)[0]!])));
    // A usable spec's errors all lie in dropped operations: each operation's warning stands for them.
    // A spec only pages name that cannot be used leaves them without a reference (docs: guides/api-navigation#unusable-specs),
    // as a mistyped operation does: a warning; one docs.json names would leave navigation empty.
    const unusable = spec.model ? [] : namedByConfig.has(source) ? spec.diagnostics : spec.diagnostics.map(pagesOnly);
    diagnostics.push(...inDir(spec.model ? spec.diagnostics.filter((d) => d.severity !== 'error') : unusable, dir));
    diagnostics.push(...spec.dropped.map((op) => droppedWarning(op, source, dir)));
  };
  const loadAll = async (list: string[]) => {
    const loaded = await mapWithLimit(list, fileLimit, load);
    for (const [i, source] of list.entries()) register(source, loaded[i]!);
  };
  await loadAll(sources);
  // The hosted platform reads every OpenAPI file of the repo: a page whose operation is in none of
  // the specs the site names finds it in another file of the folder (docs: guides/api-navigation#mdx-operation-pages).
  const found =
    sources.length && pagesNeedAnotherSpec(mdx.pages, models, dropped) ? (await findOpenApiFiles(dir, files)).filter((file) => !specs.has(file)) : [];
  await loadAll(found);
  const asyncModels = new Map<string, AsyncApiModel | undefined>();
  for (const [source, loadedAsync] of await loadAsyncApis(collectAsyncApiSources(read.config, mdx.pages), dir, options, validationCacheDir)) {
    asyncSpecs.set(source, loadedAsync);
    asyncModels.set(source, loadedAsync.model);
    diagnostics.push(...inDir(loadedAsync.diagnostics, dir));
  }
  const graphqlModels = new Map<string, GraphQLModel | undefined>();
  for (const source of collectGraphQLSources(read.config)) {
    const loadedSchema = await loadGraphQL(source, { cwd: dir, ...(options.fetch ? { fetch: options.fetch } : {}) });
    graphqlSpecs.set(source, loadedSchema);
    graphqlModels.set(source, loadedSchema.model);
    diagnostics.push(...inDir(loadedSchema.diagnostics, dir));
  }
  const sdkModels = new Map<string, SdkModel | undefined>();
  for (const [source, format] of collectSdkSources(read.config)) {
    const loadedSdk = await loadSdk(format, source, { cwd: dir, ...(options.fetch ? { fetch: options.fetch } : {}) });
    sdkSpecs.set(source, loadedSdk);
    sdkModels.set(source, loadedSdk.model);
    diagnostics.push(...inDir(loadedSdk.diagnostics, dir));
  }
  const manifest = resolveNavigation({
    config: read.config,
    specs: models,
    dropped,
    asyncapi: asyncModels,
    graphql: graphqlModels,
    sdk: sdkModels,
    mdx: mdx.pages,
    found: new Set(found),
    configFile: 'docs.json',
  });
  // Navigation diagnostics point into the merged docs.json: each goes to the file its value came from.
  const fromConfig = manifest.diagnostics.map((d) =>
    d.file === 'docs.json' && d.pointer !== undefined && read.sourceOf ? { ...d, ...read.sourceOf(d.pointer) } : d,
  );
  diagnostics.push(...inDir(await locateInDocs(fromConfig, dir), dir));
  return {
    dir,
    config: read.config,
    mdx: mdx.pages,
    files,
    specs,
    asyncSpecs,
    graphqlSpecs,
    sdkSpecs,
    manifest,
    configFiles,
    ...(read.sourceOf ? { configSourceOf: read.sourceOf } : {}),
    diagnostics,
  };
}

function pagesOnly(d: Diagnostic): Diagnostic {
  return d.severity === 'error' ? { ...d, severity: 'warning', message: `${d.message} Only MDX pages name it: they show no API reference.` } : d;
}

/** Which operation gets no page (docs: guides/api-navigation#operations-with-errors), where its first error is, and what the errors say. */
function droppedWarning(op: DroppedOperation, source: string, dir: string): Diagnostic {
  const [first, ...more] = inDir(op.errors, dir);
  const why = [first!, ...more]
    .slice(0, 3)
    .map((d) => d.message.replace(/\.$/, ''))
    .join('; ');
  const rest = more.length > 2 ? `; and ${more.length - 2} more` : '';
  return diagnostic('SPEC_OPERATION_SKIPPED', `\`${op.key}\` of ${source} gets no page because of ${plural(op.errors.length, 'error')}: ${why}${rest}.`, {
    ...placeOf(first!),
    hint: `${first!.hint} \`quire check ${isUrl(source) ? source : join(dir, source)}\` lists each error with its line.`,
  });
}

function placeOf(d: Diagnostic): DiagnosticPlace {
  return {
    ...(d.file ? { file: d.file } : {}),
    ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
    ...(d.line !== undefined ? { line: d.line, column: d.column ?? 1 } : {}),
  };
}

function plural(n: number, word: string): string {
  return `${n === 1 ? 'an' : n} ${word}${n === 1 ? '' : 's'}`;
}

/** AsyncAPI documents, each once; the parser (large) loads with the first of them. */
async function loadAsyncApis(
  sources: string[],
  dir: string,
  options: LoadSiteOptions,
  validationCacheDir: string | false,
): Promise<[string, LoadedAsyncApi][]> {
  return mapWithLimit(
    sources,
    fileLimit,
    async (source) =>
      [
        source,
        await loadAsyncApi(source, {
          cwd: dir,
          root: dir,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(validationCacheDir ? { validationCacheDir } : {}),
        }),
      ] as [string, LoadedAsyncApi],
  );
}

/** Files in diagnostics are relative to the docs folder; show them from the working directory. */
function inDir(diagnostics: Diagnostic[], dir: string, ...already: string[]): Diagnostic[] {
  return diagnostics.map((d) => {
    if (!d.file || already.includes(d.file) || isUrl(d.file) || d.file.startsWith('/')) return d;
    return { ...d, file: join(dir, d.file) };
  });
}
