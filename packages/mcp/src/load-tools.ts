// What an MCP server needs, from a docs folder (its docs.json, MDX and specs, through config's
// loader) or from a built site (`_quire/mcp.json`, `_quire/relay.json` and the Markdown twins).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileLimit, listFiles, loadSite, mapWithLimit } from '@quire/config';
import { routeTwin, type SiteLink } from '@quire/config/twin';
import type { Diagnostic } from '@quire/diagnostics';
import { readRelayFile, relayTargets, type RelayTargets } from '@quire/request/node';
import type { ApiModel } from '@quire/openapi';
import { readMcpManifest } from './manifest-file.ts';
import type { DocsPage } from './search-pages.ts';
import { mcpToolSpecs } from './tool-specs.ts';
import type { McpToolSpec } from './tool-spec.ts';

export interface LoadedMcpTools {
  tools: McpToolSpec[];
  pages: DocsPage[];
  /** A page's Markdown by slug. */
  readPage: (slug: string) => Promise<string | undefined>;
  /** Where tools may send requests: the relay's targets of the site. */
  targets: RelayTargets;
  diagnostics: Diagnostic[];
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
  const readPage = async (slug: string): Promise<string | undefined> => {
    const route = bySlug.get(slug);
    // The same text as the built site's `.md` twin of the page.
    return route ? routeTwin(docsDir, site, route, options.link) : undefined;
  };
  return { tools, pages: routes.map((r) => ({ slug: r.slug, title: r.title })), readPage, targets, diagnostics: site.diagnostics };
}

/** A built site's tools, targets and pages (its Markdown twins); undefined when it has no MCP manifest. */
export async function loadBuiltMcpTools(outDir: string): Promise<LoadedMcpTools | undefined> {
  const manifest = await readMcpManifest(outDir);
  if (!manifest) return undefined;
  const targets = (await readRelayFile(outDir)) ?? { origins: [] };
  const files = new Map<string, string>();
  for (const file of await listFiles(outDir, '**/*.md', ['_quire/**', '_astro/**'])) files.set(file === 'index.md' ? '' : file.replace(/\.md$/, ''), file);
  const sorted = [...files].sort();
  const heads = await mapWithLimit(sorted, fileLimit, async ([, file]) => (await readFile(join(outDir, file), 'utf8')).slice(0, 2000));
  const pages: DocsPage[] = sorted.map(([slug], i) => ({ slug, title: /^#\s+(.+)$/m.exec(heads[i]!)?.[1]?.trim() ?? (slug || 'Home') }));
  const readPage = async (slug: string) => {
    const file = files.get(slug);
    return file === undefined ? undefined : readFile(join(outDir, file), 'utf8').catch(() => undefined);
  };
  return { tools: manifest.tools, pages, readPage, targets, diagnostics: [] };
}
