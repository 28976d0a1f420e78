import assert from 'node:assert/strict';
import { it } from 'node:test';
import { MAX_LIVE_PREVIEWS, PreviewLimitError } from '../src/storage/project-store.ts';
import { eachBackend } from './storage-helpers.ts';

eachBackend('storage: previews', ({ storageWithProject }) => {
  it('a branch gets one preview project: its branch, the parent’s repository, served at <branch>--<subdomain>', async () => {
    const { storage, project } = await storageWithProject('Petstore');
    const preview = await storage.projects.previewFor(project.id, 'feature/new-auth');
    assert.deepEqual(
      [preview.branch, preview.repo, preview.dir, preview.subdomain, preview.name],
      ['feature/new-auth', project.repo, project.dir, 'feature-new-auth--petstore', 'Petstore (feature/new-auth)'],
    );
    assert.deepEqual(await storage.projects.previewFor(project.id, 'feature/new-auth'), preview, 'the same preview the second time');
    assert.deepEqual(await storage.projects.get(preview.id), preview);
    assert.deepEqual(
      (await storage.projects.list()).map((p) => p.id),
      [project.id],
      'previews are not in the project list',
    );
    assert.deepEqual(await storage.projects.previews(project.id), [
      { projectId: preview.id, previewOf: project.id, branch: 'feature/new-auth', subdomain: preview.subdomain, createdAt: preview.createdAt },
    ]);
    assert.equal(await storage.projects.previewOf(preview.id), project.id);
    assert.equal(await storage.projects.previewOf(project.id), undefined);
  });

  it('a branch name too long for a DNS label still makes a valid, distinct subdomain', async () => {
    const { storage, project } = await storageWithProject('Petstore');
    const long = `release/${'x'.repeat(80)}`;
    const one = await storage.projects.previewFor(project.id, `${long}-1`);
    const two = await storage.projects.previewFor(project.id, `${long}-2`);
    for (const subdomain of [one.subdomain, two.subdomain]) assert.match(subdomain, /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
    assert.notEqual(one.subdomain, two.subdomain);
    assert.ok(one.subdomain.endsWith('--petstore'));
  });

  it('removing a preview takes it off the list and keeps its records; pushing the branch again brings the same one back', async () => {
    const { storage, project } = await storageWithProject('Petstore');
    const preview = await storage.projects.previewFor(project.id, 'draft');
    const { statusId } = await storage.queue.enqueue(preview.id, 'webhook');
    assert.equal((await storage.projects.removePreview(project.id, 'draft'))?.id, preview.id);
    assert.deepEqual(await storage.projects.previews(project.id), []);
    assert.equal(await storage.projects.removePreview(project.id, 'draft'), undefined, 'removing twice removes nothing');
    assert.equal((await storage.updates.get(statusId))?.projectId, preview.id);
    assert.equal((await storage.projects.previewFor(project.id, 'draft')).id, preview.id);
    assert.equal((await storage.projects.previews(project.id)).length, 1);
    await assert.rejects(storage.projects.previewFor('0'.repeat(24), 'draft'), /Unknown project/);
  });

  it(`a project has at most ${MAX_LIVE_PREVIEWS} live previews: one more branch, or one brought back, is refused; a live one is still found`, async () => {
    const { storage, project } = await storageWithProject('Petstore');
    for (let i = 0; i < MAX_LIVE_PREVIEWS; i++) await storage.projects.previewFor(project.id, `branch-${i}`);
    await assert.rejects(storage.projects.previewFor(project.id, 'one-more'), PreviewLimitError);
    assert.equal((await storage.projects.previewFor(project.id, 'branch-4')).branch, 'branch-4');
    await storage.projects.removePreview(project.id, 'branch-0');
    await storage.projects.previewFor(project.id, 'one-more');
    await assert.rejects(storage.projects.previewFor(project.id, 'branch-0'), PreviewLimitError, 'bringing a removed one back counts too');
    assert.equal((await storage.projects.previews(project.id)).length, MAX_LIVE_PREVIEWS);
  });
});
