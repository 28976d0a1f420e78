import { sample as samplerSample } from 'openapi-sampler';
import { isObject } from '../model/json.ts';
import type { SchemaObject } from '../model/types.ts';
import { mergeAllOf } from './merge-all-of.ts';
import { leftOutBy, type Writer } from './payload-writer.ts';
import { booleanForName, fallbackString, formatExample, numberForName, singular, stringForName } from './plausible-values.ts';
import { deref, refName, type SchemaLookup } from './schema-lookup.ts';
import { typesOf } from './type-label.ts';

export interface SampleOptions {
  /** Who writes the value: it leaves out the fields the other side sets (see payload-writer). */
  writer: Writer;
  /** The name of the property or parameter holding the value: `email`, `created_at` say what it holds. */
  name?: string | undefined;
}

// Optional properties stop at this depth and everything at the hard one: examples stay readable
// (GitHub's repository nests users in organizations in repositories) and a hostile schema finite.
const optionalDepth = 4;
const hardDepth = 12;
const nodeBudget = 2000;

/** Nothing to show here: a recursion, a missing ref, or past the limits. The property is left out. */
const omit = Symbol('omit');

interface Walk {
  lookup: SchemaLookup;
  writer: Writer;
  /** Refs being sampled above this node: meeting one again is recursion. */
  ancestors: ReadonlySet<string>;
  /** Objects above this node: past optionalDepth, optional fields that nest are left out. */
  depth: number;
  /** Objects and arrays above this node: past hardDepth, nothing is shown. */
  levels: number;
  budget: { nodes: number };
}

interface Hint {
  name?: string | undefined;
  /** The component (or `title`) of the object holding the value. */
  owner?: string | undefined;
  /** This node is an alternative already chosen (oneOf, or a discriminator's mapping): do not choose again. */
  chosen?: boolean;
}

/**
 * A value of a schema that reads like data: the schema's own `const`, `example`, `examples`,
 * `default` or `enum`; else one made from its `format`, then from the property's name (`email`,
 * `created_at`, `price`), within its bounds. Objects get their properties (recursive ones left out),
 * alternatives their first option with the discriminator set. Pure; undefined when nothing fits.
 */
export function sampleSchema(schema: SchemaObject, lookup: SchemaLookup, options: SampleOptions): unknown {
  const walk: Walk = { lookup, writer: options.writer, ancestors: new Set(), depth: 0, levels: 0, budget: { nodes: nodeBudget } };
  const value = sample(schema, walk, { name: options.name });
  return value === omit ? undefined : value;
}

function sample(schema: SchemaObject, walk: Walk, hint: Hint): unknown {
  if (--walk.budget.nodes < 0 || walk.levels > hardDepth) return omit;
  const { schema: target, ref, missing } = deref(schema, walk.lookup);
  // Every ref of a chain (`Pet` -> `pet.yaml#/Pet`) names the same schema: any of them again is recursion.
  const chain = refChain(schema, walk.lookup);
  if (missing || chain.some((r) => walk.ancestors.has(r))) return omit;
  const inner: Walk = chain.length ? { ...walk, ancestors: new Set([...walk.ancestors, ...chain]) } : walk;
  const merged = mergeAllOf(target, walk.lookup);
  const own = ownExample(merged);
  if (own) return own.value;
  const owner = ref ? refName(ref) : typeof merged.title === 'string' ? merged.title : hint.owner;
  if (!hint.chosen) {
    const alternative = sampleAlternative(merged, inner, { ...hint, owner });
    if (alternative !== omit) return alternative;
  }
  switch (typeOf(merged)) {
    case 'object':
      return sampleObject(merged, inner, owner, hint.name);
    case 'array':
      return sampleArray(merged, inner, hint, owner);
    case 'string':
      return sampleString(merged, hint.name, owner);
    case 'integer':
      return sampleNumber(merged, hint.name, true);
    case 'number':
      return sampleNumber(merged, hint.name, false);
    case 'boolean':
      return hint.name ? booleanForName(hint.name) : true;
    case 'null':
      return null;
    default:
      return (hint.name && stringForName(hint.name, { owner })) ?? null;
  }
}

