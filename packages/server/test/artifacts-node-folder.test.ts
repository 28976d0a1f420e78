// An API node in S3 mode keeps its local copies in `<data>/site-cache/node-*`, and touches the
// folder as a heartbeat. A node killed with SIGKILL cannot remove its folder: a running node does
// once the heartbeat is stale, and keeps the folders of nodes still beating, whatever their pid
// (real processes, a real s3rver). A worker-only node keeps no copies and claims no folder.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { after, it } from 'node:test';
import { claimNodeFolder } from '../src/artifacts/node-folder.ts';
import { openArtifactStore } from '../src/artifacts/open-artifact-store.ts';
import { testS3 } from './s3-server.ts';

const s3 = await testS3();
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) child.kill('SIGKILL');
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-node-folder-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An API node's store in another process, once it has made its folder. */
async function startNode(data: string, artifacts: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'artifacts-node-child.ts'), data], {
    env: { ...process.env, ...s3.env, QUIRE_ARTIFACTS: artifacts },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  assert.equal(chunk.toString(), 'ready\n');
  return child;
}

const nodeFolders = (data: string) => readdirSync(join(data, 'site-cache')).sort();
const folderOf = (data: string, pid: number) => nodeFolders(data).filter((name) => name.includes(`-${pid}-`));

/** Sets a folder's heartbeat back, as if its node had stopped touching it `minutes` ago. */
function ageFolder(folder: string, minutes: number): void {
  const then = new Date(Date.now() - minutes * 60_000);
  utimesSync(folder, then, then);
}

it('a folder left by a killed node is removed once its heartbeat is stale; a running node keeps its own', async () => {
  const data = dataDir();
  const artifacts = await s3.newBucket();
  const killed = await startNode(data, artifacts);
  const running = await startNode(data, artifacts);
  const [killedFolder] = folderOf(data, killed.pid!);
  const [runningFolder] = folderOf(data, running.pid!);
  assert.ok(killedFolder && runningFolder, `each node has a folder: ${nodeFolders(data).join(', ')}`);
  writeFileSync(join(data, 'site-cache', killedFolder, 'copy.html'), 'a local copy');
  killed.kill('SIGKILL');
  await once(killed, 'exit');
  assert.ok(existsSync(join(data, 'site-cache', killedFolder)), 'SIGKILL leaves the folder behind');
  ageFolder(join(data, 'site-cache', killedFolder), 10);

  const store = await openArtifactStore(data, { artifacts, endpoint: s3.endpoint });
  const [own] = folderOf(data, process.pid);
  assert.deepEqual(nodeFolders(data), [own, runningFolder].sort(), 'the killed node’s folder went, the running node’s stayed');
  await store.close();
  assert.deepEqual(nodeFolders(data), [runningFolder], 'a clean stop removes its own folder');
});

it('a folder with a fresh heartbeat stays though its pid runs nowhere here (a node in another container with this hostname); a stale one goes, whatever its host', async () => {
  const data = dataDir();
  const artifacts = await s3.newBucket();
  const first = await openArtifactStore(data, { artifacts, endpoint: s3.endpoint });
  const [own] = nodeFolders(data);
  const host = /^node-(.+)-\d+-\w{6}$/.exec(own!)![1];
  // Above the largest pid Linux gives: no process here has it.
  const otherNamespace = `node-${host}-4194305-abc123`;
  const earlier = `node-${host}-${process.pid}-1-abc123`;
  const elsewhere = `node-other.host-${process.pid}-def456`;
  for (const name of [otherNamespace, earlier, elsewhere]) mkdirSync(join(data, 'site-cache', name));
  ageFolder(join(data, 'site-cache', earlier), 10);
  ageFolder(join(data, 'site-cache', elsewhere), 10);
  const second = await openArtifactStore(data, { artifacts, endpoint: s3.endpoint });
  const names = nodeFolders(data);
  assert.ok(names.includes(otherNamespace), 'a live node of another namespace keeps its folder');
  assert.ok(!names.includes(earlier), 'a stale folder of this host went (an earlier format too)');
  assert.ok(!names.includes(elsewhere), 'a stale folder of another host went');
  assert.ok(names.includes(own!), 'a store of this very process keeps its folder');
  assert.equal(names.length, 3);
  await Promise.all([first.close(), second.close()]);
});

it('a node touches its folder at each beat, and sweeps a folder gone stale since it started', async () => {
  const parent = join(dataDir(), 'site-cache');
  const folder = await claimNodeFolder(parent, { heartbeatMs: 50, staleAfterMs: 60_000 });
  after(() => folder.release());
  ageFolder(folder.path, 10);
  const dead = join(parent, 'node-some.host-123-abc123');
  mkdirSync(dead);
  ageFolder(dead, 10);
  await new Promise((settled) => setTimeout(settled, 300));
  assert.ok(Date.now() - statSync(folder.path).mtimeMs < 10_000, 'the heartbeat moved the folder’s time on');
  assert.ok(!existsSync(dead), 'the dead node’s folder went without waiting for a start');
  await folder.release();
  assert.ok(!existsSync(folder.path));
});

it('a worker-only node (serving: false) claims no cache folder and says it serves nothing when asked to', async () => {
  const data = dataDir();
  const worker = await openArtifactStore(data, { artifacts: await s3.newBucket(), endpoint: s3.endpoint, serving: false });
  assert.ok(!existsSync(join(data, 'site-cache')), 'no site-cache folder');
  await assert.rejects(
    worker.servedFolder('mini'),
    /^Error: This node is a worker and serves no sites or screenshots: serve them from a node with the role api or all\.$/,
  );
  await worker.close();
});
