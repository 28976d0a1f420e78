import { exampleValue, type Direction, type MediaType, type SchemaObject } from '@quire/openapi';

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
  if (media.example !== undefined) return [{ name: 'Example', value: media.example, generated: false }];
  if (!media.schema || !autogenerate) return [];
  const value = exampleValue(media.schema, refs, direction, { format: /[/+]xml\b/i.test(media.mediaType) ? 'xml' : 'json' });
  return value === undefined ? [] : [{ name: 'Example', value, generated: true }];
}

/** An example as the text of its media type: JSON pretty-printed, form fields encoded, text as is. */
export function exampleText(mediaType: string, value: unknown): { text: string; lang: string } {
  const type = mediaType.toLowerCase();
  if (typeof value === 'string' && !type.includes('json')) return { text: value, lang: type.includes('xml') ? 'xml' : 'text' };
  if (type.includes('x-www-form-urlencoded') && value && typeof value === 'object') {
    const form = new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    return { text: form.toString(), lang: 'text' };
  }
  return { text: JSON.stringify(value, null, 2) ?? String(value), lang: 'json' };
}
