import { isObject, type JsonObject } from '../model/json.ts';
import { lookupRef } from '../model/resolve-ref.ts';
import type { SchemaObject } from '../model/types.ts';
import { mappingRef, type SchemaLookup } from './schema-lookup.ts';

/**
 * The objects a value reaches through internal `$ref`s, keyed by the ref as written and followed
 * transitively (cycles stop). A page carries these instead of the whole document. A
 * discriminator's `mapping` (and 3.2 `defaultMapping`) reaches its subtypes too: a base schema may
 * name them nowhere else.
 * Refs are looked up in a whole document, or through a lookup (the refs a page already carries).
 */
export function reachableRefs(value: unknown, source: JsonObject | SchemaLookup): Record<string, SchemaObject> {
  const lookup = typeof source === 'function' ? source : (ref: string) => lookupRef(source, ref);
  const found: Record<string, SchemaObject> = {};
  // Iterative and depth first in document order (a ref is followed where it is met): a deeply
  // nested schema cannot overflow the stack. Each object is walked once, so shared ones cost nothing.
  const stack: ({ node: unknown } | { ref: string })[] = [{ node: value }];
  const seen = new Set<object>();
  while (stack.length) {
    const item = stack.pop()!;
    let node: unknown;
    if ('ref' in item) {
      if (item.ref in found) continue;
      node = lookup(item.ref);
      if (!isObject(node)) continue;
      found[item.ref] = node;
    } else node = item.node;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const children: typeof stack = [];
    if (Array.isArray(node)) for (const child of node) children.push({ node: child });
    else {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string') children.push({ ref: child });
        else if (key === 'mapping' && isObject(child))
          for (const ref of Object.values(child)) typeof ref === 'string' && ref.startsWith('#') && children.push({ ref });
        // 3.2: the schema for values the mapping does not name, by name or by ref.
        else if (key === 'defaultMapping' && typeof child === 'string') children.push({ ref: mappingRef(child) });
        else children.push({ node: child });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found;
}
