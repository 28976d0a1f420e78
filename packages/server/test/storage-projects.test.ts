import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isRecordId } from '../src/storage/ids.ts';
import { eachBackend } from './storage-helpers.ts';

eachBackend('storage: projects', ({ openStorage }) => {
  it('adds a project with defaults: subdomain from the name, branch main, docs at the root', async () => {
    const storage = await openStorage();
    const project = await storage.projects.add({ name: 'Petstore API Docs!', repo: 'https://example.com/petstore.git' });
    assert.ok(isRecordId(project.id), project.id);
    assert.equal(project.subdomain, 'petstore-api-docs');
    assert.equal(project.branch, 'main');
    assert.equal(project.dir, '');
    assert.match(project.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(await storage.projects.get(project.id), project);
    assert.deepEqual(await storage.projects.bySubdomain('petstore-api-docs'), project);
  });

  it('keeps a given branch, subdomain and docs folder (normalized to a path inside the repo)', async () => {
    const storage = await openStorage();
    const project = await storage.projects.add({ name: 'X', repo: '/r', branch: 'release', subdomain: 'api-v2', dir: './docs/' });
    assert.deepEqual([project.branch, project.subdomain, project.dir], ['release', 'api-v2', 'docs']);
    await assert.rejects(storage.projects.add({ name: 'Y', repo: '/r', dir: '../outside' }), /inside the repository/);
  });

  it('rejects a taken subdomain and invalid ones with a readable error', async () => {
    const storage = await openStorage();
    await storage.projects.add({ name: 'Docs', repo: '/r' });
    await assert.rejects(storage.projects.add({ name: 'Docs', repo: '/other' }), /subdomain "docs" is taken/);
    for (const bad of ['Upper', '-dash', 'dash-', 'under_score', 'dot.ted', '', 'a'.repeat(64)]) {
      await assert.rejects(storage.projects.add({ name: 'Z', repo: '/r', subdomain: bad }), /not a valid subdomain/, bad);
    }
    await assert.rejects(storage.projects.add({ name: '!!!', repo: '/r' }), /No subdomain can be made from the name/);
    await assert.rejects(storage.projects.add({ name: ' ', repo: '/r' }), /needs a name/);
    await assert.rejects(storage.projects.add({ name: 'Q', repo: '' }), /needs a repository/);
  });

  it('lists projects oldest first; unknown ids and subdomains are undefined', async () => {
    const storage = await openStorage();
    const a = await storage.projects.add({ name: 'Alpha', repo: '/a' });
    const b = await storage.projects.add({ name: 'Beta', repo: '/b' });
    assert.deepEqual(
      (await storage.projects.list()).map((p) => p.id),
      [a.id, b.id],
    );
    assert.equal(await storage.projects.get('0'.repeat(24)), undefined);
    assert.equal(await storage.projects.bySubdomain('gamma'), undefined);
  });
});

describe('record ids', () => {
  it('are 24 lowercase hex characters; isRecordId rejects anything else', () => {
    assert.ok(isRecordId('665f1c2e9b1d4a0012ab34cd'));
    for (const bad of [
      '665F1C2E9B1D4A0012AB34CD',
      '665f1c2e9b1d4a0012ab34c',
      '665f1c2e9b1d4a0012ab34cdd',
      'zz5f1c2e9b1d4a0012ab34cd',
      '',
      '../665f1c2e9b1d4a0012ab34',
    ]) {
      assert.equal(isRecordId(bad), false, bad);
    }
  });
});
