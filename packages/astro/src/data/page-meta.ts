import type { PageData } from './page-data.ts';
import type { SiteData } from './site-data.ts';
import { absoluteHref, fileHref, pageHref } from './site-urls.ts';
import { twinPath } from '@quire/site/twin-path';
import { structuredData } from './structured-data.ts';
import { metaDescription } from './meta-description.ts';

/** The head of a page: title, description, canonical URL and meta tags, resolved once. */
export interface PageMeta {
  title: string;
  /** `<title>`: the page title, then the site name. */
  documentTitle: string;
  description?: string;
  canonical?: string;
  /** The page's Markdown twin, for AI tools. */
  markdown: string;
  /** A changelog page's Atom feed, for feed readers. */
  feed?: string;
  lang: string;
  noindex: boolean;
  /** `name`/`property` -> content, site-wide `seo.metatags` overridden by the page's own. */
  tags: Record<string, string>;
  /** schema.org JSON-LD (structured-data.ts), escaped for a script element; only indexed pages of a site with a URL. */
  structuredData?: string;
}

/** Frontmatter keys that are page settings rather than meta tags. */
const settings = new Set([
  'title',
  'description',
  'sidebarTitle',
  'icon',
  'openapi',
  'openapi-schema',
  'asyncapi',
  'version',
  'deprecated',
  'hidden',
  'playground',
  'mode',
  'tag',
  'url',
  'public',
  'groups',
  'api',
  'keywords',
  'noindex',
  'lang',
]);

export function pageMeta(site: SiteData, page: PageData | undefined, fallbackTitle: string | undefined, siteUrl: URL | undefined, language?: string): PageMeta {
  const route = page?.route;
  const title = route?.title ?? fallbackTitle ?? site.name;
  // A spec's description is Markdown of any length; an author's frontmatter one is meant for this.
  const description =
    route?.description !== undefined && page?.api ? metaDescription(route.description) : (route?.description ?? (page && referenceDescription(page)));
  // Every page names its one URL, the form its links use, when the site's URL is known (Astro
  // `site`): a canonical link must be absolute, and a relative one costs the page its SEO score.
  const canonical = route && siteUrl ? absoluteHref(siteUrl, pageHref(site.urls, route.slug)) : undefined;
  const own = Object.fromEntries(
    Object.entries(route?.metadata ?? {})
      .filter(([key, value]) => !settings.has(key) && (typeof value === 'string' || typeof value === 'number'))
      .map(([k, v]) => [k, String(v)]),
  );
  // docs.json `thumbnails.background` is every page's link preview image, unless the page or
  // `seo.metatags` names one; twitter:image follows whichever og:image wins.
  const thumbnail = site.thumbnail && siteUrl && site.thumbnail.startsWith('/') ? absoluteHref(siteUrl, site.thumbnail) : site.thumbnail;
  const image = own['og:image'] ?? site.metatags['og:image'] ?? thumbnail;
  const tags: Record<string, string> = {
    ...(image ? { 'og:image': image, 'twitter:image': image } : {}),
    'og:type': 'website',
    'og:site_name': site.name,
    'og:title': title,
    ...(description ? { 'og:description': description, 'twitter:description': description } : {}),
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    ...(canonical ? { 'og:url': canonical } : {}),
    ...site.metatags,
    ...own,
  };
  if (typeof route?.metadata.keywords === 'string' || Array.isArray(route?.metadata.keywords)) {
    tags.keywords = ([] as unknown[]).concat(route!.metadata.keywords).join(', ');
  }
  const noindex = route?.metadata.noindex === true || (!!route?.hidden && !site.indexHidden) || !route;
  const jsonLd =
    page && structuredData(site, page, { title, ...(description ? { description } : {}), ...(canonical ? { canonical } : {}), noindex, tags }, siteUrl);
  return {
    title,
    documentTitle: title === site.name ? title : `${title} · ${site.name}`,
    ...(description ? { description } : {}),
    ...(canonical ? { canonical } : {}),
    markdown: fileHref(site.urls, route ? twinPath(route.slug) : 'llms.txt'),
    // The page data holds the feed as a site path; the head is not rewritten with the base, as the body is.
    ...(page?.changelog ? { feed: fileHref(site.urls, page.changelog.feed) } : {}),
    lang: typeof route?.metadata.lang === 'string' ? route.metadata.lang : (language ?? 'en'),
    noindex,
    tags,
    ...(jsonLd ? { structuredData: jsonLd } : {}),
  };
}

/**
 * What a search engine shows for an endpoint, webhook or schema page whose spec gives no
 * description: what the page is, in words (a page without one loses its snippet and SEO points).
 */
function referenceDescription(page: PageData): string | undefined {
  const { api } = page;
  if (api?.operation?.kind === 'webhook')
    return `The ${api.operation.path} webhook of the ${api.specTitle}: the request it sends, its payload and the responses it expects.`;
  if (api?.operation) {
    const address = `${api.operation.method.toUpperCase()} ${api.operation.path}`;
    const named = page.route.title === address ? address : `${page.route.title}: ${address}`;
    return `${named} in the ${api.specTitle}, with its parameters, responses and code samples.`;
  }
  if (api?.schema) return `The ${api.schema.name} object of the ${api.specTitle}: its fields and an example.`;
  return undefined;
}
