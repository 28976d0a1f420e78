import type { Switcher } from './navigation.ts';
import { folderHref, type UrlStyle } from './site-urls.ts';

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
 * The attributes that hand a page's place to Pagefind (meta for the results) and to the search
 * script (the indexes to search). Values are read from attributes, so labels may hold commas and colons.
 */
export function searchData(switchers: Switcher[], breadcrumbs: string[], page: { version?: string | undefined; deprecated?: boolean | undefined }, style: UrlStyle): Record<string, string> {
  const place = searchPlace(switchers, breadcrumbs, page);
  const keys = Object.keys(place) as (keyof SearchPlace)[];
  const attributes: Record<string, string> = Object.fromEntries(keys.map((key) => [`data-search-${key}`, place[key]!]));
  attributes['data-search-index'] = folderHref(style, searchIndexFolder(page.version));
  const others = otherVersions(switchers, page.version);
  if (others.length) attributes['data-search-elsewhere'] = JSON.stringify(others.map((version) => ({ version, index: folderHref(style, searchIndexFolder(version)) })));
  if (!keys.length) return attributes;
  attributes['data-pagefind-meta'] = keys.map((key) => `${key}[data-search-${key}]`).join(', ');
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
  return version ? `pagefind/version-${version.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'x'}` : 'pagefind';
}

/** The versions whose results follow the page's own: the first three others of the version menu. */
function otherVersions(switchers: Switcher[], version: string | undefined): string[] {
  if (!version) return [];
  const menu = switchers.find((s) => s.division === 'version');
  return (menu?.items ?? []).map((item) => item.label).filter((label) => label !== version).slice(0, 3);
}
