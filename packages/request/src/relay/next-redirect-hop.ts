import { withoutHeaders } from './outgoing-headers.ts';
import type { ValidRelayRequest } from './validate-relay-request.ts';

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const credentialHeaders = new Set(['authorization', 'cookie', 'proxy-authorization']);

/**
 * The request a redirect asks for, the way browsers follow one (Fetch standard): 303, and 301 or
 * 302 after a POST, become a GET without body; credentials stay behind when the origin changes.
 * Undefined when the answer is not a redirect to an http(s) URL: it is then the answer relayed.
 */
export function nextRedirectHop(hop: ValidRelayRequest, status: number, location: string | undefined): ValidRelayRequest | undefined {
  if (!redirectStatuses.has(status) || location === undefined) return undefined;
  const url = URL.parse(location, hop.url);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  url.hash = '';
  const toGet = (status === 303 && hop.method !== 'HEAD') || ((status === 301 || status === 302) && hop.method === 'POST');
  const crossOrigin = url.origin !== hop.url.origin;
  const headers = withoutHeaders(hop.headers, (name) => (crossOrigin && credentialHeaders.has(name)) || (toGet && name.startsWith('content-')));
  return { method: toGet ? 'GET' : hop.method, url, headers, body: toGet ? null : hop.body };
}
