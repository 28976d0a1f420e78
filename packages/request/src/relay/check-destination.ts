import { isIP } from 'node:net';
import { classifyAddress, type AddressClass } from './blocked-addresses.ts';
import { isOriginAllowed, originsOnHost } from './origin-allowed.ts';
import type { ResolvedAddress, ResolvedRelayOptions } from './relay-options.ts';
import { refused, type RelayResult } from './relay-problems.ts';

/** Where a hop comes from, for refusals that tell a redirect apart from the reader's own URL. */
export interface HopOrigin {
  /** The URL that redirected here; undefined for the first request. */
  redirectedFrom?: URL;
}

/**
 * Whether the relay may send to `url`, and the address to connect to: the origin must be
 * declared, and every address its host resolves to must be one the options allow. The answer is
 * the addresses the connection is pinned to, so that DNS cannot change between check and connect.
 */
export async function checkDestination(url: URL, options: ResolvedRelayOptions, hop: HopOrigin = {}): Promise<RelayResult<ResolvedAddress[]>> {
  const via = hop.redirectedFrom ? `The API at ${hop.redirectedFrom.origin} redirected to ${url.origin}, and ${url.origin}` : url.origin;
  if (!isOriginAllowed(options.targets.origins, url)) {
    const onHost = originsOnHost(options.targets.origins, url);
    const declared = onHost.length ? ` On this host the specs declare ${onHost.join(', ')}: check the scheme and port.` : '';
    return refused(
      'target-not-allowed',
      `${via} is not a server of this site's API specs. Add it to api.playground.allowedOrigins in docs.json if it should be reachable.${declared}`,
    );
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await options.resolveHost(host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return refused('unreachable', `${via} cannot be reached: its host name ${host} does not resolve${code ? ` (${code})` : ''}. Check the server URL.`);
    }
    if (addresses.length === 0) return refused('unreachable', `${via} cannot be reached: its host name ${host} has no address. Check the server URL.`);
  }
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (!isAddressAllowed(kind, url, options))
      return refused('address-blocked', `${via} ${host === address ? 'is' : `resolves to ${address}, which is`} ${blockedReason(kind, options)}`);
  }
  return { ok: true, value: addresses };
}

function isAddressAllowed(kind: AddressClass, url: URL, options: ResolvedRelayOptions): boolean {
  if (kind === 'public') return true;
  if (kind === 'loopback' && options.loopback === 'declared') return true;
  const operatorAllowed = kind === 'loopback' || kind === 'private' || kind === 'link-local';
  return operatorAllowed && isOriginAllowed(options.privateOrigins, url);
}

/** What the address is and what to do instead: the end of an `address-blocked` detail. */
function blockedReason(kind: AddressClass, options: ResolvedRelayOptions): string {
  const operator = "; this relay's operator can allow this origin to reach private addresses.";
  switch (kind) {
    case 'loopback':
      return options.loopback === 'never'
        ? `a loopback address: the relay's own host, which a relay that serves the public never reaches. Try servers on your own machine with \`quire dev\` or \`quire preview\`, or give the API a public address${operator}`
        : 'a loopback address.';
    case 'private':
      return `a private network address, which the relay does not reach. Give the API a public address${operator}`;
    case 'link-local':
      return `a link-local address, which the relay does not reach. Give the API a public address${operator}`;
    case 'metadata':
      return 'a cloud metadata address, which the relay never reaches.';
    default:
      return 'a reserved address (unspecified, multicast or benchmarking), which the relay never reaches. Use the address the server really listens on, such as localhost.';
  }
}
