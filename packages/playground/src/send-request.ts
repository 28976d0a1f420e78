// Sends a composed request: through the docs site's relay (the default) or straight from the
// browser (api.playground.proxy false, or a static host that has no relay: see send-auto.ts).
// Every failure becomes an Error a reader can act on.
import { relayPath, relayStreamType, sequentialKind, type RelayProblem, type RelayRequest, type RelayResponse } from '@quire/request';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { fromBody, fromRelay, type StreamedAnswer } from './streamed-answer.ts';
import { siteBase } from './contract.ts';

/** The relay refused the request or could not get an answer: its problem details, shown as they are. */
export class RelayRefusal extends Error {
  readonly problem: RelayProblem;
  constructor(problem: RelayProblem) {
    super(problem.detail || problem.title);
    this.problem = problem;
  }
}

/** The site has no relay: a static host answers its path 404, or 405/501 to a POST. */
export class NoRelay extends Error {}

/** The browser could not send the request itself: the API does not allow CORS, is down, or the URL is wrong. */
export class BrowserBlocked extends Error {
  readonly origin: string;
  constructor(origin: string) {
    super(
      `The browser could not reach ${origin}. This site sends requests straight to the API, so the API must answer CORS requests from ${location.origin} ` +
        '(Access-Control-Allow-Origin, and Access-Control-Allow-Headers for the headers sent). The server may also be down or the URL wrong.',
    );
    this.origin = origin;
  }
}

/**
 * With `stream`, a sequential answer (or `text/*` sent chunked) comes as it arrives; anything
 * else comes whole, as without it.
 */
export async function sendThroughRelay(request: RelayRequest): Promise<RelayResponse>;
export async function sendThroughRelay(request: RelayRequest, stream: boolean): Promise<RelayResponse | StreamedAnswer>;
export async function sendThroughRelay(request: RelayRequest, stream = false): Promise<RelayResponse | StreamedAnswer> {
  // Under the site's base, like every other path of it: a site at /docs/ has its relay at /docs/api/request.
  const relayUrl = `${siteBase(document.documentElement)}${relayPath}`;
  const controller = new AbortController();
  const started = performance.now();
  let answer: Response;
  try {
    const payload: RelayRequest = stream ? { ...request, stream } : request;
    answer = await fetch(relayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
  } catch {
    throw new Error(`Could not reach this docs site's request relay (${relayPath}). Check your connection and try again.`);
  }
  // A static host without the relay: it has no such path (404) or takes no POST there (405).
  if (answer.status === 404 || answer.status === 405 || answer.status === 501) throw new NoRelay(`${relayPath} answered ${answer.status}`);
  const type = answer.headers.get('content-type') ?? '';
  if (answer.ok && answer.body && type.startsWith(relayStreamType)) return fromRelay(answer.body, controller, started);
  const payload: unknown = await answer.json().catch(() => undefined);
  if (type.includes('problem+json') && isProblem(payload)) throw new RelayRefusal(payload);
  if (!answer.ok || !isRelayResponse(payload)) {
    throw new Error(
      `The request relay answered ${answer.status} ${answer.statusText} instead of the API's response. A proxy in front of the site may block POST ${relayPath}.`,
    );
  }
  return payload;
}

/**
 * `withCookies` (docs.json `api.playground.credentials`) sends the reader's cookies and HTTP
 * authentication for the API's site along (`credentials: "include"`); otherwise none go.
 */
export async function sendDirectly(request: RelayRequest, stream?: boolean, withCookies?: boolean): Promise<RelayResponse>;
export async function sendDirectly(request: RelayRequest, stream: boolean, withCookies?: boolean): Promise<RelayResponse | StreamedAnswer>;
export async function sendDirectly(request: RelayRequest, stream = false, withCookies = false): Promise<RelayResponse | StreamedAnswer> {
  const started = performance.now();
  const controller = new AbortController();
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === null ? {} : { body: request.bodyEncoding === 'base64' ? (base64ToBytes(request.body) as Uint8Array<ArrayBuffer>) : request.body }),
      credentials: withCookies ? 'include' : 'omit',
      signal: controller.signal,
    });
  } catch {
    // fetch tells a page no more than this: a CORS refusal and an unreachable server look the same.
    throw new BrowserBlocked(new URL(request.url).origin);
  }
  if (stream && response.body && sequentialKind(response.headers.get('content-type') ?? '')) return fromBody(response, controller, started);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name] = value;
  const text = isTextual(headers['content-type'] ?? '');
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    body: text ? new TextDecoder().decode(bytes) : bytesToBase64(bytes),
    bodyEncoding: text ? 'utf8' : 'base64',
    timeMs: Math.round(performance.now() - started),
  };
}

export function isTextual(contentType: string): boolean {
  return /^text\/|[/+](json|xml|javascript|x-www-form-urlencoded|yaml|csv|html)\b/i.test(contentType) || contentType === '';
}

function isProblem(value: unknown): value is RelayProblem {
  return !!value && typeof value === 'object' && typeof (value as RelayProblem).title === 'string';
}

function isRelayResponse(value: unknown): value is RelayResponse {
  return !!value && typeof value === 'object' && typeof (value as RelayResponse).status === 'number' && typeof (value as RelayResponse).body === 'string';
}
