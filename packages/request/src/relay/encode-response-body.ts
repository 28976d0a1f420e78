import type { RelayResponse } from '../relay-types.ts';

const textual =
  /^(?:text\/[^;]+|application\/(?:[^;]*[+/])?(?:json|x-ndjson|xml|javascript|ecmascript|yaml|x-yaml|x-www-form-urlencoded|graphql|sql|csv))\s*(?:;|$)/i;

/**
 * The body as the island shows it: text, decoded from its charset, for textual content types;
 * base64 for anything else, or for text that is not valid in its charset, so no byte is lost.
 */
export function encodeResponseBody(bytes: Buffer, contentType: string | undefined): Pick<RelayResponse, 'body' | 'bodyEncoding'> {
  if (bytes.length === 0) return { body: '', bodyEncoding: 'utf8' };
  if (contentType && textual.test(contentType)) {
    const charset = /;\s*charset="?([^";\s]+)/i.exec(contentType)?.[1] ?? 'utf-8';
    try {
      return { body: new TextDecoder(charset, { fatal: true }).decode(bytes), bodyEncoding: 'utf8' };
    } catch {
      // An unknown charset or bytes that are not text after all: fall through to base64.
    }
  }
  return { body: bytes.toString('base64'), bodyEncoding: 'base64' };
}
