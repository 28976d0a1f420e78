import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The answer's body, decompressed; `decoded` when the Content-Encoding was undone. */
export interface ResponseBody {
  bytes: Buffer;
  decoded: boolean;
}

/**
 * Reads the body up to `maxBytes` (counted after decompression, so a small gzip bomb is caught
 * too), or answers `too-large` and drops the connection as soon as the limit is passed.
 * Rejects when the connection fails or the compressed data is corrupt.
 */
export async function readResponseBody(response: IncomingMessage, maxBytes: number): Promise<ResponseBody | 'too-large'> {
  const declared = Number(response.headers['content-length']);
  const encoding = response.headers['content-encoding']?.trim().toLowerCase();
  const decoder = decoderFor(encoding);
  if (!decoder && declared > maxBytes) {
    response.destroy();
    return 'too-large';
  }
  const source = decoder ? response.pipe(decoder) : response;
  if (decoder) response.once('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      decoder?.destroy();
      return 'too-large';
    }
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), decoded: decoder !== undefined };
}

// Lenient about a stream cut short (or empty, as after HEAD), as browsers and cURL are.
function decoderFor(encoding: string | undefined): Transform | undefined {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip({ finishFlush: constants.Z_SYNC_FLUSH });
  if (encoding === 'deflate') return createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
  if (encoding === 'br') return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
  return undefined;
}
