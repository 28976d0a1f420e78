// What both HTTP adapters (node and web-standard) share: the checks before reading a payload,
// and the answer a core result becomes.
import { defaultRelayLimits, type RelayOptions } from './relay-options.ts';
import { formatBytes, refused, relayProblem, type RelayResult } from './relay-problems.ts';
import { relayRequest } from './relay-request.ts';
import { relayPath, type RelayProblem, type RelayResponse } from '../relay-types.ts';

/** An HTTP answer, for either adapter to write out. */
export interface RelayHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The parts of an incoming request the relay reads: never its cookies or other headers. */
export interface RelayEnvelope {
  method: string | undefined;
  contentType: string | null | undefined;
  contentLength: number;
  /** The body as text, or undefined as soon as it passes `maxBytes` (the rest left unread). */
  readBody(maxBytes: number): Promise<string | undefined>;
}

/** Requests each relay (one options object) is answering now. */
const inFlight = new WeakMap<RelayOptions, number>();

/**
 * One HTTP exchange of the relay: the envelope checked, the payload read, parsed and relayed;
 * refused at once past the relay's limit of concurrent requests.
 */
export async function answerRelayHttp(envelope: RelayEnvelope, options: RelayOptions): Promise<RelayHttpAnswer> {
  const running = inFlight.get(options) ?? 0;
  const limit = options.limits?.concurrent ?? defaultRelayLimits.concurrent;
  if (running >= limit) return relayAnswer(refused('busy', `The relay is already relaying ${limit} requests, the most it takes at once. Try again in a moment.`));
  inFlight.set(options, running + 1);
  try {
    return await answerOne(envelope, options);
  } finally {
    inFlight.set(options, (inFlight.get(options) ?? 1) - 1);
  }
}

async function answerOne(envelope: RelayEnvelope, options: RelayOptions): Promise<RelayHttpAnswer> {
  const maxBytes = maxPayloadBytes(options);
  const early = envelopeProblem(envelope.method, envelope.contentType, envelope.contentLength, maxBytes);
  if (early) return relayAnswer({ ok: false, problem: early });
  const text = await envelope.readBody(maxBytes);
  if (text === undefined) return relayAnswer({ ok: false, problem: payloadTooLarge(maxBytes) });
  const payload = parsePayload(text);
  return relayAnswer(payload.ok ? await relayRequest(payload.value, options) : payload);
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
function envelopeProblem(method: string | undefined, contentType: string | null | undefined, contentLength: number, maxBytes: number): RelayProblem | undefined {
  if (method !== 'POST') return relayProblem('method-not-allowed', `${relayPath} takes POST with a JSON payload, not ${method ?? 'this method'}.`);
  if (!/^application\/json\s*(?:;|$)/i.test(contentType ?? '')) {
    return relayProblem('unsupported-media-type', `${relayPath} takes Content-Type: application/json, not ${contentType ? JSON.stringify(contentType) : 'a body without a type'}.`);
  }
  if (contentLength > maxBytes) return payloadTooLarge(maxBytes);
  return undefined;
}

function payloadTooLarge(maxBytes: number): RelayProblem {
  return relayProblem('request-too-large', `The relay payload is over ${formatBytes(maxBytes)}, the most the relay reads. Send large uploads with cURL or your own client instead.`);
}

/** The payload text as JSON, or the problem that says it is not. */
function parsePayload(text: string): RelayResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return refused('invalid-request', `The payload is not JSON (${(error as Error).message}). Post { "method", "url", "headers", "body", "bodyEncoding" } as JSON.`);
  }
}

/** How a core result, or a problem of the edge itself, goes out over HTTP. */
function relayAnswer(result: RelayResult<RelayResponse>): RelayHttpAnswer {
  const headers: Record<string, string> = {
    'content-type': result.ok ? 'application/json; charset=utf-8' : 'application/problem+json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (!result.ok && result.problem.status === 405) headers.allow = 'POST';
  if (!result.ok && result.problem.status === 429) headers['retry-after'] = '1';
  return { status: result.ok ? 200 : result.problem.status, headers, body: JSON.stringify(result.ok ? result.value : result.problem) };
}
