// The docs MCP server over streamable HTTP as a web-standard handler (Request in, Response out),
// for server functions (an Astro adapter's `/mcp`). The same rules as the Node handler: stateless,
// a new server and transport for every POST, other methods 405, bodies over the limit 413.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { readBodyText } from '@quire/request/node';

/** A new server for one request, which it may read (its headers carry the client's credentials). */
export type McpWebServerFactory = (request: Request) => Server | Promise<Server>;

export type McpWebHandler = (request: Request) => Promise<Response>;

const defaultMaxBodyBytes = 1024 * 1024;

export function createMcpWebHandler(createServer: McpWebServerFactory, options: { maxBodyBytes?: number } = {}): McpWebHandler {
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  return async (request) => {
    if (request.method !== 'POST') return rpcError(405, -32000, 'Method not allowed.', { allow: 'POST' });
    const body = await readBodyText(request, maxBodyBytes);
    if (body === undefined) return rpcError(413, -32600, `Request body larger than ${maxBodyBytes} bytes.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return rpcError(400, -32700, 'Parse error: the body is not JSON.');
    }
    let server: Server;
    try {
      server = await createServer(request);
    } catch (error) {
      return rpcError(500, -32603, `Internal error: ${(error as Error).message}`);
    }
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      // JSON responses: the answer is whole once handleRequest resolves, so the server can go.
      return await transport.handleRequest(request, { parsedBody: parsed });
    } catch (error) {
      return rpcError(500, -32603, `Internal error: ${(error as Error).message}`);
    } finally {
      void transport.close();
      void server.close();
    }
  };
}

function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
