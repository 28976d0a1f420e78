// The DOM of one form field, any kind. Inputs write their value at their path as the reader types;
// containers (objects, arrays, choices) draw themselves again when their shape changes (an item
// added, another alternative picked), so the rest of the form and its focus stay as they are.
import { h } from '../../dom.ts';
import type { Field } from './form-model.ts';
import { chooseOption, switchOption, type Path } from './form-value.ts';

/** What a drawn field reads and writes. */
export interface FormState {
  get(path: Path): unknown;
  set(path: Path, value: unknown): void;
  uid(prefix: string): string;
  /** The alternative the reader picked, by path: a value alone cannot always tell (oneOf without discriminator). */
  picked: Map<string, number>;
  /** Collapsed fields the reader opened, by path. */
  open: Set<string>;
}

type Redraw = (focus?: (element: HTMLElement) => Element | null | undefined) => void;
type Scalar = Exclude<Field, { kind: 'object' | 'array' | 'choice' }>;

const FOCUSABLE = 'input, select, textarea, button';

/** The first control of a field's content: past the legend's own buttons (null, Remove). */
const firstControl = (element: HTMLElement) => [...element.querySelectorAll(FOCUSABLE)].find((control) => !control.closest('legend'));

export function renderField(field: Field, path: Path, state: FormState, label = field.label): HTMLElement {
  let element: HTMLElement;
  const redraw: Redraw = (focus) => {
    const next = renderField(field, path, state, label);
    element.replaceWith(next);
    element = next;
    (focus?.(next) as HTMLElement | null | undefined)?.focus();
  };
  element = draw(field, path, state, label, redraw);
  return element;
}

function draw(field: Field, path: Path, state: FormState, label: string, redraw: Redraw): HTMLElement {
  if (field.kind !== 'object' && field.kind !== 'array' && field.kind !== 'choice') return drawScalar(field, path, state, label);
  const key = JSON.stringify(path);
  const value = state.get(path);
  if (field.collapsed && value === undefined && !state.open.has(key)) {
    const open = () => {
      state.open.add(key);
      redraw(firstControl);
    };
    return h(
      'div',
      { class: 'pb-field pb-closed' },
      heading(field, label, path),
      h('button', { type: 'button', class: 'pb-add', 'aria-label': `Add ${label}`, onclick: open }, 'Add'),
    );
  }
  const root = !path.length && field.kind !== 'array';
  const box = root ? h('div', { class: 'pb-fields' }) : h('fieldset', { class: 'pb-group' });
  if (!root) {
    const close = () => {
      state.open.delete(key);
      state.set(path, undefined);
      redraw((e) => e.querySelector('.pb-add'));
    };
    box.append(
      h(
        'legend',
        {},
        heading(field, label, path),
        field.nullable &&
          nullToggle(label, value === null, (isNull) => {
            state.set(path, isNull ? null : undefined);
            redraw();
          }),
        // An array item has its own Remove beside it.
        field.collapsed && !isItem(path) && h('button', { type: 'button', class: 'pb-remove', 'aria-label': `Remove ${label}`, onclick: close }, 'Remove'),
      ),
    );
  }
  if (field.description) box.append(h('p', { class: 'pb-desc' }, field.description));
  if (value === null && field.nullable) return box;
  if (field.kind === 'object') box.append(...drawProperties(field, path, state));
  else if (field.kind === 'array') drawItems(field, path, state, label, box, redraw);
  else drawChoice(field, path, state, label, box, redraw, key);
  return box;
}

function drawProperties(field: Field & { kind: 'object' }, path: Path, state: FormState): HTMLElement[] {
  const properties = field.properties();
  return properties.length ? properties.map((p) => renderField(p, [...path, p.name], state)) : [h('p', { class: 'pb-desc' }, 'No properties to send.')];
}

function drawItems(field: Field & { kind: 'array' }, path: Path, state: FormState, label: string, box: HTMLElement, redraw: Redraw): void {
  const value = state.get(path);
  const items = Array.isArray(value) ? value : [];
  const list = h('ol', { class: 'pb-items' });
  const forget = () => {
    // Picks and opened fields are remembered by path; removing an item shifts the paths after it.
    const prefix = JSON.stringify(path).slice(0, -1);
    for (const key of [...state.picked.keys()]) if (key.startsWith(prefix)) state.picked.delete(key);
    for (const key of [...state.open]) if (key.startsWith(prefix)) state.open.delete(key);
  };
  items.forEach((_, i) => {
    // The group's legend names the array: the item's own label is its index.
    const itemLabel = `${label}[${i}]`;
    const remove = () => {
      const next = items.slice();
      next.splice(i, 1);
      forget();
      state.set(path, next);
      redraw((e) => e.querySelector(`:scope > .pb-items > li:nth-child(${i + 1}) .pb-remove`) ?? e.querySelector(':scope > .pb-add'));
    };
    list.append(
      h(
        'li',
        {},
        renderField(field.item(), [...path, i], state, `[${i}]`),
        h('button', { type: 'button', class: 'pb-remove', 'aria-label': `Remove ${itemLabel}`, onclick: remove }, 'Remove'),
      ),
    );
  });
  const add = () => {
    // A new item is there to be filled in: open it even when its schema starts closed.
    state.open.add(JSON.stringify([...path, items.length]));
    state.set([...path, items.length], undefined);
    redraw((e) => {
      const item = e.querySelector<HTMLElement>(':scope > .pb-items > li:last-child');
      return item && firstControl(item);
    });
  };
  box.append(list, h('button', { type: 'button', class: 'pb-add', 'aria-label': `Add item to ${label}`, onclick: add }, 'Add item'));
}

