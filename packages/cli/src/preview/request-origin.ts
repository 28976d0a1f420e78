import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Whether a request to the preview's relay or MCP server comes from the preview's own pages.
 * The preview relays to the author's private network (a mock API on localhost), so a page of
 * another site must not reach it, not even through DNS rebinding (a name of the attacker's that
 * resolves to 127.0.0.1): the Host must be an address or `localhost`, never another name, and a
 * browser's Origin, when sent, must be that same host.
 */
export function fromOwnPages(req: IncomingMessage): boolean {
  const host = req.headers.host;
  if (!host) return false;
  const hostname = URL.parse(`http://${host}`)?.hostname.replace(/^\[|\]$/g, '');
  if (!hostname || (hostname !== 'localhost' && !hostname.endsWith('.localhost') && !isIP(hostname))) return false;
  const origin = req.headers.origin;
  return origin === undefined || URL.parse(origin)?.host === host.toLowerCase();
}
