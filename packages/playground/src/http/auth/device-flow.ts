// The device authorization grant (RFC 8628): ask the provider for a user code, let the reader
// enter it on the provider's page, and poll the token endpoint until the reader has approved.
// No DOM here: the view (device-view.ts) shows the code and the messages.
import type { RelayRequest, RelayResponse } from '@quire/request';
import { absolute } from './http-url.ts';
import { DEVICE_CODE_GRANT } from './oauth-flows.ts';
import { parseFields, readTokenResponse, responseText, tokenRequest, type Client, type TokenResult } from './token-request.ts';

/** RFC 8628 §3.2: the interval when the provider names none, and §3.5: what `slow_down` adds. */
const DEFAULT_INTERVAL_S = 5;
const SLOW_DOWN_S = 5;

export interface DeviceAuthorization {
  deviceCode: string;
  userCode: string;
  verificationUri: string;
  /** The verification URI with the user code in it, when the provider offers one. */
  verificationUriComplete?: string;
  expiresIn: number;
  interval: number;
}

/** RFC 8628 §3.1: the client names itself (and its secret, if any, as for the token endpoint). */
export function deviceAuthorizationRequest(url: string, client: Client, scopes: string[]): RelayRequest {
  return tokenRequest(url, client, scopes.length ? [['scope', scopes.join(' ')]] : []);
}

/** RFC 8628 §3.4: the device code in exchange for a token, asked again at each poll. */
export function deviceTokenRequest(tokenUrl: string, client: Client, deviceCode: string): RelayRequest {
  return tokenRequest(tokenUrl, client, [
    ['grant_type', DEVICE_CODE_GRANT],
    ['device_code', deviceCode],
  ]);
}

/** A web page may only link to http(s): a `javascript:` verification URI must not become a link. */
const webUrl = (value: unknown): string | undefined => (typeof value === 'string' ? absolute(value) : undefined);

/** The device authorization answer (RFC 8628 §3.2), or the provider's refusal in plain words. */
export function readDeviceAuthorization(response: RelayResponse): { ok: true; value: DeviceAuthorization } | { ok: false; message: string } {
  const fields = parseFields(responseText(response)) ?? {};
  if (response.status < 200 || response.status >= 300 || typeof fields.error === 'string') {
    // The error format is the token endpoint's (§3.2 points to RFC 6749 §5.2): so is its reading.
    const refused = readTokenResponse(response);
    const message = refused.ok ? `answered ${response.status}` : refused.message.replace(/^The token endpoint /, '');
    return { ok: false, message: `The device authorization endpoint ${message}` };
  }
  const deviceCode = typeof fields.device_code === 'string' ? fields.device_code : '';
  const userCode = typeof fields.user_code === 'string' ? fields.user_code : '';
  // Some providers (Google) still say `verification_url`, from an earlier draft of the RFC.
  const verificationUri = webUrl(fields.verification_uri) ?? webUrl(fields.verification_url);
  const missing = [!deviceCode && 'device_code', !userCode && 'user_code', !verificationUri && 'verification_uri (an http or https URL)'].filter(Boolean);
  if (missing.length)
    return { ok: false, message: `The device authorization endpoint answered ${response.status} without ${missing.join(', ')}, so there is no code to show.` };
  const seconds = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);
  const complete = webUrl(fields.verification_uri_complete);
  return {
    ok: true,
    value: {
      deviceCode,
      userCode,
      verificationUri: verificationUri!,
      ...(complete ? { verificationUriComplete: complete } : {}),
      expiresIn: seconds(fields.expires_in, 600),
      interval: seconds(fields.interval, DEFAULT_INTERVAL_S),
    },
  };
}

export type PollAnswer =
  | { kind: 'token'; result: Extract<TokenResult, { ok: true }> }
  | { kind: 'pending' }
  | { kind: 'slowDown' }
  | { kind: 'failed'; message: string };

const ERROR_WORDS: Record<string, string> = {
  access_denied: 'The sign-in was declined at the provider, so no token was issued. Start again to get a new code.',
  expired_token: 'The code expired before it was approved. Start again to get a new code.',
};

/** One poll's answer (RFC 8628 §3.5): keep waiting, wait longer, stop with a message, or the token. */
export function readPollAnswer(response: RelayResponse): PollAnswer {
  const result = readTokenResponse(response);
  if (result.ok) return { kind: 'token', result };
  const error = parseFields(responseText(response))?.error;
  if (error === 'authorization_pending') return { kind: 'pending' };
  if (error === 'slow_down') return { kind: 'slowDown' };
  return { kind: 'failed', message: (typeof error === 'string' && ERROR_WORDS[error]) || result.message };
}

export interface PollOptions {
  interval: number;
  expiresIn: number;
  signal: AbortSignal;
  /** Waits, and rejects when the signal aborts; a parameter so tests need not wait in real time. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Told before each wait, with the interval in force (it grows on `slow_down`). */
  onWait?: (intervalS: number) => void;
}

const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Polls until the token comes, the provider refuses, the code expires or the reader cancels
 * (the result is then undefined and nothing more is sent).
 */
export async function pollForToken(
  send: (request: RelayRequest) => Promise<RelayResponse>,
  request: RelayRequest,
  options: PollOptions,
): Promise<TokenResult | undefined> {
  const sleep = options.sleep ?? realSleep;
  let interval = Math.max(1, options.interval);
  let waited = 0;
  for (;;) {
    options.onWait?.(interval);
    try {
      await sleep(interval * 1000, options.signal);
    } catch {
      return undefined;
    }
    waited += interval;
    let response: RelayResponse;
    try {
      response = await send(request);
    } catch (error) {
      if (options.signal.aborted) return undefined;
      return { ok: false, message: `Could not reach the token endpoint: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (options.signal.aborted) return undefined;
    const answer = readPollAnswer(response);
    if (answer.kind === 'token') return answer.result;
    if (answer.kind === 'failed') return { ok: false, message: answer.message };
    if (answer.kind === 'slowDown') interval += SLOW_DOWN_S;
    if (waited >= options.expiresIn) return { ok: false, message: ERROR_WORDS.expired_token! };
  }
}
