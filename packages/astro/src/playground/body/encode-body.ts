// Text and file bodies as they go on the wire, with the cURL arguments that send the same bytes.
import type { EncodedBody } from '../island-parts.ts';
import { isRecord } from './form-model.ts';

/** Text as is. `--data-raw`, as `--data` would read a file when the text starts with `@`. */
export function encodeText(text: string, contentType: string, flag = '--data-raw'): EncodedBody {
  return { contentType, bytes: new TextEncoder().encode(text), text, curl: [flag, text] };
}

/** JSON, indented so that the request shown and the cURL command read well. */
export function encodeJson(value: unknown, contentType: string): EncodedBody {
  return encodeText(JSON.stringify(value, null, 2), contentType, '--data');
}

/**
 * A value as form fields: nested objects in deepObject style (`owner[name]=Ann`), arrays of
 * plain values repeated (`tag=a&tag=b`), arrays of objects indexed (`tags[0][name]=a`).
 */
export function formPairs(value: unknown, prefix = ''): [string, string][] {
  if (!isRecord(value)) return [];
  const pairs: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(item)) item.forEach((entry, i) => (isRecord(entry) ? pairs.push(...formPairs(entry, `${name}[${i}]`)) : pairs.push([name, plain(entry)])));
    else if (isRecord(item)) pairs.push(...formPairs(item, name));
    else if (item !== undefined) pairs.push([name, plain(item)]);
  }
  return pairs;
}

export function encodeUrlencoded(value: unknown, contentType: string): EncodedBody {
  const pairs = formPairs(value);
  const text = new URLSearchParams(pairs).toString();
  return { contentType, bytes: new TextEncoder().encode(text), text, curl: pairs.flatMap(([name, v]) => ['--data-urlencode', `${name}=${v}`]) };
}

/** A file as the whole body; a wildcard media type (`image/*`) takes the file's own type. */
export async function encodeFile(file: Blob, mediaType: string): Promise<EncodedBody> {
  const contentType = mediaType.includes('*') ? file.type || 'application/octet-stream' : mediaType;
  return { contentType, bytes: new Uint8Array(await file.arrayBuffer()), curl: ['--data-binary', `@${fileName(file)}`] };
}

/** A file's name for cURL's `@file`; a Blob without one is `blob`, as browsers name it. */
export function fileName(file: Blob): string {
  return file instanceof File && file.name ? file.name : 'blob';
}

/** A form field's text: null as empty, other non-strings as JSON (`true`, `3`, `{"a":1}`). */
export function plain(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
}
