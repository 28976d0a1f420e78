// Which editor a request media type gets: a schema form for JSON and forms, a text area for text,
// a file input for bytes.
import { deref, mergeAllOf, typesOf, type SchemaLookup, type SchemaObject } from '@quire/openapi/browser';
import { isBinarySchema } from './form-model.ts';

export type MediaKind = 'json' | 'urlencoded' | 'multipart' | 'text' | 'binary';

export function mediaKind(mediaType: string, schema: SchemaObject | undefined, lookup: SchemaLookup): MediaKind {
  const type = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type.startsWith('text/') || /[/+]xml$|\/(yaml|x-yaml|javascript|graphql|x-ndjson|jsonl|csv)$/.test(type)) return 'text';
  if (/^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip)$/.test(type)) return 'binary';
  // Anything else (`*/*`, vendor types) goes by its schema: bytes, an object as JSON, else text.
  const resolved = schema && mergeAllOf(deref(schema, lookup).schema, lookup);
  if (!resolved || isBinarySchema(resolved)) return 'binary';
  const types = typesOf(resolved);
  return types.includes('object') || types.includes('array') ? 'json' : 'text';
}
