import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import fs, { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, mock } from 'node:test';
import { lockProject, projectLockName } from '../src/project-lock.ts';

describe('lockProject', () => {
  it('takes over the lock of a build that died without releasing it, without waiting', async () => {
    const project = mkdtempSync(join(tmpdir(), 'quire-lock-'));
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => dead.on('close', done));
    writeFileSync(join(project, projectLockName), String(dead.pid));
    const waitedFor: number[] = [];
    const release = await lockProject(project, (pid) => waitedFor.push(pid));
    assert.deepEqual(waitedFor, []);
    release();
    assert.deepEqual(readdirSync(project), [], 'released, and nothing left behind');
  });

  it("takes over a lock naming this process's pid that this process does not hold (a killed run in another container)", async () => {
    const project = mkdtempSync(join(tmpdir(), 'quire-lock-'));
    writeFileSync(join(project, projectLockName), String(process.pid));
    const waitedFor: number[] = [];
    const release = await lockProject(project, (pid) => waitedFor.push(pid));
    assert.deepEqual(waitedFor, []);
    release();
  });

  it('waits for a live holder, saying whom, and takes the lock once it is released', async () => {
    const project = mkdtempSync(join(tmpdir(), 'quire-lock-'));
    const first = await lockProject(project);
    let told: number | undefined;
    let taken = false;
    const waiting = Promise.withResolvers<void>();
    const second = lockProject(project, (pid) => {
      told = pid;
      waiting.resolve();
    });
    void second.then(() => (taken = true));
    await waiting.promise;
    assert.equal(told, process.pid);
    assert.equal(taken, false, 'still waiting while the first holds it');
    first();
    const release = await second;
    assert.ok(existsSync(join(project, projectLockName)));
    release();
  });

  it('builds unlocked on a file system without hard links, instead of failing the build', async () => {
    const project = mkdtempSync(join(tmpdir(), 'quire-lock-'));
    mock.method(fs, 'linkSync', () => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    });
    syncBuiltinESMExports();
    try {
      const release = await lockProject(project);
      release();
      assert.deepEqual(readdirSync(project), [], 'nothing left behind');
    } finally {
      mock.restoreAll();
      syncBuiltinESMExports();
    }
  });
});
