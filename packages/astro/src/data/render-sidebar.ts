import { escapeHtml } from './escape-html.ts';
import type { SidebarNode } from './navigation.ts';
import { pageHref, siteHref, type UrlStyle } from './site-urls.ts';

const shortMethod: Record<string, string> = { DELETE: 'DEL', OPTIONS: 'OPT', WEBHOOK: 'HOOK' };

/** An HTTP method badge, as the sidebar and endpoint headers show it. */
export function methodBadge(method: string): string {
  const short = shortMethod[method];
  return `<span class="method method-${method.toLowerCase()}"${short ? ` title="${method}"` : ''}>${short ?? method}</span>`;
}

/** The text of a method badge: `DEL`, `HOOK`, `GET` (search results draw the badge themselves). */
export function methodLabel(method: string): string {
  return shortMethod[method] ?? method;
}

/** A group's chevron: points right when closed, down when open (site.css turns it with the group's `open`). */
const chevron = '<svg class="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="m6 4 4 4-4 4"/></svg>';

/**
 * The sidebar's HTML. Built as a string rather than nested components: it is the largest part
 * of every page, and the same code renders the per-section fragment that scripts load.
 */
export function renderSidebar(nodes: SidebarNode[], current: string | undefined, style: UrlStyle): string {
  return `<ul>${nodes.map((node) => renderNode(node, current, style)).join('')}</ul>`;
}

function renderNode(node: SidebarNode, current: string | undefined, style: UrlStyle): string {
  switch (node.type) {
    case 'page': {
      const here = node.slug === current ? ' aria-current="page"' : '';
      const badge = node.method ? methodBadge(node.method) : '';
      // A deprecated entry's title and badge flow as one text, so the badge moves under a title
      // it does not fit beside instead of squeezing it onto two lines (the span only where needed:
      // the sidebar is the largest part of every page).
      const label = node.deprecated
        ? `<span class="label">${escapeHtml(node.label)} <span class="badge badge-deprecated">Deprecated</span></span>`
        : escapeHtml(node.label);
      return `<li><a href="${escapeHtml(pageHref(style, node.slug))}"${here}>${badge}${label}</a></li>`;
    }
    case 'link': {
      const badge = node.method ? methodBadge(node.method) : '';
      const external = /^[a-z][a-z0-9+.-]*:/i.test(node.href);
      const mark = external ? '<span class="external" aria-hidden="true">↗</span>' : '';
      return `<li><a href="${escapeHtml(siteHref(style, node.href))}"${external ? ' rel="noopener"' : ''}>${badge}${escapeHtml(node.label)}${mark}</a></li>`;
    }
    case 'stub':
      // The size is drawn by site.css from `data-n`, which also marks the stub for scripts/sidebar.ts:
      // a stub is on every page for each closed group (46 on GitHub's), so one attribute instead of
      // `data-stub` and a span saves 2.6 MB of that site.
      return `<li><a href="${escapeHtml(node.href)}" data-n="${node.size}">${escapeHtml(node.label)}</a></li>`;
    case 'more': {
      // Named for what it holds and where, beginning with its visible text (so a voice command
      // that says what it sees matches it); scripts/sidebar.ts shows the run in place.
      const name = `${node.size} more pages of ${node.group}`;
      return `<li><a href="${escapeHtml(node.href)}" data-more aria-label="${escapeHtml(name)}">${node.size} more</a></li>`;
    }
    case 'group': {
      const open = 'open' in node && node.open;
      return `<li><details${open ? ' open' : ''}><summary>${escapeHtml(node.label)}${chevron}</summary>${renderSidebar(node.children as SidebarNode[], current, style)}</details></li>`;
    }
    case 'division':
      return `<li class="division"><span class="division-label">${escapeHtml(node.label)}</span>${renderSidebar(node.children as SidebarNode[], current, style)}</li>`;
  }
}
