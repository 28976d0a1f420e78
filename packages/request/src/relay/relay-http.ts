// What both HTTP adapters (node and web-standard) share: the checks before reading a payload,
// and the answer a core result becomes.
import { defaultRelayLimits, type RelayOptions } from './relay-options.ts';
import { admitClient, takeRelaySlot, type Release } from './relay-admission.ts';
import { formatBytes, refused, relayProblem, type RelayResult } from './relay-problems.ts';
import { openRelayed, readWhole, relayRequest } from './relay-request.ts';
import { streamAnswer, streamsAnswer } from './stream-answer.ts';
import { relayPath, relayStreamType, type RelayProblem, type RelayResponse, type RelayStreamFrame } from '../relay-types.ts';

/**
 * An HTTP answer, for either adapter to write out: whole, or (a streamed answer) line by line as
 * the lines come, each written at once. Stopping the iteration drops the connection to the API.
 */
export interface RelayHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | AsyncIterable<string>;
}

/** The parts of an incoming request the relay reads: never its cookies or other headers. */
export interface RelayEnvelope {
  method: string | undefined;
  contentType: string | null | undefined;
  contentLength: number;
  /**
   * The body as text, or undefined as soon as it passes `maxBytes` (the rest left unread). Stops
   * reading when `stop` aborts: the payload took longer than the relay waits for it.
   */
  readBody(maxBytes: number, stop: AbortSignal): Promise<string | undefined>;
  /** Aborts when the reader goes away: a stream being relayed then stops, upstream too. */
  stopped?: AbortSignal;
  /**
   * The client's address, as the host's rules for its proxies tell it: each address is held to
   * the relay's `perClient` open requests. Without it (a runtime that cannot tell), no address is.
   */
  client?: string;
}

/**
 * One HTTP exchange of the relay: the envelope checked, the payload read under its deadline,
 * parsed and relayed. A client past its own limit of open requests is refused before its payload
 * is read; a place among the relay's concurrent requests is taken only once the payload is in.
 */
export async function answerRelayHttp(envelope: RelayEnvelope, options: RelayOptions): Promise<RelayHttpAnswer> {
  const held: Release[] = [];
  const release = () => {
    for (const place of held) place();
  };
  try {
    const answer = await answerOne(envelope, options, held);
    // A stream holds its places until it ends, or the reader leaves before it starts.
    if (typeof answer.body === 'string') release();
    else {
      answer.body = releasing(answer.body, release);
      envelope.stopped?.addEventListener('abort', release, { once: true });
    }
    return answer;
  } catch (error) {
    release();
    throw error;
  }
}

async function* releasing(lines: AsyncIterable<string>, release: () => void): AsyncGenerator<string> {
  try {
    yield* lines;
  } finally {
    release();
  }
}

/** The answer to one exchange; each place it takes is added to `held`, for the caller to give back. */
async function answerOne(envelope: RelayEnvelope, options: RelayOptions, held: Release[]): Promise<RelayHttpAnswer> {
  const maxBytes = maxPayloadBytes(options);
  const early = envelopeProblem(envelope.method, envelope.contentType, envelope.contentLength, maxBytes);
  if (early) return relayAnswer({ ok: false, problem: early });
  if (envelope.client !== undefined) {
    const admitted = admitClient(options, envelope.client);
    if (!admitted.ok) return relayAnswer(admitted);
    held.push(admitted.value);
  }
  const payloadMs = options.limits?.payloadMs ?? defaultRelayLimits.payloadMs;
  const text = await readPayload(envelope, maxBytes, payloadMs);
  if (text === late)
    return relayAnswer(
      refused(
        'payload-timeout',
        `The payload did not arrive within ${payloadMs / 1000} s, the most the relay waits for it: nothing was sent to the API. Send the request again; on a slow connection, send a smaller body.`,
      ),
    );
  if (text === undefined) return relayAnswer({ ok: false, problem: payloadTooLarge(maxBytes) });
  const slot = takeRelaySlot(options);
  if (!slot.ok) return relayAnswer(slot);
  held.push(slot.value);
  const payload = parsePayload(text);
  if (!payload.ok) return relayAnswer(payload);
  if (!wantsStream(payload.value)) return relayAnswer(await relayRequest(payload.value, options));
  const stopped = envelope.stopped ?? new AbortController().signal;
  const opened = await openRelayed(payload.value, options, stopped);
  if (!opened.ok) return relayAnswer(opened);
  if (!streamsAnswer(opened.value.response)) return relayAnswer(await readWhole(opened.value));
  return { status: 200, headers: { ...answerHeaders(relayStreamType), 'x-accel-buffering': 'no' }, body: frameLines(streamAnswer(opened.value, stopped)) };
}

