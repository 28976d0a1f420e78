import { isObject } from '../model/json.ts';
import type { SchemaObject } from '../model/types.ts';

/** Finds the schema a `$ref` names; pages pass the refs they carry, tools the whole document. */
export type SchemaLookup = (ref: string) => SchemaObject | undefined;

export function lookupIn(refs: Record<string, SchemaObject>): SchemaLookup {
  return (ref) => refs[ref];
}

/** The name of a `#/components/schemas/<name>` ref; undefined for any other ref. */
export function componentSchemaName(ref: string): string | undefined {
  const prefix = '#/components/schemas/';
  return ref.startsWith(prefix) && !ref.slice(prefix.length).includes('/') ? refName(ref) : undefined;
}

/** The component name of a ref (`#/components/schemas/Pet` -> `Pet`), else its last segment. */
export function refName(ref: string): string {
  const last = ref.slice(ref.lastIndexOf('/') + 1);
  return last.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * The schema itself when it is not a reference, else what its `$ref` chain names, with the first
 * ref kept so that renderers can label and link it. Sibling keywords of a 3.1 `$ref`
 * (description, nullable...) override the target's.
 */
export function deref(schema: SchemaObject, lookup: SchemaLookup): { schema: SchemaObject; ref?: string; missing?: boolean } {
  if (typeof schema.$ref !== 'string') return { schema };
  const first = schema.$ref;
  const seen = new Set<string>();
  let current: SchemaObject = schema;
  while (typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (seen.has(ref)) return { schema: {}, ref: first, missing: true };
    seen.add(ref);
    const target = lookup(ref);
    if (!isObject(target)) return { schema: {}, ref: first, missing: true };
    current = target;
  }
  const { $ref: _ignored, ...siblings } = schema;
  return { schema: Object.keys(siblings).length ? { ...current, ...siblings } : current, ref: first };
}

/** A discriminator mapping's target as a ref: a ref as is, a bare name as the component schema of that name. */
export function mappingRef(target: string): string {
  return target.includes('#') || target.includes('/') ? target : `#/components/schemas/${target}`;
}
