import { siteHref, type UrlStyle } from './site-urls.ts';

// Links and images inside a page's content, written by authors (Markdown links, Card and Tile
// hrefs, `<img src="/images/...">`) and by the reference pages (schema links), are site paths:
// `/quickstart`. The layout writes them with the site's base and trailing slash here, once, on
// the rendered HTML: the Markdown processor offers no hook, and every component would otherwise
// need to know the base itself.

/**
 * The attributes of rendered content that hold a URL a reader's browser follows or loads. A scan,
 * not a tree, for speed: the HTML is Astro's own rendering (double-quoted attributes, text escaped),
 * and every page passes through here. Over the bodies of the 306 HTML files of a real site (3.5 MB), this takes
 * 25 ms; hast-util-from-html, a visit of the same attributes and hast-util-to-html take 2,000 ms.
 */
const urlAttribute = /(<(?:a|area|img|source|video|audio|track|iframe|link)\b[^>]*?\s(?:href|src|poster))="(\/(?!\/)[^"]*)"/gi;

/**
 * The content's site paths written as the site's URLs. `assets` is Astro's folder of bundled files
 * (`_astro`): the images Astro optimizes already carry the base, and are left as they are.
 */
export function siteLinksIn(html: string, style: UrlStyle, assets = '_astro'): string {
  const bundled = `${style.base}/${assets}/`;
  return html.replace(urlAttribute, (whole, head: string, url: string) => (url.startsWith(bundled) ? whole : `${head}="${siteHref(style, url)}"`));
}
