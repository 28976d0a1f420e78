import { isObject, type JsonObject } from '../model/json.ts';
import { lookupRef } from '../model/resolve-ref.ts';
import type { SchemaObject } from '../model/types.ts';

/**
 * The objects a value reaches through internal `$ref`s, keyed by the ref as written and followed
 * transitively (cycles stop). A page carries these instead of the whole document.
 */
export function reachableRefs(value: unknown, document: JsonObject): Record<string, SchemaObject> {
  const found: Record<string, SchemaObject> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        if (child in found) continue;
        const target = lookupRef(document, child);
        if (!isObject(target)) continue;
        found[child] = target;
        visit(target);
      } else visit(child);
    }
  };
  visit(value);
  return found;
}
