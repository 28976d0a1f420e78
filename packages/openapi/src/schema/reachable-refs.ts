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
 * In a document, what each ref reaches is worked out once and kept with the document: the
 * operations of a spec reach the same components (GitHub's 1,223 walked them again each time).
 */
export function reachableRefs(value: unknown, source: JsonObject | SchemaLookup): Record<string, SchemaObject> {
  if (typeof source === 'function') return walk(value, follow(source));
  let known = closures.get(source);
  if (!known) closures.set(source, (known = new Map()));
  const lookup = follow((ref) => lookupRef(source, ref));
  const closureOf = (ref: string) => {
    let closure = known.get(ref);
    if (!closure) known.set(ref, (closure = Object.entries(walk({ $ref: ref }, lookup))));
    return closure;
  };
  // What a ref reaches is whole: added in the order a walk of its target meets it (a target met
  // before this walk reached all it reaches before too, so the order is the plain walk's).
  return walk(value, (ref, found) => {
    for (const [each, target] of closureOf(ref)) if (!(each in found)) found[each] = target;
    return undefined;
  });
}

/** Each document's refs, by ref, with every ref the target reaches in walking order (the ref first). */
const closures = new WeakMap<JsonObject, Map<string, [string, SchemaObject][]>>();

/** Follows a ref met for the first time: adds what it names to `found` and returns the object to walk (undefined: nothing more to walk). */
type Reach = (ref: string, found: Record<string, SchemaObject>) => unknown;

function follow(lookup: (ref: string) => unknown): Reach {
  return (ref, found) => {
    const node = lookup(ref);
    if (!isObject(node)) return undefined;
    found[ref] = node;
    return node;
  };
}

/** A ref met in the walk, told apart from the values on the walk's stack (plain JSON, never one of these). */
class RefMet {
  readonly ref: string;
  constructor(ref: string) {
    this.ref = ref;
  }
}

function walk(value: unknown, reach: Reach): Record<string, SchemaObject> {
  const found: Record<string, SchemaObject> = {};
  // Iterative and depth first in document order (a ref is followed where it is met): a deeply
  // nested schema cannot overflow the stack. Each object is walked once, so shared ones cost nothing.
  // Only objects and refs go on the stack, as they are: GitHub's build walks millions of values,
  // and a wrapper and an entries array for each were a tenth of what its pages allocated.
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length) {
    let node = stack.pop();
    if (node instanceof RefMet) {
      if (node.ref in found) continue;
      node = reach(node.ref, found);
    }
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        const child: unknown = node[i];
        if (typeof child === 'object' && child !== null) stack.push(child);
      }
      continue;
    }
    // The children in order, then turned around in place: the first is walked first.
    const from = stack.length;
    for (const key in node) {
      const child: unknown = (node as Record<string, unknown>)[key];
      if (key === '$ref' && typeof child === 'string') stack.push(new RefMet(child));
      else if (key === 'mapping' && isObject(child)) {
        for (const ref of Object.values(child)) if (typeof ref === 'string' && ref.startsWith('#')) stack.push(new RefMet(ref));
      }
      // 3.2: the schema for values the mapping does not name, by name or by ref.
      else if (key === 'defaultMapping' && typeof child === 'string') stack.push(new RefMet(mappingRef(child)));
      else if (typeof child === 'object' && child !== null) stack.push(child);
    }
    for (let i = from, j = stack.length - 1; i < j; i++, j--) {
      const first = stack[i];
      stack[i] = stack[j];
      stack[j] = first;
    }
  }
  return found;
}