function drawChoice(field: Field & { kind: 'choice' }, path: Path, state: FormState, label: string, box: HTMLElement, redraw: Redraw, key: string): void {
  const options = field.options();
  const remembered = state.picked.get(key);
  const index = remembered !== undefined && remembered < options.length ? remembered : chooseOption(field, state.get(path));
  const id = state.uid('pb');
  const select = h('select', {
    id,
    oninput: () => {
      const picked = Number(select.value);
      state.picked.set(key, picked);
      state.set(path, switchOption(field, options[picked]!, state.get(path)));
      redraw((e) => e.querySelector('select'));
    },
  });
  for (const [i, o] of options.entries()) select.append(h('option', { value: i, selected: i === index }, o.label));
  box.append(
    h(
      'div',
      { class: 'pb-field' },
      h('span', { class: 'pb-label' }, h('label', { class: 'pb-name', for: id }, field.anyOf ? 'Any of' : 'One of')),
      h('div', { class: 'pb-control' }, select),
    ),
  );
  const chosen = options[index]!.field;
  box.append(...(chosen.kind === 'object' ? drawProperties(chosen, path, state) : [renderField(chosen, path, state, label)]));
}

function drawScalar(field: Scalar, path: Path, state: FormState, label: string): HTMLElement {
  const id = state.uid('pb');
  const value = state.get(path);
  const { control, read } = input(field, id, value);
  // Invalid JSON text leaves the value as it was (read returns `invalid`).
  const write = () => {
    const next = read();
    if (next === invalid) return control.setAttribute('aria-invalid', 'true');
    control.removeAttribute('aria-invalid');
    state.set(path, next);
  };
  control.addEventListener('input', write);
  if (field.required) control.setAttribute('aria-required', 'true');
  control.setAttribute('aria-describedby', field.description ? `${id}-t ${id}-d` : `${id}-t`);
  const toggle =
    field.nullable &&
    field.kind !== 'json' &&
    nullToggle(label, value === null, (isNull) => {
      (control as HTMLInputElement).disabled = isNull;
      if (isNull) state.set(path, null);
      else write();
    });
  if (value === null) (control as HTMLInputElement).disabled = true;
  return h(
    'div',
    { class: 'pb-field' },
    heading(field, label, path, id),
    h('div', { class: 'pb-control' }, control, toggle),
    field.description && h('p', { class: 'pb-desc', id: `${id}-d`, title: field.description }, field.description),
  );
}

const invalid = Symbol('invalid');

function input(field: Scalar, id: string, value: unknown): { control: HTMLElement; read: () => unknown } {
  switch (field.kind) {
    case 'boolean':
    case 'enum': {
      const values = field.kind === 'boolean' ? [true, false] : field.values;
      const select = h('select', { id }, h('option', { value: '' }, '—'));
      for (const [i, v] of values.entries()) select.append(h('option', { value: i, selected: v === value }, typeof v === 'string' ? v : JSON.stringify(v)));
      return { control: select, read: () => (select.value === '' ? undefined : values[Number(select.value)]) };
    }
    case 'number': {
      const number = h('input', {
        id,
        type: 'number',
        step: field.integer ? 1 : 'any',
        min: field.min,
        max: field.max,
        placeholder: field.placeholder,
        value: typeof value === 'number' ? value : undefined,
      });
      return { control: number, read: () => (number.value === '' ? undefined : Number(number.value)) };
    }
    case 'file': {
      const file = h('input', { id, type: 'file', multiple: field.multiple, accept: field.accept });
      // A redrawn form keeps the files already chosen (the value holds them; the new input does not).
      const chosen = (Array.isArray(value) ? value : [value]).filter((f): f is File => f instanceof File);
      if (chosen.length && typeof DataTransfer === 'function') {
        const transfer = new DataTransfer();
        for (const f of chosen) transfer.items.add(f);
        file.files = transfer.files;
      }
      return { control: file, read: () => (field.multiple ? [...(file.files ?? [])] : file.files?.[0]) };
    }
    case 'json': {
      const area = h('textarea', { id, class: 'pb-code', rows: 3, spellcheck: 'false', placeholder: field.placeholder ?? 'JSON' });
      area.value = value === undefined ? '' : JSON.stringify(value, null, 2);
      const read = () => {
        if (!area.value.trim()) return undefined;
        try {
          return JSON.parse(area.value) as unknown;
        } catch {
          return invalid;
        }
      };
      return { control: area, read };
    }
    default: {
      const text = h('input', { id, type: field.input, placeholder: field.placeholder, autocomplete: 'off' });
      text.value = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      return { control: text, read: () => (text.value === '' ? undefined : text.value) };
    }
  }
}

/**
 * Name, type and required mark. An input's label is its name alone (what a reader looks for); the
 * type describes it and `aria-required` says the rest. An array item is required only in the
 * sense that the reader added it: no mark.
 */
function heading(field: Field, label: string, path: Path, id?: string): HTMLElement {
  const required = field.required && !isItem(path);
  return h(
    'span',
    { class: 'pb-label' },
    id ? h('label', { class: 'pb-name', for: id }, label) : h('span', { class: 'pb-name' }, label),
    ' ',
    h('span', { class: 'pb-type', id: id && `${id}-t` }, field.type),
    required && ' ',
    required && h('span', { class: 'q-field-flag q-field-required', 'aria-hidden': id ? 'true' : undefined }, 'required'),
  );
}

function nullToggle(label: string, checked: boolean, change: (isNull: boolean) => void): HTMLElement {
  const box = h('input', { type: 'checkbox', checked, 'aria-label': `${label}: null`, onchange: () => change(box.checked) });
  return h('label', { class: 'pb-null' }, box, 'null');
}

function isItem(path: Path): boolean {
  return typeof path[path.length - 1] === 'number';
}
