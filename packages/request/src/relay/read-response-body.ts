import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The answer's body, decompressed; `decoded` when the Content-Encoding was undone; `cut` when a cap stopped a stream. */
export interface ResponseBody {
  bytes: Buffer;
  decoded: boolean;
  cut?: 'size' | 'time';
}

/** What reading stops at: `maxBytes`, and for a stream (`keepPartial`) the exchange's deadline too. */
export interface ReadLimits {
  maxBytes: number;
  /**
   * A stream's deadline: when it passes (or `maxBytes` does), what arrived is kept and `cut` says
   * why, instead of answering `too-large` or rejecting. Without it, a body is whole or refused.
   */
  keepPartial?: AbortSignal;
}

/**
 * Reads the body up to `maxBytes` (counted after decompression, so a small gzip bomb is caught
 * too), or answers `too-large` and drops the connection as soon as the limit is passed.
 * Rejects when the connection fails or the compressed data is corrupt.
 */
export async function readResponseBody(response: IncomingMessage, limits: ReadLimits): Promise<ResponseBody | 'too-large'> {
  const { maxBytes, keepPartial } = limits;
  if (!keepPartial && !hasDecoder(response) && Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    return 'too-large';
  }
  const body = decodedBody(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body.chunks) {
      size += chunk.length;
      if (size > maxBytes) {
        body.stop();
        return keepPartial ? { bytes: Buffer.concat(chunks), decoded: body.decoded, cut: 'size' } : 'too-large';
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (!keepPartial?.aborted) throw error;
    return { bytes: Buffer.concat(chunks), decoded: body.decoded, cut: 'time' };
  }
  return { bytes: Buffer.concat(chunks), decoded: body.decoded };
}

/** The body's bytes as they arrive, decompressed; `stop` drops the connection. */
export function decodedBody(response: IncomingMessage): { chunks: AsyncIterable<Buffer>; decoded: boolean; stop(): void } {
  const decoder = decoderFor(response.headers['content-encoding']);
  if (decoder) response.once('error', (error) => decoder.destroy(error));
  return {
    chunks: (decoder ? response.pipe(decoder) : response) as AsyncIterable<Buffer>,
    decoded: decoder !== undefined,
    stop() {
      response.destroy();
      decoder?.destroy();
    },
  };
}

function hasDecoder(response: IncomingMessage): boolean {
  return ['gzip', 'x-gzip', 'deflate', 'br'].includes(response.headers['content-encoding']?.trim().toLowerCase() ?? '');
}

// Lenient about a stream cut short (or empty, as after HEAD), as browsers and cURL are.
function decoderFor(header: string | undefined): Transform | undefined {
  const encoding = header?.trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip({ finishFlush: constants.Z_SYNC_FLUSH });
  if (encoding === 'deflate') return createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
  if (encoding === 'br') return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
  return undefined;
}
