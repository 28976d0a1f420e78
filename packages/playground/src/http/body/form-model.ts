// The request body's schema as form fields: what each input is (kind, label, options, required),
// without any DOM, so the form's rules can be tested in Node. Children are built on demand:
// a recursive schema (a pet's `parent` is a pet) is a finite model that grows only as far as
// the reader opens it.
import {
  deref,
  formatExample,
  isNullable,
  leftOutBy,
  mergeAllOf,
  refName,
  typeLabel,
  typesOf,
  type SchemaLookup,
  type SchemaObject,
} from '@quire/openapi/browser';

interface FieldCommon {
  /** Property name; '' for the body itself and for array items. */
  name: string;
  /** What the reader sees: the property name, `Body` for the body itself. */
  label: string;
  required: boolean;
  nullable: boolean;
  /** Short type shown beside the label: `string<uuid>`, `Pet`, `integer[]`. */
  type: string;
  description?: string;
  /** The schema's example, default or a format hint, for an empty input. */
  placeholder?: string;
  /** Starts closed, opened on demand: a schema inside itself, or nesting too deep to show at once. */
  collapsed: boolean;
}

export type Field =
  | (FieldCommon & { kind: 'object'; properties: () => Field[] })
  | (FieldCommon & { kind: 'array'; item: () => Field })
  | (FieldCommon & { kind: 'choice'; anyOf: boolean; discriminator?: string; options: () => ChoiceOption[] })
  | (FieldCommon & { kind: 'enum'; values: unknown[] })
  | (FieldCommon & { kind: 'boolean' })
  | (FieldCommon & { kind: 'number'; integer: boolean; min?: number; max?: number })
  | (FieldCommon & { kind: 'string'; input: string })
  | (FieldCommon & { kind: 'file'; multiple: boolean; accept?: string })
  /** Anything the form cannot break down (free-form objects, untyped values): edited as JSON text. */
  | (FieldCommon & { kind: 'json' });

/** One alternative of a oneOf/anyOf. */
export interface ChoiceOption {
  label: string;
  /** The discriminator value that selects this alternative, set in the body automatically. */
  value?: string;
  field: Field;
}

interface BuildContext {
  lookup: SchemaLookup;
  /** Binary strings become file inputs (multipart); elsewhere they are text. */
  files: boolean;
}

interface Slot {
  name: string;
  label: string;
  required: boolean;
}

/** Nested objects deeper than this start closed, so a large schema does not open as a wall of inputs. */
const OPEN_DEPTH = 4;

/** The body's field; `files` turns binary properties into file inputs (multipart/form-data). */
export function bodyField(schema: SchemaObject | undefined, lookup: SchemaLookup, options: { required: boolean; files: boolean }): Field {
  return build(schema ?? {}, { name: '', label: 'Body', required: options.required }, { lookup, files: options.files }, [], 0);
}

/** Whether a schema holds bytes: `format: binary|base64`, or a `contentMediaType` (OpenAPI 3.1). */
export function isBinarySchema(schema: SchemaObject): boolean {
  const types = typesOf(schema);
  if (types.length && !types.includes('string')) return false;
  return typeof schema.contentMediaType === 'string' || (types.includes('string') && (schema.format === 'binary' || schema.format === 'base64'));
}

/**
 * @param chain the `$ref`s of the enclosing fields: meeting one again means recursion.
 * @param omit a property the form sets itself (a discriminator).
 * @param mapping whether a discriminator mapping without oneOf makes a choice; off inside one of
 *   its own alternatives, which inherit the discriminator through allOf.
 */
