import type { IncomingHttpHeaders } from 'node:http';
import { checkDestination } from './check-destination.ts';
import { encodeResponseBody } from './encode-response-body.ts';
import { nextRedirectHop } from './next-redirect-hop.ts';
import { hopByHopHeaders } from './outgoing-headers.ts';
import { readResponseBody } from './read-response-body.ts';
import { resolveRelayOptions, type RelayOptions, type ResolvedRelayOptions } from './relay-options.ts';
import { formatBytes, refused, type RelayResult } from './relay-problems.ts';
import type { RelayResponse } from '../relay-types.ts';
import { sendPinned } from './send-pinned.ts';
import { validateRelayRequest, type ValidRelayRequest } from './validate-relay-request.ts';

/**
 * The relay, apart from any transport: checks a payload (`RelayRequest` as posted, unchecked),
 * sends it to a declared server over a connection pinned to the checked address, follows
 * redirects under the same checks, and answers the API's response, whatever its status, or the
 * problem that stopped it. Never throws.
 */
export async function relayRequest(payload: unknown, options: RelayOptions): Promise<RelayResult<RelayResponse>> {
  const resolved = resolveRelayOptions(options);
  const valid = validateRelayRequest(payload, resolved.limits.requestBytes);
  if (!valid.ok) return valid;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), resolved.limits.timeMs);
  const current = { hop: valid.value };
  try {
    return await follow(current, resolved, deadline.signal);
  } catch (error) {
    const origin = current.hop.url.origin;
    if (deadline.signal.aborted) {
      return refused('timeout', `${origin} did not answer within ${resolved.limits.timeMs / 1000} s, the time the relay gives a request (redirects included). Try again, or check that the server is up.`);
    }
    return refused('unreachable', `Could not get an answer from ${origin}: ${failureReason(error)}. Check that the server is running and that the URL is right.`);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends `current.hop` and each redirect after it; `current` tells a failure which hop it was. */
async function follow(current: { hop: ValidRelayRequest }, options: ResolvedRelayOptions, signal: AbortSignal): Promise<RelayResult<RelayResponse>> {
  const started = performance.now();
  let redirectedFrom: URL | undefined;
  for (let redirects = 0; ; redirects++) {
    const { hop } = current;
    const destination = await untilAborted(checkDestination(hop.url, options, redirectedFrom ? { redirectedFrom } : {}), signal);
    if (!destination.ok) return destination;
    const response = await sendPinned(hop, destination.value, signal);
    const next = nextRedirectHop(hop, response.statusCode ?? 0, response.headers.location);
    if (next) {
      response.destroy();
      if (redirects === options.limits.redirects) {
        return refused('too-many-redirects', `${hop.url.origin} redirected more than ${options.limits.redirects} times (the last time to ${next.url.href}), the most the relay follows. Check the server URL: it may loop.`);
      }
      redirectedFrom = hop.url;
      current.hop = next;
      continue;
    }
    const body = await readResponseBody(response, options.limits.responseBytes);
    if (body === 'too-large') {
      return refused('response-too-large', `The answer of ${hop.url.origin} is larger than ${formatBytes(options.limits.responseBytes)}, the most the relay passes on. Ask for less (paging, filters, a smaller file), or call the API with cURL.`);
    }
    const headers = flattenHeaders(response.headers);
    // The relayed body is the decompressed one: its old encoding and length would mislead.
    if (body.decoded) for (const name of ['content-encoding', 'content-length']) delete headers[name];
    return {
      ok: true,
      value: {
        status: response.statusCode ?? 0,
        statusText: response.statusMessage ?? '',
        headers,
        ...encodeResponseBody(body.bytes, headers['content-type']),
        timeMs: Math.round(performance.now() - started),
      },
    };
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
