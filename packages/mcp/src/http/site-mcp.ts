// The `/mcp` endpoint of a built site (`quire preview`, the hosting service): its tools, pages and
// relay targets come from what the build wrote (`_quire/mcp.json`, `_quire/relay.json`, the
// Markdown twins), its credentials from each request's headers.
import type { RelayOptions } from '@quire/request/node';
import { loadBuiltMcpTools } from '../load-tools.ts';
import { createDocsMcpServer } from '../mcp-server.ts';
import { headerCredentials } from './header-credentials.ts';
import { createMcpHttpHandler, type McpHttpHandler, type McpHttpOptions } from './http-handler.ts';

export interface BuiltSiteMcpOptions extends McpHttpOptions {
  /** The relay rules of tool calls (loopback, private origins, limits); the targets are the site's own. */
  relay: Omit<RelayOptions, 'targets'>;
  /** Prefix of page URLs in search results. */
  baseUrl?: string;
}

/** The MCP handler of a built site, or undefined when its build wrote no MCP manifest. */
export async function createBuiltSiteMcpHandler(outDir: string, options: BuiltSiteMcpOptions): Promise<McpHttpHandler | undefined> {
  const loaded = await loadBuiltMcpTools(outDir);
  if (!loaded) return undefined;
  const { relay, baseUrl, ...http } = options;
  const relayOptions: RelayOptions = { ...relay, targets: loaded.targets };
  return createMcpHttpHandler(
    ({ headers }) =>
      createDocsMcpServer({
        tools: loaded.tools,
        pages: loaded.pages,
        readPage: loaded.readPage,
        relay: relayOptions,
        credentials: headerCredentials(headers),
        ...(baseUrl ? { baseUrl } : {}),
      }),
    http,
  );
}
