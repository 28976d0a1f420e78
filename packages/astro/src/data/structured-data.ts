// schema.org structured data of a page, as JSON-LD in its head: search engines read what the page
// is (a TechArticle, or an APIReference for a page made from a spec), where it sits
// (BreadcrumbList) and whose site it is. As on the hosted platform: one connected `@graph`, only
// fields that have a value, nothing on pages kept out of search.
import type { PageData } from './page-data.ts';
import type { SiteData } from './site-data.ts';
import { absoluteHref, pageHref } from './site-urls.ts';

/**
 * The JSON-LD text of a page, safe inside `<script type="application/ld+json">`, or undefined when
 * the page is not indexed or the site's URL is unknown (schema.org identifies things by absolute URL).
 */
export function structuredData(
  site: SiteData,
  page: PageData,
  meta: { title: string; description?: string; canonical?: string; noindex: boolean; tags: Record<string, string> },
  siteUrl: URL | undefined,
): string | undefined {
  if (meta.noindex || !meta.canonical || !siteUrl) return undefined;
  const home = absoluteHref(siteUrl, pageHref(site.urls, ''));
  const logo = site.logo && absoluteHref(siteUrl, site.logo.light);
  const ids = { organization: `${home}#organization`, website: `${home}#website`, page: meta.canonical, breadcrumb: `${meta.canonical}#breadcrumb` };
  const route = page.route;
  const fromSpec = Boolean(route.operation || route.schema || route.channel || route.graphql || route.sdk);
  const trail = [{ name: site.name, item: home }, ...(page.breadcrumbs ?? []).map((name) => ({ name })), { name: meta.title, item: meta.canonical }];
  const graph = [
    { '@type': 'Organization', '@id': ids.organization, name: site.name, url: home, ...(logo ? { logo } : {}) },
    { '@type': 'WebSite', '@id': ids.website, name: site.name, url: home, publisher: { '@id': ids.organization } },
    {
      '@type': 'WebPage',
      '@id': ids.page,
      url: meta.canonical,
      name: meta.title,
      ...(meta.description ? { description: meta.description } : {}),
      isPartOf: { '@id': ids.website },
      breadcrumb: { '@id': ids.breadcrumb },
    },
    {
      '@type': 'BreadcrumbList',
      '@id': ids.breadcrumb,
      itemListElement: trail.filter((step) => step.name).map((step, i) => ({ '@type': 'ListItem', position: i + 1, ...step })),
    },
    {
      '@type': fromSpec ? 'APIReference' : 'TechArticle',
      headline: meta.title,
      ...(meta.description ? { description: meta.description } : {}),
      ...(meta.tags.keywords ? { keywords: meta.tags.keywords } : {}),
      ...(meta.tags['og:image'] ? { image: meta.tags['og:image'] } : {}),
      mainEntityOfPage: { '@id': ids.page },
      isPartOf: { '@id': ids.website },
      publisher: { '@id': ids.organization },
    },
  ];
  return scriptSafeJson({ '@context': 'https://schema.org', '@graph': graph });
}

/**
 * JSON that no text inside can end the script element early: `</script>` in a title, `<!--`, or a
 * line separator. Each such character is written as its \u escape, which JSON reads the same.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
