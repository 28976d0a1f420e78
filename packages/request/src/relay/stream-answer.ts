// A relayed answer passed on as it arrives: the head, the body's text chunk by chunk, and how it
// ended. The relay's size and time limits cap the stream rather than refuse it: the reader keeps
// what arrived and is told why it stopped.
import type { IncomingMessage } from 'node:http';
import { decodedBody } from './read-response-body.ts';
import { formatBytes } from './relay-problems.ts';
import { answerHead, capText, type OpenAnswer } from './relay-request.ts';
import type { RelayStreamEnd, RelayStreamFrame } from '../relay-types.ts';
import { sequentialKind } from '../sequential-media.ts';

/**
 * Whether to stream this answer to a caller that asked for streams: a sequential media type, or
 * text sent without a length (chunked: a log, a tail). JSON and XML come whole even when chunked,
 * as without the flag: many servers chunk ordinary JSON, and only a whole body can be
 * pretty-printed and held to its schema.
 */
export function streamsAnswer(response: IncomingMessage): boolean {
  const type = String(response.headers['content-type'] ?? '');
  if (sequentialKind(type)) return true;
  const chunked = response.headers['content-length'] === undefined && response.statusCode !== 204 && response.statusCode !== 304;
  return chunked && /^text\//i.test(type) && !/^text\/(?:[^;]*[+/])?(?:json|xml)\s*(?:;|$)/i.test(type);
}

/** The frames of one answer; returning early (the reader went away) drops the connection to the API. */
export async function* streamAnswer(answer: OpenAnswer, stopped: AbortSignal): AsyncGenerator<RelayStreamFrame> {
  const { response, limits } = answer;
  const body = decodedBody(response);
  const head = answerHead(response, body.decoded);
  yield { type: 'head', ...head };
  const decoder = textDecoderFor(head.headers['content-type']);
  let bytes = 0;
  let reason: RelayStreamEnd = 'ended';
  let detail = 'The API ended the stream.';
  try {
    for await (const chunk of body.chunks) {
      if (bytes + chunk.length > limits.responseBytes) {
        [reason, detail] = ['size-cap', capText('size', limits)];
        break;
      }
      bytes += chunk.length;
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield { type: 'chunk', text };
    }
  } catch (error) {
    if (stopped.aborted) return;
    [reason, detail] = answer.deadline.aborted
      ? ['time-cap', capText('time', limits)]
      : ['failed', `The connection to ${answer.origin} broke after ${formatBytes(bytes)} (${(error as Error).message}).`];
  } finally {
    body.stop();
  }
  const rest = decoder.decode();
  if (rest) yield { type: 'chunk', text: rest };
  yield { type: 'end', reason, detail, timeMs: Math.round(performance.now() - answer.started), bytes };
}

/** The stream's charset, or UTF-8 when it names none or one this runtime does not know. */
function textDecoderFor(contentType: string | undefined): TextDecoder {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder();
  }
}
