// PKCE (RFC 7636) with the S256 method: the code verifier stays in this browser, only its hash
// travels with the authorization request.
import { bytesToBase64Url } from '../../base64.ts';

/** A random base64url string: 32 bytes give a 43-character verifier, the minimum RFC 7636 allows. */
export function randomToken(bytes = 32): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** BASE64URL(SHA-256(ASCII(verifier))). crypto.subtle exists only on secure pages (https, localhost). */
export async function s256Challenge(verifier: string): Promise<string> {
  if (!crypto.subtle) throw new Error('Signing in with PKCE needs a secure page (https or localhost).');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64Url(new Uint8Array(digest));
}
