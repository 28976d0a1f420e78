/**
 * Parts of a page's body that the layout places itself: the content of <Panel> goes to the side
 * column, and the titles of the <View>s make the selector at the top of the page. Components
 * mark them in their HTML; the layout reads the rendered body once.
 */

import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';

/** What a Panel wraps its rendered content in (HTML comments: the markers never show). */
export const panelMarkers = { open: '<!--q-panel-->', close: '<!--/q-panel-->' } as const;

/**
 * The body without its panels, and the panels' content in order (a page usually has one). A
 * Panel inside another stays inside it.
 */
export function splitPanel(html: string): { body: string; panel?: string } {
  if (!html.includes(panelMarkers.open)) return { body: html };
  const body: string[] = [];
  const panel: string[] = [];
  let depth = 0;
  let from = 0;
  for (const m of html.matchAll(/<!--(\/?)q-panel-->/g)) {
    const closing = m[1] === '/';
    if (!closing && depth++ === 0) {
      body.push(html.slice(from, m.index));
      from = m.index + m[0].length;
    } else if (closing && depth > 0 && --depth === 0) {
      panel.push(html.slice(from, m.index));
      from = m.index + m[0].length;
    }
  }
  (depth > 0 ? panel : body).push(html.slice(from));
  const inner = panel.join('').replace(/<!--\/?q-panel-->/g, '');
  return inner.trim() ? { body: body.join(''), panel: inner } : { body: body.join('') };
}

/** The titles of the page's views, once each, in the order they first appear. Only a page with views is parsed. */
export function viewTitles(html: string): string[] {
  if (!html.includes('q-view')) return [];
  const titles = new Set<string>();
  visit(fromHtml(html, { fragment: true }), 'element', (node) => {
    const { className, dataView } = node.properties;
    if (node.tagName === 'section' && Array.isArray(className) && className.includes('q-view') && typeof dataView === 'string') titles.add(dataView);
  });
  return [...titles];
}

const firstViews = new WeakMap<object, string>();

/** The title of the page's first View (`Astro.locals` is one object per page), remembering `title` if it is the first. */
export function firstView(locals: object, title: string): string {
  if (!firstViews.has(locals)) firstViews.set(locals, title);
  return firstViews.get(locals)!;
}
