// The push webhook has no token: it is limited per source address before anything is read, and
// per project for signed deliveries only, with 429, Retry-After and a problem body, nothing queued.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { listen, rawRequest } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const projects = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => storage.projects.add({ name, repo: `/repos/${name}` })));
const secrets = await Promise.all(projects.map((project) => storage.webhooks.createSecret(project.id)));

function deliver(base: string, index: number) {
  const body = JSON.stringify({ ref: 'refs/heads/main', after: 'a'.repeat(40) });
  const signature = `sha256=${createHmac('sha256', secrets[index]!).update(body).digest('hex')}`;
  const headers = { 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': randomUUID(), 'x-hub-signature-256': signature };
  return fetch(`${base}/v1/webhooks/git?project=${projects[index]!.id}`, { method: 'POST', headers, body });
}

const queued = async (index: number) => (await storage.updates.list(projects[index]!.id, 0, 100)).total;

test('past its limit a project’s deliveries get 429 with Retry-After and a problem, nothing queued; another project is not affected', async () => {
  const base = await listen(
    createApiHandler({ storage, webhookRateLimit: { perProject: { requests: 2, perMs: 60_000 }, perAddress: { requests: 100, perMs: 60_000 } } }),
  );
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
  const base = await listen(
    createApiHandler({ storage, webhookRateLimit: { perProject: { requests: 100, perMs: 60_000 }, perAddress: { requests: 2, perMs: 60_000 } } }),
  );
  assert.equal((await deliver(base, 2)).status, 202);
  assert.equal((await deliver(base, 3)).status, 202);
  const limited = await deliver(base, 1);
  assert.equal(limited.status, 429);
  assert.match(((await limited.json()) as { detail: string }).detail, /This address \(127\.0\.0\.1\) sent too many webhook deliveries/);
});

test('61+ unsigned or wrongly signed deliveries to a project do not stop its correctly signed push', async () => {
  const base = await listen(createApiHandler({ storage }));
  const url = `${base}/v1/webhooks/git?project=${projects[4]!.id}`;
  const junk = JSON.stringify({ ref: 'refs/heads/main' });
  for (let i = 0; i < 40; i++) assert.equal((await fetch(url, { method: 'POST', body: junk })).status, 401);
  const forged = { 'x-github-delivery': 'forged', 'x-hub-signature-256': `sha256=${'ab'.repeat(32)}` };
  for (let i = 0; i < 40; i++) assert.equal((await fetch(url, { method: 'POST', headers: forged, body: junk })).status, 401);
  assert.equal((await deliver(base, 4)).status, 202);
  assert.equal(await queued(4), 1);
});

test('an unsigned delivery is refused before its body is read', async () => {
  const base = await listen(createApiHandler({ storage }));
  // `connection: close`: the client's socket would otherwise idle in its pool and hold the test server's close.
  const answer = await rawRequest(base, `/v1/webhooks/git?project=${projects[2]!.id}`, {
    method: 'POST',
    headers: { connection: 'close' },
    body: 'x'.repeat(2 * 1024 * 1024),
  });
  assert.equal(answer.status, 401, 'refused for its missing signature, not for a body it never read (413)');
});

test('a flood of signed pushes is still limited per project; replays do not count; a limited delivery is acted on when redelivered', async () => {
  const base = await listen(
    createApiHandler({ storage, webhookRateLimit: { perProject: { requests: 1, perMs: 400 }, perAddress: { requests: 100, perMs: 60_000 } } }),
  );
  const body = JSON.stringify({ ref: 'refs/heads/main', after: 'b'.repeat(40) });
  const signed = (delivery: string) => ({
    'content-type': 'application/json',
    'x-github-event': 'push',
    'x-github-delivery': delivery,
    'x-hub-signature-256': `sha256=${createHmac('sha256', secrets[1]!).update(body).digest('hex')}`,
  });
  const send = (delivery: string) => fetch(`${base}/v1/webhooks/git?project=${projects[1]!.id}`, { method: 'POST', headers: signed(delivery), body });
  await new Promise((wait) => setTimeout(wait, 450));
  const first = randomUUID();
  assert.equal((await send(first)).status, 202);
  for (let i = 0; i < 3; i++) assert.equal((await send(first)).status, 200, 'a replay answers 200 and spends nothing');
  const second = randomUUID();
  const limited = await send(second);
  assert.equal(limited.status, 429);
  assert.match(((await limited.json()) as { detail: string }).detail, /project received too many webhook deliveries/);
  await new Promise((wait) => setTimeout(wait, 450));
  const redelivered = await send(second);
  assert.equal(redelivered.status, 202, 'the Git host’s redelivery of the limited delivery is not taken for a replay');
});
