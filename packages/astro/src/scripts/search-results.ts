// Draws search results as a listbox of groups (one per tab or section) of options (one per page).
import { methodLabel } from '../data/render-sidebar.ts';

/** One page in the results, from Pagefind's data (see data/search-data.ts for where it comes from). */
export interface Hit {
  url: string;
  title: string;
  /** Pagefind's excerpt: the page's own text, escaped, with <mark> around the matched words. */
  excerpt?: string;
  section?: string;
  crumbs?: string;
  method?: string;
  path?: string;
  version?: string;
  deprecated?: boolean;
}

export interface Group {
  label: string;
  hits: Hit[];
}

/** Groups hits under their label, groups in the order of their best hit, hits in rank order. */
export function groupHits(hits: Hit[], labelOf: (hit: Hit) => string): Group[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const label = labelOf(hit);
    groups.set(label, [...(groups.get(label) ?? []), hit]);
  }
  return [...groups].map(([label, list]) => ({ label, hits: list }));
}

/** Replaces the listbox's content with the groups; returns the options in the order shown. */
export function renderGroups(listbox: HTMLElement, groups: Group[]): HTMLAnchorElement[] {
  const options: HTMLAnchorElement[] = [];
  listbox.replaceChildren(
    ...groups.map((group, g) => {
      const list = element('ul', 'search-group');
      list.setAttribute('role', 'group');
      list.setAttribute('aria-labelledby', `search-group-${g}`);
      const label = element('li', 'search-group-label', group.label);
      label.id = `search-group-${g}`;
      label.setAttribute('role', 'presentation');
      list.append(label);
      for (const hit of group.hits) {
        const item = element('li');
        item.setAttribute('role', 'presentation');
        const option = optionFor(hit, options.length);
        options.push(option);
        item.append(option);
        list.append(item);
      }
      return list;
    }),
  );
  listbox.hidden = options.length === 0;
  return options;
}

function optionFor(hit: Hit, index: number): HTMLAnchorElement {
  const option = element('a', 'search-hit');
  option.href = hit.url;
  option.id = `search-option-${index}`;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  // The search box keeps the focus; arrow keys move the selection (aria-activedescendant).
  option.tabIndex = -1;
  const head = element('span', 'search-hit-head');
  if (hit.method) head.append(badge(hit.method));
  head.append(element('span', 'search-hit-title', hit.title));
  if (hit.deprecated) head.append(element('span', 'search-hit-flag', 'Deprecated'));
  option.append(head);
  const place = [hit.crumbs, hit.path].filter(Boolean);
  if (place.length) {
    const line = element('span', 'search-hit-place', hit.crumbs ?? '');
    if (hit.path) line.append(element('code', 'search-hit-path', hit.path));
    option.append(line);
  }
  if (hit.excerpt) {
    const excerpt = element('span', 'search-hit-excerpt');
    // Pagefind escapes the page's text; the only markup is its <mark> around matched words.
    excerpt.innerHTML = hit.excerpt;
    tidyExcerpt(excerpt, hit.title);
    option.append(excerpt);
  }
  return option;
}

/**
 * An excerpt from the top of a page starts with its title (or the end of it, when Pagefind's
 * window starts mid-title), which the result shows already; and Pagefind marks words with their
 * punctuation ("orders."), which the highlight leaves out.
 */
function tidyExcerpt(excerpt: HTMLElement, title: string): void {
  const text = excerpt.textContent ?? '';
  const end = text.indexOf('. ');
  if (end > 0 && title.endsWith(text.slice(0, end))) dropText(excerpt, end + 2);
  for (const mark of excerpt.querySelectorAll('mark')) {
    const [, word = '', punctuation = ''] = /^(.*?)([.,;:!?)]*)$/s.exec(mark.textContent ?? '') ?? [];
    if (!word) mark.replaceWith(punctuation);
    else if (punctuation) {
      mark.textContent = word;
      mark.after(punctuation);
    }
  }
}

/** Removes the first `count` characters of an element's text, wherever its tags fall. */
function dropText(element: HTMLElement, count: number): void {
  let left = count;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node && left > 0; node = walker.nextNode() as Text | null) {
    const cut = Math.min(left, node.data.length);
    node.data = node.data.slice(cut);
    left -= cut;
  }
}

const knownMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace', 'query', 'webhook', 'ws']);

/** The same badge as the sidebar's, drawn from text (a channel's protocol comes from its spec). */
function badge(method: string): HTMLElement {
  const kind = method.toLowerCase();
  const span = element('span', `method method-${knownMethods.has(kind) ? kind : 'protocol'}`, methodLabel(method));
  if (methodLabel(method) !== method) span.title = method;
  return span;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
