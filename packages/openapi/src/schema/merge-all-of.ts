import { isObject } from '../model/json.ts';
import type { SchemaObject } from '../model/types.ts';
import { deref, type SchemaLookup } from './schema-lookup.ts';

/**
 * One schema out of an `allOf`: properties and `required` united, other keywords taken from the
 * schema itself first, then from each part in order. Readers see one object, not a puzzle of
 * parts. Parts that refer back to a schema being merged are skipped, so cycles end.
 */
export function mergeAllOf(schema: SchemaObject, lookup: SchemaLookup, merging: ReadonlySet<string> = new Set()): SchemaObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  const merged: SchemaObject = { ...own };
  const properties: Record<string, unknown> = { ...(isObject(own.properties) ? own.properties : {}) };
  const required = new Set<string>(Array.isArray(own.required) ? own.required.filter((r): r is string => typeof r === 'string') : []);
  for (const raw of allOf as unknown[]) {
    if (!isObject(raw)) continue;
    if (typeof raw.$ref === 'string' && merging.has(raw.$ref)) continue;
    const { schema: target, ref } = deref(raw, lookup);
    const part = mergeAllOf(target, lookup, ref ? new Set([...merging, ref]) : merging);
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) {
        for (const [name, property] of Object.entries(value)) if (!(name in properties)) properties[name] = property;
      } else if (key === 'required' && Array.isArray(value)) {
        for (const name of value) if (typeof name === 'string') required.add(name);
      } else if (!(key in merged)) merged[key] = value;
    }
  }
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  if (merged.type === undefined && Object.keys(properties).length) merged.type = 'object';
  return merged;
}
