// A small element builder: the island is plain DOM (no framework) to stay a few KB.
type Child = Node | string | false | null | undefined;

/** Creates an element: `props` are set as properties (`className`, `value`...) or, with a dash or `aria`/`data` prefix, as attributes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value as EventListener);
    else if (name.includes('-') || name === 'for' || name === 'role' || name === 'form') element.setAttribute(name, String(value));
    else (element as unknown as Record<string, unknown>)[name] = value;
  }
  element.append(...children.filter((c): c is Node | string => c !== false && c !== null && c !== undefined));
  return element;
}

/** A label and its control, linked by id. */
export function field(id: string, label: Child | Child[], control: HTMLElement, hint?: string): HTMLDivElement {
  control.id = id;
  return h('div', { className: 'pg-field' }, h('label', { for: id }, ...[label].flat()), control, hint ? h('small', { className: 'pg-hint' }, hint) : undefined);
}
