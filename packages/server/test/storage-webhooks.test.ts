import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eachBackend } from './storage-helpers.ts';

eachBackend('storage: webhook secrets and deliveries', ({ storageWithProject }) => {
  it('a new secret replaces the old one; a project without one, or an unknown project, has none', async () => {
    const { storage, project } = await storageWithProject();
    assert.equal(await storage.webhooks.secretOf(project.id), undefined);
    const first = await storage.webhooks.createSecret(project.id);
    assert.match(first, /^whsec_[A-Za-z0-9_-]{43}$/);
    assert.equal(await storage.webhooks.secretOf(project.id), first);
    const second = await storage.webhooks.createSecret(project.id);
    assert.notEqual(second, first);
    assert.equal(await storage.webhooks.secretOf(project.id), second);
    await assert.rejects(storage.webhooks.createSecret('0'.repeat(24)), /Unknown project/);
    assert.equal(await storage.webhooks.secretOf('0'.repeat(24)), undefined);
  });

  it('a delivery id is first once per project; a forgotten one is first again', async () => {
    const { storage, project } = await storageWithProject();
    const other = await storage.projects.add({ name: 'Other', repo: '/o' });
    assert.equal(await storage.webhooks.firstDelivery(project.id, 'd-1'), true);
    assert.equal(await storage.webhooks.firstDelivery(project.id, 'd-1'), false);
    assert.equal(await storage.webhooks.firstDelivery(other.id, 'd-1'), true, 'per project');
    await storage.webhooks.forgetDelivery(project.id, 'd-1');
    assert.equal(await storage.webhooks.firstDelivery(project.id, 'd-1'), true);
    const once = await Promise.all(Array.from({ length: 10 }, () => storage.webhooks.firstDelivery(project.id, 'd-2')));
    assert.equal(once.filter(Boolean).length, 1, 'ten at once: one is first');
  });
});
