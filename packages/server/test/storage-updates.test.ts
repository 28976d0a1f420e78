import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOG_LIMITS } from '../src/storage/update-store.ts';
import { storageWithProject } from './storage-helpers.ts';

describe('storage: updates', () => {
  it('appendLogs appends lines in order, visible to the next read', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    await storage.updates.appendLogs(statusId, ['one', 'two']);
    await storage.updates.appendLogs(statusId, []);
    await storage.updates.appendLogs(statusId, ['three', '']);
    assert.deepEqual((await storage.updates.get(statusId))?.logs, ['one', 'two', 'three', '']);
  });

  it('bounds a runaway log: long lines are cut, and past the line limit one marker ends it', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.updates.appendLogs(statusId, ['x'.repeat(LOG_LIMITS.lineLength + 10)]);
    await storage.updates.appendLogs(statusId, Array.from({ length: LOG_LIMITS.lines + 5 }, (_, i) => `line ${i}`));
    await storage.updates.appendLogs(statusId, ['after the limit']);
    const logs = (await storage.updates.get(statusId))?.logs ?? [];
    assert.equal(logs[0]?.length, LOG_LIMITS.lineLength + 1, 'cut, with an ellipsis');
    assert.equal(logs.length, LOG_LIMITS.lines + 1);
    assert.equal(logs.at(-2), `line ${LOG_LIMITS.lines - 2}`);
    assert.match(logs.at(-1) ?? '', /The log stops here/);
  });

  it('get of an unknown id is undefined; appending to one is a readable error', async () => {
    const { storage } = await storageWithProject();
    assert.equal(await storage.updates.get('0'.repeat(24)), undefined);
    await assert.rejects(storage.updates.appendLogs('0'.repeat(24), ['x']), /Unknown update "0{24}"/);
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
