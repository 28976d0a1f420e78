import type { IncomingHttpHeaders } from 'node:http';
import type { TokenRecord } from '../storage/records.ts';
import type { TokenStore } from '../storage/storage.ts';
import { apiRefusal, type ApiRefusal } from './api-problems.ts';

/** `tokenRejected`: a token was sent and is not valid, which counts against the sender's address. */
export type AuthResult = { ok: true; token: TokenRecord } | { ok: false; refusal: ApiRefusal; tokenRejected: boolean };

const realm = 'Bearer realm="quire"';

/**
 * The caller's token from `Authorization: Bearer <token>`, verified by the store. Without a
 * token the challenge carries no error code; with one that fails it says `invalid_token`
 * (RFC 6750 §3.1), and never whether the token was unknown or revoked.
 */
export async function authenticate(headers: IncomingHttpHeaders, tokens: Pick<TokenStore, 'verify'>): Promise<AuthResult> {
  const header = headers.authorization;
  if (!header) return refuse('Send `Authorization: Bearer <token>` with an API token (`quire tokens create`).');
  const match = /^Bearer +([\x21-\x7e]+) *$/i.exec(header);
  // Another scheme counts as no credentials: RFC 6750 §3.1 gives that challenge no error code.
  if (!match?.[1]) return refuse('The Authorization header must use the Bearer scheme: `Authorization: Bearer <token>`.');
  const token = await tokens.verify(match[1]);
  if (!token) return refuse('The token is not valid: it may be mistyped or revoked.', 'invalid_token');
  return { ok: true, token };
}

/** Whether a token may act on a project: its own project, or any for an org-wide token. */
export function canAccess(token: TokenRecord, projectId: string): boolean {
  return token.projectId === null || token.projectId === projectId;
}

function refuse(detail: string, error?: 'invalid_token'): AuthResult {
  const challenge = error ? `${realm}, error="${error}"` : realm;
  return { ok: false, refusal: apiRefusal('unauthorized', detail, { 'www-authenticate': challenge }), tokenRejected: error === 'invalid_token' };
}