function build(raw: SchemaObject, slot: Slot, ctx: BuildContext, chain: string[], depth: number, omit?: string, mapping = true): Field {
  const { schema: target, ref } = deref(raw, ctx.lookup);
  const recursive = ref !== undefined && chain.includes(ref);
  const trail = ref !== undefined && !recursive ? [...chain, ref] : chain;
  const schema = mergeAllOf(target, ctx.lookup);
  const common: FieldCommon = {
    ...slot,
    nullable: isNullable(schema),
    type: typeLabel(raw, ctx.lookup),
    collapsed: recursive || depth >= OPEN_DEPTH,
  };
  const description = text(schema.description) ?? text(schema.title);
  if (description) common.description = description;
  const placeholder = placeholderOf(schema);
  if (placeholder) common.placeholder = placeholder;
  const next = (s: SchemaObject, child: Slot, hidden?: string, map?: boolean) => build(s, child, ctx, trail, depth + 1, hidden, map);

  const alternatives =
    list(schema.oneOf) ?? list(schema.anyOf) ?? (mapping ? mappingAlternatives(schema)?.filter((alt) => !deref(alt, ctx.lookup).missing) : undefined);
  if (alternatives?.length) {
    const disc = discriminatorOf(schema) ?? discriminatorOf(mergeAllOf(deref(alternatives[0]!, ctx.lookup).schema, ctx.lookup));
    // Properties beside oneOf belong to every alternative.
    const { oneOf: _o, anyOf: _a, discriminator: _d, ...base } = schema;
    const shared = isRecord(base.properties);
    return {
      ...common,
      kind: 'choice',
      anyOf: !list(schema.oneOf),
      ...(disc ? { discriminator: disc.propertyName } : {}),
      options: memo(() => {
        const options = alternatives.map((alt): ChoiceOption => {
          const altRef = typeof alt.$ref === 'string' ? alt.$ref : undefined;
          const value = disc ? discriminatorValue(disc.mapping, altRef) : undefined;
          const label = value ?? text(deref(alt, ctx.lookup).schema.title) ?? (altRef ? refName(altRef) : typeLabel(alt, ctx.lookup));
          // Same depth as the choice: an alternative is the field itself, not a level down.
          const field = build(shared ? { allOf: [base, alt] } : alt, slot, ctx, trail, depth, disc?.propertyName, false);
          return { label, ...(value !== undefined ? { value } : {}), field };
        });
        // Two inline `object`s would read the same: number them.
        const labels = options.map((o) => o.label);
        for (const [i, o] of options.entries()) if (labels.indexOf(o.label) !== labels.lastIndexOf(o.label)) o.label += ` ${i + 1}`;
        return options;
      }),
    };
  }
  if (schema.const !== undefined) return { ...common, kind: 'enum', values: [schema.const] };
  if (Array.isArray(schema.enum)) return { ...common, kind: 'enum', values: schema.enum.filter((v) => v !== null) };
  if (ctx.files && isBinarySchema(schema)) return { ...common, kind: 'file', multiple: false, ...accept(schema) };

  const type = typesOf(schema).find((t) => t !== 'null') ?? (isRecord(schema.properties) ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = schema.properties;
      if (!isRecord(properties)) return { ...common, kind: 'json' };
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      return {
        ...common,
        kind: 'object',
        properties: memo(() =>
          Object.entries(properties)
            .filter((entry): entry is [string, SchemaObject] => isRecord(entry[1]) && entry[0] !== omit && !leftOutBy('client', entry[1], ctx.lookup))
            .map(([name, property]) => next(property, { name, label: name, required: required.has(name) })),
        ),
      };
    }
    case 'array': {
      const items = isRecord(schema.items) ? schema.items : {};
      const itemSchema = mergeAllOf(deref(items, ctx.lookup).schema, ctx.lookup);
      if (ctx.files && isBinarySchema(itemSchema)) return { ...common, kind: 'file', multiple: true, ...accept(itemSchema) };
      return { ...common, kind: 'array', item: memo(() => next(items, { name: '', label: slot.label, required: true })) };
    }
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'integer':
    case 'number':
      return { ...common, kind: 'number', integer: type === 'integer', ...bound('min', schema.minimum), ...bound('max', schema.maximum) };
    case 'string':
      return { ...common, kind: 'string', input: inputTypes[String(schema.format)] ?? 'text' };
    default:
      return { ...common, kind: 'json' };
  }
}

/** Formats a browser input can enter exactly; the others (date-time, uuid) get a placeholder instead. */
const inputTypes: Record<string, string> = { date: 'date', email: 'email', uri: 'url', url: 'url' };
function placeholderOf(schema: SchemaObject): string | undefined {
  const sample = schema.example ?? list(schema.examples)?.[0] ?? schema.default;
  if (sample !== undefined && sample !== null) return (typeof sample === 'string' ? sample : JSON.stringify(sample)).slice(0, 80);
  // The same value a generated example would hold (one table for pages and playground); never a
  // sample password, which a reader might take for a default.
  return schema.format === 'password' ? undefined : formatExample(schema.format);
}

function accept(schema: SchemaObject): { accept?: string } {
  return typeof schema.contentMediaType === 'string' ? { accept: schema.contentMediaType } : {};
}

function bound(key: 'min' | 'max', value: unknown): { min?: number; max?: number } {
  return typeof value === 'number' ? { [key]: value } : {};
}

function discriminatorOf(schema: SchemaObject): { propertyName: string; mapping?: Record<string, unknown> } | undefined {
  const d = schema.discriminator;
  if (!isRecord(d) || typeof d.propertyName !== 'string') return undefined;
  return { propertyName: d.propertyName, ...(isRecord(d.mapping) ? { mapping: d.mapping } : {}) };
}

/** The value that names an alternative: its mapping key, else (the spec's default) its component name. */
function discriminatorValue(mapping: Record<string, unknown> | undefined, ref: string | undefined): string | undefined {
  if (!ref) return undefined;
  for (const [key, target] of Object.entries(mapping ?? {})) if (typeof target === 'string' && (target === ref || refName(target) === refName(ref))) return key;
  return refName(ref);
}

/** A discriminator with a mapping and no oneOf: the subtypes `allOf` the schema and are listed only in the mapping. */
function mappingAlternatives(schema: SchemaObject): SchemaObject[] | undefined {
  const mapping = discriminatorOf(schema)?.mapping;
  if (!mapping) return undefined;
  return Object.values(mapping)
    .filter((t): t is string => typeof t === 'string')
    .map((t) => ({ $ref: t.includes('/') ? t : `#/components/schemas/${t}` }));
}

function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function list(value: unknown): SchemaObject[] | undefined {
  return Array.isArray(value) ? value.filter(isRecord) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A plain object (a JSON object, not an array, file or null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
