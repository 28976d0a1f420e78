import { sample } from 'openapi-sampler';
import { isObject, type JsonObject } from '../model/json.ts';
import type { SchemaObject } from '../model/types.ts';

/** Whose view of a schema: requests leave out `readOnly` fields, responses `writeOnly` ones. */
export type Direction = 'request' | 'response';

/**
 * A plausible value of a schema, for examples and prefilled forms: the schema's own `example`,
 * `default` or first `enum` where it has one, else made from its formats and bounds by
 * openapi-sampler. `refs` are the `$ref` targets the schema reaches (see reachableRefs).
 * Never throws: a schema the sampler cannot handle gives undefined.
 */
export function exampleValue(schema: SchemaObject, refs: Record<string, SchemaObject>, direction: Direction, format: 'json' | 'xml' = 'json'): unknown {
  try {
    // `xml` gives a document as a string, honoring the schema's `xml` names and attributes.
    return sample(schema as Parameters<typeof sample>[0], { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true, maxSampleDepth: 4, format }, documentOf(refs));
  } catch {
    return undefined;
  }
}

const documents = new WeakMap<object, JsonObject>();

/** The sampler resolves `$ref`s as JSON pointers into a document: rebuild one holding just `refs`. */
function documentOf(refs: Record<string, SchemaObject>): JsonObject {
  let document = documents.get(refs);
  if (document) return document;
  document = {};
  for (const [ref, target] of Object.entries(refs)) {
    if (!ref.startsWith('#/')) continue;
    const segments = ref.slice(2).split('/').map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
    let node = document;
    for (const segment of segments.slice(0, -1)) {
      if (!isObject(node[segment])) node[segment] = {};
      node = node[segment] as JsonObject;
    }
    node[segments.at(-1)!] = target;
  }
  documents.set(refs, document);
  return document;
}
