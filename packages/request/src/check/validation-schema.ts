// A documented schema as a JSON Schema (2020-12) a validator can run: the `$ref` targets it
// reaches are placed in one root at their JSON pointers (so `#/components/schemas/Pet` resolves as
// written), OpenAPI 3.0's `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` become their
// 3.1 forms, and a property the API does not write (`writeOnly`) is not required of a response.
// Everything is copied: the validator marks the objects it indexes, and the caller's model stays
// as it was.
import { leftOutBy, lookupIn, mappingRef, refName, type SchemaObject } from '@quire/openapi/browser';

/** Keywords the validator ignores but would still walk into (their values are data, not schemas). */
const dropped = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', '$schema', '$id', 'default']);
/** Deeper than this, a schema is taken as "anything": a response check outlines, it does not hang. */
const maxDepth = 128;

export function validationRoot(schema: unknown, refs: Record<string, SchemaObject>): Record<string, unknown> {
  const given = Object.keys(refs).filter((ref) => ref.startsWith('#/'));
  // A ref may also point into the schema itself (a payload that carries its own targets).
  const known = { has: (ref: string) => ref.startsWith('#/') && (refs[ref] !== undefined || pointerIn(schema, ref) !== undefined) };
  const root: Record<string, unknown> = {};
  // Shorter refs first: a ref into another placed schema finds its home already there.
  for (const ref of given.sort((a, b) => a.length - b.length)) place(root, ref, convert(refs[ref], known, refs, 0));
  // The schema's own keywords go last and win: a ref into `#/properties/...` of the root is
  // not a thing OpenAPI documents write.
  return Object.assign(root, convert(schema, known, refs, 0));
}

type Known = { has(ref: string): boolean };

function pointerIn(root: unknown, ref: string): unknown {
  let node = root;
  for (const s of ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'))) {
    if (!isObject(node) || !Object.hasOwn(node, s)) return undefined;
    node = node[s];
  }
  return node;
}

function place(root: Record<string, unknown>, ref: string, value: unknown): void {
  const segments = ref
    .slice(2)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node = root;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    node = isObject(next) ? next : ((node[segment] = {}) as Record<string, unknown>);
  }
  const last = segments.at(-1)!;
  // A ref to a schema inside another placed schema: the outer copy already holds it.
  if (!(last in node)) node[last] = value;
}

function convert(schema: unknown, known: Known, refs: Record<string, SchemaObject>, depth: number): unknown {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema) || depth > maxDepth) return {};
  if (typeof schema.$ref === 'string' && !known.has(schema.$ref)) {
    // A ref the page cannot follow (another file, a dangling name): checked as "anything" rather
    // than failing the whole check.
    const { $ref: _ref, ...siblings } = schema;
    return convert(siblings, known, refs, depth + 1);
  }
  const byDefault = withDefaultMapping(schema);
  if (byDefault) return convert(byDefault, known, refs, depth + 1);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (dropped.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === 'enum' || key === 'const' || key === 'required' || key === 'type') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map((item) => (isObject(item) || typeof item === 'boolean' ? convert(item, known, refs, depth + 1) : item));
    else if (isObject(value))
      out[key] =
        key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions' || key === 'dependentSchemas'
          ? mapOf(value, known, refs, depth)
          : convert(value, known, refs, depth + 1);
    else out[key] = value;
  }
  // OpenAPI 3.0: a boolean beside `minimum`/`maximum` says whether the bound itself is excluded.
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  if (Array.isArray(out.required) && isObject(schema.properties)) {
    const properties = schema.properties;
    const lookup = lookupIn(refs);
    out.required = out.required.filter((name) => {
      const property = typeof name === 'string' ? properties[name] : undefined;
      return !(isObject(property) && leftOutBy('api', property, lookup));
    });
  }
  return out;
}

/**
 * OpenAPI 3.2's `discriminator.defaultMapping`: a value whose discriminating property is missing,
 * or names no alternative (by `mapping` or by component name), is held to the default schema
 * rather than failing every alternative. Undefined when the schema has no default mapping.
 */
function withDefaultMapping(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  const discriminator = schema.discriminator;
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string' || typeof discriminator.defaultMapping !== 'string' || !kind) return undefined;
  const property = discriminator.propertyName;
  const mapped = Object.keys(isObject(discriminator.mapping) ? discriminator.mapping : {});
  const named = (schema[kind] as unknown[]).flatMap((option) => (isObject(option) && typeof option.$ref === 'string' ? [refName(option.$ref)] : []));
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  const choice = {
    if: { properties: { [property]: { enum: [...new Set([...mapped, ...named])] } }, required: [property] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else keyword in a schema object, never awaited
    then: { [kind]: schema[kind] },
    else: { $ref: mappingRef(discriminator.defaultMapping) },
  };
  return { ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), choice] };
}

function mapOf(value: Record<string, unknown>, known: Known, refs: Record<string, SchemaObject>, depth: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, convert(sub, known, refs, depth + 1)]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
