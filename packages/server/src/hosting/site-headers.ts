// The security headers of every hosted site's responses: what its pages may load, who may frame
// them (a framed playground can be clickjacked into sending a reader's requests), and what other
// sites learn of the page a reader came from.

/** CSP `frame-ancestors` sources: `'none'`, `'self'`, or origins such as `https://portal.example.com`. */
export type FrameAncestors = string[];

/** No site may frame a hosted page unless the operator says which may. */
export const defaultFrameAncestors: FrameAncestors = ["'none'"];

/**
 * What a built site needs, and no more than a policy shared by every site can know:
 * - scripts and styles from the site itself, inline ones included: each page's early theme script
 *   and the code-language script are written from that site's docs.json, and the tenant's own
 *   components may add theirs, so no list of hashes fits every page; what 'self' still keeps out
 *   is script from any other origin. `'wasm-unsafe-eval'` runs the search index's WebAssembly.
 * - Google Fonts' stylesheets (docs.json `fonts` without a file), fonts and images from any
 *   https address (a font's `source` URL, images in MDX).
 * - connections to any server: the playground and the WebSocket playground reach the servers
 *   the tenant's specs name, straight from the reader's browser when the site says so (http and
 *   ws for a local API; browsers still keep an https page from plain http elsewhere).
 * - no plugins, no `<base>` elsewhere, forms posting only to the site.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' data: https:",
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob: https:",
  "connect-src 'self' https: wss: http: ws:",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The headers every response of a hosted site carries, with the service's framing rule. */
export function siteHeaders(frameAncestors: FrameAncestors = defaultFrameAncestors): Record<string, string> {
  const frameOptions = legacyFrameOptions(frameAncestors);
  return {
    'content-security-policy': `${contentSecurityPolicy}; frame-ancestors ${frameAncestors.join(' ')}`,
    // Other sites learn the docs site's origin (API owners and linked sites see where readers
    // come from, and referrer-restricted API keys keep working in the playground), never the
    // page's path or query, and nothing at all over plain http.
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(frameOptions ? { 'x-frame-options': frameOptions } : {}),
  };
}

/**
 * X-Frame-Options for browsers without `frame-ancestors`: it can say only "nobody" or "this
 * origin", so with other origins allowed it is left out (newer browsers follow the CSP).
 */
function legacyFrameOptions(frameAncestors: FrameAncestors): string | undefined {
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") return 'DENY';
  if (frameAncestors.length === 1 && frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  return undefined;
}

/**
 * `none`, `self`, or origins that may frame the sites (`https://portal.example.com`,
 * `https://*.example.com`), comma-separated: the CSP sources, or what is wrong with the value.
 */
export function parseFrameAncestors(value: string): { ok: true; value: FrameAncestors } | { ok: false; message: string } {
  const parts = value
    .split(',')
    .map((part) => part.trim().replace(/^'(none|self)'$/, '$1'))
    .filter(Boolean);
  const wrong = parts.find((part) => part !== 'none' && part !== 'self' && !isOriginSource(part));
  if (!parts.length || wrong !== undefined || (parts.includes('none') && parts.length > 1)) {
    const what = wrong !== undefined && parts.length > 1 ? `${JSON.stringify(wrong)} in ${JSON.stringify(value)}` : JSON.stringify(value);
    return {
      ok: false,
      message: `takes none, self, or the origins that may frame the sites, comma-separated (such as self,https://portal.example.com); got ${what}.`,
    };
  }
  return { ok: true, value: parts.map((part) => (part === 'none' || part === 'self' ? `'${part}'` : part.toLowerCase())) };
}

/** `https://host[:port]`, the host possibly `*.`-prefixed: an origin, with no path, that a CSP source can name. */
function isOriginSource(source: string): boolean {
  return /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(source);
}
