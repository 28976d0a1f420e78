import { exampleValue, type Direction, type MediaType, type SchemaObject } from '@quire/openapi';
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
export function mediaExamples(media: MediaType, refs: Record<string, SchemaObject>, direction: Direction, autogenerate: boolean): NamedExample[] {
  // The request samples and the examples column both ask for the request body's example.
  const key = `${direction} ${autogenerate}`;
  const cached = computed.get(media)?.get(key);
  if (cached) return cached;
  const examples = findExamples(media, refs, direction, autogenerate);
  computed.set(media, (computed.get(media) ?? new Map()).set(key, examples));
  return examples;
}

const computed = new WeakMap<MediaType, Map<string, NamedExample[]>>();

function findExamples(media: MediaType, refs: Record<string, SchemaObject>, direction: Direction, autogenerate: boolean): NamedExample[] {
  const named = Object.entries(media.examples ?? {}).flatMap(([name, example]) =>
    example.value !== undefined ? [{ name, ...(example.summary ? { summary: example.summary } : {}), value: example.value, generated: false }] : [],
  );
  if (named.length) return named;
  const kind = sequentialKind(media.mediaType);
  // A stream's example may be written as its items: shown as the stream they make.
  if (media.example !== undefined) return [{ name: 'Example', value: kind && Array.isArray(media.example) ? writeItems(kind, media.example) : media.example, generated: false }];
  if (media.itemSchema && !media.schema) return autogenerate ? exampleStream(media, media.itemSchema, refs, direction) : [];
  if (!media.schema || !autogenerate) return [];
  const value = exampleValue(media.schema, refs, direction, { format: /[/+]xml\b/i.test(media.mediaType) ? 'xml' : 'json' });
  return value === undefined ? [] : [{ name: 'Example', value, generated: true }];
}

/** How many items an example stream shows: enough to see that items follow one another. */
const streamLength = 3;

/**
 * An example stream for a sequential media type: a few items made from `itemSchema`, written as the
 * stream's text. Events get ids 1, 2, 3 when the schema has an `id`; an event's `data` described
 * by a JSON `contentSchema` carries an example of that schema.
 */
function exampleStream(media: MediaType, itemSchema: SchemaObject, refs: Record<string, SchemaObject>, direction: Direction): NamedExample[] {
  const kind = sequentialKind(media.mediaType);
  const item = exampleValue(itemSchema, refs, direction);
  if (!kind || item === undefined) return item === undefined ? [] : [{ name: 'Example item', value: item, generated: true }];
  const properties = (itemSchema.properties ?? {}) as Record<string, SchemaObject>;
  const content = properties.data?.contentSchema as SchemaObject | undefined;
  const data = kind === 'event-stream' && content ? exampleValue(content, refs, direction) : undefined;
  const items = Array.from({ length: streamLength }, (_, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    // Items that follow one another: a numeric `id` counts up, as a real stream's would.
    if (kind !== 'event-stream') return typeof (item as { id?: unknown }).id === 'number' ? { ...item, id: (item as { id: number }).id + index } : item;
    // `retry` (the reconnection delay) is left out: a made-up value would read as advice.
    const { retry: _retry, ...event } = item as Record<string, unknown>;
    return { ...event, ...('id' in properties ? { id: String(index + 1) } : {}), ...(data !== undefined ? { data: JSON.stringify(data) } : {}) };
  });
  return [{ name: 'Example stream', value: writeItems(kind, items), generated: true }];
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
