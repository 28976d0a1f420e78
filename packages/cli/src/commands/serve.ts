// `quire serve`: the hosting service in one process, over a data folder (database, checkouts,
// sites). With no configuration it starts on a local port and says how to add a first project.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import {
  DATABASE_URL_ENV,
  DEFAULT_DATA_DIR,
  databaseFile,
  defaultWebhookRateLimit,
  parseApiCors,
  parseFrameAncestors,
  parseTrustProxy,
  startService,
  type ServiceRole,
} from '@quire/server';
import type { Output } from '../output.ts';
import { quireBin } from '../quire-bin.ts';
import { untilStopped } from './until-stopped.ts';

export const serveUsage = `Usage: quire serve [--port <n>] [--data <folder>] [--host <addr>] [--domain <name>] [--concurrency <n>] [--rate-limit <n>] [--webhook-limit <project>,<address>] [--trust-proxy <hops | addresses>] [--frame-ancestors <origins>] [--api-cors <origins>] [--public-url <url>]
    Start the hosting service: the /v1 API, the build workers and the published sites.
    --port         port to listen on (default 4500; 0 picks a free one)
    --data         data folder: database, checkouts, sites (default ${DEFAULT_DATA_DIR})
    --host         address to listen on (default 127.0.0.1)
    --domain       sites answer at <subdomain>.<domain> (default localhost); /sites/<subdomain>/ on the
                   service's own address shows them too only while the domain is localhost (local use)
    --public-url   the address readers reach the service at, behind a TLS proxy (https://docs.example.com):
                   each site's canonical links, sitemap and the status records' URLs are made from it
                   (default http://<domain>:<port>)
    --concurrency  builds at once (default 2)
    --rate-limit   API requests a token may make per minute (default 600)
    --webhook-limit  push webhook deliveries per minute: signed ones acting on one project, then all
                   from one sender address (default ${defaultWebhookRateLimit.perProject.requests},${defaultWebhookRateLimit.perAddress.requests}; a Git host sends every tenant's pushes
                   from a few addresses, so raise the second for many tenants)
    --trust-proxy  behind a reverse proxy: the number of proxy hops (1 for one proxy), or the proxies'
                   addresses and CIDR ranges, comma-separated (10.0.0.5,10.1.0.0/16,loopback); their
                   X-Forwarded-For then names the client for per-address limits (default: trust no one)
    --frame-ancestors  the origins whose pages may embed the sites in a frame, comma-separated, such as
                   self,https://portal.example.com (default none: no site may, against clickjacking)
    --api-cors     the origins whose pages may call the /v1 API from a browser (CORS), comma-separated,
                   such as https://docs.example.com: an API reference's playground sending with a reader's
                   token (default none; * is refused)
    --database     a postgres:// URL shared by every node (default: QUIRE_DATABASE_URL, else SQLite in the data folder)
    --role         api (requests and sites), worker (builds) or all (default; QUIRE_ROLE); api and worker need PostgreSQL
    --artifacts    where published sites go: s3://<bucket>/<prefix> or a folder shared by the nodes
                   (default: QUIRE_ARTIFACTS, else <data>/sites); S3 credentials and region from the AWS_* variables
    --artifacts-endpoint  the URL of an S3-compatible store such as MinIO or R2 (default: QUIRE_ARTIFACTS_ENDPOINT)
    Stored secrets are sealed under QUIRE_SECRET_KEY (required with PostgreSQL, the same on every node);
    without it the embedded service makes <data>/db/secret.key on its first start.`;

