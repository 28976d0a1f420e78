// `@quire/mcp/http`: the docs MCP server over streamable HTTP, for `quire preview` and the hosting service.
export { createMcpHttpHandler } from './http-handler.ts';
export type { McpHttpHandler, McpHttpOptions, McpHttpRequest, McpServerFactory } from './http-handler.ts';
export { credentialHeader, headerCredentials } from './header-credentials.ts';
export { createBuiltSiteMcpHandler, defaultMaxConcurrent, type BuiltSiteMcpHandler, type BuiltSiteMcpOptions } from './site-mcp.ts';
export { createMcpWebHandler, type McpWebHandler, type McpWebServerFactory } from './web-handler.ts';
export { mcpPath } from './mcp-path.ts';
