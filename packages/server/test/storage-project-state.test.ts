// An operator disables, enables and removes a project (project-admin.ts): builds canceled,
// triggers refused, and on removal everything the service keeps of it gone; clearing its page
// cache deletes that alone. Both backends.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import { checkoutDir } from '../src/builds/checkout.ts';
import { pageCacheDir } from '../src/builds/page-cache.ts';
import { createApiHandler } from '../src/http/api-handler.ts';
import { clearPageCaches, disableProject, enableProject, removeProject } from '../src/service/project-admin.ts';
import { ProjectDisabledError } from '../src/storage/project-store.ts';
import { listen } from './http-helpers.ts';
import { eachBackend, sqlite } from './storage-helpers.ts';

eachBackend('storage: disabling and removing a project', ({ storageWithProject }) => {
  it("disable cancels its and its previews' queued and running updates and refuses triggers and previews until enabled", async () => {
    const { storage, project } = await storageWithProject();
    const running = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    const queued = await storage.queue.enqueue(project.id, 'api');
    const preview = await storage.projects.previewFor(project.id, 'feature');
    const previewQueued = await storage.queue.enqueue(preview.id, 'webhook');

    const done = await disableProject(storage, project.id);
    assert.deepEqual(new Set(done?.canceled), new Set([running.statusId, queued.statusId, previewQueued.statusId]));
    for (const id of [running.statusId, queued.statusId, previewQueued.statusId]) assert.equal((await storage.updates.get(id))?.status, 'canceled', id);
    assert.match((await storage.projects.get(project.id))?.disabledAt ?? '', /Z$/);
    assert.equal(await storage.queue.claim(), undefined, 'nothing is left to build');

    await assert.rejects(
      storage.queue.enqueue(project.id, 'api'),
      (error) => error instanceof ProjectDisabledError && /is disabled by the service's operator.*quire projects enable/.test(error.message),
    );
    await assert.rejects(storage.queue.enqueue(preview.id, 'webhook'), ProjectDisabledError, 'a preview is disabled with its project');
    await assert.rejects(storage.projects.previewFor(project.id, 'other'), ProjectDisabledError);

    assert.equal((await enableProject(storage, project.id))?.disabledAt, null);
    const again = await storage.queue.enqueue(project.id, 'api');
    assert.equal(again.coalesced, false);
    assert.equal(await disableProject(storage, '0'.repeat(24)), undefined);
  });

  it('remove deletes the project, its previews, their records, tokens and webhook secret, their sites and folders', async () => {
    const { storage, project } = await storageWithProject();
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-remove-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const artifacts = folderArtifactStore(join(dataDir, 'sites'), join(dataDir, 'screenshots'));
    const { token } = await storage.tokens.create(project.id);
    await storage.webhooks.createSecret(project.id);
    await storage.webhooks.firstDelivery(project.id, 'delivery-1');
    const built = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    await storage.updates.appendLogs(built.statusId, ['Building']);
    await storage.queue.finish(built.statusId, {
      status: 'success',
      summary: 'Built.',
      commit: { sha: 'a'.repeat(40), ref: 'refs/heads/main', message: 'm', filesChanged: { added: ['docs.json'], modified: [], removed: [] } },
    });
    const running = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    const preview = await storage.projects.previewFor(project.id, 'feature');
    const previewUpdate = await storage.queue.enqueue(preview.id, 'webhook');
    // What the builds left in the data folder, and the published sites.
    const folders = [project, preview].flatMap((p) => [checkoutDir(dataDir, p.id), pageCacheDir(dataDir, p.id), join(dataDir, 'screenshots', p.id)]);
    for (const folder of folders) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'file'), 'x');
    }
    for (const site of [project.subdomain, preview.subdomain]) {
      const release = artifacts.stagingFolder(site, 'r1');
      mkdirSync(release, { recursive: true });
      writeFileSync(join(release, 'index.html'), '<h1>Docs</h1>');
      await artifacts.publish(site, 'r1', release);
      assert.ok(await artifacts.servedFolder(site), site);
    }
    const other = await storage.projects.add({ name: 'Other', repo: '/o' });

    const done = await removeProject({ storage, artifacts, dataDir }, project.id);
    assert.deepEqual(
      done?.removed.map((p) => p.id),
      [project.id, preview.id],
    );
    assert.deepEqual(new Set(done?.canceled), new Set([running.statusId, previewUpdate.statusId]));
    assert.equal(await storage.projects.get(project.id), undefined);
    assert.equal(await storage.projects.get(preview.id), undefined);
    for (const id of [built.statusId, running.statusId, previewUpdate.statusId]) assert.equal(await storage.updates.get(id), undefined, id);
    assert.equal(await storage.updates.logPage(built.statusId, 0, 10), undefined);
    assert.equal(await storage.tokens.verify(token), undefined);
    assert.equal(await storage.webhooks.secretOf(project.id), undefined);
    for (const site of [project.subdomain, preview.subdomain]) assert.equal(await artifacts.servedFolder(site), undefined, site);
    for (const folder of folders) assert.equal(existsSync(folder), false, folder);
    assert.deepEqual(
      (await storage.projects.list()).map((p) => p.id),
      [other.id],
      'other projects stay',
    );
    // The subdomain is free again.
    await storage.projects.add({ name: project.name, repo: '/r' });
    assert.equal(await removeProject({ storage, artifacts, dataDir }, project.id), undefined);
  });

  it("clearing the page cache deletes the project's and its previews' caches, and nothing else of them or of another project", async () => {
    const { storage, project } = await storageWithProject();
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-clear-cache-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const preview = await storage.projects.previewFor(project.id, 'feature');
    const other = await storage.projects.add({ name: 'Other', repo: '/o' });
    const fill = (folder: string) => {
      mkdirSync(join(folder, 'pages'), { recursive: true });
      writeFileSync(join(folder, 'pages', 'a.html'), '<h1>Planted</h1>');
      return folder;
    };
    const cleared = [fill(pageCacheDir(dataDir, project.id)), fill(pageCacheDir(dataDir, preview.id))];
    const kept = [fill(pageCacheDir(dataDir, other.id)), fill(checkoutDir(dataDir, project.id))];

    const done = await clearPageCaches({ storage, dataDir }, project.id);
    assert.equal(done?.project.id, project.id);
    assert.deepEqual(
      done.previews.map((p) => p.projectId),
      [preview.id],
    );
    for (const folder of cleared) assert.equal(existsSync(folder), false, folder);
    for (const folder of kept) assert.ok(existsSync(join(folder, 'pages', 'a.html')), folder);
    assert.deepEqual(readdirSync(join(dataDir, 'page-cache')), [other.id], 'nothing is left aside');
    assert.ok(await storage.projects.get(project.id), 'the project stays');
    // A project whose cache is already gone, and an unknown id.
    assert.equal((await clearPageCaches({ storage, dataDir }, project.id))?.previews.length, 1);
    assert.equal(await clearPageCaches({ storage, dataDir }, '0'.repeat(24)), undefined);
  });
});

