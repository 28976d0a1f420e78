// Streamable HTTP for the docs MCP server, stateless: every POST gets a new server and transport,
// so nothing is kept between requests and any worker can answer any request. A docs site's tools
// are stateless calls, so sessions would only be state to lose. GET (a standalone event stream)
// and DELETE (ending a session) have no meaning without sessions: 405, as the SDK's stateless
// examples answer.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** What the server factory learns of the HTTP request: its headers, for credentials. */
export interface McpHttpRequest {
  headers: IncomingHttpHeaders;
}

export type McpServerFactory = (request: McpHttpRequest) => McpServer | Server | Promise<McpServer | Server>;

export interface McpHttpOptions {
  /** The path served; default `/mcp`. A query string is ignored. `null`: every request, the caller has routed it (a hosted site's `/sites/<name>/mcp`). */
  path?: string | null;
  /** The largest JSON-RPC body accepted, in bytes; default 1 MiB. Larger ones get 413. */
  maxBodyBytes?: number;
  /**
   * Requests answered at once (a body read in full counts from then until its answer is out);
   * more get 503 with a JSON-RPC error and `Retry-After`. Default: no limit.
   */
  maxConcurrent?: number;
}

/** Answers a request at the MCP path and resolves true; resolves false, untouched, for any other path. */
export type McpHttpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const defaultMaxBodyBytes = 1024 * 1024;

export function createMcpHttpHandler(createServer: McpServerFactory, options: McpHttpOptions = {}): McpHttpHandler {
  const path = options.path === undefined ? '/mcp' : options.path;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const maxConcurrent = options.maxConcurrent ?? Infinity;
  let answering = 0;
  return async (req, res) => {
    if (path !== null && pathOf(req.url) !== path) return false;
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      rpcError(res, 405, -32000, 'Method not allowed.');
      return true;
    }
    const body = await readBody(req, maxBodyBytes);
    if (body === 'too-large') {
      req.resume();
      rpcError(res, 413, -32600, `Request body larger than ${maxBodyBytes} bytes.`);
      return true;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      rpcError(res, 400, -32700, 'Parse error: the body is not JSON.');
      return true;
    }
    // The slot is taken once the body is in: a slow sender holds none.
    if (answering >= maxConcurrent) {
      res.setHeader('retry-after', '1');
      rpcError(res, 503, -32000, `Busy: this MCP server answers ${maxConcurrent} requests at a time and all are taken; retry in a moment.`);
      return true;
    }
    answering++;
    try {
      await answer(createServer, req, res, parsed);
    } finally {
      answering--;
    }
    return true;
  };
}

/** One request: a new server and transport, closed when the response is. */
async function answer(createServer: McpServerFactory, req: IncomingMessage, res: ServerResponse, parsed: unknown): Promise<void> {
  let server: McpServer | Server;
  try {
    server = await createServer({ headers: req.headers });
  } catch (error) {
    rpcError(res, 500, -32603, `Internal error: ${(error as Error).message}`);
    return;
  }
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, parsed);
  } catch (error) {
    if (!res.headersSent) rpcError(res, 500, -32603, `Internal error: ${(error as Error).message}`);
    else res.end();
  }
  // The transport answers a tool call after handleRequest returns: the work ends with the response.
  if (!res.closed) await new Promise<void>((done) => res.once('close', () => done()));
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

/** The body, or 'too-large' as soon as it passes the limit (a declared length says so before reading). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');
  // Events, not for-await: leaving a for-await early destroys the socket, and the 413 with it.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.off('end', onEnd);
        req.resume();
        resolve('too-large');
      } else chunks.push(chunk);
    };
    const onEnd = (): void => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

function rpcError(res: ServerResponse, status: number, code: number, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  if (status === 413) res.setHeader('connection', 'close');
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}
