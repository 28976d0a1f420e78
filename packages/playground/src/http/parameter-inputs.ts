// Inputs for path, query, header and cookie parameters, typed by their schemas: enums and
// booleans as selects, numbers as number fields, arrays as lists with add and remove.
import { deref, lookupIn, mergeAllOf, type Parameter, type SchemaLookup, type SchemaObject } from '@quire/openapi/browser';
import { parameterKey, type ParamValue } from './compose-request.ts';
import { field, h } from '../dom.ts';
import type { IslandContext } from './island-parts.ts';
import { createStore } from '../store.ts';
import { parameterMemory, type ParameterMemory } from './parameter-memory.ts';

export interface ParameterInputs {
  element: HTMLElement;
  values(): Record<string, ParamValue | undefined>;
}

const locations = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['querystring', 'Query string'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
] as const;

export function createParameterInputs(parameters: Parameter[], refs: Record<string, SchemaObject>, ctx: IslandContext, onChange: () => void): ParameterInputs {
  const lookup = lookupIn(refs);
  const readers = new Map<string, () => ParamValue | undefined>();
  const memory = parameterMemory(
    createStore(
      () => localStorage,
      (name) => ctx.storageKey(name),
    ),
  );
  const element = h('div', { class: 'pg-parameters' });
  for (const [location, title] of locations) {
    const list = parameters.filter((p) => p.in === location);
    if (!list.length) continue;
    element.append(
      h(
        'fieldset',
        { class: 'pg-section' },
        h('legend', {}, title),
        ...list.map((p) => {
          const { row, read } = parameterRow(p, lookup, ctx, memory);
          readers.set(parameterKey(p), read);
          return row;
        }),
      ),
    );
  }
  element.addEventListener('input', onChange);
  element.addEventListener('change', onChange);
  return { element, values: () => Object.fromEntries([...readers].map(([key, read]) => [key, read()])) };
}

function parameterRow(
  p: Parameter,
  lookup: SchemaLookup,
  ctx: IslandContext,
  memory: ParameterMemory,
): { row: HTMLElement; read: () => ParamValue | undefined } {
  const schema = resolved(p.schema ?? p.content?.[0]?.schema ?? {}, lookup);
  const { row, read } = parameterControl(p, schema, lookup, ctx, memory.recall(p, schema) ?? initialValue(p, schema));
  // Only what the reader edits is kept: an example left as it is stays this page's own.
  const keep = () => memory.remember(p, schema, read());
  row.addEventListener('input', keep);
  row.addEventListener('change', keep);
  return { row, read };
}

function parameterControl(
  p: Parameter,
  schema: SchemaObject,
  lookup: SchemaLookup,
  ctx: IslandContext,
  initial: unknown,
): { row: HTMLElement; read: () => ParamValue | undefined } {
  const id = ctx.uid('param');
  const label = [
    h('code', {}, p.name),
    p.required ? ' ' : undefined,
    p.required ? h('span', { class: 'q-field-flag q-field-required' }, 'required') : undefined,
  ];
  const hint = [typeHint(schema, lookup), p.deprecated ? 'deprecated' : ''].filter(Boolean).join(' · ');
  const type = schema.type;
  if (type === 'array') {
    const items = resolved((schema.items as SchemaObject | undefined) ?? {}, lookup);
    const list = arrayInput(id, items, Array.isArray(initial) ? initial.map(String) : [], ctx);
    return {
      row: h(
        'div',
        { class: 'pg-field' },
        h('span', { class: 'pg-label', id: `${id}-label` }, ...label),
        list.element,
        hint ? h('small', { class: 'pg-hint' }, hint) : undefined,
      ),
      read: list.read,
    };
  }
  if (type === 'object' && !p.content) {
    // A textarea's starting text is its content, not a value attribute.
    const area = h(
      'textarea',
      { rows: 3, spellcheck: 'false', placeholder: '{ "key": "value" }' },
      initial && typeof initial === 'object' ? JSON.stringify(initial, null, 2) : '',
    );
    const read = (): ParamValue | undefined => {
      try {
        const value: unknown = area.value.trim() ? JSON.parse(area.value) : undefined;
        area.setCustomValidity('');
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      } catch {
        area.setCustomValidity('Not valid JSON');
        return undefined;
      }
    };
    return { row: field(id, label, area, hint || 'object, as JSON'), read };
  }
  const control = scalarInput(schema, initial === undefined ? '' : String(initial));
  control.setAttribute('aria-required', String(p.required));
  return { row: field(id, label, control, hint), read: () => control.value };
}

