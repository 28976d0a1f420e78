import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerRelayHttp, type RelayHttpAnswer } from './relay-http.ts';
import type { RelayOptions } from './relay-options.ts';

/** How the node handler tells its clients apart. */
export interface RelayHandlerOptions {
  /**
   * The address a request comes from, which the relay holds to its `perClient` limit. The socket's
   * peer by default; a host behind reverse proxies passes the address its trusted proxies report.
   */
  clientAddress?: (req: IncomingMessage) => string;
}

/**
 * `POST /api/request` for node's http servers (`quire preview`, `astro dev`, the hosting
 * service). Only the payload is relayed: the request's own headers, the docs site's cookies
 * among them, are never read beyond Content-Type and Content-Length.
 */
export function createRelayHandler(options: RelayOptions, http: RelayHandlerOptions = {}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const clientAddress = http.clientAddress ?? socketPeer;
  return async (req, res) => {
    // The reader closing the connection (Stop in the playground) ends a stream and its request upstream.
    const readerGone = new AbortController();
    res.once('close', () => readerGone.abort());
    let answer: RelayHttpAnswer;
    try {
      answer = await answerRelayHttp(
        {
          method: req.method,
          contentType: req.headers['content-type'],
          contentLength: Number(req.headers['content-length'] ?? 0),
          readBody: (maxBytes, stop) => readText(req, maxBytes, stop),
          stopped: readerGone.signal,
          client: clientAddress(req),
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

/** The connection's far end: without trusted proxies, the client. */
function socketPeer(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The body as text, or undefined as soon as it passes `maxBytes`; once `stop` aborts, reading
 * stops and what arrived is dropped. Either way the rest is left unread.
 */
function readText(req: IncomingMessage, maxBytes: number, stop: AbortSignal): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      finish();
      resolve(undefined);
    };
    const onEnd = () => {
      finish();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      finish();
      reject(error);
    };
    const onStop = () => {
      finish();
      chunks.length = 0;
      resolve(undefined);
    };
    function finish() {
      req.off('data', onData).off('end', onEnd).off('error', onError).pause();
      stop.removeEventListener('abort', onStop);
    }
    req.on('data', onData).once('end', onEnd).once('error', onError);
    stop.addEventListener('abort', onStop, { once: true });
  });
}
