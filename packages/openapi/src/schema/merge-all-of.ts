import { isObject } from '../model/json.ts';
import type { SchemaObject } from '../model/types.ts';
import { deref, type SchemaLookup } from './schema-lookup.ts';

/**
 * One schema out of an `allOf`: properties and `required` united, other keywords taken from the
 * schema itself first, then from each part in order. Readers see one object, not a puzzle of
 * parts. Parts that refer back to a schema being merged are skipped, so cycles end.
 *
 * Nested `allOf`s merge as if each part were merged first: the first value of a keyword met in
 * document order wins, and a part that merged properties without a `type` is an object. The walk
 * is iterative, with the refs being merged counted, so a chain of any depth costs linear time
 * and no stack.
 */
export function mergeAllOf(schema: SchemaObject, lookup: SchemaLookup, merging: ReadonlySet<string> = new Set()): SchemaObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  const merged: SchemaObject = { ...own };
  const properties: Record<string, unknown> = { ...(isObject(own.properties) ? own.properties : {}) };
  const required = new Set<string>(Array.isArray(own.required) ? own.required.filter((r): r is string => typeof r === 'string') : []);
  let propertiesSeen = 0;
  const add = (part: SchemaObject): void => {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) {
        for (const [name, property] of Object.entries(value)) {
          propertiesSeen++;
          if (!(name in properties)) properties[name] = property;
        }
      } else if (key === 'required' && Array.isArray(value)) {
        for (const name of value) if (typeof name === 'string') required.add(name);
      } else if (!(key in merged)) merged[key] = value;
    }
  };
  // How many times each ref is being merged around the current part: a part naming one of them loops.
  const chain = new Map<string, number>([...merging].map((ref) => [ref, 1]));
  // Work: a part to merge, or the end of a part with its own `allOf` (its type settles, its ref leaves the chain).
  type Work = { part: SchemaObject } | { end: { ref: string | undefined; propertiesBefore: number } };
  const work: Work[] = [];
  const pushParts = (parts: unknown[]) => {
    for (let i = parts.length - 1; i >= 0; i--) if (isObject(parts[i])) work.push({ part: parts[i] as SchemaObject });
  };
  pushParts(allOf);
  while (work.length) {
    const item = work.pop()!;
    if ('end' in item) {
      const { ref, propertiesBefore } = item.end;
      if (merged.type === undefined && propertiesSeen > propertiesBefore) merged.type = 'object';
      if (ref) chain.set(ref, chain.get(ref)! - 1);
      continue;
    }
    if (typeof item.part.$ref === 'string' && chain.get(item.part.$ref)) continue;
    const { schema: target, ref } = deref(item.part, lookup);
    if (!Array.isArray(target.allOf)) {
      add(target);
      continue;
    }
    const { allOf: parts, ...partOwn } = target;
    work.push({ end: { ref, propertiesBefore: propertiesSeen } });
    add(partOwn);
    if (ref) chain.set(ref, (chain.get(ref) ?? 0) + 1);
    pushParts(parts);
  }
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  if (merged.type === undefined && Object.keys(properties).length) merged.type = 'object';
  return merged;
}
