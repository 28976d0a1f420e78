import type { IncomingMessage, ServerResponse } from 'node:http';
import { relayPath } from '@quire/request/node';
import type { ArtifactStore } from '../artifacts/artifact-store.ts';
import { siteAddress } from './site-address.ts';
import { siteHeaders, type FrameAncestors } from './site-headers.ts';
import { createSiteMcpServers, mcpPath } from './site-mcp.ts';
import type { TrustFunction } from '../http/trust-proxy.ts';
import { createSiteRelays } from './site-relays.ts';
import { serveStaticFile } from './static-files.ts';

export interface SiteHandlerOptions {
  /** Where the published sites are: each site is served from the local folder of its current version. */
  artifacts: Pick<ArtifactStore, 'servedFolder'>;
  /** The service's host name: sites answer at `<subdomain>.<host>`. Path mode only while it is unset or `localhost`. */
  host?: string;
  /** The origins that may frame the sites (CSP frame-ancestors sources); none by default. */
  frameAncestors?: FrameAncestors;
  relay?: {
    /** Origins a site's relay may reach on private addresses (a sandbox API on the service's network). */
    privateOrigins?: string[];
    /** Which proxies' X-Forwarded-For to believe, so each reader has its own share of a site's relay. */
    trust?: TrustFunction;
  };
  /** Called with what made a request fail with 500; the reader sees only "Internal error". */
  onError?: (error: unknown) => void;
}

/** Serves published sites: resolves true when the request named a site, false to let the service route on. */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * Each project's published site, with its relay at `/api/request` and MCP server at `/mcp`, at
 * `<subdomain>.<host>` and, on a local service only (no domain, or `localhost`), at
 * `/sites/<subdomain>/`. Path mode serves the same files, but a built site links with absolute
 * paths (`/guide`, `/_astro/...`, `/api/request`), so only its pages' own address works there:
 * use a subdomain to browse a site fully (with `host: 'localhost'`, browsers send
 * `acme.localhost:<port>` to this machine). Path mode also puts every site on one origin with
 * the service, so a site's scripts share storage with the others': it is off once a domain is set.
 */
export function createSiteHandler(options: SiteHandlerOptions): SiteHandler {
  const relays = createSiteRelays(options.relay?.privateOrigins ?? [], options.relay?.trust ? { trust: options.relay.trust } : {});
  const mcpServers = createSiteMcpServers(options.relay?.privateOrigins ?? []);
  const headers = siteHeaders(options.frameAncestors);
  return async (req, res) => {
    const urlPath = requestPath(req.url ?? '/');
    if (urlPath === undefined) return false;
    const address = siteAddress(req.headers.host, urlPath, options.host);
    if (address.kind === 'none') return false;
    if (address.kind === 'redirect') {
      res.writeHead(308, { ...headers, location: address.location, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`See ${address.location}`);
      return true;
    }
    try {
      const root = await options.artifacts.servedFolder(address.subdomain);
      if (!root) {
        res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
        res.end(`No site is published at ${address.subdomain} yet.`);
        return true;
      }
      const relay = address.path === relayPath ? await relays.forSite(root) : undefined;
      const mcp = address.path === mcpPath ? await mcpServers.forSite(root) : undefined;
      if (relay) await relay(req, res);
      else if (mcp) await mcp(req, res);
      else await serveStaticFile(root, address.path, req, res, headers);
    } catch (error) {
      options.onError?.(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Internal error');
      else res.destroy();
    }
    return true;
  };
}

/** The decoded path of a request target (origin form `/a/b?q` or absolute form), undefined when it does not decode. */
function requestPath(target: string): string | undefined {
  try {
    // Origin form is joined rather than resolved, so `//x/y` stays a path and is not read as a host.
    const url = target.startsWith('/') ? new URL(`http://site${target}`) : new URL(target);
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}
