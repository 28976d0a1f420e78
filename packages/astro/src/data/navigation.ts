import type { Division, NavNode } from '@quire/site';
import { pageHref, siteHref, type UrlStyle } from './site-urls.ts';

type DivisionNode = Extract<NavNode, { type: 'division' }>;
type GroupNode = Extract<NavNode, { type: 'group' }>;

/** The nodes from the top of the navigation down to the page with `slug` (empty when unlisted). */
export function trailTo(nav: NavNode[], slug: string): NavNode[] {
  // Every page asks: the trails of a navigation are found in one walk, not one walk per page
  // (a repo of 25,000 pages spent most of its set-up time here).
  let trails = trailsOf.get(nav);
  if (!trails) trailsOf.set(nav, (trails = collectTrails(nav, [], new Map())));
  return trails.get(slug) ?? [];
}

const trailsOf = new WeakMap<NavNode[], Map<string, NavNode[]>>();

/** The trail of each page, its first place in reading order where it is listed twice. */
function collectTrails(nodes: NavNode[], above: NavNode[], trails: Map<string, NavNode[]>): Map<string, NavNode[]> {
  for (const node of nodes) {
    if (node.type === 'page' && !trails.has(node.slug)) trails.set(node.slug, [...above, node]);
    if (node.type === 'group' || node.type === 'division') collectTrails(node.children, [...above, node], trails);
  }
  return trails;
}

/**
 * Where an unlisted page (a schema page, a hidden page) sits: the divisions (tab, version,
 * language...) of the listed page that shares the most leading path segments with it. The
 * schema page `store-api/schemas/order` is in the Store API tab; a hidden page under `v2/fr/` is
 * in that version and language. Empty when no listed page shares a segment.
 */
export function divisionsNear(nav: NavNode[], slug: string): NavNode[] {
  let near = nearOf.get(nav);
  if (!near) {
    trailTo(nav, '');
    near = new Map();
    for (const [listed, trail] of trailsOf.get(nav)!) {
      // The page's own slug too: `en/v1` (en/v1/index.mdx) is beside `en/v1/legacy/old`.
      const segments = listed.split('/');
      for (let k = segments.length; k > 0; k--) {
        const prefix = segments.slice(0, k).join('/');
        if (!near.has(prefix))
          near.set(
            prefix,
            trail.filter((n) => n.type === 'division'),
          );
      }
    }
    nearOf.set(nav, near);
  }
  const segments = slug.split('/');
  for (let k = segments.length - 1; k > 0; k--) {
    const found = near.get(segments.slice(0, k).join('/'));
    if (found) return found;
  }
  return [];
}

const nearOf = new WeakMap<NavNode[], Map<string, NavNode[]>>();

