import { sample } from 'openapi-sampler';
import { isObject, type JsonObject } from '../model/json.ts';
import type { SchemaObject } from '../model/types.ts';
import { lookupIn } from './schema-lookup.ts';
import type { Writer } from './payload-writer.ts';
import { sampleSchema } from './sample-schema.ts';

export interface ExampleOptions {
  /** `xml` gives a document as a string, honoring the schema's `xml` names and attributes. */
  format?: 'json' | 'xml';
  /** The name of the parameter or property holding the value, which hints at what it holds. */
  name?: string | undefined;
}

/**
 * A plausible value of a schema, for examples and prefilled forms (see sampleSchema: the schema's
 * own examples, else values made from formats and property names). `refs` are the `$ref` targets
 * the schema reaches (see reachableRefs); `writer` who writes the value (see payloadWriter), which
 * leaves out the fields the other side sets. Never throws: a schema nothing fits gives undefined.
 */
export function exampleValue(schema: SchemaObject, refs: Record<string, SchemaObject>, writer: Writer, options: ExampleOptions = {}): unknown {
  try {
    if (options.format !== 'xml') return sampleSchema(schema, lookupIn(refs), { writer, name: options.name });
    // XML needs element names, attributes and wrapping from `xml`: openapi-sampler writes those.
    return sample(
      schema as Parameters<typeof sample>[0],
      { skipReadOnly: writer === 'client', skipWriteOnly: writer === 'api', quiet: true, maxSampleDepth: 4, format: 'xml' },
      documentOf(refs),
    );
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
    const segments = ref
      .slice(2)
      .split('/')
      .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
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
