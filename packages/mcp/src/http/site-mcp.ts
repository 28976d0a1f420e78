// The `/mcp` endpoint of a built site (`quire preview`, the hosting service): its tools, pages and
// relay targets come from what the build wrote (`_quire/mcp.json`, `_quire/relay.json`, the
// search index and the Markdown twins), loaded once here for every request; its credentials come
// from each request's headers.
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

/** A built site's handler, and roughly the memory its loaded index and tools hold. */
export type BuiltSiteMcpHandler = McpHttpHandler & { readonly memoryBytes: number };

/**
 * Requests a site's `/mcp` answers at once by default: each may hold a page of up to 2 MB or a
 * tool call's answer, and a site's agents rarely need more; others are told to retry.
 */
export const defaultMaxConcurrent = 8;

/** The MCP handler of a built site, or undefined when its build wrote no MCP manifest. */
export async function createBuiltSiteMcpHandler(outDir: string, options: BuiltSiteMcpOptions): Promise<BuiltSiteMcpHandler | undefined> {
  const loaded = await loadBuiltMcpTools(outDir);
  if (!loaded) return undefined;
  const { relay, baseUrl, ...http } = options;
  const relayOptions: RelayOptions = { ...relay, targets: loaded.targets };
  const handler = createMcpHttpHandler(
    ({ headers }) =>
      createDocsMcpServer({
        tools: loaded.tools,
        pages: loaded.pages,
        readPage: loaded.readPage,
        searchTexts: loaded.searchTexts,
        changes: loaded.changes,
        relay: relayOptions,
        credentials: headerCredentials(headers),
        ...(baseUrl ? { baseUrl } : {}),
      }),
    { maxConcurrent: defaultMaxConcurrent, ...http },
  );
  return Object.assign(handler, { memoryBytes: loaded.memoryBytes ?? 0 });
}
