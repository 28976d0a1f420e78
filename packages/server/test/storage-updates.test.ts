import assert from 'node:assert/strict';
import { it } from 'node:test';
import { LOG_LIMITS } from '../src/storage/update-store.ts';
import { eachBackend } from './storage-helpers.ts';

eachBackend('storage: updates', ({ storageWithProject }) => {
  it('appendLogs appends lines in order, visible to the next read', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    await storage.updates.appendLogs(statusId, ['one', 'two']);
    await storage.updates.appendLogs(statusId, []);
    await storage.updates.appendLogs(statusId, ['three', '']);
    assert.deepEqual((await storage.updates.get(statusId))?.logs, ['one', 'two', 'three', '']);
  });

  it('bounds a runaway log: long lines are cut, and past the line limit one marker ends it; the record carries the tail, pages carry all', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.updates.appendLogs(statusId, ['x'.repeat(LOG_LIMITS.lineLength + 10)]);
    await storage.updates.appendLogs(
      statusId,
      Array.from({ length: LOG_LIMITS.lines + 5 }, (_, i) => `line ${i}`),
    );
    await storage.updates.appendLogs(statusId, ['after the limit']);
    const record = await storage.updates.get(statusId);
    assert.equal(record?.logLines, LOG_LIMITS.lines + 1);
    assert.equal(record?.logs.length, LOG_LIMITS.tail);
    assert.equal(record?.logs.at(-2), `line ${LOG_LIMITS.lines - 2}`);
    assert.match(record?.logs.at(-1) ?? '', /The log stops here/);
    const first = await storage.updates.logPage(statusId, 0, 2);
    assert.deepEqual(first, { lines: [`${'x'.repeat(LOG_LIMITS.lineLength)}…`, 'line 0'], total: LOG_LIMITS.lines + 1 });
    const last = await storage.updates.logPage(statusId, LOG_LIMITS.lines - 1, 10);
    assert.deepEqual(last?.lines, [`line ${LOG_LIMITS.lines - 2}`, record?.logs.at(-1)]);
  });

  it('bounds a log by bytes too: a build printing 10 MB keeps 4 MB and the marker', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    const line = 'y'.repeat(1000);
    for (let batch = 0; batch < 10; batch++)
      await storage.updates.appendLogs(
        statusId,
        Array.from({ length: 1000 }, () => line),
      );
    const record = await storage.updates.get(statusId);
    const kept = Math.floor(LOG_LIMITS.bytes / line.length);
    assert.equal(record?.logLines, kept + 1);
    assert.match(record?.logs.at(-1) ?? '', /at most 10000 lines and 4 MB/);
    assert.equal(await storage.updates.logPage('0'.repeat(24), 0, 1), undefined);
  });

  it('get of an unknown id is undefined; appending to one is a readable error', async () => {
    const { storage } = await storageWithProject();
    assert.equal(await storage.updates.get('0'.repeat(24)), undefined);
    await assert.rejects(storage.updates.appendLogs('0'.repeat(24), ['x']), /Unknown update "0{24}"/);
  });

  it('list pages through a project’s updates newest first, with the total, and none of another project’s', async () => {
    const { storage, project } = await storageWithProject();
    const other = await storage.projects.add({ name: 'Other', repo: '/o' });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { statusId } = await storage.queue.enqueue(project.id, 'api');
      await storage.queue.claim();
      await storage.queue.finish(statusId, { status: 'success', summary: `Build ${i}` });
      made.push(statusId);
    }
    await storage.queue.enqueue(other.id, 'api');
    const first = await storage.updates.list(project.id, 0, 2);
    assert.equal(first.total, 5);
    assert.deepEqual(
      first.updates.map((u) => u._id),
      [made[4], made[3]],
    );
    assert.equal(first.updates[0]?.summary, 'Build 4');
    const last = await storage.updates.list(project.id, 4, 2);
    assert.deepEqual(
      last.updates.map((u) => u._id),
      [made[0]],
    );
    assert.deepEqual(await storage.updates.list('0'.repeat(24), 0, 10), { updates: [], total: 0 });
  });

  it('lastSuccess is the newest successful update of that project only', async () => {
    const { storage, project } = await storageWithProject();
    const other = await storage.projects.add({ name: 'Other', repo: '/o' });
    assert.equal(await storage.updates.lastSuccess(project.id), undefined);
    const build = async (projectId: string, status: 'success' | 'failure') => {
      const { statusId } = await storage.queue.enqueue(projectId, 'api');
      assert.equal((await storage.queue.claim())?.updateId, statusId);
      await storage.queue.finish(statusId, { status, summary: status });
      return statusId;
    };
    await build(project.id, 'success');
    const newest = await build(project.id, 'success');
    await build(project.id, 'failure');
    await build(other.id, 'success');
    assert.equal((await storage.updates.lastSuccess(project.id))?._id, newest);
  });
});
