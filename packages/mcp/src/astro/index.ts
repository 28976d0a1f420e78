// `@quire/mcp/astro`: the docs MCP server as an on-demand `/mcp` route of an Astro site built
// with an adapter. `quire build --adapter` adds it; an Astro project adds it after `quire()`.
export { quireMcp, type QuireMcpOptions } from './mcp-integration.ts';
