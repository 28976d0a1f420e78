import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { checkDestination } from './check-destination.ts';
import { encodeResponseBody } from './encode-response-body.ts';
import { nextRedirectHop } from './next-redirect-hop.ts';
import { hopByHopHeaders } from './outgoing-headers.ts';
import { readResponseBody } from './read-response-body.ts';
import { resolveRelayOptions, type RelayLimits, type RelayOptions, type ResolvedRelayOptions } from './relay-options.ts';
import { formatBytes, refused, type RelayResult } from './relay-problems.ts';
import type { RelayProblem, RelayResponse } from '../relay-types.ts';
import { sequentialKind } from '../sequential-media.ts';
import { sendPinned } from './send-pinned.ts';
import { validateRelayRequest, type ValidRelayRequest } from './validate-relay-request.ts';

/** An answer whose head has arrived and whose body is still to read, the exchange's deadline still running. */
export interface OpenAnswer {
  response: IncomingMessage;
  /** The origin that answered (after redirects). */
  origin: string;
  /** `performance.now()` when the request was first sent. */
  started: number;
  /** Aborts when the relay's time cap passes: a stream ends there. */
  deadline: AbortSignal;
  limits: RelayLimits;
  /** A failure while reading the body, as the problem a reader is shown. */
  failure(error: unknown): { ok: false; problem: RelayProblem };
}

/**
 * The relay, apart from any transport: checks a payload (`RelayRequest` as posted, unchecked),
 * sends it to a declared server over a connection pinned to the checked address, follows
 * redirects under the same checks, and answers the API's response, whatever its status, or the
 * problem that stopped it. A stream (a sequential media type) is read until it ends or a cap
 * stops it; `capped` then says which. Never throws.
 */
export async function relayRequest(payload: unknown, options: RelayOptions): Promise<RelayResult<RelayResponse>> {
  const opened = await openRelayed(payload, options);
  return opened.ok ? readWhole(opened.value) : opened;
}

/** The body of an opened answer, read whole (a stream until it ends or a cap stops it). */
export async function readWhole(answer: OpenAnswer): Promise<RelayResult<RelayResponse>> {
  const { response, limits } = answer;
  const stream = sequentialKind(String(response.headers['content-type'] ?? '')) !== undefined;
  try {
    const body = await readResponseBody(response, { maxBytes: limits.responseBytes, ...(stream ? { keepPartial: answer.deadline } : {}) });
    if (body === 'too-large') {
      return refused(
        'response-too-large',
        `The answer of ${answer.origin} is larger than ${formatBytes(limits.responseBytes)}, the most the relay passes on. Ask for less (paging, filters, a smaller file), or call the API with cURL.`,
      );
    }
    const head = answerHead(response, body.decoded);
    return {
      ok: true,
      value: {
        ...head,
        ...encodeResponseBody(body.bytes, head.headers['content-type']),
        timeMs: Math.round(performance.now() - answer.started),
        ...(body.cut ? { capped: capText(body.cut, limits) } : {}),
      },
    };
  } catch (error) {
    return answer.failure(error);
  } finally {
    response.destroy();
  }
}

/**
 * Checks and sends a payload, following redirects, up to the head of the answer. The deadline
 * (and `stop`, when the reader goes away) keeps running over the body: aborting either drops the
 * connection to the API.
 */
