import type { DocsConfig } from '@quire/config';
import type { DiagnosticCode } from '@quire/diagnostics';
import type { Route } from './manifest.ts';

/** Whether a redirect's source is a pattern (`/beta/:slug*`), not one path. */
export function isRedirectPattern(source: string): boolean {
  return /(?:^|\/):[A-Za-z_]|\*/.test(source);
}

/**
 * The routes less those whose path a docs.json redirect leaves from. The hosted platform answers
 * such a path with the redirect, never the page (turso keeps `cli/db/wakeup.mdx` beside a redirect
 * from /cli/db/wakeup to /cli/db/unarchive), so the page is not published; each is a warning, since
 * a page kept by mistake and a redirect left over both read alike. Patterns are expanded later,
 * only to paths that are no page (redirect-patterns.ts).
 */
export function withoutRedirectedPages(
  routes: Route[],
  redirects: DocsConfig['redirects'],
  report: (code: DiagnosticCode, message: string, path: (string | number)[]) => void,
): Route[] {
  const redirected = new Map<string, { index: number; destination: string }>();
  (redirects ?? []).forEach(({ source, destination }, index) => {
    if (isRedirectPattern(source)) return;
    const path = source.replace(/^\/+|\/+$/g, '');
    if (!redirected.has(path)) redirected.set(path, { index, destination });
  });
  if (redirected.size === 0) return routes;
  return routes.filter((route) => {
    const redirect = redirected.get(route.slug);
    if (!redirect) return true;
    report(
      'CONFIG_REDIRECT_OVER_PAGE',
      `The page /${route.slug} (${route.source}) is not published: docs.json redirects its path to ${redirect.destination}.`,
      ['redirects', redirect.index, 'source'],
    );
    return false;
  });
}
