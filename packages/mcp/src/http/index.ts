export { createMcpHttpHandler } from './http-handler.ts';
export type { McpHttpHandler, McpHttpOptions, McpHttpRequest, McpServerFactory } from './http-handler.ts';
