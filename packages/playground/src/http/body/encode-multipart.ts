// multipart/form-data with the files' real bytes: the browser's own FormData encoding, read back
// through a Response, so the bytes and the boundary in the content type are the ones sent.
import type { EncodedBody } from '../island-parts.ts';
import { fileName, plain } from './encode-body.ts';
import { isRecord } from './form-model.ts';

export async function encodeMultipart(value: unknown, mediaType: string): Promise<EncodedBody> {
  const form = new FormData();
  const curl: string[] = [];
  const add = (name: string, item: unknown): void => {
    if (item === undefined) return;
    if (item instanceof Blob) {
      const file = fileName(item);
      form.append(name, item, file);
      curl.push('-F', `${name}=@${/[;,"\s]/.test(file) ? JSON.stringify(file) : file}`);
      return;
    }
    // Objects go as JSON text, OpenAPI's default for an object part.
    const text = plain(item);
    form.append(name, text);
    // -F reads a file for `@` and `<` and parses `;type=`: --form-string sends the text as it is.
    curl.push(/^[@<"]|;/.test(text) ? '--form-string' : '-F', `${name}=${text}`);
  };
  if (isRecord(value))
    for (const [name, item] of Object.entries(value)) {
      // Files and plain values of an array are one part each; an array of objects is one JSON part.
      if (Array.isArray(item) && !item.some(isRecord)) for (const entry of item) add(name, entry);
      else add(name, item);
    }
  const response = new Response(form);
  const sent = response.headers.get('content-type') ?? 'multipart/form-data';
  // The boundary is the encoder's; the media type (form-data, mixed...) is the spec's.
  const boundary = sent.slice(sent.indexOf(';'));
  return { contentType: (mediaType.split(';')[0] ?? mediaType).trim() + boundary, bytes: new Uint8Array(await response.arrayBuffer()), curl };
}
