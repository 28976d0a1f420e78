// The island's one element builder (plain DOM, no framework, to stay a few KB). Text goes in as
// text nodes, never as HTML: names, descriptions and examples come from the spec, which is untrusted.
import { inlineSegments } from './http/inline-text.ts';

type Child = Node | string | false | null | undefined;
type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value !== undefined && value !== false) element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== undefined && child !== false && child !== null) element.append(child);
  return element;
}

/** A label and its control, linked by id; the hint is a description from the spec (Markdown, shown as text). */
export function field(id: string, label: Child | Child[], control: HTMLElement, hint?: string): HTMLDivElement {
  control.id = id;
  return h(
    'div',
    { class: 'pg-field' },
    h('label', { for: id }, ...[label].flat()),
    control,
    hint ? h('small', { class: 'pg-hint' }, ...inlineText(hint)) : undefined,
  );
}

/** Markdown as text nodes, code spans as `<code>`. */
export function inlineText(markdown: string): Node[] {
  return inlineSegments(markdown).map((s) => (s.code ? h('code', {}, s.text) : document.createTextNode(s.text)));
}
