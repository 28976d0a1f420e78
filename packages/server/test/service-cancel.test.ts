// Canceling through the API stops a build in progress, on either backend, and the project builds
// again on the next trigger.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BuildInput, BuildResult } from '../src/builds/build-types.ts';
import { startService } from '../src/service/start-service.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';
import type { UpdateRecord } from '../src/storage/records.ts';
import { testQueueTiming } from './postgres-server.ts';
import { eachBackend } from './storage-helpers.ts';

eachBackend('service: canceling a build in progress', ({ name, newDatabase }) => {
  it('the build is stopped, the update ends canceled, and the next trigger builds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-cancel-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const stopped: string[] = [];
    // A build that runs until its signal says stop (a cancel), or 300 ms once the first was canceled.
    const build = async (input: BuildInput): Promise<BuildResult> => {
      try {
        await sleep(stopped.length ? 300 : 60_000, undefined, { signal: input.signal! });
      } catch {
        stopped.push(input.project.id);
        return { ok: false, summary: 'Stopped.' };
      }
      return {
        ok: true,
        summary: 'Published.',
        author: 'Ada <ada@example.com>',
        commit: { sha: 'b'.repeat(40), ref: 'refs/heads/main', message: 'm', filesChanged: { added: [], modified: [], removed: [] } },
      };
    };
    const service = await startService({
      cli: quireCli,
      dataDir,
      port: 0,
      ...(name === 'postgres' ? { database: await newDatabase(), postgres: { timing: testQueueTiming, maxConnections: 5 } } : {}),
      build,
    });
    after(() => service.close());
    const project = await service.storage.projects.add({ name: 'Docs', repo: '/r' });
    const { token } = await service.storage.tokens.create(project.id);
    const headers = { authorization: `Bearer ${token}` };
    const trigger = async () =>
      (
        (await (await fetch(`${service.url.replace('localhost', '127.0.0.1')}/v1/project/update/${project.id}`, { method: 'POST', headers })).json()) as {
          statusId: string;
        }
      ).statusId;
    const status = async (id: string) =>
      (await (await fetch(`${service.url.replace('localhost', '127.0.0.1')}/v1/project/update-status/${id}`, { headers })).json()) as UpdateRecord;
    const until = async (id: string, wanted: string) => {
      const deadline = Date.now() + 20_000;
      while ((await status(id)).status !== wanted && Date.now() < deadline) await sleep(100);
      return status(id);
    };

    const first = await trigger();
    await until(first, 'in_progress');
    const cancel = await fetch(`${service.url.replace('localhost', '127.0.0.1')}/v1/project/update-cancel/${first}`, { method: 'POST', headers });
    assert.equal(cancel.status, 200);
    const deadline = Date.now() + 10_000;
    while (stopped.length === 0 && Date.now() < deadline) await sleep(100);
    assert.deepEqual(stopped, [project.id], 'the build was stopped');
    await sleep(300);
    const canceled = await status(first);
    assert.deepEqual(
      [canceled.status, canceled.summary],
      ['canceled', 'Canceled while building: the build was stopped.'],
      'the build’s own failure does not overwrite the cancel',
    );

    const second = await trigger();
    assert.notEqual(second, first);
    assert.equal((await until(second, 'success')).status, 'success');
  });
});
