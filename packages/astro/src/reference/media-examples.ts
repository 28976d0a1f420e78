import { deref, exampleValue, lookupIn, type Writer, type MediaType, type SchemaLookup, type SchemaObject } from '@quire/openapi';
import { sequentialKind, writeItems } from '@quire/request';

/** One example of a body: a name readers pick it by, and the value. */
export interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
  /** Made from the schema, not written in the spec. */
  generated: boolean;
}

/**
 * The examples of one media type: the spec's named `examples`, else its `example`, else the
 * schema's own `example`, else (when `autogenerate`) one made from the schema.
 */
export function mediaExamples(media: MediaType, refs: Record<string, SchemaObject>, writer: Writer, autogenerate: boolean): NamedExample[] {
  // The request samples and the examples column both ask for the request body's example.
  const key = `${writer} ${autogenerate}`;
  const cached = computed.get(media)?.get(key);
  if (cached) return cached;
  const examples = findExamples(media, refs, writer, autogenerate);
  computed.set(media, (computed.get(media) ?? new Map()).set(key, examples));
  return examples;
}

const computed = new WeakMap<MediaType, Map<string, NamedExample[]>>();

function findExamples(media: MediaType, refs: Record<string, SchemaObject>, writer: Writer, autogenerate: boolean): NamedExample[] {
  const named = Object.entries(media.examples ?? {}).flatMap(([name, example]) =>
    example.value !== undefined ? [{ name, ...(example.summary ? { summary: example.summary } : {}), value: example.value, generated: false }] : [],
  );
  if (named.length) return named;
  const kind = sequentialKind(media.mediaType);
  // A stream's example may be written as its items: shown as the stream they make.
  if (media.example !== undefined)
    return [{ name: 'Example', value: kind && Array.isArray(media.example) ? writeItems(kind, media.example) : media.example, generated: false }];
  if (media.itemSchema && !media.schema) return autogenerate ? exampleStream(media, media.itemSchema, refs, writer) : [];
  if (!media.schema || !autogenerate) return [];
  const value = exampleValue(media.schema, refs, writer, { format: /[/+]xml\b/i.test(media.mediaType) ? 'xml' : 'json' });
  return value === undefined ? [] : [{ name: 'Example', value, generated: true }];
}

/** How many items an example stream shows: enough to see that items follow one another. */
const streamLength = 3;

/**
 * An example stream for a sequential media type: a few distinct items, written as the stream's
 * text. They are the item schema's own `examples` when it lists several; else one made from the
 * schema and varied as a real stream's items would be (numbers count up, enums and booleans take
 * their other values). Events get ids 1, 2, 3 when the schema has an `id`; an event's `data`
 * described by a JSON `contentSchema` carries examples of that schema, varied the same way.
 */
function exampleStream(media: MediaType, itemSchema: SchemaObject, refs: Record<string, SchemaObject>, writer: Writer): NamedExample[] {
  const kind = sequentialKind(media.mediaType);
  const lookup = lookupIn(refs);
  const item = deref(itemSchema, lookup).schema;
  const listed = Array.isArray(item.examples) && item.examples.length > 1 ? item.examples.slice(0, streamLength) : undefined;
  const made = listed ? undefined : exampleValue(itemSchema, refs, writer);
  if (!kind || (!listed && made === undefined)) return made === undefined ? [] : [{ name: 'Example item', value: made, generated: true }];
  if (listed && kind !== 'event-stream') return [{ name: 'Example stream', value: writeItems(kind, listed), generated: true }];
  const properties = (item.properties ?? {}) as Record<string, SchemaObject>;
  const content = properties.data?.contentSchema as SchemaObject | undefined;
  const contentExamples = content ? deref(content, lookup).schema.examples : undefined;
  const data = kind === 'event-stream' && content && !Array.isArray(contentExamples) ? exampleValue(content, refs, writer) : undefined;
  const items = Array.from({ length: listed?.length ?? streamLength }, (_, index) => {
    const base = listed ? listed[index] : varied(made, itemSchema, index, lookup);
    if (kind !== 'event-stream' || typeof base !== 'object' || base === null || Array.isArray(base)) return base;
    // `retry` (the reconnection delay) is left out: a made-up value would read as advice.
    const { retry: _retry, ...event } = base as Record<string, unknown>;
    const eventData =
      Array.isArray(contentExamples) && contentExamples.length
        ? contentExamples[index % contentExamples.length]
        : data !== undefined
          ? varied(data, content!, index, lookup)
          : undefined;
    return {
      ...event,
      ...('id' in properties && !listed ? { id: String(index + 1) } : {}),
      ...(eventData !== undefined ? { data: JSON.stringify(eventData) } : {}),
    };
  });
  return [{ name: 'Example stream', value: writeItems(kind, items), generated: true }];
}

/** The `index`th of a run of items like `value`: numbers counted up, enums and booleans moved on, two levels deep. */
function varied(value: unknown, schema: SchemaObject | undefined, index: number, lookup: SchemaLookup, depth = 0): unknown {
  const resolved = schema ? deref(schema, lookup).schema : {};
  if (index === 0) return value;
  if (Array.isArray(resolved.enum) && resolved.enum.length > 1)
    return resolved.enum[(Math.max(0, resolved.enum.indexOf(value)) + index) % resolved.enum.length];
  if (typeof value === 'number') return value + index;
  if (typeof value === 'boolean') return index % 2 === 1 ? !value : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 1) return value;
  const properties = (resolved.properties ?? {}) as Record<string, SchemaObject>;
  return Object.fromEntries(Object.entries(value).map(([key, sub]) => [key, varied(sub, properties[key], index, lookup, depth + 1)]));
}

/** An example as the text of its media type: JSON pretty-printed, form fields encoded, text as is. */
export function exampleText(mediaType: string, value: unknown): { text: string; lang: string } {
  const type = mediaType.toLowerCase();
  // A stream's example is its text (events, lines), whatever the items are written in.
  if (typeof value === 'string' && sequentialKind(type)) return { text: value, lang: 'text' };
  if (typeof value === 'string' && !type.includes('json')) return { text: value, lang: type.includes('xml') ? 'xml' : 'text' };
  if (type.includes('x-www-form-urlencoded') && value && typeof value === 'object') {
    const form = new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    return { text: form.toString(), lang: 'text' };
  }
  return { text: JSON.stringify(value, null, 2) ?? String(value), lang: 'json' };
}
