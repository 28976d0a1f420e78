import type { Route } from '@quire/site';
import type { Switcher } from './navigation.ts';

/** What a search result shows beside a page's title, and the version it is scoped to. */
export interface SearchPlace {
  /** The tab (or anchor, dropdown...) the page is in; the top group when the site has no tabs. */
  section?: string;
  /** The groups between the section and the page: `Pets › Adoption`. */
  crumbs?: string;
  version?: string;
  /** Set on deprecated pages, whose results say so. */
  deprecated?: 'true';
}

/** Where a page sits in the navigation, as search results show it. */
export function searchPlace(switchers: Switcher[], breadcrumbs: string[], page: Pick<Route, 'version' | 'deprecated'>): SearchPlace {
  const { version, deprecated } = page;
  // Versions (a filter of their own) and languages (Pagefind keeps one index per language) are no section.
  const sections = switchers
    .filter((s) => s.division !== 'version' && s.division !== 'language')
    .flatMap((s) => s.items.filter((i) => i.current).map((i) => i.label));
  const [top, ...rest] = breadcrumbs;
  const section = sections.length ? sections.join(' › ') : top;
  const crumbs = (sections.length ? breadcrumbs : rest).join(' › ');
  return {
    ...(section ? { section } : {}),
    ...(crumbs ? { crumbs } : {}),
    ...(version ? { version } : {}),
    ...(deprecated ? { deprecated: 'true' as const } : {}),
  };
}

/** What a page is, as the search filter by type names it. */
export type SearchType = 'Guides' | 'Endpoints' | 'Webhooks' | 'Channels' | 'Schemas' | 'GraphQL' | 'SDK' | 'Changelog';

/**
 * The type of a page: what its data documents, whatever its route kind (an MDX page may name an
 * operation). A spec's generated changelog page is no guide: it is named as its links name it.
 */
export function searchType(route: Pick<Route, 'operation' | 'channel' | 'schema'> & Partial<Pick<Route, 'graphql' | 'sdk' | 'kind'>>): SearchType {
  if (route.kind === 'changelog') return 'Changelog';
  if (route.graphql) return 'GraphQL';
  if (route.sdk) return 'SDK';
  if (route.operation) return route.operation.key.startsWith('webhook ') ? 'Webhooks' : 'Endpoints';
  if (route.channel) return 'Channels';
  return route.schema ? 'Schemas' : 'Guides';
}

/**
 * The attributes that hand a page's place to Pagefind: meta for the results, filters for the
 * dialog's section, type and version menus (one search covers every tab and version: the filters
 * narrow it), and the page's own section and version, which scripts/search.ts ranks first.
 * Values are read from attributes, so labels may hold commas and colons.
 */
export function searchData(
  switchers: Switcher[],
  breadcrumbs: string[],
  page: Pick<Route, 'version' | 'deprecated' | 'operation' | 'channel' | 'schema'> & Partial<Pick<Route, 'graphql' | 'sdk' | 'kind'>>,
): Record<string, string> {
  const place = searchPlace(switchers, breadcrumbs, page);
  const keys = Object.keys(place) as (keyof SearchPlace)[];
  const attributes: Record<string, string> = Object.fromEntries(keys.map((key) => [`data-search-${key}`, place[key]!]));
  attributes['data-search-type'] = searchType(page);
  if (keys.length) attributes['data-pagefind-meta'] = keys.map((key) => `${key}[data-search-${key}]`).join(', ');
  attributes['data-pagefind-filter'] = (['section', 'type', 'version'] as const)
    .filter((key) => attributes[`data-search-${key}`])
    .map((key) => `${key}[data-search-${key}]`)
    .join(', ');
  return attributes;
}

/**
 * An endpoint, webhook or channel page's badge and path, as result data rather than indexed text
 * (the address line itself is left out of the index: "POSThttps://…Try it" is no excerpt).
 */
export function endpointMeta(method: string, path: string): Record<string, string> {
  return { 'data-search-method': method, 'data-search-path': path, 'data-pagefind-meta': 'method[data-search-method], path[data-search-path]' };
}

/**
 * Where the search index of a page's version is. Each version has an index of its own: one index of
 * a repo with dozens of versions took Pagefind 5.9 GB to build (crewAI, 26,000 pages), one per
 * version a few hundred megabytes each. Pages of no version are in the site's index. The folder is
 * relative to the site's root (`pagefind/version-2`); pages link it through data/site-urls.ts.
 */
export function searchIndexFolder(version: string | undefined): string {
  return version
    ? `pagefind/version-${
        version
          .toLowerCase()
          .replace(/[^a-z0-9.]+/g, '-')
          .replace(/^[-.]+|[-.]+$/g, '') || 'x'
      }`
    : 'pagefind';
}

/**
 * The folders of a site's search indexes (relative to its root), the index of pages of no version
 * first: every page's search loads them all (scripts/search.ts), so that a reader finds a page
 * whatever tab or version either is in.
 */
export function searchIndexFolders(routes: readonly Pick<Route, 'version' | 'hidden'>[]): string[] {
  const folders = new Set(routes.filter((route) => !route.hidden).map((route) => searchIndexFolder(route.version)));
  return [...folders].sort((a, b) => Number(b === 'pagefind') - Number(a === 'pagefind'));
}
