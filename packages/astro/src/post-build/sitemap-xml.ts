import type { Route } from '@quire/site';
import { escapeHtml } from '../data/escape-html.ts';
import { absoluteHref, pageHref, type UrlStyle } from '../data/site-urls.ts';

/** sitemap.xml of the pages search engines may index: listed pages, or all with `seo.indexing: all`. */
export function sitemapXml(routes: Route[], site: URL, includeHidden: boolean, style: UrlStyle): string {
  const urls = routes
    .filter((r) => (includeHidden || !r.hidden) && r.metadata.noindex !== true)
    .map((r) => `  <url><loc>${escapeHtml(absoluteHref(site, pageHref(style, r.slug)))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
