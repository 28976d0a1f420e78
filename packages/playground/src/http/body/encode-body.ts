// Text and file bodies as they go on the wire, with the cURL arguments that send the same bytes.
import type { EncodedBody } from '../island-parts.ts';
import { formPairs, formText, jsonText } from '@quire/request';

/** Text as is. `--data-raw`, as `--data` would read a file when the text starts with `@`. */
export function encodeText(text: string, contentType: string, flag = '--data-raw'): EncodedBody {
  return { contentType, bytes: new TextEncoder().encode(text), text, curl: [flag, text] };
}

/** JSON, indented so that the request shown and the cURL command read well (see `jsonText`). */
export function encodeJson(value: unknown, contentType: string): EncodedBody {
  return encodeText(jsonText(value), contentType, '--data');
}

export { formPairs } from '@quire/request';

/** Form fields as `application/x-www-form-urlencoded`, the same text the samples and MCP tools send. */
export function encodeUrlencoded(value: unknown, contentType: string): EncodedBody {
  const pairs = formPairs(value);
  const text = formText(pairs);
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
export { fieldText as plain } from '@quire/request';
