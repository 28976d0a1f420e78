import type { McpHttpHandler } from '@quire/mcp/http';
import { cachePerSite } from './site-cache.ts';

/** Where a published site answers MCP requests (the default path of `@quire/mcp/http`). */
export const mcpPath = '/mcp';

/**
 * The memory the cached sites' MCP servers may hold in all (their search indexes, at most 8 MB of
 * file each, and tool manifests): past it the least recently loaded go, and are loaded again
 * when next asked for.
 */
export const mcpCacheBytes = 256 * 1024 * 1024;

export interface SiteMcpServers {
  /** The MCP server of a published site (by its real folder), or undefined when its build wrote no `_quire/mcp.json`. */
  forSite(siteRoot: string): Promise<McpHttpHandler | undefined>;
}

/**
 * Each site's `/mcp` (streamable HTTP, stateless), from the mcp.json, relay.json and search index
 * its build wrote, loaded once per published folder: a request never reads every page. Each
 * site answers a bounded number of MCP requests at once (others get 503 and retry). Tool calls
 * follow the site relay's rule: the spec's declared hosts only, never loopback, private
 * addresses only for the operator's `privateOrigins`. Credentials come from each request's
 * `X-Quire-Auth-<Scheme>` headers and go only to the API.
 */
export function createSiteMcpServers(privateOrigins: string[]): SiteMcpServers {
  return {
    forSite: cachePerSite((siteRoot) => loadMcp(siteRoot, privateOrigins), { bytesOf: (handler) => handler?.memoryBytes ?? 0, maxBytes: mcpCacheBytes }),
  };
}

async function loadMcp(siteRoot: string, privateOrigins: string[]) {
  // Loaded on first use: the admin commands import this package too and need no MCP SDK.
  const { createBuiltSiteMcpHandler } = await import('@quire/mcp/http');
  // An mcp.json that does not parse is the tenant's build output: the site then has no MCP server.
  // `path: null`: the site handler has routed the request (`/mcp` of the subdomain or of `/sites/<name>/`).
  return createBuiltSiteMcpHandler(siteRoot, { path: null, relay: { loopback: 'never', privateOrigins } }).catch(() => undefined);
}
