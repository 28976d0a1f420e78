import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relayPath } from '@quire/request/node';
import { serveStaticFile } from '@quire/server';
import { fromOwnPages } from './request-origin.ts';

export interface SiteServerOptions {
  root: string;
  port: number;
  host: string;
  /** The playground's request relay, answering at `/api/request`; without it that path is static like any other. */
  relay?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The site's MCP server (`/mcp`): resolves false for the requests it does not answer, which are served as files. */
  mcp?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** The path the site was built for (`/docs/`): everything is served under it, and nothing outside it. */
  base?: string;
}

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a built docs site the way static hosts do: `/guide` finds `guide/index.html`, unknown
 * paths get `404.html` with status 404, hashed assets are cached for good and pages revalidate;
 * `/api/request` goes to the relay and `/mcp` to the MCP server when there are ones.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  // Files are checked to be inside the real folder, so the root is resolved the same way.
  const root = await realpath(options.root);
  const base = (options.base ?? '/').replace(/\/*$/, '/');
  const server = createServer((req, res) => {
    // A site built for a sub-path is the host's folder at that path; outside it the host has nothing.
    if (base !== '/') {
      const url = req.url ?? '/';
      if (!url.startsWith(base) && url.split('?')[0] !== base.slice(0, -1)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end(`Not found: this preview serves the site at ${base}`);
      }
      req.url = `/${url.slice(base.length)}`;
    }
    const path = req.url?.split('?')[0];
    if ((path === relayPath || path === '/mcp') && (options.relay || options.mcp) && !fromOwnPages(req)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end(
        `${path} of quire preview answers only its own pages, at localhost or an IP address: this request came from ${req.headers.origin ?? req.headers.host ?? 'an unknown host'}.`,
      );
    }
    const mcp = options.mcp;
    const answer =
      options.relay && path === relayPath
        ? options.relay(req, res)
        : mcp
          ? mcp(req, res).then((done) => (done ? undefined : handle(root, req, res)))
          : handle(root, req, res);
    answer.catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
  await new Promise<void>((ready, fail) => server.once('error', fail).listen(options.port, options.host, ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}${base}`,
    port,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Static serving is the hosting service's, so `quire preview` answers as a published site does. */
async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' });
    return void res.end('Bad request');
  }
  await serveStaticFile(root, path, req, res);
}
