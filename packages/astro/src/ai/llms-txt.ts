import type { NavNode, Route } from '@quire/site';

/**
 * `/llms.txt` (llmstxt.org): the site map as Markdown, one link per page to its Markdown twin
 * with its description, in navigation order, under the group headings. `twinUrl` writes the URL of
 * a page's twin (absolute when the site's URL is known) and `link` a navigation link's.
 */
export function llmsTxt(
  name: string,
  description: string | undefined,
  nav: NavNode[],
  routes: Route[],
  twinUrl: (slug: string) => string,
  link: (href: string) => string = (href) => href,
): string {
  const bySlug = new Map(routes.map((r) => [r.slug, r]));
  const lines = [`# ${name}`, ''];
  if (description) lines.push(`> ${description}`, '');
  const listed = new Set<string>();
  const walk = (nodes: NavNode[], depth: number) => {
    const pages = nodes.filter((n) => n.type === 'page' || n.type === 'link');
    for (const node of pages) {
      if (node.type === 'page') {
        listed.add(node.slug);
        const route = bySlug.get(node.slug);
        // An entry whose page docs.json redirects elsewhere has no twin (redirected-pages.ts).
        if (!route) continue;
        lines.push(`- [${node.label}](${twinUrl(node.slug)})${route?.description ? `: ${oneLine(route.description)}` : ''}`);
      } else if (node.type === 'link') lines.push(`- [${node.label}](${link(node.href)})`);
    }
    if (pages.length) lines.push('');
    for (const node of nodes) {
      if (node.type === 'group' || node.type === 'division') {
        lines.push(`${'#'.repeat(Math.min(depth, 6))} ${node.label}`, '');
        walk(node.children, depth + 1);
      }
    }
  };
  walk(nav, 2);
  const optional = routes.filter((r) => !listed.has(r.slug) && !r.hidden);
  if (optional.length) {
    lines.push('## Optional', '');
    for (const r of optional) lines.push(`- [${r.title}](${twinUrl(r.slug)})${r.description ? `: ${oneLine(r.description)}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
}

/** One scoped index: the pages under the first URL segment `segment` (`api-reference`), as llms.txt lists them. */
export interface ScopedIndex {
  segment: string;
  nav: NavNode[];
  routes: Route[];
}

/**
 * The site cut by the first segment of its URLs, each part with the navigation pruned to its own
 * pages (groups that keep none go): what `/<segment>/llms.txt` lists, so an agent can read one
 * section of the docs instead of the whole index. Pages at the top level belong to no part.
 */
export function scopedIndexes(nav: NavNode[], routes: Route[]): ScopedIndex[] {
  const segments = new Map<string, Route[]>();
  for (const route of routes) {
    const [segment, rest] = route.slug.split(/\/(.*)/s);
    if (!segment || !rest) continue;
    segments.set(segment, [...(segments.get(segment) ?? []), route]);
  }
  return [...segments].map(([segment, own]) => {
    const slugs = new Set(own.map((r) => r.slug));
    return { segment, nav: pruneNav(nav, slugs), routes: own };
  });
}

function pruneNav(nodes: NavNode[], keep: Set<string>): NavNode[] {
  return nodes.flatMap((node): NavNode[] => {
    if (node.type === 'page') return keep.has(node.slug) ? [node] : [];
    if (node.type === 'link') return [];
    const children = pruneNav(node.children, keep);
    return children.length ? [{ ...node, children }] : [];
  });
}
