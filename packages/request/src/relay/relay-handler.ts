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
    let answer;
    try {
      answer = await answerRelayHttp(
        {
          method: req.method,
          contentType: req.headers['content-type'],
          contentLength: Number(req.headers['content-length'] ?? 0),
          readBody: (maxBytes) => readText(req, maxBytes),
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
    res.end(answer.body);
  };
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
