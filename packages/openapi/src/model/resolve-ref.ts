import { fromPointer } from '@quire/diagnostics';
import { isObject, type JsonObject } from './json.ts';

/** Value at an internal reference (`#/components/...`), or undefined when it points nowhere. */
export function lookupRef(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = document;
  for (const segment of fromPointer(ref)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}

export type Resolved = { value: JsonObject; ref?: string } | { error: string; ref: string };

/**
 * Follows `$ref` chains (a ref to a ref to ...) to the object they name. A chain that loops or
 * dangles is an error value, never a hang.
 */
export function resolveRef(document: JsonObject, value: unknown): Resolved {
  const seen = new Set<string>();
  let current = value;
  let firstRef: string | undefined;
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    firstRef ??= ref;
    if (seen.has(ref)) return { error: `the $ref chain through ${ref} loops`, ref };
    seen.add(ref);
    const target = lookupRef(document, ref);
    if (target === undefined) return { error: `$ref ${ref} points at nothing`, ref };
    current = target;
  }
  if (!isObject(current)) return { error: 'expected an object', ref: firstRef ?? '' };
  return firstRef === undefined ? { value: current } : { value: current, ref: firstRef };
}
