// Previews are builds a tenant starts by pushing branches: bounded per project in number and in
// rate, so one tenant's branches cannot take the workers from the others.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { MAX_LIVE_PREVIEWS } from '../src/storage/project-store.ts';
import { listen } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const generous = { requests: 1000, perMs: 60_000 };

async function projectWithWebhook(name: string, previewsPerProject = generous) {
  const project = await storage.projects.add({ name, repo: `/repos/${name}` });
  const secret = await storage.webhooks.createSecret(project.id);
  const base = await listen(createApiHandler({ storage, webhookRateLimit: { perProject: generous, perAddress: generous, previewsPerProject } }));
  const push = async (branch: string, extra: object = {}) => {
    const body = JSON.stringify({ ref: `refs/heads/${branch}`, after: 'a'.repeat(40), ...extra });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const answer = await fetch(`${base}/v1/webhooks/git?project=${project.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': randomUUID(), 'x-hub-signature-256': signature },
      body,
    });
    return {
      status: answer.status,
      body: (await answer.json()) as { type?: string; detail?: string; retryAfter?: string },
      retryAfter: answer.headers.get('retry-after'),
    };
  };
  return { project, push };
}

test(`a project has at most ${MAX_LIVE_PREVIEWS} live previews: a push to one more branch is refused with what to do, its own branch and live previews still build`, async () => {
  const { project, push } = await projectWithWebhook('branchy');
  for (let i = 0; i < MAX_LIVE_PREVIEWS; i++) assert.equal((await push(`feature-${i}`)).status, 202);
  const refused = await push('one-too-many');
  assert.equal(refused.status, 409);
  assert.equal(refused.body.type, 'urn:quire:api:preview-limit');
  assert.match(refused.body.detail ?? '', new RegExp(`has ${MAX_LIVE_PREVIEWS} live previews.*Delete branches that are merged`));
  assert.equal((await storage.projects.previews(project.id)).length, MAX_LIVE_PREVIEWS);
  assert.equal((await push('feature-3')).status, 202, 'a live preview still builds');
  assert.equal((await push('main')).status, 202, "the project's own branch still builds");

  // A deleted branch frees its place.
  assert.equal((await push('feature-0', { deleted: true })).status, 200);
  assert.equal((await push('one-too-many')).status, 202);
});

test('preview builds are limited per project in rate: past the limit a push to a branch is 429 with Retry-After, the project’s own branch still builds', async () => {
  const { push } = await projectWithWebhook('pushy', { requests: 3, perMs: 3_600_000 });
  for (const branch of ['a', 'b', 'a']) assert.equal((await push(branch)).status, 202);
  const limited = await push('c');
  assert.equal(limited.status, 429);
  assert.match(limited.body.detail ?? '', /previews were built 3 times within 60 minutes/);
  assert.ok(Number(limited.retryAfter) > 0);
  assert.equal((await push('main')).status, 202);
});
