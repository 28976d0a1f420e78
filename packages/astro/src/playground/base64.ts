// Base64 over bytes, not strings: btoa alone takes Latin-1 and throws on other characters, and
// Basic credentials, PKCE challenges and relayed binary bodies are all bytes.

/** In chunks: spreading a large array into one call overflows the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Base64 of the UTF-8 bytes of a text (RFC 7617 `charset="UTF-8"`). */
export function textToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

export function base64ToText(base64: string): string {
  return new TextDecoder().decode(base64ToBytes(base64));
}

/** The URL-safe alphabet without padding (RFC 4648 §5), as PKCE and random tokens want it. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