/** One input for a string, number, boolean or enum. */
export function scalarInput(schema: SchemaObject, value: string): HTMLInputElement | HTMLSelectElement {
  const options = Array.isArray(schema.enum) ? schema.enum.map(String) : schema.type === 'boolean' ? ['true', 'false'] : undefined;
  if (options) return h('select', {}, h('option', { value: '' }, '—'), ...options.map((o) => h('option', { value: o, selected: o === value }, o)));
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const input = h('input', {
    type: numeric ? 'number' : schema.format === 'date' ? 'date' : schema.format === 'password' ? 'password' : 'text',
    value,
    spellcheck: 'false',
    placeholder: schema.default !== undefined ? String(schema.default) : schema.format ? String(schema.format) : '',
  });
  if (numeric) {
    input.step = schema.type === 'integer' ? '1' : 'any';
    if (typeof schema.minimum === 'number') input.min = String(schema.minimum);
    if (typeof schema.maximum === 'number') input.max = String(schema.maximum);
  }
  return input;
}

/** A list of inputs with add and remove buttons. */
function arrayInput(id: string, items: SchemaObject, initial: string[], ctx: IslandContext): { element: HTMLElement; read: () => string[] } {
  const list = h('ol', { class: 'pg-list', 'aria-labelledby': `${id}-label` });
  // Adding and removing items are edits too: the request and the kept value follow change events.
  const changed = () => list.dispatchEvent(new Event('change', { bubbles: true }));
  const add = (value: string) => {
    const control = scalarInput(items, value);
    const itemId = ctx.uid('item');
    control.id = itemId;
    control.setAttribute('aria-label', `Item ${list.children.length + 1}`);
    const row = h(
      'li',
      {},
      control,
      h(
        'button',
        {
          type: 'button',
          class: 'pg-icon-button',
          'aria-label': 'Remove item',
          onclick: () => {
            row.remove();
            changed();
          },
        },
        '×',
      ),
    );
    list.append(row);
    return control;
  };
  for (const value of initial) add(value);
  const addButton = h(
    'button',
    {
      type: 'button',
      class: 'pg-add',
      onclick: () => {
        add('').focus();
        changed();
      },
    },
    '+ Add item',
  );
  return {
    element: h('div', { class: 'pg-array' }, list, addButton),
    read: () => [...list.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((c) => c.value),
  };
}

function resolved(schema: SchemaObject, lookup: SchemaLookup): SchemaObject {
  const merged = mergeAllOf(deref(schema, lookup).schema, lookup);
  // 3.1 type arrays such as ["string", "null"]: the input follows the non-null type.
  const type = Array.isArray(merged.type) ? merged.type.find((t) => t !== 'null') : merged.type;
  return { ...merged, ...(type ? { type } : {}) };
}

/** The value a field starts with: the parameter's example, else its schema's. */
function initialValue(p: Parameter, schema: SchemaObject): unknown {
  const named = p.examples ? Object.values(p.examples).find((e) => e.value !== undefined)?.value : undefined;
  return p.example ?? named ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
}

function typeHint(schema: SchemaObject, lookup: SchemaLookup): string {
  const type = String(schema.type ?? '');
  if (type === 'array') {
    const items = resolved((schema.items as SchemaObject | undefined) ?? {}, lookup);
    return `${String(items.type ?? 'any')}[]`;
  }
  return [type, schema.format ? `<${String(schema.format)}>` : ''].join('');
}
