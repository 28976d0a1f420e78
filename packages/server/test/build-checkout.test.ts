import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { checkout, checkoutDir } from '../src/builds/checkout.ts';
import { gitRepo, project, temporaryFolder } from './build-helpers.ts';

describe('checkout', () => {
  it('mends a checkout that a killed service left between git init and remote add, and checks out from it', async () => {
    const repo = await gitRepo();
    const sha = await repo.commit('Docs', { 'docs.json': '{ "name": "Mini", "navigation": { "pages": ["index"] } }', 'index.mdx': '# Home\n' });
    const dataDir = await temporaryFolder();
    const target = project(repo.dir);
    const dir = checkoutDir(dataDir, target.id);
    await mkdir(dir, { recursive: true });
    execFileSync('git', ['init', '--quiet', dir]); // ...and the service died here: no origin.
    const lines: string[] = [];
    const done = await checkout({ project: target, dataDir, log: (line) => lines.push(line) });
    assert.equal(done.commit.sha, sha);
    assert.equal(execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: dir, encoding: 'utf8' }).trim(), repo.dir);
  });

  it('follows a project whose repository moved: origin is set to the new one', async () => {
    const [old, moved] = [await gitRepo(), await gitRepo()];
    await old.commit('Old', { 'docs.json': '{}' });
    const sha = await moved.commit('Moved', { 'docs.json': '{ "name": "Moved" }' });
    const dataDir = await temporaryFolder();
    await checkout({ project: project(old.dir), dataDir, log: () => {} });
    const done = await checkout({ project: project(moved.dir), dataDir, log: () => {} });
    assert.equal(done.commit.sha, sha);
  });
});
