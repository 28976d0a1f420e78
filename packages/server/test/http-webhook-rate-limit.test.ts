// The push webhook has no token: it is limited per project and per source address, with 429,
// Retry-After and a problem body, before anything is read or queued.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { listen } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const projects = await Promise.all(['A', 'B', 'C', 'D'].map((name) => storage.projects.add({ name, repo: `/repos/${name}` })));
const secrets = await Promise.all(projects.map((project) => storage.webhooks.createSecret(project.id)));

function deliver(base: string, index: number) {
  const body = JSON.stringify({ ref: 'refs/heads/main', after: 'a'.repeat(40) });
  const signature = `sha256=${createHmac('sha256', secrets[index]!).update(body).digest('hex')}`;
  const headers = { 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': randomUUID(), 'x-hub-signature-256': signature };
  return fetch(`${base}/v1/webhooks/git?project=${projects[index]!.id}`, { method: 'POST', headers, body });
}

const queued = async (index: number) => (await storage.updates.list(projects[index]!.id, 0, 100)).total;

test('past its limit a project’s deliveries get 429 with Retry-After and a problem, nothing queued; another project is not affected', async () => {
  const base = await listen(createApiHandler({ storage, webhookRateLimit: { perProject: { requests: 2, perMs: 60_000 }, perAddress: { requests: 100, perMs: 60_000 } } }));
  for (let i = 0; i < 2; i++) assert.equal((await deliver(base, 0)).status, 202);
  const before = await queued(0);
  const limited = await deliver(base, 0);
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '30');
  assert.equal(limited.headers.get('content-type'), 'application/problem+json');
  const problem = (await limited.json()) as { type: string; detail: string };
  assert.equal(problem.type, 'urn:quire:api:rate-limited');
  assert.match(problem.detail, /project received too many webhook deliveries; retry in 30 seconds/);
  assert.equal(await queued(0), before);
  assert.equal((await deliver(base, 1)).status, 202);
});

test('one address sweeping many projects is limited across them', async () => {
  const base = await listen(createApiHandler({ storage, webhookRateLimit: { perProject: { requests: 100, perMs: 60_000 }, perAddress: { requests: 2, perMs: 60_000 } } }));
  assert.equal((await deliver(base, 2)).status, 202);
  assert.equal((await deliver(base, 3)).status, 202);
  const limited = await deliver(base, 1);
  assert.equal(limited.status, 429);
  assert.match(((await limited.json()) as { detail: string }).detail, /This address \(127\.0\.0\.1\) sent too many webhook deliveries/);
});

test('unsigned floods are counted too: they cannot spend the database', async () => {
  const base = await listen(createApiHandler({ storage, webhookRateLimit: { perProject: { requests: 1, perMs: 60_000 }, perAddress: { requests: 100, perMs: 60_000 } } }));
  const url = `${base}/v1/webhooks/git?project=${projects[2]!.id}`;
  assert.equal((await fetch(url, { method: 'POST', body: '{}' })).status, 401);
  assert.equal((await fetch(url, { method: 'POST', body: '{}' })).status, 429);
});
