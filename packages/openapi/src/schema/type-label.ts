import { isObject } from '../model/json.ts';
import type { SchemaObject } from '../model/types.ts';
import { mergeAllOf } from './merge-all-of.ts';
import { deref, refName, type SchemaLookup } from './schema-lookup.ts';

/** The JSON types a schema allows, from `type` (string or 3.1 array), 3.0 `nullable`, or its shape. */
export function typesOf(schema: SchemaObject): string[] {
  const declared = Array.isArray(schema.type)
    ? schema.type.filter((t): t is string => typeof t === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  const types = declared.length
    ? declared
    : isObject(schema.properties) || isObject(schema.additionalProperties)
      ? ['object']
      : isObject(schema.items)
        ? ['array']
        : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  return types;
}

/** Whether a value of this schema can be null (3.0 `nullable`, 3.1 `type: [..., "null"]` or a null enum). */
export function isNullable(schema: SchemaObject): boolean {
  return typesOf(schema).includes('null') || (Array.isArray(schema.enum) && schema.enum.includes(null));
}

/**
 * A short type as readers expect it: `string<uuid>`, `enum<string>`, `integer[]`, `Pet`,
 * `string | null`. Object schemas behind a `$ref` are named after their component.
 */
export function typeLabel(input: SchemaObject, lookup: SchemaLookup, depth = 0): string {
  const { schema: target, ref, missing } = deref(input, lookup);
  if (missing) return ref ? refName(ref) : 'any';
  const schema = mergeAllOf(target, lookup);
  const types = typesOf(schema);
  const nullable = types.includes('null');
  const base = types.filter((t) => t !== 'null');
  const suffix = nullable ? ' | null' : '';
  if (ref && (base.includes('object') || (!base.length && (schema.oneOf || schema.anyOf)))) return refName(ref) + suffix;
  const alternatives = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []).filter(isObject);
  if (!base.length && alternatives.length && depth < 3) {
    const labels = [...new Set(alternatives.map((a) => typeLabel(a, lookup, depth + 1)))];
    return (labels.length <= 3 ? labels.join(' | ') : schema.oneOf ? 'oneOf' : 'anyOf') + suffix;
  }
  if (Array.isArray(schema.enum)) return `enum<${base.join(' | ') || inferredType(schema.enum)}>${suffix}`;
  if (base.length === 1 && base[0] === 'array') {
    const items = isObject(schema.items) ? schema.items : undefined;
    const inner = items && depth < 3 ? typeLabel(items, lookup, depth + 1) : 'any';
    return `${inner.includes(' ') ? `(${inner})` : inner}[]${suffix}`;
  }
  const format = typeof schema.format === 'string' && base.length === 1 ? `<${schema.format}>` : '';
  return (base.join(' | ') || (schema.const !== undefined ? inferredType([schema.const]) : 'any')) + format + suffix;
}

function inferredType(values: unknown[]): string {
  const kinds = new Set(values.filter((v) => v !== null).map((v) => (Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v)));
  return [...kinds].join(' | ') || 'null';
}
