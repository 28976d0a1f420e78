import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { it } from 'node:test';
import type { BuildJob, Storage } from '../src/storage/storage.ts';
import { eachBackend } from './storage-helpers.ts';

const claimWorker = fileURLToPath(new URL('./storage-claim-worker.ts', import.meta.url));

/** What a claim names (without the lapse signal PostgreSQL adds). */
function jobOf(job: BuildJob | undefined) {
  return job && { updateId: job.updateId, projectId: job.projectId };
}

/** `count` projects with one queued update each; returns the update ids. */
async function queueProjects(storage: Storage, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const project = await storage.projects.add({ name: `Project ${i}`, repo: `/repos/${i}` });
    ids.push((await storage.queue.enqueue(project.id, 'api')).statusId);
  }
  return ids;
}

eachBackend('storage: build queue', ({ name, openStorage, storageWithProject, newDatabase }) => {
  it('enqueue makes a queued record with every field of the update status record (docs: hosting-api/update-status)', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId, coalesced } = await storage.queue.enqueue(project.id, 'api');
    assert.equal(coalesced, false);
    const record = await storage.updates.get(statusId);
    assert.deepEqual(
      { ...record, createdAt: 'ISO' },
      {
        _id: statusId,
        projectId: project.id,
        createdAt: 'ISO',
        endedAt: null,
        status: 'queued',
        summary: 'Queued: waiting for a build worker.',
        logs: [],
        logLines: 0,
        subdomain: project.subdomain,
        screenshot: null,
        screenshotLight: null,
        screenshotDark: null,
        author: null,
        commit: null,
        source: 'api',
      },
    );
    assert.match(record?.createdAt ?? '', /^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it('a trigger while one is queued coalesces into it; once claimed, the next trigger queues anew', async () => {
    const { storage, project } = await storageWithProject();
    const first = await storage.queue.enqueue(project.id, 'api');
    assert.deepEqual(await storage.queue.enqueue(project.id, 'cli'), { statusId: first.statusId, coalesced: true });
    assert.deepEqual(jobOf(await storage.queue.claim()), { updateId: first.statusId, projectId: project.id });
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

  it('shares the workers fairly: a tenant with fewer builds running goes first, its own site before its previews, however long the others waited', async () => {
    const storage = await openStorage();
    const busy = await storage.projects.add({ name: 'Busy', repo: '/busy' });
    const other = await storage.projects.add({ name: 'Other', repo: '/other' });
    const previews = [];
    for (const branch of ['one', 'two']) previews.push(await storage.projects.previewFor(busy.id, branch));
    const previewUpdates = [];
    for (const preview of previews) previewUpdates.push(await storage.queue.enqueue(preview.id, 'webhook'));
    const busyMain = await storage.queue.enqueue(busy.id, 'webhook');
    const otherMain = await storage.queue.enqueue(other.id, 'api');
    assert.equal((await storage.queue.claim())?.updateId, busyMain.statusId, "the busy tenant's own site before its previews");
    assert.equal((await storage.queue.claim())?.updateId, otherMain.statusId, "the other tenant, with no build running, before the busy tenant's previews");
    assert.equal((await storage.queue.claim())?.updateId, previewUpdates[0]!.statusId, 'with no other tenant waiting, a worker takes a preview');
  });

  it('finish records the outcome: status, summary, endedAt, author, commit, screenshots', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    const commit = { sha: 'a'.repeat(40), ref: 'refs/heads/main', message: 'Add pets', filesChanged: { added: ['docs.json'], modified: [], removed: [] } };
    await storage.queue.finish(statusId, {
      status: 'success',
      summary: 'Published 12 pages.',
      author: 'Ada <ada@example.com>',
      commit,
      screenshots: { light: 'https://x/l.png', dark: 'https://x/d.png' },
    });
    const record = await storage.updates.get(statusId);
    assert.equal(record?.status, 'success');
    assert.equal(record?.summary, 'Published 12 pages.');
    assert.match(record?.endedAt ?? '', /Z$/);
    assert.ok((record?.endedAt ?? '') >= (record?.createdAt ?? ''));
    assert.equal(record?.author, 'Ada <ada@example.com>');
    assert.deepEqual(record?.commit, { ...commit, filesChangedCount: { added: 1, modified: 0, removed: 0 } });
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

  it('cancel: a queued update ends canceled and is never claimed; the project’s next trigger queues anew', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    assert.equal(await storage.queue.cancel(statusId), 'canceled');
    const record = await storage.updates.get(statusId);
    assert.deepEqual([record?.status, record?.summary, record?.logs], ['canceled', 'Canceled before it started.', ['Canceled before it started.']]);
    assert.match(record?.endedAt ?? '', /Z$/);
    assert.equal(await storage.queue.claim(), undefined);
    const next = await storage.queue.enqueue(project.id, 'api');
    assert.equal(next.coalesced, false);
    assert.equal((await storage.queue.claim())?.updateId, next.statusId);
  });

  it('cancel: a building update ends canceled at once, its finish is dropped, and an ended or unknown one is left as it is', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    assert.equal(await storage.queue.cancel(statusId), 'canceled');
    assert.equal((await storage.updates.get(statusId))?.summary, 'Canceled while building: the build was stopped.');
    await storage.queue.finish(statusId, { status: 'success', summary: 'Published.' });
    assert.equal((await storage.updates.get(statusId))?.status, 'canceled', 'the cancel stands');
    assert.equal(await storage.queue.cancel(statusId), 'canceled');
    const done = await storage.queue.enqueue(project.id, 'api');
    assert.equal((await storage.queue.claim())?.updateId, done.statusId);
    await storage.queue.finish(done.statusId, { status: 'success', summary: 'Published.' });
    assert.equal(await storage.queue.cancel(done.statusId), 'success');
    assert.equal((await storage.updates.get(done.statusId))?.status, 'success');
    assert.equal(await storage.queue.cancel('0'.repeat(24)), undefined);
  });

  it('two storages on one database claiming at once never get the same job', async () => {
    const file = await newDatabase();
    const one = await openStorage(file);
    const two = await openStorage(file);
    const queued = await queueProjects(one, 30);
    const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).queue.claim()));
    const claimed = claims.flatMap((job) => (job ? [job.updateId] : []));
    assert.equal(claimed.length, 30);
    assert.deepEqual([...claimed].sort(), [...queued].sort());
  });

  it('two processes on one database claiming at once never get the same job', async () => {
    const file = await newDatabase();
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

  // The embedded service's restart rule: one process, so whatever is in progress when it starts
  // was stranded by its death. Many nodes on PostgreSQL rely on leases instead (the tests below).
  const embeddedOnly = { skip: name === 'postgres' ? "PostgreSQL claims are leases: a dead worker's job comes back by itself (tested below)." : false };

  it('recover after a restart: in_progress becomes failure with a reason, and the project is queued again', embeddedOnly, async () => {
    const file = await newDatabase();
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
    assert.deepEqual(jobOf(await after.queue.claim()), { updateId: requeued, projectId: project.id });
  });

  it('recover queues a stranded update again only once: a retry that took the service down too is failed, with the reason', embeddedOnly, async () => {
    const file = await newDatabase();
    let storage = await openStorage(file);
    const project = await storage.projects.add({ name: 'Docs', repo: '/r' });
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    await storage.close();

    storage = await openStorage(file);
    assert.equal(await storage.queue.recover(), 1);
    const retry = /queued again as ([0-9a-f]{24})/.exec((await storage.updates.get(statusId))?.summary ?? '')?.[1];
    assert.ok(retry);
    assert.deepEqual(jobOf(await storage.queue.claim()), { updateId: retry, projectId: project.id });
    await storage.close();

    // The retry's build ended the service as well.
    storage = await openStorage(file);
    assert.equal(await storage.queue.recover(), 1);
    const failed = await storage.updates.get(retry);
    assert.equal(failed?.status, 'failure');
    assert.match(failed?.summary ?? '', /stopped twice while building this commit.*not queued again/);
    assert.equal(await storage.queue.claim(), undefined, 'nothing is queued again');
    await storage.close();
  });

  it('recover joins an update already queued for the project instead of queueing a second one', embeddedOnly, async () => {
    const { storage, project } = await storageWithProject();
    const first = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    const waiting = await storage.queue.enqueue(project.id, 'api');
    assert.equal(await storage.queue.recover(), 1);
    assert.match((await storage.updates.get(first.statusId))?.summary ?? '', new RegExp(`queued again as ${waiting.statusId}`));
  });
});
