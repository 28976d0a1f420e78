import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRelayHandler, readRelayFile } from '@quire/request/node';
import { cachePerSite } from './site-cache.ts';

type RelayHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface SiteRelays {
  /** The relay of a published site (by its real folder), or undefined when it declares none. */
  forSite(siteRoot: string): Promise<RelayHandler | undefined>;
}

/**
 * Each site's `/api/request` relay, built from the relay.json its build wrote. A tenant's spec
 * declares the targets, so the relay never reaches loopback, and private addresses only for the
 * operator's `privateOrigins`: a spec must not open the service's own network. Cached per
 * published folder: a publish is a new folder, so a new relay.json is read once, when first used.
 */
export function createSiteRelays(privateOrigins: string[]): SiteRelays {
  return { forSite: cachePerSite((siteRoot) => loadRelay(siteRoot, privateOrigins)) };
}

async function loadRelay(siteRoot: string, privateOrigins: string[]): Promise<RelayHandler | undefined> {
  // A relay.json that does not parse is the tenant's build output, not the service's fault: the
  // site then has no relay, which the playground reports to its reader.
  const targets = await readRelayFile(siteRoot).catch(() => undefined);
  return targets ? createRelayHandler({ targets, loopback: 'never', privateOrigins }) : undefined;
}
