// Step 4 of a build on a worker: the screenshots are taken (real Chromium), saved in the artifact
// store (a real s3rver through the AWS SDK, or the shared folder), and recorded only when saved.
// The worker keeps no PNG of its own afterwards. A proxy in front of s3rver can refuse the uploads.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, it } from 'node:test';
import type { ArtifactStore } from '../src/artifacts/artifact-store.ts';
import { openArtifactStore } from '../src/artifacts/open-artifact-store.ts';
import { screenshotRelease } from '../src/builds/screenshots.ts';
import { pngSignature, temporaryFolder } from './build-helpers.ts';
import { testS3, testS3Proxy } from './s3-server.ts';

const s3 = await testS3();
let refuseUploads = false;
const endpoint = await testS3Proxy(s3.endpoint, (req, res) => {
  if (!(refuseUploads && req.method === 'PUT' && req.url!.includes('/screenshots/'))) return false;
  req.resume();
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
  return true;
});

async function site(): Promise<string> {
  const dir = await temporaryFolder();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><h1>Home</h1></body></html>');
  return dir;
}

/** Every PNG under a folder, at any depth. */
function pngsIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.png')) : [];
}

/** A worker's store and an API node's, on a new bucket reached through the proxy, each with a data folder of its own. */
async function s3Nodes(): Promise<{ worker: ArtifactStore; api: ArtifactStore; workerData: string }> {
  const workerData = await temporaryFolder();
  const options = { artifacts: await s3.newBucket(), endpoint };
  const worker = await openArtifactStore(workerData, { ...options, serving: false });
  const api = await openArtifactStore(await temporaryFolder(), options);
  after(() => Promise.all([worker.close(), api.close()]));
  return { worker, api, workerData };
}

async function release(dataDir: string, artifacts: ArtifactStore) {
  const lines: string[] = [];
  const saved = await screenshotRelease({
    siteDir: await site(),
    projectId: 'p1',
    release: 'r1',
    dataDir,
    artifacts,
    signal: new AbortController().signal,
    log: (line) => lines.push(line),
  });
  return { saved, lines };
}

it('S3: an upload that fails records no screenshot, the log says they could not be stored, and the worker keeps no PNG', { timeout: 600_000 }, async () => {
  const { worker, api, workerData } = await s3Nodes();
  refuseUploads = true;
  const { saved, lines } = await release(workerData, worker).finally(() => (refuseUploads = false));
  assert.equal(saved, undefined, 'no path to record');
  assert.ok(
    lines.some((line) => /^Screenshots could not be stored: .*Access Denied\. The site is live; this update has no screenshots/.test(line)),
    lines.join('\n'),
  );
  assert.ok(!lines.some((line) => line.includes(workerData)), 'no line names the service’s folders');
  assert.deepEqual(pngsIn(workerData), [], 'nothing left on the worker');
  assert.ok(!existsSync(join(await api.screenshotsFolder('p1/r1-light.png'), 'p1/r1-light.png')), 'nothing in the bucket either');
});

it('S3: saved screenshots are served by an API node, and the worker deletes its local PNGs once uploaded', { timeout: 600_000 }, async () => {
  const { worker, api, workerData } = await s3Nodes();
  const { saved, lines } = await release(workerData, worker);
  assert.deepEqual(saved, { light: 'p1/r1-light.png', dark: 'p1/r1-dark.png' }, lines.join('\n'));
  assert.ok(lines.includes('Screenshots taken (light and dark).'));
  for (const path of [saved.light, saved.dark])
    assert.deepEqual(readFileSync(join(await api.screenshotsFolder(path), path)).subarray(0, 8), pngSignature, path);
  assert.deepEqual(pngsIn(workerData), [], 'the worker’s disk does not grow with each build');
});

it('shared folder: saved screenshots are in the data folder’s screenshots/, where every node serves them; no scratch is left', {
  timeout: 600_000,
}, async () => {
  const dataDir = await temporaryFolder();
  const store = await openArtifactStore(dataDir, {});
  const { saved, lines } = await release(dataDir, store);
  assert.deepEqual(saved, { light: 'p1/r1-light.png', dark: 'p1/r1-dark.png' }, lines.join('\n'));
  assert.deepEqual(pngsIn(dataDir).sort(), ['screenshots/p1/r1-dark.png', 'screenshots/p1/r1-light.png']);
  assert.equal(await store.screenshotsFolder(saved.light), join(dataDir, 'screenshots'));
});
