import type { SchemaObject } from '@quire/openapi';
import { html, type Html } from './html.ts';

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

/** Bounds in the reader's terms: `>= 1`, `< 100`, `1 to 64 characters`, `at most 10 items`. */
export function constraints(schema: SchemaObject): string[] {
  const out: string[] = [];
  // 3.0 writes exclusiveMinimum as a flag beside minimum; 3.1 as the bound itself.
  const min = number(schema, 'minimum');
  const max = number(schema, 'maximum');
  const exclusiveMin = number(schema, 'exclusiveMinimum') ?? (schema.exclusiveMinimum === true ? min : undefined);
  const exclusiveMax = number(schema, 'exclusiveMaximum') ?? (schema.exclusiveMaximum === true ? max : undefined);
  if (exclusiveMin !== undefined) out.push(`> ${exclusiveMin}`);
  else if (min !== undefined) out.push(`>= ${min}`);
  if (exclusiveMax !== undefined) out.push(`< ${exclusiveMax}`);
  else if (max !== undefined) out.push(`<= ${max}`);
  const multipleOf = number(schema, 'multipleOf');
  if (multipleOf !== undefined) out.push(`multiple of ${multipleOf}`);
  out.push(...range(number(schema, 'minLength'), number(schema, 'maxLength'), 'character'));
  out.push(...range(number(schema, 'minItems'), number(schema, 'maxItems'), 'item'));
  out.push(...range(number(schema, 'minProperties'), number(schema, 'maxProperties'), 'property'));
  if (schema.uniqueItems === true) out.push('unique items');
  return out;
}

function range(min: number | undefined, max: number | undefined, unit: string): string[] {
  const plural = (n: number) => `${n} ${unit === 'property' && n !== 1 ? 'properties' : n === 1 ? unit : `${unit}s`}`;
  if (min !== undefined && max !== undefined) return [min === max ? `exactly ${plural(max)}` : `${min} to ${plural(max)}`];
  if (min !== undefined && min > 0) return [`at least ${plural(min)}`];
  if (max !== undefined) return [`at most ${plural(max)}`];
  return [];
}

/** Default, allowed values, bounds, pattern and example of a schema, in one compact line. */
export function schemaFacts(schema: SchemaObject): Html | string {
  const facts: Html[] = [];
  if ('default' in schema) facts.push(html`<span>Default: <code>${literal(schema.default)}</code></span>`);
  if ('const' in schema) facts.push(html`<span>Always: <code>${literal(schema.const)}</code></span>`);
  if (Array.isArray(schema.enum)) {
    facts.push(html`<span>Allowed values: ${schema.enum.map((v, i) => html`${i ? ' ' : ''}<code>${literal(v)}</code>`)}</span>`);
  }
  // An array of enumerated strings (`events: [status, photos]`) lists what its items may be.
  const items = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as SchemaObject) : undefined;
  if (!Array.isArray(schema.enum) && Array.isArray(items?.enum)) {
    facts.push(html`<span>Allowed values: ${items.enum.map((v, i) => html`${i ? ' ' : ''}<code>${literal(v)}</code>`)}</span>`);
  }
  const bounds = constraints(schema);
  if (bounds.length) facts.push(html`<span>${bounds.join(', ')}</span>`);
  if (typeof schema.pattern === 'string') facts.push(html`<span>Pattern: <code>${schema.pattern}</code></span>`);
  const examples = Array.isArray(schema.examples) ? schema.examples : undefined;
  if (schema.example !== undefined) facts.push(html`<span>Example: <code>${literal(schema.example)}</code></span>`);
  else if (examples?.length) facts.push(html`<span>Example: <code>${literal(examples[0])}</code></span>`);
  return facts.length ? html`<p class="schema-facts">${facts}</p>` : '';
}
