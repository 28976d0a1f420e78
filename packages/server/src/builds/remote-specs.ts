import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { relayRequest, type RelayOptions } from '@quire/request/node';
import { collectAsyncApiSources, collectSpecSources, readDocsConfig, readMdxPages } from '@quire/config';

/** Largest document fetched for a build, and the time each may take. */
const limits = { responseBytes: 20 * 1024 * 1024, timeMs: 30_000 };

/**
 * The OpenAPI and AsyncAPI documents a docs repo names by URL (`"openapi": "https://api.acme.dev/openapi.json"`),
 * fetched by the service before the build, since the build has no network. They go through the
 * relay's guard: a public address only, DNS pinned, size and time bounded; a URL that leads to
 * the service's own network is refused like a relayed request would be. Each copy is written to
 * the build's project folder (`hostDir`, which the build sees as `buildDir`), with `remote.json`
 * mapping URLs to copies; the build's path to that map is returned, for QUIRE_REMOTE_SPECS.
 * A document that cannot be fetched is logged and left out: the build then names it.
 */
export async function fetchRemoteSpecs(
  docsDir: string,
  where: { hostDir: string; buildDir: string },
  log: (line: string) => void,
  guard: Pick<RelayOptions, 'privateOrigins' | 'resolveHost'> = {},
): Promise<string | undefined> {
  const { hostDir, buildDir } = where;
  const { config } = await readDocsConfig(docsDir);
  if (!config) return undefined;
  const { pages } = await readMdxPages(docsDir);
  const urls = [...collectSpecSources(config, pages), ...collectAsyncApiSources(config, pages)].filter((source) => /^https?:\/\//i.test(source));
  if (!urls.length) return undefined;
  await mkdir(join(hostDir, 'remote'), { recursive: true });
  const copies: Record<string, string> = {};
  for (const url of urls) {
    const origin = URL.parse(url)?.origin;
    if (!origin) continue;
    const fetched = await relayRequest(
      { method: 'GET', url, headers: { accept: 'application/json, application/yaml, text/yaml, */*' }, body: null, bodyEncoding: 'utf8' },
      { targets: { origins: [origin] }, loopback: 'never', limits, ...guard },
    );
    if (!fetched.ok) {
      log(`Warning: the document ${url} was not fetched: ${fetched.problem.detail}`);
      continue;
    }
    const { status, statusText, body, bodyEncoding } = fetched.value;
    if (status !== 200) {
      log(`Warning: fetching the document ${url} answered ${status} ${statusText}.`);
      continue;
    }
    const name = `${createHash('sha256').update(url).digest('hex').slice(0, 16)}.txt`;
    await writeFile(join(hostDir, 'remote', name), bodyEncoding === 'base64' ? Buffer.from(body, 'base64') : body);
    copies[url] = join(buildDir, 'remote', name);
    log(`Fetched ${url} for the build.`);
  }
  await writeFile(join(hostDir, 'remote.json'), JSON.stringify(copies));
  return join(buildDir, 'remote.json');
}
