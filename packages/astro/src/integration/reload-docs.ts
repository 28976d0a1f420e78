import { join } from 'node:path';
import { isRunnableDevEnvironment, type EnvironmentModuleNode, type ViteDevServer } from 'vite';
import { siteRelayTargets, type RelayTargets } from '@quire/request/node';
import type { BrokenDocs, LoadedDocs } from './load-docs.ts';
import type { SiteModules } from './write-site-data.ts';
import { sampleHighlighterFor } from './sample-highlighter.ts';
import { markdownPageOf } from './markdown-pages.ts';

/** The docs a dev server serves: the objects its plugins and middlewares hold. */
export interface DevSite {
  docs: LoadedDocs;
  modules: SiteModules;
  /** Where the playground's relay may send: the specs' servers, read by the relay on each request. */
  relayTargets: RelayTargets;
}

/** The docs read again and their site data written, or their errors. */
export type Reread = () => Promise<Omit<DevSite, 'relayTargets'> | { broken: BrokenDocs }>;

/** What a reload did: `reloaded` in place (in ms), or why only a restart can show the change (and the docs' errors, when that is why). */
export type ReloadResult = { reloaded: number } | { restart: string; broken?: BrokenDocs };

/**
 * `quire dev`: a change to the site map (a spec, docs.json, a page added or removed, a title)
 * reads the docs again inside the running server. The new site data replaces the old in the
 * objects the plugins hold, Quire's virtual modules and every module importing them are evaluated
 * anew on the next request (so the page route lists the new pages), and the browser reloads.
 * Restarting Astro for this took seconds, and a second save during a restart failed it.
 * What Astro took from the docs when it started (redirects, the code colors of Markdown, ...)
 * can only change with a restart: then the result says why, and nothing is swapped.
 */
export async function reloadDocs(server: ViteDevServer, site: DevSite, startup: StartupInputs, reread: Reread): Promise<ReloadResult> {
  const started = performance.now();
  const next = await reread();
  if ('broken' in next) return { restart: 'the docs have errors', broken: next.broken };
  const now = startupInputs(next.docs, next.modules);
  const changed = Object.keys(now).find((what) => now[what] !== startup[what]);
  if (changed) return { restart: `${changed} changed` };
  site.relayTargets.origins = siteRelayTargets(next.docs.site).origins;
  const reimported = changedEntries(site.docs.inheritedImports, next.docs.inheritedImports);
  Object.assign(site.docs, next.docs);
  Object.assign(site.modules, next.modules);
  invalidateSiteModules(server, site.docs.dataDir, reimported);
  return { reloaded: Math.round(performance.now() - started) };
}

/** Quire's virtual modules that hold the site's data or its list of pages (vite-plugin.ts). */
const siteModuleIds = new Set(['site', 'mdx', 'page-twins', 'relay-targets'].map((name) => `\0virtual:quire/${name}`));

/** The keys whose values differ between two maps (added, removed or changed). */
function changedEntries(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Set<string> {
  return new Set([...before.keys(), ...after.keys()].filter((key) => before.get(key) !== after.get(key)));
}

/**
 * The modules of the old site and everything that imports them (the page route, the layout) are
 * marked stale in every environment, as Astro's own reload does for a server-only module, and
 * the browser reloads the page. Pages generated from `x-docs.content` are rewritten in a folder
 * Vite does not watch (index.ts): stale too, and so are the snippets whose inherited imports
 * changed (`reimported`, absolute paths), compiled with the old ones.
 */
function invalidateSiteModules(server: ViteDevServer, dataDir: string, reimported: ReadonlySet<string>): void {
  const content = `${join(dataDir, 'content')}/`;
  // A .md page built as MDX is the module `x.md.mdx` (markdown-pages.ts).
  const reimportedModule = (file: string | null) => file !== null && reimported.has(markdownPageOf(file) ?? file);
  const timestamp = Date.now();
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    const stale = new Set<EnvironmentModuleNode>();
    for (const [id, node] of graph.idToModuleMap) {
      if (siteModuleIds.has(id) || id.startsWith(content) || reimportedModule(node.file)) graph.invalidateModule(node, stale, timestamp, true);
    }
    if (!isRunnableDevEnvironment(environment)) continue;
    for (const node of stale) {
      const evaluated = node.id ? environment.runner.evaluatedModules.getModuleById(node.id) : undefined;
      if (evaluated) environment.runner.evaluatedModules.invalidateModule(evaluated);
    }
  }
  server.ws.send({ type: 'full-reload' });
}

/** What went into Astro's configuration when the server started (index.ts), by what a reader would call it. */
export type StartupInputs = Record<string, string>;

/** The parts of the site a reload cannot change: Astro took them once, at start-up (index.ts). */
export function startupInputs(docs: LoadedDocs, modules: SiteModules): StartupInputs {
  return {
    'the redirects': JSON.stringify(docs.redirects),
    'the code colors (styling.codeblocks)': JSON.stringify(modules.code.shiki),
    'the set of components nothing defines': JSON.stringify(docs.unknownComponents),
    'whether the site has endpoint pages': sampleHighlighterFor(docs.site.manifest.routes, 'dev') ?? '',
  };
}
