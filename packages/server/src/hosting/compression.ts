import type { IncomingHttpHeaders } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';

// Text files go out compressed, as a CDN sends them: a docs page's stylesheets are render-blocking,
// and sent plain they cost an endpoint page its last Lighthouse performance points. Images, fonts
// and Pagefind's index files are compressed already and go out as they are.

export type Encoding = 'br' | 'gzip';

const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

/** Below this, a compressed body and its headers save nothing worth a compressor. */
const smallest = 1024;

/** Whether a file is sent compressed to clients that take it (and so varies by `Accept-Encoding`). */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= smallest && compressible.test(contentType);
}

/** The encoding to send a file in: Brotli where the client takes it, else gzip, else none. */
export function encodingFor(headers: IncomingHttpHeaders, contentType: string, size: number): Encoding | undefined {
  if (!isCompressible(contentType, size)) return undefined;
  const accepted = acceptedEncodings(headers['accept-encoding']);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** A stream that compresses in that encoding; Brotli at a level fast enough to run per request. */
export function compressor(encoding: Encoding, size: number): Transform {
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

/** The encodings an `Accept-Encoding` header allows: a `q=0` one is refused (RFC 9110 §12.5.3). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const item of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}