describe('the API and the webhook refuse a disabled project', () => {
  it('a trigger and a signed push answer 409 problem details saying so, and build again once enabled', async () => {
    const { storage, project } = await sqlite.storageWithProject();
    const { token } = await storage.tokens.create(project.id);
    const secret = await storage.webhooks.createSecret(project.id);
    const base = await listen(createApiHandler({ storage }));
    const trigger = () => fetch(`${base}/v1/project/update/${project.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    let delivery = 0;
    const push = (branch: string) => {
      const body = JSON.stringify({ ref: `refs/heads/${branch}` });
      const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
      return fetch(`${base}/v1/webhooks/git?project=${project.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature, 'x-github-event': 'push', 'x-github-delivery': `d-${++delivery}` },
        body,
      });
    };

    await disableProject(storage, project.id);
    for (const answer of [await trigger(), await push('main'), await push('feature')]) {
      assert.equal(answer.status, 409);
      assert.equal(answer.headers.get('content-type'), 'application/problem+json');
      const problem = (await answer.json()) as { type: string; title: string; detail: string };
      assert.equal(problem.type, 'urn:quire:api:project-disabled');
      assert.match(problem.detail, new RegExp(`The project ${project.id} is disabled by the service's operator: .*quire projects enable ${project.id}`));
    }
    assert.deepEqual((await storage.updates.list(project.id, 0, 10)).updates, [], 'nothing was queued');
    assert.deepEqual(await storage.projects.previews(project.id), [], 'no preview was made');

    await enableProject(storage, project.id);
    assert.equal((await trigger()).status, 202);
    assert.equal((await push('feature')).status, 202);
  });
});