/** The refs a schema's `$ref` chain goes through, first to last (a loop ends it). */
function refChain(schema: SchemaObject, lookup: SchemaLookup): string[] {
  const chain: string[] = [];
  let current: SchemaObject | undefined = schema;
  while (current && typeof current.$ref === 'string' && !chain.includes(current.$ref)) {
    chain.push(current.$ref);
    current = lookup(current.$ref);
  }
  return chain;
}

function ownExample(schema: SchemaObject): { value: unknown } | undefined {
  if ('const' in schema) return { value: schema.const };
  if (schema.example !== undefined) return { value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length) return { value: schema.examples[0] };
  if (schema.default !== undefined) return { value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length) return { value: schema.enum.find((v) => v !== null) ?? schema.enum[0] };
  return undefined;
}

/** The JSON type to make: the first non-null one declared, else what the schema's keywords imply. */
function typeOf(schema: SchemaObject): string | undefined {
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? types[0];
  if (type) return type;
  if (Array.isArray(schema.prefixItems)) return 'array';
  if (typeof schema.format === 'string' || typeof schema.pattern === 'string' || typeof schema.minLength === 'number') return 'string';
  if (typeof schema.minimum === 'number' || typeof schema.maximum === 'number') return 'number';
  return undefined;
}

/**
 * `oneOf`/`anyOf`, or a discriminator's mapping alone (subtypes that `allOf` their base): the first
 * option that is not a recursion nor null, with the base's own properties and the discriminator's value.
 */
function sampleAlternative(schema: SchemaObject, walk: Walk, hint: Hint): unknown {
  const discriminator = isObject(schema.discriminator) ? schema.discriminator : undefined;
  const property = typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
  const mapping = isObject(discriminator?.mapping) ? discriminator.mapping : {};
  const listed = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : Object.values(mapping)
          .filter((to): to is string => typeof to === 'string')
          .map(($ref) => ({ $ref: $ref.includes('/') ? $ref : `#/components/schemas/${$ref}` }));
  for (const option of listed) {
    if (!isObject(option)) continue;
    const { schema: target, ref } = deref(option, walk.lookup);
    if (refChain(option, walk.lookup).some((r) => walk.ancestors.has(r))) continue;
    const types = typesOf(target);
    if (types.length === 1 && types[0] === 'null') continue;
    const value = sample(option, walk, { ...hint, chosen: true });
    if (value === omit) continue;
    if (!isObject(value)) return value;
    const { oneOf: _one, anyOf: _any, discriminator: _d, ...base } = schema;
    const baseValue = isObject(base.properties) ? sampleObject(base, walk, hint.owner, hint.name) : {};
    const result: Record<string, unknown> = { ...baseValue, ...value };
    // Without a mapping entry, the discriminator's value is the component's name.
    if (property && ref)
      result[property] = Object.entries(mapping).find(([, to]) => to === ref || (typeof to === 'string' && refName(to) === refName(ref)))?.[0] ?? refName(ref);
    return result;
  }
  return omit;
}

function sampleObject(schema: SchemaObject, walk: Walk, owner: string | undefined, name: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  const deeper: Walk = { ...walk, depth: walk.depth + 1, levels: walk.levels + 1 };
  for (const [key, property] of Object.entries(properties)) {
    if (!isObject(property) || leftOutBy(walk.writer, property, walk.lookup)) continue;
    // Deep down, optional properties that nest are left out; scalars stay, so no object reads `{}`.
    if (walk.depth >= optionalDepth && !required.has(key) && nests(property, walk)) continue;
    const value = sample(property, deeper, { name: key, owner });
    if (value !== omit) out[key] = value;
  }
  // A map (`additionalProperties` with a schema, no named properties) shows one entry.
  const additional = schema.additionalProperties;
  if (!Object.keys(properties).length && isObject(additional) && Object.keys(additional).length) {
    const value = sample(additional, deeper, { name: name ? singular(name) : 'value', owner });
    if (value !== omit) out.key = value;
  }
  return out;
}

/** Whether a property holds an object or array (which would nest further). */
function nests(property: SchemaObject, walk: Walk): boolean {
  const resolved = mergeAllOf(deref(property, walk.lookup).schema, walk.lookup);
  const type = typeOf(resolved);
  return type === 'object' || type === 'array' || Array.isArray(resolved.oneOf) || Array.isArray(resolved.anyOf);
}

