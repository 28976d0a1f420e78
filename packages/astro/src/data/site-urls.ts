// The one owner of the site's URLs. Every link, canonical URL, data file, sitemap entry and search
// result is written through these functions, so Astro's `base` (a site under `/docs/`) and the
// trailing-slash style are decided once and can never disagree between two parts of a page.
// Plain functions on plain data: the build (Node), the pages and the browser scripts share it.

/**
 * How the site's URLs are written. Kept in the site data (site.json) and on every page's
 * `<html data-base data-trailing-slash>` (left out when `''` and slash-ended), so the browser scripts write the same URLs.
 */
export interface UrlStyle {
  /** Astro's `base` without its trailing slash: `''` at the root of a host, `/docs` under a sub-path. */
  base: string;
  /** Whether page URLs end with a slash (`/docs/quickstart/`) or not (`/docs/quickstart`). */
  slash: boolean;
}

/** A site at the root of its host, with slash-ended page URLs: the style when nothing says otherwise. */
export const rootStyle: UrlStyle = { base: '', slash: true };

/**
 * The style of an Astro config. Astro's default `trailingSlash: 'ignore'` accepts both forms, but
 * a link must pick one: Quire writes each page as `<slug>/index.html` (Astro's default
 * `build.format: 'directory'`), and every static host answers `/quickstart` for that file with a
 * redirect to `/quickstart/`. So links end with a slash unless the config says `'never'` or
 * writes `<slug>.html` files (`build.format: 'file'`), whose hosts serve them without one.
 */
export function urlStyle(config: {
  base?: string;
  trailingSlash?: 'always' | 'never' | 'ignore';
  build?: { format?: 'file' | 'directory' | 'preserve' };
}): UrlStyle {
  const base = `/${(config.base ?? '/').replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const slash = config.trailingSlash === 'always' || (config.trailingSlash !== 'never' && config.build?.format !== 'file');
  return { base, slash };
}

/** The URL of a page: `guides/intro` -> `/docs/guides/intro/`; the home page (`''`) is `/docs/`. */
export function pageHref(style: UrlStyle, slug: string): string {
  const path = slug.replace(/^\/+|\/+$/g, '');
  if (!path) return style.slash || !style.base ? `${style.base}/` : style.base;
  return `${style.base}/${path}${style.slash ? '/' : ''}`;
}

/** The URL of a file of the site, as it is (no slash added): `_quire/sidebar/0.html` -> `/docs/_quire/sidebar/0.html`. */
export function fileHref(style: UrlStyle, path: string): string {
  return `${style.base}/${path.replace(/^\.?\/+/, '')}`;
}

/** A folder of the site, always slash-ended (a prefix to add file names to): `pagefind` -> `/docs/pagefind/`. */
export function folderHref(style: UrlStyle, path: string): string {
  return `${fileHref(style, path).replace(/\/+$/, '')}/`;
}

/**
 * A link as docs authors write it (navbar, footer, navigation `href`, Markdown links): URLs with a
 * scheme, `//host`, `#anchor`, `?query` and relative paths stay as written; a site path
 * (`/quickstart#install`) gets the base, and the page style unless it names a file (`/openapi.json`).
 * Authors' paths are paths of the docs site, whatever its base: `/quickstart` under `/docs/` is `/docs/quickstart/`.
 */
export function siteHref(style: UrlStyle, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const path = at < 0 ? href : href.slice(0, at);
  const rest = at < 0 ? '' : href.slice(at);
  const last = path.split('/').pop() ?? '';
  return (/\.[a-z0-9]+$/i.test(last) ? fileHref(style, path) : pageHref(style, path)) + rest;
}

/** A path of the docs repo or a URL, as a page links it: `images/bg.png` and `/images/bg.png` -> `/docs/images/bg.png`. */
export function assetHref(style: UrlStyle, value: string): string {
  const text = value.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return text;
  return fileHref(style, text.replace(/^(\.\/)+/, ''));
}

/** The page's absolute URL on `site` (canonical links, the sitemap, llms.txt): its origin and the path of {@link pageHref}. */
export function absoluteHref(site: URL, href: string): string {
  return new URL(href, site.origin).href;
}

/** The slug of a page URL of this site (`/docs/guides/intro/` -> `guides/intro`), or undefined when it is outside the base. */
export function slugOf(style: UrlStyle, pathname: string): string | undefined {
  if (style.base && pathname !== style.base && !pathname.startsWith(`${style.base}/`)) return undefined;
  return pathname.slice(style.base.length).replace(/^\/+|\/+$/g, '');
}

/** The style a page wrote on its `<html>` element, for browser scripts. */
export function documentStyle(root: { dataset: DOMStringMap }): UrlStyle {
  return { base: root.dataset.base ?? '', slash: root.dataset.trailingSlash !== 'never' };
}
