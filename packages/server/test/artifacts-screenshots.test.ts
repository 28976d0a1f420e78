// Screenshots on an API node in S3 mode: local copies bounded like the sites' (least recently
// used dropped first), and a missing screenshot remembered for a while, so a flood of requests
// for it is one S3 request. A real s3rver, behind a proxy that counts what the node asks it.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import type { ArtifactStore } from '../src/artifacts/artifact-store.ts';
import { openArtifactStore, type ArtifactOptions } from '../src/artifacts/open-artifact-store.ts';
import { testS3, testS3Proxy } from './s3-server.ts';

const s3 = await testS3();

/** The object keys the node read (GET), in order. */
const reads: string[] = [];
const endpoint = await testS3Proxy(s3.endpoint, (req) => {
  if (req.method === 'GET') reads.push(decodeURIComponent(req.url!.split('?')[0]!));
  return false;
});
const readsOf = (path: string) => reads.filter((key) => key.endsWith(`/screenshots/${path}`)).length;

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-screenshots-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A worker's store and an API node's, on one bucket, each with its own data folder. */
async function nodes(screenshots: ArtifactOptions['screenshots']): Promise<{ worker: ArtifactStore; api: ArtifactStore; apiData: string }> {
  const options = { artifacts: await s3.newBucket(), endpoint };
  const apiData = tempDir();
  const worker = await openArtifactStore(tempDir(), options);
  const api = await openArtifactStore(apiData, { ...options, screenshots });
  after(() => Promise.all([worker.close(), api.close()]));
  return { worker, api, apiData };
}

async function save(store: ArtifactStore, path: string, content: string): Promise<void> {
  const file = join(tempDir(), 'shot.png');
  writeFileSync(file, content);
  await store.saveScreenshot(path, file);
}

/** The screenshot as the API node serves it, or undefined when it has none. */
async function served(store: ArtifactStore, path: string): Promise<string | undefined> {
  const file = join(await store.screenshotsFolder(path), path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

it('a flood of requests for a missing screenshot is one S3 request until the miss expires; then a saved one is served', async () => {
  const { worker, api } = await nodes({ missTtlMs: 1000 });
  const path = 'p1/20260101T000000-0001-light.png';
  const answers = await Promise.all(Array.from({ length: 50 }, () => served(api, path)));
  for (let i = 0; i < 50; i++) answers.push(await served(api, path));
  assert.deepEqual(new Set(answers), new Set([undefined]));
  assert.equal(readsOf(path), 1, 'one S3 request for 100 requests');

  await save(worker, path, 'light');
  assert.equal(await served(api, path), undefined, 'still remembered as missing');
  await new Promise((settled) => setTimeout(settled, 1100));
  assert.equal(await served(api, path), 'light', 'asked again once the miss expired');
  assert.equal(await served(api, path), 'light');
  assert.equal(readsOf(path), 2, 'a found screenshot is read once');
});

it('the local copies are bounded: past the bound the least recently used goes, and is read again when asked for', async () => {
  const { worker, api, apiData } = await nodes({ limits: { versions: 2, bytes: 1e9 } });
  const paths = ['p2/r1-light.png', 'p2/r1-dark.png', 'p2/r2-light.png'];
  for (const path of paths) await save(worker, path, path);
  for (const path of paths) assert.equal(await served(api, path), path);
  await new Promise((settled) => setTimeout(settled, 100));
  const [nodeFolder] = readdirSync(join(apiData, 'site-cache'));
  const copies = readdirSync(join(apiData, 'site-cache', nodeFolder!, 'screenshots')).filter((name) => name.includes('@'));
  assert.deepEqual(copies.sort(), ['p2@r1-dark.png', 'p2@r2-light.png'], 'two copies kept, the oldest dropped');
  assert.equal(await served(api, paths[0]!), paths[0]);
  assert.deepEqual(paths.map(readsOf), [2, 1, 1]);
});

it('a path that is no screenshot’s name is none, without asking S3', async () => {
  const { api } = await nodes(undefined);
  const before = reads.length;
  for (const path of ['../../etc/passwd', 'p1/../p2/x.png', 'p1/x.html', 'p1/a/b.png', '']) assert.equal(await served(api, path), undefined, path);
  assert.equal(reads.length, before);
});
