// The panel's fields: labelled inputs with hints, and secret inputs with a show toggle.
import { h } from '../../dom.ts';
import type { IslandContext } from '../island-parts.ts';

export interface InputOptions {
  label: string;
  value: string;
  onInput(value: string): void;
  hint?: string;
  /** Hidden until the reader asks to show it. */
  secret?: boolean;
  placeholder?: string;
}

/** A label, its input and an optional hint under it, linked for assistive technology. */
export function inputField(ctx: IslandContext, options: InputOptions): { element: HTMLElement; input: HTMLInputElement } {
  const id = ctx.uid('auth-input');
  const hintId = options.hint ? ctx.uid('auth-hint') : undefined;
  const input = h('input', {
    id,
    type: options.secret ? 'password' : 'text',
    class: options.secret ? 'pg-auth-input pg-auth-secret' : 'pg-auth-input',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    placeholder: options.placeholder,
    'aria-describedby': hintId,
  });
  input.value = options.value;
  input.addEventListener('input', () => options.onInput(input.value));
  const control = h('div', { class: 'pg-auth-control' }, input);
  if (options.secret) {
    // Named "Show <label>" by its content, not aria-label, so getByLabel(<label>) finds only the input.
    const toggle = h(
      'button',
      { type: 'button', class: 'pg-auth-show', 'aria-pressed': 'false', 'aria-controls': id },
      'Show',
      h('span', { class: 'pg-auth-sr' }, ` ${options.label}`),
    );
    toggle.addEventListener('click', () => {
      const shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      toggle.setAttribute('aria-pressed', String(shown));
    });
    control.append(toggle);
  }
  const element = h(
    'div',
    { class: 'pg-auth-field' },
    h('label', { for: id }, options.label),
    control,
    hintId && h('p', { id: hintId, class: 'pg-auth-hint' }, options.hint),
  );
  return { element, input };
}

/** A select with its label; options are [value, text]. */
export function selectField(ctx: IslandContext, label: string, options: [string, string][], value: string, onChange: (value: string) => void): HTMLElement {
  const id = ctx.uid('auth-select');
  const select = h('select', { id, class: 'pg-auth-input' }, ...options.map(([v, text]) => h('option', { value: v }, text)));
  select.value = value;
  select.addEventListener('change', () => onChange(select.value));
  return h('div', { class: 'pg-auth-field' }, h('label', { for: id }, label), select);
}
