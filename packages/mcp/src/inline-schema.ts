// A spec's schema as a self-contained JSON Schema for an MCP client: `$ref`s inlined (a recursive
// or too deep one becomes a plain object stub that says so, as does a schema nested too deep),
// the properties a client does not write dropped (a tool's input is a request: no `readOnly`
// ones), OpenAPI-only keywords left out and 3.0's `nullable` as a null type.
import { leftOutBy, lookupRef, refName, type SchemaLookup, type SchemaObject } from '@quire/openapi';

/** How many `$ref`s deep a schema is inlined before the rest becomes a stub. */
export const maxRefDepth = 4;
/**
 * How many schemas deep (properties in properties, items, allOf...) a schema is written before the
 * rest becomes a stub: an agent needs the outline, and the walk stays far from the stack's limit.
 */
export const maxNestingDepth = 32;

/** Keywords whose value is a schema. */
const schemaKeys = new Set([
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
]);
/** Keywords whose value is a list of schemas. */
const schemaListKeys = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value is a map of schemas. */
const schemaMapKeys = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** OpenAPI keywords that are not JSON Schema, or that name refs an MCP client cannot follow. */
const dropped = new Set(['discriminator', 'xml', 'externalDocs', 'example', 'nullable', '$schema', '$id', '$anchor', '$dynamicAnchor', '$comment']);

export function inlineSchema(schema: unknown, document: Record<string, unknown>): SchemaObject {
  return walk(schema, document, [], 0);
}

function walk(schema: unknown, document: Record<string, unknown>, refs: string[], depth: number): SchemaObject {
  if (typeof schema === 'boolean') return schema ? {} : { not: {} };
  if (!isObject(schema)) return {};
  if (depth >= maxNestingDepth)
    return { ...(typeof schema.type === 'string' ? { type: schema.type } : {}), description: '(nested too deep: not expanded further)' };
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    const { $ref: _ref, ...siblings } = schema;
    const name = refName(ref);
    if (refs.includes(ref)) return { type: 'object', description: `${name} (recursive: not expanded further)` };
    if (refs.length >= maxRefDepth) return { type: 'object', description: `${name} (nested too deep: not expanded further)` };
    const target = lookupRef(document, ref);
    if (!isObject(target)) return { description: `${name} (unresolved reference)` };
    return walk(Object.keys(siblings).length ? { ...target, ...siblings } : target, document, [...refs, ref], depth);
  }
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (dropped.has(key) || key.startsWith('x-')) continue;
    if (schemaKeys.has(key)) out[key] = typeof value === 'boolean' ? value : walk(value, document, refs, depth + 1);
    else if (schemaListKeys.has(key) && Array.isArray(value)) out[key] = value.map((item) => walk(item, document, refs, depth + 1));
    else if (schemaMapKeys.has(key) && isObject(value)) {
      const map: Record<string, SchemaObject> = {};
      for (const [name, sub] of Object.entries(value)) {
        if (key === 'properties' && isObject(sub) && leftOutBy('client', sub, documentLookup(document))) continue;
        map[name] = walk(sub, document, refs, depth + 1);
      }
      out[key] = map;
    } else out[key] = value;
  }
  if (Array.isArray(out.required) && isObject(out.properties)) {
    const properties = out.properties;
    const declared = isObject(schema.properties) ? schema.properties : {};
    // A required property that was dropped (readOnly) is not required of a request.
    out.required = out.required.filter((name) => typeof name === 'string' && (name in properties || !(name in declared)));
  }
  if (schema.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

function documentLookup(document: Record<string, unknown>): SchemaLookup {
  return (ref) => {
    const target = lookupRef(document, ref);
    return isObject(target) ? target : undefined;
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
