// The hosting service: the /v1 API, the build workers, the published sites (each with its
// playground relay) and the update screenshots. By default all of it in one process over one
// SQLite database and one data folder; with PostgreSQL, a node can take one role: `api` nodes
// answer requests and serve sites, `worker` nodes build, any number of each on one database.
// Published sites go to the artifact store: the data folder's `sites/` shared between the nodes,
// or S3-compatible object storage that the API nodes serve from.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { BuildInput, BuildLimits, BuildResult } from '../builds/build-types.ts';
import type { ArtifactStore } from '../artifacts/artifact-store.ts';
import { openArtifactStore, type ArtifactOptions } from '../artifacts/open-artifact-store.ts';
import { runBuild } from '../builds/run-build.ts';
import { serveStaticFile } from '../hosting/static-files.ts';
import { createSiteHandler } from '../hosting/site-handler.ts';
import type { FrameAncestors } from '../hosting/site-headers.ts';
import { createApiHandler } from '../http/api-handler.ts';
import type { RateLimit } from '../http/rate-limiter.ts';
import type { WebhookRateLimit } from '../http/webhook-rate-limit.ts';
import { compileTrustProxy, type TrustProxy } from '../http/trust-proxy.ts';
import type { ApiCorsOrigins } from '../http/api-cors.ts';
import { openServiceStorage } from '../storage/open-storage.ts';
import type { PostgresOptions } from '../storage/postgres-storage.ts';
import { DATABASE_URL_ENV } from '../storage/open-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { startWorkerPool } from './worker-pool.ts';
import { roleOf, type ServiceRole } from './service-role.ts';
import { sweepScratch } from '../builds/scratch.ts';
import { redactCredentials } from '../storage/url-credentials.ts';

export interface ServiceOptions {
  dataDir: string;
  /** A postgres:// URL; else QUIRE_DATABASE_URL; else the data folder's SQLite file. */
  database?: string;
  /** What this node does; else QUIRE_ROLE; else `all`. `api` and `worker` need PostgreSQL. */
  role?: ServiceRole;
  /** The address users reach the API nodes at, for the sites a worker builds; a worker has no port of its own. */
  publicUrl?: string;
  /** Where published sites go: `s3://bucket/prefix` (with its endpoint) or a folder; the data folder's `sites/` by default. */
  artifacts?: ArtifactOptions;
  /** How PostgreSQL claims are timed (tests shorten the lease). */
  postgres?: PostgresOptions;
  /**
   * The `quire` script builds run, in a child process each: `quire serve` passes its own, so the
   * service builds with the CLI that started it. The CLI depends on the service, so the service
   * is told where it is rather than looking it up.
   */
  cli: string;
  /** The worker pool's build function: the real build (runBuild) unless a test or benchmark gives another. */
  build?: (input: BuildInput) => Promise<BuildResult>;
  /** 0 picks a free port. */
  port: number;
  /** The address to listen on; 127.0.0.1 by default. */
  listen?: string;
  /**
   * The host name sites are served under (`<subdomain>.<host>`); `localhost` by default. Path mode
   * (`/sites/<subdomain>/`, every site on the service's origin) answers only while it is `localhost`.
   */
  host?: string;
  /** The origins that may frame the sites (CSP frame-ancestors sources, see parseFrameAncestors); none by default. */
  frameAncestors?: FrameAncestors;
  /** The origins whose pages may call the /v1 API from a browser (CORS, see parseApiCors); none by default. */
  apiCors?: ApiCorsOrigins;
  /** Builds running at once. */
  concurrency?: number;
  limits?: Partial<BuildLimits>;
  /** Origins the sites' relays may reach on private addresses (operator allowlist). */
  privateOrigins?: string[];
  rateLimit?: RateLimit;
  /** The push webhook's limits per project and per sender address; webhook-rate-limit.ts has the defaults. */
  webhookRateLimit?: WebhookRateLimit;
  /**
   * The reverse proxies in front of the service, whose X-Forwarded-For tells the client's address
   * (for the webhook's per-address limit): a number of hops, or the proxies' addresses and CIDR
   * ranges. No one by default: the socket's peer is the client.
   */
  trustProxy?: TrustProxy;
  /** Where the service reports what it does (starts, recovered builds, failures). */
  log?: (line: string) => void;
}

export interface RunningService {
  /** The service's address, such as `http://localhost:4500` (a worker's is its publicUrl). */
  url: string;
  /** The port listened on; 0 for a worker, which listens on none. */
  port: number;
  role: ServiceRole;
  storage: Storage;
  artifacts: ArtifactStore;
  close(): Promise<void>;
}

