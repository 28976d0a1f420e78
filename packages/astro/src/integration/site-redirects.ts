import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import type { DocsConfig } from '@quire/config';
import { expandRedirectPattern, isReadRedirectPattern, isRedirectPattern, type NavNode, type RedirectPattern, type Route } from '@quire/site';
import { twinPath } from '@quire/site/twin-path';
import { siteHref, type UrlStyle } from '../data/site-urls.ts';

export type SiteRedirects = Record<string, { status: 301 | 302; destination: string }>;

/**
 * docs.json's redirects as Astro takes them, less those whose source is a page's Markdown twin.
 * Repos moved from Markdown files keep such redirects for old links (`/development.md` to
 * `/development`); the twin already serves that path with the page's text, and a redirect page
 * written there would collide with it and fail the build. Each one left out is a warning.
 */
export function siteRedirects(
  config: DocsConfig | undefined,
  routes: readonly Route[],
  file: string,
  nav: readonly NavNode[] = [],
): { redirects: SiteRedirects; patterns: RedirectPattern[]; diagnostics: Diagnostic[] } {
  const twins = new Map(routes.map((route) => [`/${twinPath(route.slug)}`, route.slug]));
  const redirects: SiteRedirects = {};
  const diagnostics: Diagnostic[] = [];
  const patterns: { index: number; source: string; destination: string; status: 301 | 302 }[] = [];
  // Every pattern, for Quire's servers, which match any path (write-build-extras.ts, _quire/redirects.json).
  const served: RedirectPattern[] = [];
  (config?.redirects ?? []).forEach((redirect, i) => {
    const status = redirect.permanent ? 301 : 302;
    if (isRedirectPattern(redirect.source)) {
      patterns.push({ index: i, source: redirect.source, destination: redirect.destination, status });
      served.push({ source: redirect.source, destination: redirect.destination, permanent: status === 301 });
      return;
    }
    const page = twins.get(redirect.source.replace(/\/+$/, ''));
    if (page === undefined) redirects[redirect.source] = { status: redirect.permanent ? 301 : 302, destination: redirect.destination };
    else
      diagnostics.push(
        diagnostic('CONFIG_REDIRECT_SHADOWED', `The redirect from ${redirect.source} is left out: that path serves the Markdown of page /${page}.`, {
          file,
          pointer: `/redirects/${i}/source`,
        }),
      );
  });
  // Patterns after the paths: a redirect written for one path wins over one a pattern makes.
  const pagePaths = routes.map((route) => `/${route.slug}`.replace(/\/$/, '') || '/');
  for (const { index, source, destination, status } of patterns) {
    const expanded = expandRedirectPattern(source, destination, pagePaths);
    for (const [from, to] of expanded ?? []) redirects[from] ??= { status, destination: to };
    if (!expanded?.length)
      diagnostics.push(
        diagnostic(
          'CONFIG_REDIRECT_PATTERN',
          expanded
            ? `The redirect from ${source} to ${destination} matches no page of the site: no redirect is written for it.`
            : isReadRedirectPattern(source) && isReadRedirectPattern(destination)
              ? `The redirect from ${source} to ${destination} sends paths no page names to one place: a static host cannot follow it. quire serve and quire preview do (the build lists it in _quire/redirects.json); other hosts answer those paths with 404.`
              : `The redirect from ${source} is a pattern Quire cannot write for a static site (it reads \`:name\` and \`:name*\` segments whose names the destination also has): it is left out.`,
          { file, pointer: `/redirects/${index}/source` },
        ),
      );
  }
  // A site without an index page answers `/` with its first navigation page, as the hosted platform does.
  const first = routes.some((route) => route.slug === '') || redirects['/'] ? undefined : firstPage(nav);
  if (first !== undefined) redirects['/'] = { status: 302, destination: `/${first}` };
  return { redirects, patterns: served, diagnostics };
}

/** The slug of the first page the navigation lists, depth first (the default division's first, when one is marked default). */
function firstPage(nodes: readonly NavNode[]): string | undefined {
  const ordered = [...nodes].sort((a, b) => Number(b.type === 'division' && b.isDefault === true) - Number(a.type === 'division' && a.isDefault === true));
  for (const node of ordered) {
    if (node.type === 'page' && node.slug) return node.slug;
    if (node.type === 'group' || node.type === 'division') {
      const found = firstPage(node.children);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * The redirects with their destinations written as the site's URLs. Astro puts its `base` before a
 * redirect's source itself, but writes the destination as given: `/quickstart` would leave the site.
 */
export function redirectsUnder(redirects: SiteRedirects, style: UrlStyle): SiteRedirects {
  return Object.fromEntries(
    Object.entries(redirects).map(([source, { status, destination }]) => [source, { status, destination: siteHref(style, destination) }]),
  );
}

/** The redirect patterns with their destinations written as the site's URLs, as `redirectsUnder` writes the redirects. */
export function patternsUnder(patterns: readonly RedirectPattern[], style: UrlStyle): RedirectPattern[] {
  return patterns.map((pattern) => ({ ...pattern, destination: siteHref(style, pattern.destination) }));
}
