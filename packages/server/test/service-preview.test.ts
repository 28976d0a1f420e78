// Push to deploy, end to end on the embedded service with real builds: a signed push to another
// branch builds that branch's preview site at its own address, and deleting the branch takes it away.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startService } from '../src/service/start-service.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';
import type { UpdateRecord } from '../src/storage/records.ts';
import { gitRepo, miniDocs, temporaryFolder } from './build-helpers.ts';
import { rawRequest } from './http-helpers.ts';

test('a push to a branch builds its preview at <branch>--<subdomain>; deleting the branch removes the site', { timeout: 180_000 }, async () => {
  const repo = await gitRepo();
  await repo.commit('Docs', miniDocs);
  repo.git('checkout', '--quiet', '-b', 'feature');
  await repo.commit('Preview page', { 'guide.mdx': '---\ntitle: Guide\n---\n\nOnly on the feature branch.\n' });
  repo.git('checkout', '--quiet', 'main');

  const dataDir = await temporaryFolder('quire-preview-');
  const service = await startService({ cli: quireCli, dataDir, port: 0, host: 'quire.test', limits: { timeoutMs: 120_000 } });
  after(() => service.close());
  const base = `http://127.0.0.1:${service.port}`;
  const project = await service.storage.projects.add({ name: 'Mini', repo: repo.dir, subdomain: 'mini' });
  const { token } = await service.storage.tokens.create(project.id);
  const auth = { authorization: `Bearer ${token}` };
  const { secret } = (await (await fetch(`${base}/v1/project/webhook-secret/${project.id}`, { method: 'POST', headers: auth })).json()) as { secret: string };
  const push = (body: string) =>
    fetch(`${base}/v1/webhooks/git?project=${project.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-github-delivery': randomUUID(),
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      body,
    });

  const answer = await push(JSON.stringify({ ref: 'refs/heads/feature' }));
  assert.equal(answer.status, 202);
  const { statusId, preview } = (await answer.json()) as { statusId: string; preview: { subdomain: string } };
  assert.equal(preview.subdomain, 'feature--mini');
  let record: UpdateRecord | undefined;
  for (const deadline = Date.now() + 150_000; Date.now() < deadline; await sleep(500)) {
    record = (await (await fetch(`${base}/v1/project/update-status/${statusId}`, { headers: auth })).json()) as UpdateRecord;
    if (record.status !== 'queued' && record.status !== 'in_progress') break;
  }
  assert.equal(record?.status, 'success', record?.summary);
  assert.equal(record?.commit?.ref, 'refs/heads/feature');
  const page = await rawRequest(base, '/guide/', { headers: { host: 'feature--mini.quire.test' } });
  assert.equal(page.status, 200);
  assert.match(page.body, /Only on the feature branch/);
  assert.equal(
    (await rawRequest(base, '/guide/', { headers: { host: 'mini.quire.test' } })).status,
    404,
    'the project’s own site was not built by the preview',
  );

  const removed = await push(JSON.stringify({ ref: 'refs/heads/feature', deleted: true }));
  assert.equal(removed.status, 200);
  assert.equal(existsSync(join(dataDir, 'sites', 'feature--mini')), false);
  assert.equal((await rawRequest(base, '/guide/', { headers: { host: 'feature--mini.quire.test' } })).status, 404);
});
