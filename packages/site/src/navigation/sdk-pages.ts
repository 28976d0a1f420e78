import type { Route } from './manifest.ts';

/**
 * Where each SDK symbol is shown (`spec + '\0' + symbol id` -> `/slug`): its generated page, or
 * an MDX page whose `sdk` frontmatter shows it when the navigation made none. Links from other
 * symbols' pages and from Markdown twins go there.
 */
export function sdkSymbolPages(routes: readonly Route[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const route of routes) {
    if (!route.sdk) continue;
    const key = `${route.sdk.spec}\0${route.sdk.symbol}`;
    if (route.kind === 'sdk' || !pages.has(key)) pages.set(key, `/${route.slug}`);
  }
  return pages;
}
