// Token requests to the spec's tokenUrl (RFC 6749 §4.1.3, §4.4) as relay requests, and their
// answers read into a token or a message the reader can act on.
import type { RelayRequest, RelayResponse } from '@quire/request';
import { base64ToText, textToBase64 } from '../../base64.ts';

export interface Client {
  clientId: string;
  clientSecret: string;
  /** Where the secret goes: HTTP Basic (which servers must support, RFC 6749 §2.3.1) or the form body. */
  auth: 'header' | 'body';
}

export type TokenResult = { ok: true; accessToken: string; tokenType?: string; expiresIn?: number; scope?: string } | { ok: false; message: string };

/** application/x-www-form-urlencoded, which RFC 6749 also asks for inside the Basic credentials. */
const formEncode = (value: string): string => new URLSearchParams([['', value]]).toString().slice(1);

/** A form POST to an OAuth endpoint, the client authenticated as RFC 6749 §2.3.1 allows. */
export function tokenRequest(tokenUrl: string, client: Client, form: [string, string][]): RelayRequest {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
  if (client.clientSecret && client.auth === 'header') {
    headers.Authorization = `Basic ${textToBase64(`${formEncode(client.clientId)}:${formEncode(client.clientSecret)}`)}`;
  } else {
    // A public client (no secret) still names itself in the body.
    if (client.clientId) form.push(['client_id', client.clientId]);
    if (client.clientSecret) form.push(['client_secret', client.clientSecret]);
  }
  return { method: 'POST', url: tokenUrl, headers, body: new URLSearchParams(form).toString(), bodyEncoding: 'utf8' };
}

export function clientCredentialsRequest(tokenUrl: string, client: Client, scopes: string[]): RelayRequest {
  return tokenRequest(tokenUrl, client, [['grant_type', 'client_credentials'], ...(scopes.length ? [['scope', scopes.join(' ')] as [string, string]] : [])]);
}

export function codeExchangeRequest(tokenUrl: string, client: Client, exchange: { code: string; redirectUri: string; codeVerifier: string }): RelayRequest {
  return tokenRequest(tokenUrl, client, [
    ['grant_type', 'authorization_code'],
    ['code', exchange.code],
    ['redirect_uri', exchange.redirectUri],
    ['code_verifier', exchange.codeVerifier],
  ]);
}

/** JSON as the RFC says, or form-encoded as some providers answer without `Accept`. */
export function parseFields(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    const form = new URLSearchParams(text.trim());
    return form.has('access_token') || form.has('error') ? Object.fromEntries(form) : undefined;
  }
}

const clip = (text: string, max = 300): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A token, or the token endpoint's error in plain words (an OAuth `error` even under status 200, as GitHub does). */
/** The answer's body as text, whichever way the relay carried it. */
export function responseText(response: RelayResponse): string {
  if (response.bodyEncoding !== 'base64') return response.body;
  try {
    return base64ToText(response.body);
  } catch {
    return '';
  }
}

export function readTokenResponse(response: RelayResponse): TokenResult {
  const text = responseText(response);
  const fields = parseFields(text);
  const str = (name: string): string | undefined => (typeof fields?.[name] === 'string' && fields[name] ? (fields[name] as string) : undefined);
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const error = str('error');
  if (error) {
    const description = str('error_description');
    const uri = str('error_uri');
    return { ok: false, message: `The token endpoint refused (${status}): ${error}${description ? ` — ${description}` : ''}${uri ? ` (see ${uri})` : ''}` };
  }
  const accessToken = str('access_token');
  if (response.status >= 200 && response.status < 300 && accessToken) {
    const expiresIn = Number(fields?.expires_in);
    return {
      ok: true,
      accessToken,
      ...(str('token_type') ? { tokenType: str('token_type') } : {}),
      ...(Number.isFinite(expiresIn) && expiresIn > 0 ? { expiresIn } : {}),
      ...(str('scope') ? { scope: str('scope') } : {}),
    };
  }
  const body = text.trim() ? `: ${clip(text.trim())}` : '';
  return {
    ok: false,
    message:
      response.status >= 200 && response.status < 300
        ? `The token endpoint answered ${status} without an access_token${body}`
        : `The token endpoint answered ${status}${body}`,
  };
}

/** Sends a token request and reads its answer; a failure to send (relay refusal, CORS, network) becomes its message. */
export async function requestToken(send: (request: RelayRequest) => Promise<RelayResponse>, request: RelayRequest): Promise<TokenResult> {
  try {
    return readTokenResponse(await send(request));
  } catch (error) {
    return { ok: false, message: `Could not reach the token endpoint: ${error instanceof Error ? error.message : String(error)}` };
  }
}
