import { isObject, type JsonObject } from '../model/json.ts';
import { lookupRef } from '../model/resolve-ref.ts';
import type { SchemaObject } from '../model/types.ts';

/**
 * The objects a value reaches through internal `$ref`s, keyed by the ref as written and followed
 * transitively (cycles stop). A page carries these instead of the whole document. A
 * discriminator's `mapping` reaches its subtypes too: a base schema may name them nowhere else.
 */
export function reachableRefs(value: unknown, document: JsonObject): Record<string, SchemaObject> {
  const found: Record<string, SchemaObject> = {};
  const reach = (ref: string): void => {
    if (ref in found) return;
    const target = lookupRef(document, ref);
    if (!isObject(target)) return;
    found[ref] = target;
    visit(target);
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') reach(child);
      else if (key === 'mapping' && isObject(child)) Object.values(child).forEach((ref) => typeof ref === 'string' && ref.startsWith('#') && reach(ref));
      else visit(child);
    }
  };
  visit(value);
  return found;
}
