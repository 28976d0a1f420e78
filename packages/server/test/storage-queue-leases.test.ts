// What PostgreSQL's queue adds to the shared queue tests: claims are leases, so a worker that dies
// mid-build loses its job to another worker, and a job nobody can finish fails its update.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';
import { openPostgresStorage } from '../src/storage/postgres-storage.ts';
import type { BuildJob, Storage } from '../src/storage/storage.ts';
import { testQueueTiming } from './postgres-server.ts';
import { eachBackend } from './storage-helpers.ts';

const claimWorker = fileURLToPath(new URL('./storage-claim-worker.ts', import.meta.url));

/** A worker process that claims one job and holds it until killed; resolves with the job and the process. */
async function workerHolding(location: string) {
  const child = spawn(process.execPath, [claimWorker, location, '0', 'hold'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return { job: JSON.parse(line.toString()) as BuildJob | null, child };
}

/** Claims until a job comes (or `ms` pass). */
async function claimWithin(storage: Storage, ms: number): Promise<BuildJob | undefined> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const job = await storage.queue.claim();
    if (job) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

// The lease tests wait on a claim to lapse (a lease of 10 s, most of the file's time), each on a
// database of its own: they wait at once.
eachBackend('storage: build queue across nodes', { concurrency: true }, ({ name, openStorage, newDatabase }) => {
  it('30 triggers of one project from three nodes at once make one queued update', async () => {
    const location = await newDatabase();
    const nodes = await Promise.all([openStorage(location), openStorage(location), openStorage(location)]);
    const project = await nodes[0]!.projects.add({ name: 'Docs', repo: '/r' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => nodes[i % 3]!.queue.enqueue(project.id, 'api')));
    assert.equal(new Set(answers.map((a) => a.statusId)).size, 1);
    assert.equal(answers.filter((a) => !a.coalesced).length, 1);
  });

  const leases = { skip: name === 'sqlite' ? 'The embedded service is one process: its restart rule (recover) stands in for leases.' : false };

  it('a worker killed mid-build loses its job to another worker, and the same update ends in success', leases, async () => {
    const location = await newDatabase();
    const other = await openStorage(location);
    const project = await other.projects.add({ name: 'Docs', repo: '/r' });
    const { statusId } = await other.queue.enqueue(project.id, 'api');
    const { job, child } = await workerHolding(location);
    assert.equal(job?.updateId, statusId);
    assert.equal(await other.queue.claim(), undefined, 'while its worker lives, the job is its own');
    const killedAt = Date.now();
    child.kill('SIGKILL');
    const again = await claimWithin(other, 30_000);
    const waited = Date.now() - killedAt;
    assert.deepEqual(
      again && { updateId: again.updateId, projectId: again.projectId },
      { updateId: statusId, projectId: project.id },
      `the job came back ${waited} ms after the kill`,
    );
    assert.ok(waited < testQueueTiming.leaseSeconds! * 2 * 1000, `back within about a lease (${waited} ms), not at the end of the build limit`);
    assert.equal(again?.lapsed?.aborted, false, 'the new holder’s claim is alive');
    await other.queue.finish(statusId, { status: 'success', summary: 'Published.' });
    const record = await other.updates.get(statusId);
    assert.equal(record?.status, 'success');
    assert.match(record?.logs.join('\n') ?? '', /stopped answering; another worker builds it again \(delivery 2 of 3\)/);
    assert.equal(await other.queue.claim(), undefined, 'delivered again once, not twice');
  });

  it('a worker whose claim lapsed while it was alive cannot record an outcome over the new holder’s build', leases, async () => {
    const location = await newDatabase();
    const stale = await openStorage(location);
    const fresh = await openStorage(location);
    const project = await stale.projects.add({ name: 'Docs', repo: '/r' });
    const { statusId } = await stale.queue.enqueue(project.id, 'api');
    const mine = await stale.queue.claim();
    assert.equal(mine?.updateId, statusId);
    // Its heartbeats stop reaching the database (a network partition, a stalled process).
    (stale.queue as unknown as { release(): void }).release();
    const theirs = await claimWithin(fresh, 30_000);
    assert.equal(theirs?.updateId, statusId);
    await assert.rejects(stale.queue.finish(statusId, { status: 'failure', summary: 'Stale.' }), /handed to another worker \(this worker's claim lapsed\)/);
    assert.equal((await fresh.updates.get(statusId))?.status, 'in_progress', 'the stale outcome was not recorded');
    await fresh.queue.finish(statusId, { status: 'success', summary: 'Published.' });
    assert.equal((await fresh.updates.get(statusId))?.status, 'success');
  });

  it('a job whose every delivery lapses fails its update with the reason, and the project builds again on the next trigger', leases, async () => {
    const location = await newDatabase();
    const storage = await openPostgresStorage(location, { timing: { ...testQueueTiming, retries: 0 }, maxConnections: 3 });
    try {
      const project = await storage.projects.add({ name: 'Docs', repo: '/r' });
      const { statusId } = await storage.queue.enqueue(project.id, 'api');
      const { child } = await workerHolding(location);
      child.kill('SIGKILL');
      const until = Date.now() + 30_000;
      while ((await storage.updates.get(statusId))?.status === 'in_progress' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
      const record = await storage.updates.get(statusId);
      assert.equal(record?.status, 'failure');
      assert.match(record?.summary ?? '', /started 1 times and each time its worker stopped answering .*Trigger an update to try again/);
      assert.match(record?.endedAt ?? '', /Z$/);
      const next = await storage.queue.enqueue(project.id, 'api');
      assert.equal((await storage.queue.claim())?.updateId, next.statusId, 'the failed job no longer holds the project back');
    } finally {
      await storage.close();
    }
  });
});