const late = Symbol('late');

/**
 * The payload, or `late` once `ms` have passed since reading began: a total for the whole
 * payload, so a sender that trickles bytes is cut as surely as a silent one. Rejects when the
 * reader goes away meanwhile: there is no one to answer.
 */
async function readPayload(envelope: RelayEnvelope, maxBytes: number, ms: number): Promise<string | undefined | typeof late> {
  const stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onGone: (() => void) | undefined;
  const deadline = new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  const gone = new Promise<never>((_resolve, reject) => {
    onGone = () => reject(new Error('The reader went away while posting the payload.'));
    if (envelope.stopped?.aborted) onGone();
    envelope.stopped?.addEventListener('abort', onGone, { once: true });
  });
  try {
    return await Promise.race([envelope.readBody(maxBytes, stop.signal), deadline, gone]);
  } finally {
    // Whichever came first, the read stops and leaves no timer or listener behind.
    stop.abort();
    clearTimeout(timer);
    if (onGone) envelope.stopped?.removeEventListener('abort', onGone);
  }
}

function wantsStream(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { stream?: unknown }).stream === true;
}

/** One JSON frame a line: a proxy or the browser may split the bytes anywhere, never a frame's meaning. */
async function* frameLines(frames: AsyncIterable<RelayStreamFrame>): AsyncGenerator<string> {
  for await (const frame of frames) yield `${JSON.stringify(frame)}\n`;
}

/** The largest payload read: the base64 form of the largest body, plus room for URL and headers. */
function maxPayloadBytes(options: Pick<RelayOptions, 'limits'>): number {
  const bodyBytes = options.limits?.requestBytes ?? defaultRelayLimits.requestBytes;
  return Math.ceil(bodyBytes / 3) * 4 + 1024 * 1024;
}

/**
 * Refuses what is not a JSON POST before its body is read. Requiring `application/json` also
 * means a cross-site page cannot post without a CORS preflight, which the relay never grants.
 */
function envelopeProblem(
  method: string | undefined,
  contentType: string | null | undefined,
  contentLength: number,
  maxBytes: number,
): RelayProblem | undefined {
  if (method !== 'POST') return relayProblem('method-not-allowed', `${relayPath} takes POST with a JSON payload, not ${method ?? 'this method'}.`);
  if (!/^application\/json\s*(?:;|$)/i.test(contentType ?? '')) {
    return relayProblem(
      'unsupported-media-type',
      `${relayPath} takes Content-Type: application/json, not ${contentType ? JSON.stringify(contentType) : 'a body without a type'}.`,
    );
  }
  if (contentLength > maxBytes) return payloadTooLarge(maxBytes);
  return undefined;
}

function payloadTooLarge(maxBytes: number): RelayProblem {
  return relayProblem(
    'request-too-large',
    `The relay payload is over ${formatBytes(maxBytes)}, the most the relay reads. Send large uploads with cURL or your own client instead.`,
  );
}

/** The payload text as JSON, or the problem that says it is not. */
function parsePayload(text: string): RelayResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return refused(
      'invalid-request',
      `The payload is not JSON (${(error as Error).message}). Post { "method", "url", "headers", "body", "bodyEncoding" } as JSON.`,
    );
  }
}

function answerHeaders(contentType: string): Record<string, string> {
  return { 'content-type': contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
}

/** How a core result, or a problem of the edge itself, goes out over HTTP. */
function relayAnswer(result: RelayResult<RelayResponse>): RelayHttpAnswer {
  const headers = answerHeaders(result.ok ? 'application/json; charset=utf-8' : 'application/problem+json');
  if (!result.ok && result.problem.status === 405) headers.allow = 'POST';
  if (!result.ok && result.problem.status === 429) headers['retry-after'] = '1';
  return { status: result.ok ? 200 : result.problem.status, headers, body: JSON.stringify(result.ok ? result.value : result.problem) };
}
