// An API node in S3 mode keeps its local copies in `<data>/site-cache/node-*`. A node killed with
// SIGKILL cannot remove its folder: the next node to start on that data folder does, and keeps
// the folders of nodes still running (real processes, a real s3rver).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { after, it } from 'node:test';
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

it('a folder left by a killed node is removed by the next start; a running node keeps its own', async () => {
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

  const store = await openArtifactStore(data, { artifacts, endpoint: s3.endpoint });
  const [own] = folderOf(data, process.pid);
  assert.deepEqual(nodeFolders(data), [own, runningFolder].sort(), 'the killed node’s folder went, the running node’s stayed');
  await store.close();
  assert.deepEqual(nodeFolders(data), [runningFolder], 'a clean stop removes its own folder');
});

it('a folder of an earlier process with this pid (a restarted container) goes; another host’s stays', { skip: !existsSync('/proc/self/stat') && 'needs /proc' }, async () => {
  const data = dataDir();
  const artifacts = await s3.newBucket();
  const first = await openArtifactStore(data, { artifacts, endpoint: s3.endpoint });
  const [own] = nodeFolders(data);
  const host = /^node-(.+)-\d+-\d+-\w{6}$/.exec(own!)![1];
  // The same pid started at another time, and a node of another machine sharing the data folder.
  const earlier = `node-${host}-${process.pid}-1-abc123`;
  const elsewhere = `node-other.host-${process.pid}-1-abc123`;
  for (const name of [earlier, elsewhere]) mkdirSync(join(data, 'site-cache', name));
  const second = await openArtifactStore(data, { artifacts, endpoint: s3.endpoint });
  const names = nodeFolders(data);
  assert.ok(!names.includes(earlier), 'the earlier process’s folder went');
  assert.ok(names.includes(elsewhere), 'another host’s folder stayed: nothing here can tell if it runs');
  assert.ok(names.includes(own!), 'a store of this very process keeps its folder');
  assert.equal(names.length, 3);
  await Promise.all([first.close(), second.close()]);
});
