import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { outgoingHeaders } from './outgoing-headers.ts';
import type { ResolvedAddress } from './relay-options.ts';
import type { ValidRelayRequest } from './validate-relay-request.ts';

/**
 * Sends one request to the addresses that were checked, whatever DNS says by now: the lookup
 * answers those only (all of them, so that node can fall back from IPv6 to IPv4 as browsers
 * do), while TLS still verifies the certificate against the host name.
 * A fresh connection each time (`agent: false`): a pooled socket could lead to an address
 * another relay call checked under other options. Resolves when the answer's head arrives.
 */
export function sendPinned(hop: ValidRelayRequest, pinned: ResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, pinned);
    else callback(null, pinned[0]!.address, pinned[0]!.family);
  };
  const send = hop.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(hop.url, { method: hop.method, headers: outgoingHeaders(hop.headers, hop.method, hop.body), lookup, agent: false, signal });
    request.once('response', resolve);
    request.once('error', reject);
    request.end(hop.body ?? undefined);
  });
}
