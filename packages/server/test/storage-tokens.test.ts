import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eachBackend } from './storage-helpers.ts';

eachBackend('storage: tokens', ({ storageWithProject }) => {
  it('creates a project token that verifies, and keeps only its hash', async () => {
    const { storage, project } = await storageWithProject();
    const { token, record } = await storage.tokens.create(project.id);
    assert.match(token, /^qt_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
    assert.equal(record.projectId, project.id);
    assert.equal(record.revokedAt, null);
    assert.deepEqual(await storage.tokens.verify(token), record);
    assert.deepEqual(await storage.tokens.list(), [record]);
    assert.ok(!JSON.stringify(await storage.tokens.list()).includes(token.slice(-43)), 'the secret is not stored or listed');
  });

  it('an org-wide token has projectId null', async () => {
    const { storage } = await storageWithProject();
    const { token, record } = await storage.tokens.create(null);
    assert.equal(record.projectId, null);
    assert.equal((await storage.tokens.verify(token))?.projectId, null);
  });

  it('a wrong, tampered, malformed or unknown token does not verify', async () => {
    const { storage, project } = await storageWithProject();
    const { token } = await storage.tokens.create(project.id);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const { token: other } = await storage.tokens.create(project.id);
    const cases = {
      tampered: token.slice(0, -1) + last,
      'another token’s secret': token.slice(0, 28) + other.slice(28),
      'unknown id': `qt_${'0'.repeat(24)}${token.slice(27)}`,
      truncated: token.slice(0, -1),
      empty: '',
      'no prefix': token.slice(3),
    };
    for (const [what, candidate] of Object.entries(cases)) assert.equal(await storage.tokens.verify(candidate), undefined, what);
  });

  it('a revoked token never verifies; revoking is idempotent and unknown ids are false', async () => {
    const { storage, project } = await storageWithProject();
    const { token, record } = await storage.tokens.create(project.id);
    assert.equal(await storage.tokens.revoke(record.id), true);
    assert.equal(await storage.tokens.verify(token), undefined);
    const [listed] = await storage.tokens.list();
    assert.match(listed?.revokedAt ?? '', /Z$/);
    assert.equal(await storage.tokens.revoke(record.id), true);
    assert.equal((await storage.tokens.list())[0]?.revokedAt, listed?.revokedAt, 'the first revocation time stays');
    assert.equal(await storage.tokens.revoke('0'.repeat(24)), false);
  });

  it('refuses a token for an unknown project', async () => {
    const { storage } = await storageWithProject();
    await assert.rejects(storage.tokens.create('0'.repeat(24)), /Unknown project "0{24}"/);
  });
});
