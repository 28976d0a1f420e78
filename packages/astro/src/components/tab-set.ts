import type { ElementContent, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { escapeHtml } from '../data/escape-html.ts';
import type { IconProp } from './icon-svg.ts';
import { findLanguage } from '../reference/code-samples/languages.ts';

/** One tab of a tab set: its label, an optional icon and the rendered HTML of its panel. */
export interface TabItem {
  title: string;
  icon?: IconProp | undefined;
  iconType?: string | undefined;
  /** The icon as SVG markup, resolved by the caller (icon sets are the site's, not this module's). */
  iconHtml?: string | undefined;
  html: string;
}

const start = '<!--q-tab:';
const end = '<!--/q-tab-->';

/**
 * What a Tab wraps its rendered content in, so the enclosing Tabs can find its tabs' titles in
 * its rendered slot. Nested Tabs consume their own markers first, so an outer Tabs only sees
 * its direct tabs.
 */
export function tabMarkers(tab: Omit<TabItem, 'html'>): { open: string; close: string } {
  return { open: `${start}${encodeURIComponent(JSON.stringify(tab))}-->`, close: end };
}

/**
 * The tabs of a rendered Tabs slot, in order. The markers are this module's own (written by
 * `tabMarkers`, wherever MDX nests them), so they are found as text, not as HTML.
 */
export function splitTabs(html: string): TabItem[] {
  const tabs: TabItem[] = [];
  const pattern = /<!--q-tab:(.*?)-->([\s\S]*?)<!--\/q-tab-->/g;
  for (const m of html.matchAll(pattern)) {
    tabs.push({ ...(JSON.parse(decodeURIComponent(m[1]!)) as Omit<TabItem, 'html'>), html: m[2]! });
  }
  return tabs;
}

/**
 * The usual names of languages code blocks are written in, beyond the sample languages (whose
 * labels and aliases name them, reference/code-samples/languages.ts). Listed here first: the shell
 * family, whose names pick the cURL sample though a Bash block is Bash, not cURL.
 */
const languageNames: Record<string, string> = {
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  shellscript: 'Shell',
  zsh: 'Zsh',
  console: 'Console',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  cpp: 'C++',
  c: 'C',
  json: 'JSON',
  jsonc: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  toml: 'TOML',
  xml: 'XML',
  html: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  graphql: 'GraphQL',
  md: 'Markdown',
  markdown: 'Markdown',
  mdx: 'MDX',
  diff: 'Diff',
  plaintext: 'Text',
  text: 'Text',
  txt: 'Text',
  dockerfile: 'Dockerfile',
  elixir: 'Elixir',
  scala: 'Scala',
  r: 'R',
};

/** How a code block is labelled in a tab when its fence has no title: its language's usual name. */
export function languageName(lang: string): string {
  const key = lang.toLowerCase();
  return languageNames[key] ?? findLanguage(key)?.label ?? (lang ? lang[0]!.toUpperCase() + lang.slice(1) : 'Code');
}

/**
 * The code blocks of a rendered CodeGroup slot (already highlighted by Shiki), each labelled by
 * its fence title (`data-title`, kept by the code-title transformer) or else its language.
 * Anything between blocks stays with the block before it; anything before the first, with the first.
 */
export function splitCodeBlocks(html: string): TabItem[] {
  const groups: { title: string; nodes: RootContent[] }[] = [];
  const leading: RootContent[] = [];
  for (const node of fromHtml(html, { fragment: true }).children) {
    if (node.type === 'comment' || (node.type === 'text' && !node.value.trim())) continue;
    if (node.type === 'element' && node.tagName === 'pre') {
      const { dataTitle, dataLanguage } = node.properties;
      const title = typeof dataTitle === 'string' ? dataTitle : languageName(typeof dataLanguage === 'string' ? dataLanguage : '');
      groups.push({ title, nodes: groups.length ? [node] : [...leading, node] });
    } else (groups.at(-1)?.nodes ?? leading).push(node);
  }
  if (!groups.length && leading.length) groups.push({ title: 'Code', nodes: leading });
  return groups.map(({ title, nodes }) => ({ title, html: toHtml(nodes as ElementContent[]) }));
}

export interface TabSetOptions {
  /** A name unique on the page: the radio group's name and the prefix of its ids. */
  name: string;
  /** `tabs` for prose tabs, `code` for a code group (a framed block). */
  kind: 'tabs' | 'code';
  /** Selecting a tab also selects the tabs of the same title elsewhere on the page. */
  sync: boolean;
  /** Accessible name of the whole set (for example "Request example"). */
  label?: string | undefined;
}

/**
 * A tab set that works without JavaScript: one radio button per tab (arrow keys move between
 * them), each followed by its label and its panel; CSS shows the panel of the checked radio.
 */
export function renderTabSet(items: TabItem[], options: TabSetOptions): string {
  const label = options.label ? ` role="group" aria-label="${escapeHtml(options.label)}"` : '';
  if (options.kind === 'code' && items.length === 1) {
    const only = items[0]!;
    return `<div class="q-tabset q-tabset-code"${label}><p class="q-tab-label q-tab-single">${escapeHtml(only.title)}</p><div class="q-tab-panel">${only.html}</div></div>`;
  }
  const parts = items.map((item, i) => {
    const id = `${options.name}-${i + 1}`;
    const sync = options.sync ? ` data-sync="${escapeHtml(item.title)}"` : '';
    const icon = item.iconHtml ?? '';
    return (
      `<input class="q-tab-input" type="radio" name="${options.name}" id="${id}"${i === 0 ? ' checked' : ''}${sync}>` +
      `<label class="q-tab-label" for="${id}">${icon}<span>${escapeHtml(item.title)}</span></label>` +
      `<div class="q-tab-panel">${item.html}</div>`
    );
  });
  return `<div class="q-tabset q-tabset-${options.kind}"${label}>${parts.join('')}</div>`;
}

/** Keeps tabs of the same title in step across the page; a few hundred bytes, once per page (written compact: it counts in an endpoint page's JavaScript). */
export const tabSyncScript =
  "document.addEventListener('change',e=>{let t=e.target,v=t.dataset?.sync;if(v&&t.classList.contains('q-tab-input'))" +
  "for(let o of document.querySelectorAll('.q-tab-input[data-sync]'))if(o.dataset.sync===v&&o.name!==t.name)o.checked=true});";