export async function openRelayed(payload: unknown, options: RelayOptions, stop?: AbortSignal): Promise<RelayResult<OpenAnswer>> {
  const resolved = resolveRelayOptions(options);
  const valid = validateRelayRequest(payload, resolved.limits.requestBytes);
  if (!valid.ok) return valid;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), resolved.limits.timeMs);
  const signal = stop ? AbortSignal.any([deadline.signal, stop]) : deadline.signal;
  const current = { hop: valid.value };
  const failure = (error: unknown) => {
    const origin = current.hop.url.origin;
    if (deadline.signal.aborted) {
      return refused(
        'timeout',
        `${origin} did not answer within ${resolved.limits.timeMs / 1000} s, the time the relay gives a request (redirects included). Try again, or check that the server is up.`,
      );
    }
    return refused(
      'unreachable',
      `Could not get an answer from ${origin}: ${failureReason(error)}. Check that the server is running and that the URL is right.`,
    );
  };
  try {
    const started = performance.now();
    const head = await follow(current, resolved, signal);
    // A refusal (target not allowed, too many redirects) must not leave the timer holding the process.
    if (!head.ok) {
      clearTimeout(timer);
      return head;
    }
    // The time cap holds until the body is read or dropped.
    head.value.once('close', () => clearTimeout(timer));
    return { ok: true, value: { response: head.value, origin: current.hop.url.origin, started, deadline: deadline.signal, limits: resolved.limits, failure } };
  } catch (error) {
    clearTimeout(timer);
    return failure(error);
  }
}

/** Status and headers as relayed: a decompressed body's old encoding and length would mislead. */
export function answerHead(response: IncomingMessage, decoded: boolean): Pick<RelayResponse, 'status' | 'statusText' | 'headers'> {
  const headers = flattenHeaders(response.headers);
  if (decoded) for (const name of ['content-encoding', 'content-length']) delete headers[name];
  return { status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers };
}

/** Why a stream ends before the API ended it, in words a reader acts on. */
export function capText(cut: 'size' | 'time', limits: RelayLimits): string {
  return cut === 'size'
    ? `Stopped after ${formatBytes(limits.responseBytes)}, the most the relay passes on. Call the API with cURL to read the whole stream.`
    : `Stopped after ${limits.timeMs / 1000} s, the time the relay gives a request. Call the API with cURL to read the whole stream.`;
}

/** Sends `current.hop` and each redirect after it, up to the head of the answer; `current` tells a failure which hop it was. */
async function follow(current: { hop: ValidRelayRequest }, options: ResolvedRelayOptions, signal: AbortSignal): Promise<RelayResult<IncomingMessage>> {
  let redirectedFrom: URL | undefined;
  for (let redirects = 0; ; redirects++) {
    const { hop } = current;
    const destination = await untilAborted(checkDestination(hop.url, options, redirectedFrom ? { redirectedFrom } : {}), signal);
    if (!destination.ok) return destination;
    const response = await sendPinned(hop, destination.value, signal);
    const next = nextRedirectHop(hop, response.statusCode ?? 0, response.headers.location);
    if (!next) return { ok: true, value: response };
    response.destroy();
    if (redirects === options.limits.redirects) {
      return refused(
        'too-many-redirects',
        `${hop.url.origin} redirected more than ${options.limits.redirects} times (the last time to ${next.url.href}), the most the relay follows. Check the server URL: it may loop.`,
      );
    }
    redirectedFrom = hop.url;
    current.hop = next;
  }
}

/** Rejects as soon as the deadline passes, even while DNS is still thinking. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The answer's headers as a browser shows them: repeated ones joined with ", ", the connection's own left out. */
function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHopHeaders.has(name)) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Why a connection failed, in words. */
function failureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code ?? '';
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'the server refused the connection (ECONNREFUSED)',
    ECONNRESET: 'the server closed the connection (ECONNRESET)',
    EHOSTUNREACH: 'no route to the host (EHOSTUNREACH)',
    ENETUNREACH: 'no route to the network (ENETUNREACH)',
    ETIMEDOUT: 'the connection timed out (ETIMEDOUT)',
  };
  if (reasons[code]) return reasons[code];
  if (code.startsWith('HPE_')) return `the server's answer is not valid HTTP (${code})`;
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `its TLS certificate is not accepted (${code}: ${(error as Error).message})`;
  if (code === 'Z_DATA_ERROR' || code.startsWith('ERR__')) return `its compressed answer is corrupt (${code})`;
  return (error as Error)?.message || String(error);
}
