import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRelayHandler, readRelayFile, type RelayLimits } from '@quire/request/node';
import { clientLimitKey } from '../http/client-address.ts';
import type { TrustFunction } from '../http/trust-proxy.ts';
import { cachePerSite } from './site-cache.ts';

type RelayHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface SiteRelays {
  /** The relay of a published site (by its real folder), or undefined when it declares none. */
  forSite(siteRoot: string): Promise<RelayHandler | undefined>;
}

export interface SiteRelayOptions {
  /**
   * The reverse proxies believed about the client's address (trust-proxy.ts), which each relay
   * holds to its per-client limit; without it, the socket's peer is the client. Behind a proxy it
   * must be given, or every reader shares the proxy's allowance.
   */
  trust?: TrustFunction;
  /** The relay's limits, in place of its defaults (tests shorten the payload deadline). */
  limits?: Partial<RelayLimits>;
}

/**
 * Each site's `/api/request` relay, built from the relay.json its build wrote. A tenant's spec
 * declares the targets, so the relay never reaches loopback, and private addresses only for the
 * operator's `privateOrigins`: a spec must not open the service's own network. Cached per
 * published folder: a publish is a new folder, so a new relay.json is read once, when first used.
 */
export function createSiteRelays(privateOrigins: string[], options: SiteRelayOptions = {}): SiteRelays {
  const trust = options.trust ?? noProxy;
  // Readers are told apart as every other per-client limit of the service tells them.
  const http = { clientAddress: (req: IncomingMessage) => clientLimitKey(req, trust) };
  return { forSite: cachePerSite((siteRoot) => loadRelay(siteRoot, privateOrigins, options.limits, http)) };
}

/** Believes no proxy, as `trustProxy: 0` does: the socket's peer is the client. */
const noProxy: TrustFunction = () => false;

async function loadRelay(
  siteRoot: string,
  privateOrigins: string[],
  limits: Partial<RelayLimits> | undefined,
  http: { clientAddress(req: IncomingMessage): string },
): Promise<RelayHandler | undefined> {
  // A relay.json that does not parse is the tenant's build output, not the service's fault: the
  // site then has no relay, which the playground reports to its reader.
  const targets = await readRelayFile(siteRoot).catch(() => undefined);
  return targets ? createRelayHandler({ targets, loopback: 'never', privateOrigins, ...(limits ? { limits } : {}) }, http) : undefined;
}
