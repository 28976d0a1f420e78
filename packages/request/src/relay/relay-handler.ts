import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerRelayHttp } from './relay-http.ts';
import type { RelayOptions } from './relay-options.ts';

/**
 * `POST /api/request` for node's http servers (`quire preview`, `astro dev`, the hosting
 * service). Only the payload is relayed: the request's own headers, the docs site's cookies
 * among them, are never read beyond Content-Type and Content-Length.
 */
export function createRelayHandler(options: RelayOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    // The reader closing the connection (Stop in the playground) ends a stream and its request upstream.
    const readerGone = new AbortController();
    res.once('close', () => readerGone.abort());
    let answer;
    try {
      answer = await answerRelayHttp(
        {
          method: req.method,
          contentType: req.headers['content-type'],
          contentLength: Number(req.headers['content-length'] ?? 0),
          readBody: (maxBytes) => readText(req, maxBytes),
          stopped: readerGone.signal,
        },
        options,
      );
    } catch {
      // The reader went away while posting: there is no one to answer.
      return void res.destroy();
    }
    // A refused payload may still be arriving: drain it, and close the connection after.
    if (!req.complete) {
      answer.headers.connection = 'close';
      req.resume();
    }
    res.writeHead(answer.status, answer.headers);
    if (typeof answer.body === 'string') return void res.end(answer.body);
    await writeStream(res, answer.body);
  };
}

/** Each line as soon as it comes, headers first: nothing waits for the stream to end. */
async function writeStream(res: ServerResponse, lines: AsyncIterable<string>): Promise<void> {
  res.flushHeaders();
  for await (const line of lines) {
    if (res.destroyed) break;
    if (!res.write(line)) await drainedOrClosed(res);
  }
  res.end();
}

/** Settles when a full response can take more, or the reader left; leaves no listener behind on a long stream. */
function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((settle) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      settle();
    };
    res.on('drain', done).on('close', done);
  });
}

/** The body as text, or undefined as soon as it passes `maxBytes` (the rest is left unread). */
function readText(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.off('data', onData).pause();
      resolve(undefined);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}
