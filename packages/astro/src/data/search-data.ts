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
export function searchPlace(switchers: Switcher[], breadcrumbs: string[], page: { version?: string | undefined; deprecated?: boolean | undefined }): SearchPlace {
  const { version, deprecated } = page;
  // Versions and languages scope the search (Pagefind keeps one index per language); they are no section.
  const sections = switchers.filter((s) => s.division !== 'version' && s.division !== 'language').flatMap((s) => s.items.filter((i) => i.current).map((i) => i.label));
  const [top, ...rest] = breadcrumbs;
  const section = sections.length ? sections.join(' › ') : top;
  const crumbs = (sections.length ? breadcrumbs : rest).join(' › ');
  return { ...(section ? { section } : {}), ...(crumbs ? { crumbs } : {}), ...(version ? { version } : {}), ...(deprecated ? { deprecated: 'true' as const } : {}) };
}

/**
 * The attributes that hand a page's place to Pagefind: meta for the results, a `version` filter
 * for scoping. Values are read from attributes, so labels may hold commas and colons.
 */
export function searchData(switchers: Switcher[], breadcrumbs: string[], page: { version?: string | undefined; deprecated?: boolean | undefined }): Record<string, string> {
  const place = searchPlace(switchers, breadcrumbs, page);
  const keys = Object.keys(place) as (keyof SearchPlace)[];
  if (!keys.length) return {};
  const attributes: Record<string, string> = Object.fromEntries(keys.map((key) => [`data-search-${key}`, place[key]!]));
  attributes['data-pagefind-meta'] = keys.map((key) => `${key}[data-search-${key}]`).join(', ');
  if (place.version) attributes['data-pagefind-filter'] = 'version[data-search-version]';
  return attributes;
}

/**
 * An endpoint, webhook or channel page's badge and path, as result data rather than indexed text
 * (the address line itself is left out of the index: "POSThttps://…Try it" is no excerpt).
 */
export function endpointMeta(method: string, path: string): Record<string, string> {
  return { 'data-search-method': method, 'data-search-path': path, 'data-pagefind-meta': 'method[data-search-method], path[data-search-path]' };
}
