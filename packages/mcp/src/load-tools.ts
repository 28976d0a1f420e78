// What an MCP server needs, from a docs folder (its docs.json, MDX and specs, through config's
// loader) or from a built site (`_quire/mcp.json`, `_quire/relay.json`, `_quire/mcp-search.json`
// and the Markdown twins).
import { fileLimit, loadSite, mapWithLimit } from '@quire/site';
import { routeTwin, twinPath, type SiteLink } from '@quire/site/twin';
import type { Diagnostic } from '@quire/diagnostics';
import { readRelayFile, relayFilePath, relayTargets, type RelayTargets } from '@quire/request/node';
import type { ApiModel } from '@quire/openapi';
import { readMcpManifest } from './manifest-file.ts';
import { readReleaseFile, releaseRoot } from './release-files.ts';
import { readSearchIndex } from './search-index.ts';
import type { DocsPage, SearchTexts } from './search-pages.ts';
import { mcpToolSpecs } from './tool-specs.ts';
import { builtChangelogs, docsChangelogs } from './list-changes.ts';
import { withHistoryMarkdown, type ChangelogFile } from '@quire/changes';
import type { McpToolSpec } from './tool-spec.ts';

export interface LoadedMcpTools {
  tools: McpToolSpec[];
  pages: DocsPage[];
  /** A page's Markdown by slug. */
  readPage: (slug: string) => Promise<string | undefined>;
  /** What search looks through: read once for every server made from these tools. */
  searchTexts: () => Promise<SearchTexts>;
  /** Roughly the memory these hold (a built site's index and manifest), for a cache of many sites. */
  memoryBytes?: number;
  /** Where tools may send requests: the relay's targets of the site. */
  targets: RelayTargets;
  diagnostics: Diagnostic[];
  /** Each spec's change history (list_changes), read when first asked for. */
  changes: () => Promise<ChangelogFile[]>;
}

/** A docs folder's tools, targets and pages; `link` writes the site paths in the pages' Markdown as the site does (see markdownTwin). */
export async function loadMcpTools(docsDir: string, options: { link?: SiteLink } = {}): Promise<LoadedMcpTools> {
  const site = await loadSite(docsDir);
  const models: ApiModel[] = [];
  const sourceOf = new Map<ApiModel, string>();
  for (const [source, spec] of site.specs) {
    if (!spec.model) continue;
    models.push(spec.model);
    sourceOf.set(spec.model, source);
  }
  const routes = site.manifest?.routes ?? [];
  const operationPages = new Map(routes.filter((r) => r.operation).map((r) => [`${r.operation!.spec}\n${r.operation!.key}`, r.slug]));
  const tools = mcpToolSpecs(models, (model, operation) => operationPages.get(`${sourceOf.get(model)}\n${operation.key}`));
  const targets = site.config ? relayTargets(models, site.config.api) : { origins: [] };
  const bySlug = new Map(routes.map((r) => [r.slug, r]));
  let changes: Promise<ChangelogFile[]> | undefined;
  const readChanges = () => (changes ??= docsChangelogs(docsDir, site.specs, routes));
  const readPage = async (slug: string): Promise<string | undefined> => {
    const route = bySlug.get(slug);
    if (!route) return undefined;
    // The same text as the built site's `.md` twin of the page, its change history included.
    const histories = route.operation || route.schema ? new Map((await readChanges()).map((file) => [file.spec, file])) : undefined;
    return withHistoryMarkdown(await routeTwin(docsDir, site, route, options.link), route, histories);
  };
  const pages = routes.map((r) => ({ slug: r.slug, title: r.title }));
  // A docs folder is the author's own: its pages are read whole, once, on the first search.
  let texts: Promise<SearchTexts> | undefined;
  const searchTexts = () =>
    (texts ??= mapWithLimit(pages, fileLimit, async (page) => ({ page, text: (await readPage(page.slug).catch(() => undefined)) ?? '' })).then((all) => ({
      texts: all,
    })));
  return {
    tools,
    pages,
    readPage,
    searchTexts,
    targets,
    diagnostics: site.diagnostics,
    changes: readChanges,
  };
}

/** The most of a page get_page answers: more would crowd an agent's context, and the server's memory. */
export const maxPageBytes = 2 * 1024 * 1024;

/**
 * A built site's tools, targets and pages; undefined when it has no MCP manifest. Search uses
 * the index the build wrote (read here, once); a page is read when asked for, at most
 * `maxPageBytes` of it. Every file is read through the reader that follows no link out.
 */
export async function loadBuiltMcpTools(outDir: string): Promise<LoadedMcpTools | undefined> {
  const root = await releaseRoot(outDir).catch(() => undefined);
  if (root === undefined) return undefined;
  const manifest = await readMcpManifest(root);
  if (!manifest) return undefined;
  // The relay's reader follows links: it reads the file only once this reader found it a regular file of the release.
  const relayFile = await readReleaseFile(root, relayFilePath, 0);
  const targets = (relayFile && (await readRelayFile(root))) ?? { origins: [] };
  const search = await readSearchIndex(root);
  const known = new Set(search.pages.map((p) => p.slug));
  const readPage = async (slug: string) => {
    const read = known.has(slug) ? await readReleaseFile(root, twinPath(slug), maxPageBytes).catch(() => undefined) : undefined;
    if (!read?.cut) return read?.text;
    return `${read.text}\n\n[… cut: this page's Markdown is ${read.size} bytes; the first ${maxPageBytes} are shown. The site's pages show it whole.]\n`;
  };
  const texts: SearchTexts = { texts: search.texts, ...(search.note ? { note: search.note } : {}) };
  let changes: Promise<ChangelogFile[]> | undefined;
  return {
    tools: manifest.tools,
    pages: search.pages,
    readPage,
    searchTexts: async () => texts,
    targets,
    diagnostics: [],
    memoryBytes: search.bytes + manifest.bytes,
    changes: () => (changes ??= builtChangelogs(root)),
  };
}
