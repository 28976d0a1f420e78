import { isObject } from './json.ts';

/**
 * A version of a document as the parts a change is found in, each serialized once: the path
 * items, the webhooks, the component schemas, and what every operation shares (root security and
 * the components other than schemas). Parts written the same in two versions hold the same API.
 */
export interface Units {
  text: Map<string, string>;
  /** The component schemas each schema's `allOf` merges in, worked out when first asked. */
  allOf: Map<string, string[]>;
  schemas: Record<string, unknown>;
}

const known = new WeakMap<object, Units>();

export function unitsOf(document: Record<string, unknown>): Units {
  let found = known.get(document);
  if (found) return found;
  const text = new Map<string, string>();
  const { schemas, ...components } = isObject(document.components) ? document.components : {};
  text.set('shared', JSON.stringify([document.security ?? null, components]));
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) text.set(`path ${path}`, JSON.stringify(item));
  for (const [name, item] of Object.entries(isObject(document.webhooks) ? document.webhooks : {})) text.set(`webhook ${name}`, JSON.stringify(item));
  for (const [name, schema] of Object.entries(isObject(schemas) ? schemas : {})) text.set(`schema ${name}`, JSON.stringify(schema));
  found = { text, allOf: new Map(), schemas: isObject(schemas) ? schemas : {} };
  known.set(document, found);
  return found;
}

/** The component schemas an `allOf` merges in, at any depth of the schema itself. */
export function allOfRefs(units: Units, name: string): string[] {
  let found = units.allOf.get(name);
  if (found) return found;
  found = [];
  const refs = found;
  // Most schemas merge nothing: their text says so without a walk.
  if (!units.text.get(`schema ${name}`)?.includes('"allOf"')) {
    units.allOf.set(name, found);
    return found;
  }
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) {
      for (const part of node.allOf)
        if (isObject(part) && typeof part.$ref === 'string' && part.$ref.startsWith('#/components/schemas/'))
          refs.push(part.$ref.slice('#/components/schemas/'.length));
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(units.schemas[name]);
  units.allOf.set(name, found);
  return found;
}
