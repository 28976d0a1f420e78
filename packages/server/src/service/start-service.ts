// The embedded hosting service in one process: the /v1 API, the build workers, the published
// sites (each with its playground relay) and the update screenshots, over one SQLite database
// and one data folder.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import type { BuildLimits } from '../builds/build-types.ts';
import { runBuild } from '../builds/run-build.ts';
import { serveStaticFile } from '../hosting/static-files.ts';
import { createSiteHandler } from '../hosting/site-handler.ts';
import { createApiHandler } from '../http/api-handler.ts';
import type { RateLimit } from '../http/rate-limiter.ts';
import { openDataFolder } from '../storage/data-folder.ts';
import type { Storage } from '../storage/storage.ts';
import { startWorkerPool } from './worker-pool.ts';

export interface ServiceOptions {
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  /** The address to listen on; 127.0.0.1 by default. */
  listen?: string;
  /** The host name sites are served under (`<subdomain>.<host>`); `localhost` by default. */
  host?: string;
  /** Builds running at once. */
  concurrency?: number;
  limits?: Partial<BuildLimits>;
  /** Origins the sites' relays may reach on private addresses (operator allowlist). */
  privateOrigins?: string[];
  rateLimit?: RateLimit;
  /** Where the service reports what it does (starts, recovered builds, failures). */
  log?: (line: string) => void;
}

export interface RunningService {
  /** The service's address, such as `http://localhost:4500`. */
  url: string;
  port: number;
  storage: Storage;
  close(): Promise<void>;
}

export const defaultBuildLimits: BuildLimits = { timeoutMs: 10 * 60_000, memoryMb: 2048, outputMb: 2048 };

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? 'localhost';
  const log = options.log ?? (() => {});
  const storage = await openDataFolder(dataDir);
  const recovered = await storage.queue.recover();
  if (recovered) log(`${recovered} update${recovered === 1 ? ' was' : 's were'} building when the service stopped: marked failed and queued again.`);

  let publicUrl = '';
  const screenshotsDir = join(dataDir, 'screenshots');
  const workers = startWorkerPool({
    storage,
    concurrency: options.concurrency ?? 2,
    dataDir,
    limits: { ...defaultBuildLimits, ...options.limits },
    build: runBuild,
    siteUrl: (project) => publicUrl.replace('://', `://${project.subdomain}.`),
    screenshotUrl: (file) => `${publicUrl}/screenshots/${relative(screenshotsDir, file).split('\\').join('/')}`,
  });
  const onError = (error: unknown) => log(`Internal error: ${(error as Error)?.stack ?? String(error)}`);
  const api = createApiHandler({ storage, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}), onTrigger: () => workers.wake(), onError });
  const sites = createSiteHandler({ sitesDir: join(dataDir, 'sites'), host, relay: { privateOrigins: options.privateOrigins ?? [] }, onError });

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      onError(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Sites first: on a tenant's host every path is the site's (its docs may have a /v1/ section);
    // the bare host falls through to the API.
    if (await sites(req, res)) return;
    if (await api(req, res)) return;
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/screenshots/')) return serveStaticFile(screenshotsDir, path.slice('/screenshots'.length), req, res);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Quire hosting service. The API is under /v1 (its description: /v1/openapi.json); sites are at <subdomain>.${host}.`);
  };
  await new Promise<void>((ready, fail) => server.once('error', fail).listen(options.port, options.listen ?? '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://${host}:${port}`;
  return {
    url: publicUrl,
    port,
    storage,
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
      await workers.stop();
      await storage.close();
    },
  };
}
