// Base64 over bytes, not strings: btoa alone takes Latin-1 and throws on other characters, and
// Basic credentials, PKCE challenges and relayed binary bodies are all bytes.
// Encoding is the request model's (`@quire/request`); decoding and the URL-safe form are the island's.
import { bytesToBase64 } from '@quire/request';

export { bytesToBase64, textToBase64 } from '@quire/request';

export function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export function base64ToText(base64: string): string {
  return new TextDecoder().decode(base64ToBytes(base64));
}

/** The URL-safe alphabet without padding (RFC 4648 §5), as PKCE and random tokens want it. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
