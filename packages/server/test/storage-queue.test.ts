import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import type { Storage } from '../src/storage/storage.ts';
import { openStorage, storageWithProject, tempDatabase } from './storage-helpers.ts';

const claimWorker = fileURLToPath(new URL('./storage-claim-worker.ts', import.meta.url));

/** `count` projects with one queued update each; returns the update ids. */
async function queueProjects(storage: Storage, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const project = await storage.projects.add({ name: `Project ${i}`, repo: `/repos/${i}` });
    ids.push((await storage.queue.enqueue(project.id, 'api')).statusId);
  }
  return ids;
}

describe('storage: build queue', () => {
  it('enqueue makes a queued record with every §2.1 field', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId, coalesced } = await storage.queue.enqueue(project.id, 'api');
    assert.equal(coalesced, false);
    const record = await storage.updates.get(statusId);
    assert.deepEqual({ ...record, createdAt: 'ISO' }, {
      _id: statusId, projectId: project.id, createdAt: 'ISO', endedAt: null, status: 'queued', summary: 'Queued: waiting for a build worker.',
      logs: [], logLines: 0, subdomain: project.subdomain, screenshot: null, screenshotLight: null, screenshotDark: null, author: null, commit: null, source: 'api',
    });
    assert.match(record?.createdAt ?? '', /^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it('a trigger while one is queued coalesces into it; once claimed, the next trigger queues anew', async () => {
    const { storage, project } = await storageWithProject();
    const first = await storage.queue.enqueue(project.id, 'api');
    assert.deepEqual(await storage.queue.enqueue(project.id, 'cli'), { statusId: first.statusId, coalesced: true });
    assert.deepEqual(await storage.queue.claim(), { updateId: first.statusId, projectId: project.id });
    const second = await storage.queue.enqueue(project.id, 'api');
    assert.equal(second.coalesced, false);
    assert.notEqual(second.statusId, first.statusId);
  });

  it('rejects a trigger for an unknown project', async () => {
    const { storage } = await storageWithProject();
    await assert.rejects(storage.queue.enqueue('0'.repeat(24), 'api'), /Unknown project/);
  });

  it('claims oldest first, one build per project at a time, and undefined when nothing is claimable', async () => {
    const storage = await openStorage();
    const a = await storage.projects.add({ name: 'A', repo: '/a' });
    const b = await storage.projects.add({ name: 'B', repo: '/b' });
    const a1 = await storage.queue.enqueue(a.id, 'api');
    const b1 = await storage.queue.enqueue(b.id, 'api');
    assert.equal((await storage.queue.claim())?.updateId, a1.statusId);
    const a2 = await storage.queue.enqueue(a.id, 'api');
    assert.equal((await storage.queue.claim())?.updateId, b1.statusId, 'A is still building, so B goes first');
    assert.equal(await storage.queue.claim(), undefined, 'A2 waits for A1');
    assert.equal((await storage.updates.get(a1.statusId))?.status, 'in_progress');
    await storage.queue.finish(a1.statusId, { status: 'success', summary: 'Published.' });
    assert.equal((await storage.queue.claim())?.updateId, a2.statusId);
  });

  it('finish records the outcome: status, summary, endedAt, author, commit, screenshots', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    const commit = { sha: 'a'.repeat(40), ref: 'refs/heads/main', message: 'Add pets', filesChanged: { added: ['docs.json'], modified: [], removed: [] } };
    await storage.queue.finish(statusId, { status: 'success', summary: 'Published 12 pages.', author: 'Ada <ada@example.com>', commit, screenshots: { light: 'https://x/l.png', dark: 'https://x/d.png' } });
    const record = await storage.updates.get(statusId);
    assert.equal(record?.status, 'success');
    assert.equal(record?.summary, 'Published 12 pages.');
    assert.match(record?.endedAt ?? '', /Z$/);
    assert.ok((record?.endedAt ?? '') >= (record?.createdAt ?? ''));
    assert.equal(record?.author, 'Ada <ada@example.com>');
    assert.deepEqual(record?.commit, commit);
    assert.deepEqual([record?.screenshot, record?.screenshotLight, record?.screenshotDark], ['https://x/l.png', 'https://x/l.png', 'https://x/d.png']);
  });

  it('finish refuses an unknown update and one that is not in progress', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await assert.rejects(storage.queue.finish(statusId, { status: 'success', summary: '' }), /is queued, not in progress/);
    await storage.queue.claim();
    await storage.queue.finish(statusId, { status: 'failure', summary: 'docs.json is invalid.' });
    await assert.rejects(storage.queue.finish(statusId, { status: 'success', summary: '' }), /is failure, not in progress/);
    await assert.rejects(storage.queue.finish('0'.repeat(24), { status: 'success', summary: '' }), /Unknown update/);
  });

  it('two storages on one file claiming at once never get the same job', async () => {
    const file = tempDatabase();
    const one = await openStorage(file);
    const two = await openStorage(file);
    const queued = await queueProjects(one, 30);
    const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).queue.claim()));
    const claimed = claims.flatMap((job) => (job ? [job.updateId] : []));
    assert.equal(claimed.length, 30);
    assert.deepEqual([...claimed].sort(), [...queued].sort());
  });

  it('two processes on one file claiming at once never get the same job', async () => {
    const file = tempDatabase();
    const storage = await openStorage(file);
    const queued = await queueProjects(storage, 300);
    const startAt = String(Date.now() + 700);
    const run = promisify(execFile);
    const results = await Promise.all([run(process.execPath, [claimWorker, file, startAt]), run(process.execPath, [claimWorker, file, startAt])]);
    const [first, second] = results.map(({ stdout }) => JSON.parse(stdout) as string[]);
    const all = [...first!, ...second!];
    assert.ok(first!.length > 0 && second!.length > 0, `both processes claimed jobs (${first!.length} and ${second!.length}), so their claims interleaved`);
    assert.equal(new Set(all).size, all.length, 'no job was claimed twice');
    assert.deepEqual(all.sort(), [...queued].sort(), 'every job was claimed');
  });

  it('recover after a restart: in_progress becomes failure with a reason, and the project is queued again', async () => {
    const file = tempDatabase();
    const before = await openStorage(file);
    const project = await before.projects.add({ name: 'Docs', repo: '/r' });
    const { statusId } = await before.queue.enqueue(project.id, 'api');
    await before.queue.claim();
    await before.updates.appendLogs(statusId, ['Cloning /r']);
    await before.close();

    const after = await openStorage(file);
    assert.equal(await after.queue.recover(), 1);
    const failed = await after.updates.get(statusId);
    assert.equal(failed?.status, 'failure');
    assert.match(failed?.endedAt ?? '', /Z$/);
    const requeued = /queued again as ([0-9a-f]{24})/.exec(failed?.summary ?? '')?.[1];
    assert.ok(requeued, failed?.summary);
    assert.deepEqual(failed?.logs, ['Cloning /r', failed?.summary]);
    const next = await after.updates.get(requeued);
    assert.deepEqual([next?.status, next?.source, next?.projectId], ['queued', 'internal', project.id]);
    assert.equal(await after.queue.recover(), 0, 'nothing is left in progress');
    assert.deepEqual(await after.queue.claim(), { updateId: requeued, projectId: project.id });
  });

  it('recover joins an update already queued for the project instead of queueing a second one', async () => {
    const { storage, project } = await storageWithProject();
    const first = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    const waiting = await storage.queue.enqueue(project.id, 'api');
    assert.equal(await storage.queue.recover(), 1);
    assert.match((await storage.updates.get(first.statusId))?.summary ?? '', new RegExp(`queued again as ${waiting.statusId}`));
  });
});
