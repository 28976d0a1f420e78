// What the page menu's script needs in the browser too (scripts/page-actions.ts): apart from
// page-actions.ts, whose docs.json side imports @quire/config, which a browser bundle must not load
// (its Node-only modules threw on every page that has the menu).

/** The prompt an assistant opens with: the page's address, which it reads itself. */
export function askPrompt(pageUrl: string): string {
  return `Read ${pageUrl} so I can ask questions about it.`;
}

/** What a link action's address is made of (page-actions.ts's `link` action). */
export interface LinkTarget {
  href: string;
  query?: { key: string; value: string }[];
}

/**
 * A link action's address for one page: `$path` becomes the page's path, `$page` its Markdown
 * (only known in the browser: undefined asks the script to fill it in when the reader clicks).
 */
export function linkHref(action: LinkTarget, path: string, markdown?: string): string | undefined {
  const texts = [action.href, ...(action.query ?? []).map((q) => q.value)];
  if (markdown === undefined && texts.some((text) => text.includes('$page'))) return undefined;
  const fill = (text: string, encode: (value: string) => string) => text.replaceAll('$path', encode(path)).replaceAll('$page', encode(markdown ?? ''));
  // In the address itself a value is encoded for where it lands (a path keeps its slashes, a
  // query value does not); `query` values are encoded by URLSearchParams.
  const cut = action.href.search(/[?#]/);
  const base = cut < 0 ? fill(action.href, encodeURI) : fill(action.href.slice(0, cut), encodeURI) + fill(action.href.slice(cut), encodeURIComponent);
  if (!action.query?.length) return base;
  const url = new URL(base, 'https://quire.invalid');
  for (const { key, value } of action.query)
    url.searchParams.append(
      key,
      fill(value, (v) => v),
    );
  return url.origin === 'https://quire.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
