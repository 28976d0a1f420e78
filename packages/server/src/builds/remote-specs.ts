import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { relayRequest, type RelayOptions } from '@quire/request/node';
import type { SpecUrls } from './spec-urls.ts';

/** Largest document fetched for a build, and the time each may take. */
const limits = { responseBytes: 20 * 1024 * 1024, timeMs: 30_000 };
/** Documents fetched for one build: each may take 30 s and 20 MB. */
const maxDocuments = 20;
/** What reading a checkout's spec URLs may take in its worker thread: far more than a real repo needs. */
export const specUrlsWorker = { timeMs: 20_000, heapMb: 256 };

/**
 * The OpenAPI and AsyncAPI documents a docs repo names by URL (`"openapi": "https://api.acme.dev/openapi.json"`),
 * fetched by the service before the build, since the build has no network. The URLs are found
 * with limits and off the event loop (spec-urls.ts); at most 20 documents are fetched. They go
 * through the relay's guard: a public address only, DNS pinned, size and time bounded; a URL
 * that leads to the service's own network is refused like a relayed request would be. Each copy
 * is written to the build's project folder (`hostDir`, which the build sees as `buildDir`), with
 * `remote.json` mapping URLs to copies; the build's path to that map is returned, for
 * QUIRE_REMOTE_SPECS. A document that cannot be fetched is logged and left out: the build then names it.
 */
export async function fetchRemoteSpecs(
  docsDir: string,
  where: { hostDir: string; buildDir: string },
  log: (line: string) => void,
  guard: Pick<RelayOptions, 'privateOrigins' | 'resolveHost'> = {},
): Promise<string | undefined> {
  const { hostDir, buildDir } = where;
  const found = await specUrlsOffThread(docsDir);
  found.lines.forEach(log);
  if (found.urls.length > maxDocuments)
    log(
      `Warning: the docs name ${found.urls.length} documents by URL; the first ${maxDocuments} are fetched for the build, which names the others as not found.`,
    );
  const urls = found.urls.slice(0, maxDocuments);
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

/**
 * The checkout's spec URLs, read in a worker thread with a heap limit and a deadline: docs.json
 * and the pages' frontmatter are tenant files, and parsing even their bounded parts (a 4 MB
 * docs.json took 0.6 s) must not hold every other site's requests meanwhile.
 */
async function specUrlsOffThread(docsDir: string): Promise<SpecUrls> {
  const worker = new Worker(new URL('./spec-urls-worker.ts', import.meta.url), {
    workerData: { docsDir },
    resourceLimits: { maxOldGenerationSizeMb: specUrlsWorker.heapMb },
  });
  let timer: NodeJS.Timeout | undefined;
  const failed = (why: string): SpecUrls => ({
    urls: [],
    lines: [
      `Warning: the service could not find which documents the docs name by URL (${why}); none is fetched for this build, which names those it cannot read.`,
    ],
  });
  try {
    return await new Promise<SpecUrls>((resolve) => {
      timer = setTimeout(
        () => resolve(failed(`reading docs.json and the pages' frontmatter took over ${specUrlsWorker.timeMs / 1000} s`)),
        specUrlsWorker.timeMs,
      );
      worker.once('message', (found: SpecUrls) => resolve(found));
      worker.once('error', (error: Error & { code?: string }) =>
        resolve(failed(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it needed over ${specUrlsWorker.heapMb} MB` : error.message)),
      );
      worker.once('exit', () => resolve(failed('the reader stopped')));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