export const defaultBuildLimits: BuildLimits = { timeoutMs: 10 * 60_000, memoryMb: 2048, outputMb: 2048 };

export async function startService(options: ServiceOptions): Promise<RunningService> {
  // Checked before anything opens: a wrong setting stops the start with one line.
  const trust = compileTrustProxy(options.trustProxy);
  if (!trust.ok) throw new Error(`The trust-proxy setting: ${trust.message}`);
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? 'localhost';
  // What the service says of itself (errors with their stacks, git's and PostgreSQL's messages) may quote a URL with a token.
  const log = (line: string) => options.log?.(redactCredentials(line));
  const database = options.database ?? process.env[DATABASE_URL_ENV];
  const role = roleOf(options.role, database);
  const limits = { ...defaultBuildLimits, ...options.limits };
  // A claim may outlive its heartbeats by no more than the longest build: the build limit and a minute.
  const maxBuildSeconds = Math.ceil(limits.timeoutMs / 1000) + 60;
  const postgres = { ...options.postgres, timing: { maxBuildSeconds, ...options.postgres?.timing } };
  const storage = await openServiceStorage(dataDir, options.database, postgres);
  let artifacts: ArtifactStore;
  try {
    // A worker-only node serves nothing: it opens no local copies of sites or screenshots.
    artifacts = await openArtifactStore(dataDir, { ...options.artifacts, serving: role !== 'worker' });
  } catch (error) {
    await storage.close();
    throw error;
  }
  const recovered = await storage.queue.recover().catch(async (error: unknown) => {
    await artifacts.close();
    await storage.close();
    throw error;
  });
  // What builds of a killed service left in the scratch folder (up to a disk quota each).
  if (role !== 'api') {
    const swept = await sweepScratch();
    if (swept.length) log(`Removed ${swept.length} scratch folder${swept.length === 1 ? '' : 's'} left by builds of a service that stopped.`);
  }
  if (recovered)
    log(
      `${recovered} update${recovered === 1 ? '' : 's'} could not finish (${recovered === 1 ? 'its' : 'their'} worker stopped): marked failed; see each record's summary.`,
    );

  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const workers =
    role === 'api'
      ? undefined
      : startWorkerPool({
          storage,
          concurrency: options.concurrency ?? 2,
          dataDir,
          artifacts,
          limits,
          build: options.build ?? runBuild,
          cli: options.cli,
          siteUrl: (project) => publicUrl.replace('://', `://${project.subdomain}.`),
          screenshotUrl: (path) => `${publicUrl}/screenshots/${path}`,
        });
  const stopWorkers = async () => {
    await workers?.stop();
    await artifacts.close();
    await storage.close();
  };
  if (role === 'worker') {
    publicUrl ||= `http://${host}:${options.port || 4500}`;
    return { url: publicUrl, port: 0, role, storage, artifacts, close: stopWorkers };
  }
  const onError = (error: unknown) => log(`Internal error: ${(error as Error)?.stack ?? String(error)}`);
  // A removed preview's site goes with it: the artifact store is shared, so any API node can.
  const removeSite = (subdomain: string) => artifacts.remove(subdomain);
  const api = createApiHandler({
    storage,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.webhookRateLimit ? { webhookRateLimit: options.webhookRateLimit } : {}),
    trustProxy: options.trustProxy ?? 0,
    ...(options.apiCors ? { corsOrigins: options.apiCors } : {}),
    onTrigger: () => workers?.wake(),
    removeSite,
    onError,
  });
  const sites = createSiteHandler({
    artifacts,
    host,
    ...(options.frameAncestors ? { frameAncestors: options.frameAncestors } : {}),
    relay: { privateOrigins: options.privateOrigins ?? [], trust: trust.value },
    onError,
  });

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
    if (path.startsWith('/screenshots/')) {
      const file = path.slice('/screenshots'.length);
      // Screenshot names are plain (`<project id>/<release>-light.png`): the path is looked up as sent.
      return serveStaticFile(await artifacts.screenshotsFolder(file.slice(1)), file, req, res);
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Quire hosting service. The API is under /v1 (its description: /v1/openapi.json); sites are at <subdomain>.${host}.`);
  };
  await new Promise<void>((ready, fail) => server.once('error', fail).listen(options.port, options.listen ?? '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  publicUrl ||= `http://${host}:${port}`;
  return {
    url: publicUrl,
    port,
    role,
    storage,
    artifacts,
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
      await stopWorkers();
    },
  };
}