function sampleArray(schema: SchemaObject, walk: Walk, hint: Hint, owner: string | undefined): unknown[] {
  // Items sit at their array's depth (`data: Pet[]` shows whole pets), one level down.
  const deeper: Walk = { ...walk, levels: walk.levels + 1 };
  const itemName = hint.name ? singular(hint.name) : undefined;
  if (Array.isArray(schema.prefixItems)) {
    return schema.prefixItems
      .filter(isObject)
      .map((item) => sample(item, deeper, { name: itemName, owner }))
      .filter((v) => v !== omit);
  }
  if (!isObject(schema.items)) return [];
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const count = Math.min(Math.max(minItems, 1), maxItems, 20);
  if (count <= 0) return [];
  const items = mergeAllOf(deref(schema.items, walk.lookup).schema, walk.lookup);
  // Several items of an enum (`minItems: 2`) take different allowed values.
  const allowed = Array.isArray(items.enum) ? (items.enum as unknown[]) : [];
  if (allowed.length && count > 1) return Array.from({ length: count }, (_, i) => allowed[i % allowed.length]);
  const first = sample(schema.items, deeper, { name: itemName, owner });
  // Items that recurse (`children: Node[]`) read best as an empty list.
  if (first === omit) return [];
  if (count === 1) return [first];
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? first : typeof first === 'string' ? `${first} ${i + 1}` : typeof first === 'number' ? first + i : first,
  );
}

function sampleString(schema: SchemaObject, name: string | undefined, owner: string | undefined): string {
  let value = formatExample(schema.format) ?? (name ? stringForName(name, { owner }) : undefined);
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (pattern && (value === undefined || matches(pattern, value) === false)) value = patternSample(pattern) ?? value;
  value ??= fallbackString(name);
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (value.length < minLength) value = value.padEnd(Math.min(minLength, 1000), value.endsWith('.') ? ' ' : 'x');
  if (value.length > maxLength) value = value.slice(0, Math.max(0, maxLength));
  return value;
}

/**
 * Whether a value matches a spec's pattern; undefined when the pattern is not safe to run: a
 * quantified group (`(a+)+`) can backtrack for minutes, and the pattern comes from a user's spec.
 */
function matches(pattern: string, value: string): boolean | undefined {
  if (pattern.length > 200 || /\)\s*[*+{]/.test(pattern)) return undefined;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return undefined;
  }
}

/** A string made from a simple pattern (`^[A-Z]{3}$`), kept only when it does match. */
function patternSample(pattern: string): string | undefined {
  // Large counts (`a{100000}`) would build large strings: such patterns keep the generic value.
  if (/\{\s*\d{3,}/.test(pattern)) return undefined;
  try {
    const value = samplerSample({ type: 'string', pattern }, { enablePatterns: true, quiet: true });
    return typeof value === 'string' && matches(pattern, value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function sampleNumber(schema: SchemaObject, name: string | undefined, integer: boolean): number {
  let value = (name ? numberForName(name, integer) : undefined) ?? (integer ? 1 : 1.5);
  const num = (key: string) => (typeof schema[key] === 'number' && Number.isFinite(schema[key]) ? (schema[key] as number) : undefined);
  // 3.0 writes exclusiveMinimum as a flag beside minimum; 3.1 as the bound itself.
  const min = num('exclusiveMinimum') ?? num('minimum');
  const minExclusive = num('exclusiveMinimum') !== undefined || schema.exclusiveMinimum === true;
  const max = num('exclusiveMaximum') ?? num('maximum');
  const maxExclusive = num('exclusiveMaximum') !== undefined || schema.exclusiveMaximum === true;
  const step = num('multipleOf') ?? 1;
  if (min !== undefined && (value < min || (minExclusive && value === min))) value = minExclusive ? min + step : min;
  if (max !== undefined && (value > max || (maxExclusive && value === max))) value = maxExclusive ? max - step : max;
  const multipleOf = num('multipleOf');
  if (multipleOf && multipleOf > 0) {
    value = Math.ceil(value / multipleOf) * multipleOf;
    if (max !== undefined && value > max) value = Math.floor(max / multipleOf) * multipleOf;
    value = Number(value.toFixed(10));
  }
  if (integer && !Number.isInteger(value)) value = min !== undefined && Math.floor(value) < min ? Math.ceil(value) : Math.round(value);
  return value;
}
