// The address a request comes from, for limits and logs. Behind trusted reverse proxies it is the
// nearest address in X-Forwarded-For that no trusted proxy holds; otherwise the socket's peer.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { TrustFunction } from './trust-proxy.ts';

/** The client's address in one spelling (`::ffff:10.0.0.1` reads as `10.0.0.1`), or `unknown` for a closed socket. */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  // proxy-addr walks X-Forwarded-For right to left from the socket's peer while each hop is trusted,
  // so a value the client wrote further left is never reached.
  const chain = proxyaddr.all(req, trust);
  // An entry that is no address (reachable only when more hops are trusted than exist) is skipped
  // for the hop that passed it on, so a key is always a real address.
  for (let hop = chain.length - 1; hop >= 0; hop--) {
    const address = chain[hop];
    if (address && isIP(address)) return ipaddr.process(address).toString();
  }
  return 'unknown';
}

/**
 * What a per-client limit counts by: the client's address, or an IPv6 client's whole /64. A host
 * is given a /64 (SLAAC, privacy addresses): counted per address it could dodge a limit by
 * changing its own.
 */
export function clientLimitKey(req: IncomingMessage, trust: TrustFunction): string {
  const address = clientAddress(req, trust);
  if (isIP(address) !== 6) return address;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address}/64`).toString()}/64`;
}
