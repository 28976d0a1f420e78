import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { relayPath } from '@quire/astro/relay';
import { contentTypeOf } from './content-types.ts';

export interface SiteServerOptions {
  root: string;
  port: number;
  host: string;
  /** The playground's request relay, answering at `/api/request`; without it that path is static like any other. */
  relay?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a built docs site the way static hosts do: `/guide` finds `guide/index.html`, unknown
 * paths get `404.html` with status 404, hashed assets are cached for good and pages revalidate;
 * `/api/request` goes to the relay when there is one.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const root = normalize(options.root);
  const server = createServer((req, res) => {
    const answer = options.relay && req.url?.split('?')[0] === relayPath ? options.relay(req, res) : handle(root, req, res);
    answer.catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
  await new Promise<void>((ready, fail) => server.once('error', fail).listen(options.port, options.host, ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}/`,
    port,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' });
    return void res.end('Method not allowed');
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' });
    return void res.end('Bad request');
  }
  const file = await findFile(root, path);
  if (!file) {
    const notFound = await findFile(root, '/404.html');
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    if (!notFound || req.method === 'HEAD') return void res.end(notFound ? undefined : 'Not found');
    return void createReadStream(notFound).pipe(res);
  }
  const info = await stat(file);
  res.writeHead(200, {
    'content-type': contentTypeOf(file),
    'content-length': info.size,
    'cache-control': path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

/** The file a URL path names, never outside the site's folder. */
async function findFile(root: string, path: string): Promise<string | undefined> {
  if (path.includes('\0')) return undefined;
  const base = normalize(join(root, path));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}
