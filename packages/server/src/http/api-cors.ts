// CORS for the /v1 API, for the origins the operator names: a docs site's playground (Quire's own
// API reference, or a dashboard) sends from the reader's browser with the reader's token. Bearer
// tokens are not ambient credentials, so an allowed page can act only with a token the reader
// typed; no cookies are involved, so Access-Control-Allow-Credentials is never sent.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Origins whose pages may call the API from a browser, such as `https://docs.example.com`. */
export type ApiCorsOrigins = readonly string[];

/** What a browser may send: the token and a JSON body. */
const allowedRequestHeaders = 'authorization, content-type';
/** What a page may read beyond the simple headers: where a queued update is, when to retry. */
const exposedHeaders = 'location, retry-after';
/** Preflights a browser may reuse for ten minutes. */
const preflightMaxAgeSeconds = 600;

/**
 * `https://docs.example.com[,http://localhost:4321…]`: the origins, or what is wrong with the value.
 * Exact origins only (scheme, host, port; no path): `*` is refused, since any page could then make
 * its readers' browsers send wrong tokens and lock their addresses out (the per-address limit on
 * failed tokens).
 */
export function parseApiCors(value: string): { ok: true; value: ApiCorsOrigins } | { ok: false; message: string } {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.includes('*')) {
    return {
      ok: false,
      message:
        "takes exact origins, not *: with any origin allowed, any web page could make its readers' browsers send wrong tokens and lock their addresses out of the API (the per-address limit on failed tokens). Name the docs sites, such as https://docs.example.com.",
    };
  }
  const origins = parts.map(originOf);
  const wrong = parts.find((_, index) => origins[index] === undefined);
  if (!parts.length || wrong !== undefined) {
    const what = wrong !== undefined && parts.length > 1 ? `${JSON.stringify(wrong)} in ${JSON.stringify(value)}` : JSON.stringify(value);
    return {
      ok: false,
      message: `takes the origins whose pages may call the API, comma-separated, each a scheme, host and optional port with no path (such as https://docs.example.com,http://localhost:4321); got ${what}.`,
    };
  }
  return { ok: true, value: [...new Set(origins as string[])] };
}

/** An http(s) origin as a browser's Origin header writes it (lowercase host, no default port), or undefined. */
function originOf(text: string): string | undefined {
  // Checked on the text too: URL would quietly drop a lone `?` or `#`, and `//host/` has no scheme.
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(text)) return undefined;
  return URL.parse(text)?.origin;
}

/**
 * Adds the CORS headers a request from an allowed origin gets, and answers its preflight (true
 * when it did). A request from any other origin gets none, so its browser keeps the answer from
 * the page.
 */
export function applyApiCors(req: IncomingMessage, res: ServerResponse, origins: ApiCorsOrigins): boolean {
  if (!origins.length) return false;
  // Answers differ by Origin: a shared cache must not hand one origin's answer to another.
  res.setHeader('vary', 'origin');
  const origin = req.headers.origin;
  if (origin === undefined || !origins.includes(origin)) return false;
  res.setHeader('access-control-allow-origin', origin);
  if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) {
    res.setHeader('access-control-expose-headers', exposedHeaders);
    return false;
  }
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, HEAD, POST',
    'access-control-allow-headers': allowedRequestHeaders,
    'access-control-max-age': String(preflightMaxAgeSeconds),
    // Chromium asks before a public page reaches a service on the reader's own machine or network.
    ...(req.headers['access-control-request-private-network'] === 'true' ? { 'access-control-allow-private-network': 'true' } : {}),
    'content-length': '0',
  });
  res.end();
  return true;
}
