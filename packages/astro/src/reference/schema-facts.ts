import type { SchemaObject } from '@quire/openapi';
import { html, type Html } from './html.ts';
import { valueBadge } from './row-history.ts';

/** A value as readers would type it: strings bare in code, the rest as JSON. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json;
}

function number(schema: SchemaObject, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Bounds in the reader's terms, each labeled: `Range: >= 1, < 100`, `Length: 1 to 64 characters`, `Items: at most 10 items`. */
export function constraints(schema: SchemaObject): { label: string; text: string }[] {
  const range: string[] = [];
  // 3.0 writes exclusiveMinimum as a flag beside minimum; 3.1 as the bound itself.
  const min = number(schema, 'minimum');
  const max = number(schema, 'maximum');
  const exclusiveMin = number(schema, 'exclusiveMinimum') ?? (schema.exclusiveMinimum === true ? min : undefined);
  const exclusiveMax = number(schema, 'exclusiveMaximum') ?? (schema.exclusiveMaximum === true ? max : undefined);
  if (exclusiveMin !== undefined) range.push(`> ${exclusiveMin}`);
  else if (min !== undefined) range.push(`>= ${min}`);
  if (exclusiveMax !== undefined) range.push(`< ${exclusiveMax}`);
  else if (max !== undefined) range.push(`<= ${max}`);
  const multipleOf = number(schema, 'multipleOf');
  if (multipleOf !== undefined) range.push(`multiple of ${multipleOf}`);
  const out: { label: string; text: string }[] = range.length ? [{ label: 'Range', text: range.join(', ') }] : [];
  const labeled = (label: string, unit: string, lo: string, hi: string) => {
    const text = rangeOf(number(schema, lo), number(schema, hi), unit);
    if (text) out.push({ label, text });
  };
  labeled('Length', 'character', 'minLength', 'maxLength');
  labeled('Items', 'item', 'minItems', 'maxItems');
  labeled('Properties', 'property', 'minProperties', 'maxProperties');
  if (schema.uniqueItems === true) out.push({ label: 'Items', text: 'unique' });
  return out;
}

function rangeOf(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const plural = (n: number) => `${n} ${unit === 'property' && n !== 1 ? 'properties' : n === 1 ? unit : `${unit}s`}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${plural(max)}` : `${min} to ${plural(max)}`;
  if (min !== undefined && min > 0) return `at least ${plural(min)}`;
  if (max !== undefined) return `at most ${plural(max)}`;
  return undefined;
}

/** One fact as a chip that names what it is: `Default: 20`, never a bare `20`. The label is plain text, muted by .schema-facts. */
export function fact(label: string, value: Html | string): Html {
  return html`<span class="schema-fact">${label}: ${value}</span>`;
}

/** Values as code, side by side: `dog cat bird`; a value the spec's history says was added later says when. */
function values(list: unknown[], added?: Record<string, string>): Html {
  return html`${list.map((v, i) => html`${i ? ' ' : ''}<code>${literal(v)}</code>${added ? valueBadge(added[JSON.stringify(v)]) : ''}`)}`;
}

/**
 * Default, allowed values, format, bounds, pattern and example of a schema, as labeled chips on
 * one line. `added`: the enum values (as JSON) added since the history's first version, with the label of each.
 */
export function schemaFacts(schema: SchemaObject, added?: Record<string, string>): Html | string {
  const facts: Html[] = [];
  if ('default' in schema) facts.push(fact('Default', html`<code>${literal(schema.default)}</code>`));
  if ('const' in schema) facts.push(fact('Always', html`<code>${literal(schema.const)}</code>`));
  if (Array.isArray(schema.enum)) facts.push(fact('Allowed values', values(schema.enum, added)));
  // An array of enumerated strings (`events: [status, photos]`) lists what its items may be.
  const items = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as SchemaObject) : undefined;
  if (!Array.isArray(schema.enum) && Array.isArray(items?.enum)) facts.push(fact('Allowed values', values(items.enum)));
  for (const bound of constraints(schema)) facts.push(fact(bound.label, bound.text));
  if (typeof schema.pattern === 'string') facts.push(fact('Pattern', html`<code>${schema.pattern}</code>`));
  const examples = Array.isArray(schema.examples) ? schema.examples : undefined;
  if (schema.example !== undefined) facts.push(fact('Example', html`<code>${literal(schema.example)}</code>`));
  else if (examples?.length) facts.push(fact('Example', html`<code>${literal(examples[0])}</code>`));
  return facts.length ? html`<p class="schema-facts">${facts}</p>` : '';
}
