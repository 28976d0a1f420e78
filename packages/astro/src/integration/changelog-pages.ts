// A spec with a git history gets a changelog page of the site: a route the page route renders in
// the site's layout, and a "Changelog" entry in the navigation of each tab that holds the spec's
// pages, at the end of the group that holds them (or after the groups, when several do). The navigation is resolved before the history is
// read (@quire/site knows nothing of git), so the pages join the manifest here.
import type { NavNode, Route, SiteManifest } from '@quire/site';
import { changelogPath } from '../data/changelog.ts';

export interface ChangelogSpec {
  spec: string;
  /** The spec's `info.title`. */
  title: string;
}

/**
 * Adds each spec's changelog route and navigation entries to `manifest`. A slug an MDX page already
 * has stays the author's page. Labelled "Changelog", or "<title> changelog" when several specs have one.
 */
export function addChangelogPages(manifest: SiteManifest, specs: readonly ChangelogSpec[]): void {
  const taken = new Set(manifest.routes.map((r) => r.slug));
  for (const { spec, title } of specs) {
    const slug = changelogPath(spec);
    if (taken.has(slug)) continue;
    taken.add(slug);
    const route: Route = {
      slug,
      kind: 'changelog',
      source: spec,
      title: `${title}: changelog`,
      description: `Every change to ${title}, newest first, from the repository's history.`,
      deprecated: false,
      hidden: false,
      metadata: {},
    };
    manifest.routes.push(route);
    const label = specs.length > 1 ? `${title} changelog` : 'Changelog';
    const holds = specPages(manifest.routes, spec);
    if (!placeIn(manifest.nav, holds, { type: 'page', label, slug, deprecated: false })) {
      // A spec whose pages are listed nowhere: its changelog is still built, linked from its pages.
      route.hidden = true;
    }
  }
}

/** The slugs of the spec's own pages (operations, webhooks, schemas, AsyncAPI channels). */
function specPages(routes: readonly Route[], spec: string): Set<string> {
  return new Set(routes.filter((r) => (r.operation ?? r.schema ?? r.channel)?.spec === spec).map((r) => r.slug));
}

function holdsAny(node: NavNode, slugs: ReadonlySet<string>): boolean {
  if (node.type === 'page') return slugs.has(node.slug);
  return 'children' in node && node.children.some((child) => holdsAny(child, slugs));
}

/**
 * Places `entry` in each division (tab, version...) of `nodes` that holds one of `slugs`: last in
 * the group holding them (the tab's API group), or, when they are spread over several groups of
 * the division (Pets, Webhooks, Models), after the last of those; last in the division's own
 * list when its pages sit in no group.
 */
function placeIn(nodes: NavNode[], slugs: ReadonlySet<string>, entry: NavNode): boolean {
  let placed = false;
  for (const node of nodes) if (node.type === 'division' && placeIn(node.children, slugs, entry)) placed = true;
  const groups = nodes.filter((n) => n.type === 'group' && holdsAny(n, slugs));
  const only = groups.length === 1 ? groups[0] : undefined;
  if (only?.type === 'group') {
    only.children.push(entry);
    return true;
  }
  if (groups.length) {
    nodes.splice(nodes.indexOf(groups[groups.length - 1]!) + 1, 0, entry);
    return true;
  }
  if (nodes.some((n) => n.type === 'page' && slugs.has(n.slug))) {
    nodes.push(entry);
    return true;
  }
  return placed;
}