export async function serve(args: string[], output: Output): Promise<number> {
  const config = {
    args,
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      host: { type: 'string' },
      domain: { type: 'string' },
      concurrency: { type: 'string' },
      'rate-limit': { type: 'string' },
      'webhook-limit': { type: 'string' },
      'trust-proxy': { type: 'string' },
      'frame-ancestors': { type: 'string' },
      'api-cors': { type: 'string' },
      database: { type: 'string' },
      role: { type: 'string' },
      artifacts: { type: 'string' },
      'artifacts-endpoint': { type: 'string' },
      'public-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  } as const;
  let values: ReturnType<typeof parseArgs<typeof config>>['values'];
  try {
    ({ values } = parseArgs(config));
  } catch (error) {
    output.err(`quire serve: ${(error as Error).message}\n\n${serveUsage}`);
    return 2;
  }
  if (values.help) {
    output.out(serveUsage);
    return 0;
  }
  const port = Number(values.port ?? 4500);
  const concurrency = Number(values.concurrency ?? 2);
  const perMinute = Number(values['rate-limit'] ?? 600);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || ![concurrency, perMinute].every((n) => Number.isInteger(n) && n >= 1)) {
    output.err(`quire serve: --port must be a port number, --concurrency and --rate-limit whole numbers of at least 1.\n\n${serveUsage}`);
    return 2;
  }
  const webhookLimit = values['webhook-limit'] === undefined ? undefined : parseWebhookLimit(values['webhook-limit']);
  if (webhookLimit === null) {
    output.err(
      `quire serve: --webhook-limit takes two whole numbers of at least 1, deliveries a minute per project and per sender address (such as 60,600); got ${JSON.stringify(values['webhook-limit'])}.\n\n${serveUsage}`,
    );
    return 2;
  }
  const trustProxy = values['trust-proxy'] === undefined ? undefined : parseTrustProxy(values['trust-proxy']);
  if (trustProxy && !trustProxy.ok) {
    output.err(`quire serve: --trust-proxy: ${trustProxy.message}\n\n${serveUsage}`);
    return 2;
  }
  const frameAncestors = values['frame-ancestors'] === undefined ? undefined : parseFrameAncestors(values['frame-ancestors']);
  if (frameAncestors && !frameAncestors.ok) {
    output.err(`quire serve: --frame-ancestors ${frameAncestors.message}\n\n${serveUsage}`);
    return 2;
  }
  const apiCors = values['api-cors'] === undefined ? undefined : parseApiCors(values['api-cors']);
  if (apiCors && !apiCors.ok) {
    output.err(`quire serve: --api-cors ${apiCors.message}\n\n${serveUsage}`);
    return 2;
  }
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !isPublicUrl(publicUrl)) {
    output.err(
      `quire serve: --public-url takes the service's address as readers reach it, such as https://docs.example.com (no path); got ${JSON.stringify(publicUrl)}.\n\n${serveUsage}`,
    );
    return 2;
  }
  const data = values.data ?? DEFAULT_DATA_DIR;
  const service = await startService({
    cli: quireBin,
    dataDir: data,
    port,
    concurrency,
    rateLimit: { requests: perMinute, perMs: 60_000 },
    ...(webhookLimit ? { webhookRateLimit: webhookLimit } : {}),
    ...(trustProxy ? { trustProxy: trustProxy.value } : {}),
    ...(frameAncestors ? { frameAncestors: frameAncestors.value } : {}),
    ...(apiCors ? { apiCors: apiCors.value } : {}),
    ...(values.database ? { database: values.database } : {}),
    ...(values.role ? { role: values.role as ServiceRole } : {}),
    artifacts: { artifacts: values.artifacts, endpoint: values['artifacts-endpoint'] },
    ...(values.host ? { listen: values.host } : {}),
    ...(values.domain ? { host: values.domain } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    log: (line) => output.out(line),
  }).catch((error: Error) => {
    output.err(`quire serve: ${error.message}`);
    return undefined;
  });
  if (!service) return 1;
  output.out(`Quire hosting service: ${service.url}  (Ctrl+C to stop)`);
  const database = values.database ?? process.env[DATABASE_URL_ENV];
  // A PostgreSQL URL may carry a password: the banner names the host and database only.
  const where = database ? `PostgreSQL ${database.replace(/^[a-z]+:\/\/(?:[^@/]*@)?/i, '')}` : `database ${databaseFile(resolve(data))}`;
  output.out(`Data: ${resolve(data)} (${where}); sites in ${service.artifacts.description}`);
  const projects = await service.storage.projects.list();
  if (!projects.length) {
    const flag = values.data ? ` --data ${values.data}` : '';
    output.out(
      [
        'No projects yet. In another terminal, add one and a token for it:',
        `  quire projects add --name "Petstore" --repo <git path or URL> [--branch main] [--dir docs]${flag}`,
        `  quire tokens create --project <the id printed last>${flag}`,
        'Then trigger an update and read its status:',
        `  curl -X POST -H "Authorization: Bearer <token>" ${service.url}/v1/project/update/<project id>`,
        `  curl -H "Authorization: Bearer <token>" ${service.url}/v1/project/update-status/<statusId>`,
      ].join('\n'),
    );
  } else {
    for (const project of projects) output.out(`  ${project.name}: ${service.url.replace('://', `://${project.subdomain}.`)}`);
  }
  await untilStopped(() => service.close());
  return 0;
}

/** An http(s) origin: sites are at its subdomains, so it can have no path of its own. */
function isPublicUrl(value: string): boolean {
  const url = URL.parse(value);
  return (
    url !== null &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    value === url.origin + (value.endsWith('/') ? '/' : '')
  );
}

/** `60,600`: deliveries a minute per project and per address; null when it is not two such numbers. */
function parseWebhookLimit(value: string) {
  const numbers = value.split(',').map((part) => Number(part.trim()));
  if (numbers.length !== 2 || !numbers.every((n) => Number.isInteger(n) && n >= 1)) return null;
  const [project, address] = numbers as [number, number];
  return { perProject: { requests: project, perMs: 60_000 }, perAddress: { requests: address, perMs: 60_000 } };
}