/** The first page under a node, which is where a tab, version or collapsed group leads. */
export function firstPage(nodes: NavNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'page') return node.slug;
    if (node.type === 'group' || node.type === 'division') {
      const found = firstPage(node.children);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** One switcher of the header (tabs, versions, languages...): the choices and which one is current. */
export interface Switcher {
  division: Division;
  items: { label: string; href: string; icon?: string; current: boolean }[];
}

/** What the header and sidebar show for a page: its section of the navigation. */
export interface NavSection {
  /** Stable id of the section (the division's index path), naming its sidebar fragment. */
  key: string;
  /** The nodes of the sidebar: the children of the deepest division around the page. */
  nodes: NavNode[];
  switchers: Switcher[];
}

/**
 * The section of the navigation a page belongs to. Pages outside the navigation that no division
 * claims (see divisionsNear) get the first section, so they still have a sidebar.
 */
export function sectionOf(nav: NavNode[], trail: NavNode[], style: UrlStyle): NavSection {
  const switchers: Switcher[] = [];
  let level = nav;
  let key = 'root';
  const path: number[] = [];
  for (;;) {
    const divisions = level.filter((n): n is DivisionNode => n.type === 'division');
    if (!divisions.length) break;
    // An entry that only links elsewhere (`href`) is never the section a page shows.
    const current =
      divisions.find((d) => trail.includes(d)) ?? divisions.find((d) => d.isDefault) ?? divisions.find((d) => d.href === undefined) ?? divisions[0]!;
    switchers.push({
      division: current.division,
      items: divisions.map((d) => ({
        label: d.label,
        href: d.href !== undefined ? siteHref(style, d.href) : pageHref(style, firstPage(d.children) ?? ''),
        ...(d.icon ? { icon: d.icon } : {}),
        current: d === current,
      })),
    });
    path.push(level.indexOf(current));
    key = path.join('-');
    level = current.children;
  }
  return { key, nodes: level, switchers };
}

/** A page's trail through the navigation (empty when unlisted) and its section, found one way for the page data and the layout. */
export function placeOf(nav: NavNode[], slug: string, style: UrlStyle): { trail: NavNode[]; section: NavSection } {
  const trail = trailTo(nav, slug);
  return { trail, section: sectionOf(nav, trail.length ? trail : divisionsNear(nav, slug), style) };
}

/** The pages before and after a page in its section's reading order. */
export function neighboursOf(nodes: NavNode[], slug: string): { prev?: PageNode; next?: PageNode } {
  let order = ordersOf.get(nodes);
  if (!order) {
    const pages = pagesInOrder(nodes);
    const at = new Map<string, number>();
    for (const [i, page] of pages.entries()) if (!at.has(page.slug)) at.set(page.slug, i);
    ordersOf.set(nodes, (order = { pages, at }));
  }
  const i = order.at.get(slug);
  if (i === undefined) return {};
  return { ...(i > 0 ? { prev: order.pages[i - 1] } : {}), ...(i + 1 < order.pages.length ? { next: order.pages[i + 1] } : {}) };
}

type PageNode = Extract<NavNode, { type: 'page' }>;
const ordersOf = new WeakMap<NavNode[], { pages: PageNode[]; at: Map<string, number> }>();

/** Pages in reading order within a section, for previous/next links. */
export function pagesInOrder(nodes: NavNode[]): Extract<NavNode, { type: 'page' }>[] {
  return nodes.flatMap((n) => (n.type === 'page' ? [n] : n.type === 'group' || n.type === 'division' ? pagesInOrder(n.children) : []));
}

const linkCounts = new WeakMap<NavNode[], number>();

/** The entries under these nodes; counted once per list, since every page's sidebar asks of its whole section (GitHub's: 2,192 pages, each sidebar 50 groups). */
export function countLinks(nodes: NavNode[]): number {
  let count = linkCounts.get(nodes);
  if (count === undefined) {
    count = nodes.reduce((sum, n) => sum + (n.type === 'group' || n.type === 'division' ? countLinks(n.children) : 1), 0);
    linkCounts.set(nodes, count);
  }
  return count;
}

/**
 * What one page's sidebar shows in place of navigation it leaves out: a closed group (`stub`, a
 * link to the group's first page) or a run of an open group's entries (`more`, a link to the
 * first page of the run, which shows the run around itself).
 */
export type SidebarNode =
  | Exclude<NavNode, GroupNode>
  | (GroupNode & { open: boolean })
  | { type: 'stub'; label: string; href: string; size: number }
  | { type: 'more'; group: string; href: string; size: number };

/** How an open group of a large section is cut: entries shown around the current one, and at the group's start. */
export interface OpenGroupCut {
  /** A group with more entries than this shows only some of them. */
  limit: number;
  /** Entries shown before and after the one on the page's trail. */
  around: number;
  /** Entries shown at the group's start, where a reader looks for an overview. */
  first: number;
}

const openGroupCut: OpenGroupCut = { limit: 40, around: 15, first: 3 };

/**
 * The sidebar as one page renders it. A section with up to `inlineLimit` links is inlined whole;
 * a larger one (GitHub's REST API has 1,200) keeps only the groups around the current page and
 * shows the others as links, so no page repeats the whole navigation. An open group of more than
 * `cut.limit` entries (GitHub's repos group has 200) keeps its first entries and the current
 * one's neighbours; each run left out is one `more` entry. Scripts swap in the full section from
 * its fragment; without them every group is one click away, and every page is a chain of plain
 * links away for readers and crawlers alike.
 */
export function sidebarFor(nodes: NavNode[], trail: NavNode[], style: UrlStyle, inlineLimit = 150, cut = openGroupCut): SidebarNode[] {
  const whole = countLinks(nodes) <= inlineLimit;
  const view = (list: NavNode[]): SidebarNode[] =>
    list.map((node) => {
      if (node.type !== 'group') return node;
      const onTrail = trail.includes(node);
      if (!whole && !onTrail)
        return { type: 'stub', label: node.label, href: pageHref(style, firstPage(node.children) ?? ''), size: countLinks(node.children) };
      const children = view(node.children);
      return { ...node, open: onTrail || node.expanded === true, children: (whole ? children : aroundTrail(node, children, trail, style, cut)) as NavNode[] };
    });
  return view(nodes);
}

/** A group's entries as a page on its trail shows them: all of them, or its first ones and the trail's neighbours with a `more` entry for each run between. */
function aroundTrail(group: GroupNode, entries: SidebarNode[], trail: NavNode[], style: UrlStyle, cut: OpenGroupCut): SidebarNode[] {
  const at = group.children.findIndex((child) => trail.includes(child));
  if (entries.length <= cut.limit || at === -1) return entries;
  const shown = (i: number) => i < cut.first || Math.abs(i - at) <= cut.around;
  const out: SidebarNode[] = [];
  for (let i = 0; i < entries.length; ) {
    if (shown(i)) {
      out.push(entries[i++]!);
      continue;
    }
    let end = i;
    while (end < entries.length && !shown(end)) end++;
    const left = group.children.slice(i, end);
    // A run leads to its first page. A run of outside links only (nowhere to lead) stays inline,
    // and so does one too short to be worth an entry of its own.
    const first = end - i < 3 ? undefined : firstPage(left);
    if (first === undefined) out.push(...entries.slice(i, end));
    else out.push({ type: 'more', group: group.label, href: pageHref(style, first), size: countLinks(left) });
    i = end;
  }
  return out;
}
