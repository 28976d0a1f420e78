// The Git push webhook: signed by the project's secret, acted on once per delivery.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { listen } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const project = await storage.projects.add({ name: 'Petstore', repo: '/repos/petstore', subdomain: 'petstore' });
const other = await storage.projects.add({ name: 'Other', repo: '/repos/other' });
const { token } = await storage.tokens.create(project.id);
const removedSites: string[] = [];
const base = await listen(createApiHandler({ storage, removeSite: async (subdomain) => void removedSites.push(subdomain) }));

const made = await fetch(`${base}/v1/project/webhook-secret/${project.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
const { secret, url } = (await made.json()) as { secret: string; url: string };

const pushTo = (ref: string, extra: object = {}) => JSON.stringify({ ref, after: 'a'.repeat(40), repository: { full_name: 'acme/petstore' }, ...extra });
const sign = (body: string, key = secret) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

function deliver(body: string, headers: Record<string, string | undefined>, target = url) {
  const sent = Object.fromEntries(
    Object.entries({ 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': randomUUID(), ...headers }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as Record<string, string>;
  return fetch(`${base}${target}`, { method: 'POST', headers: sent, body });
}

async function queuedCount(): Promise<number> {
  return (await storage.updates.list(project.id, 0, 100)).total;
}

test('a token makes the project’s webhook secret and URL, shown once', () => {
  assert.equal(made.status, 201);
  assert.match(secret, /^whsec_/);
  assert.equal(url, `/v1/webhooks/git?project=${project.id}`);
});

test('a push to the project’s branch with a valid signature queues an update whose source is webhook', async () => {
  const body = pushTo('refs/heads/main');
  const answer = await deliver(body, { 'x-hub-signature-256': sign(body) });
  assert.equal(answer.status, 202);
  const { statusId } = (await answer.json()) as { statusId: string };
  assert.equal(answer.headers.get('location'), `/v1/project/update-status/${statusId}`);
  const record = await storage.updates.get(statusId);
  assert.deepEqual([record?.status, record?.source, record?.projectId], ['queued', 'webhook', project.id]);
});

test('a wrong, missing, malformed or another project’s signature is 401 with nothing queued', async () => {
  const before = await queuedCount();
  const body = pushTo('refs/heads/main');
  const otherSecret = await storage.webhooks.createSecret(other.id);
  const cases: Record<string, Record<string, string | undefined>> = {
    'wrong secret': { 'x-hub-signature-256': sign(body, 'not the secret') },
    missing: {},
    'no sha256= prefix': { 'x-hub-signature-256': sign(body).slice(7) },
    'not hex': { 'x-hub-signature-256': 'sha256=zz' },
    'another project’s secret': { 'x-hub-signature-256': sign(body, otherSecret) },
    'signature of another body': { 'x-hub-signature-256': sign(pushTo('refs/heads/main', { forced: true })) },
  };
  for (const [what, headers] of Object.entries(cases)) {
    const answer = await deliver(body, headers);
    assert.equal(answer.status, 401, what);
    const problem = (await answer.json()) as { type: string; detail: string };
    assert.equal(problem.type, 'urn:quire:api:unauthorized', what);
    assert.match(problem.detail, what === 'missing' ? /no X-Hub-Signature-256/ : /does not match this project's webhook secret/, what);
  }
  const unknown = await deliver(body, { 'x-hub-signature-256': sign(body) }, `/v1/webhooks/git?project=${'0'.repeat(24)}`);
  assert.equal(unknown.status, 401, 'an unknown project reads like a wrong signature');
  assert.equal(await queuedCount(), before, 'nothing queued');
});

test('a replayed delivery is ignored: 200, nothing queued again', async () => {
  const body = pushTo('refs/heads/main');
  const delivery = randomUUID();
  const first = await deliver(body, { 'x-hub-signature-256': sign(body), 'x-github-delivery': delivery });
  assert.equal(first.status, 202);
  const before = await queuedCount();
  const replay = await deliver(body, { 'x-hub-signature-256': sign(body), 'x-github-delivery': delivery });
  assert.equal(replay.status, 200);
  assert.deepEqual(await replay.json(), { event: 'push', replayed: true, detail: `Delivery ${delivery} was acted on already: nothing was queued.` });
  assert.equal(await queuedCount(), before);
});

test('a push to another branch builds its preview at <branch>--<subdomain>, listed by the API and readable with the project’s token', async () => {
  const auth = { authorization: `Bearer ${token}` };
  const body = pushTo('refs/heads/feature');
  const answer = await deliver(body, { 'x-hub-signature-256': sign(body) });
  assert.equal(answer.status, 202);
  const { statusId, preview } = (await answer.json()) as { statusId: string; preview: { projectId: string; branch: string; subdomain: string } };
  assert.deepEqual([preview.branch, preview.subdomain], ['feature', 'feature--petstore']);
  const record = (await (await fetch(`${base}/v1/project/update-status/${statusId}`, { headers: auth })).json()) as {
    projectId: string;
    source: string;
    subdomain: string;
    status: string;
  };
  assert.deepEqual([record.projectId, record.source, record.subdomain, record.status], [preview.projectId, 'webhook', 'feature--petstore', 'queued']);
  assert.equal((await storage.projects.get(preview.projectId))?.branch, 'feature', 'the preview builds the pushed branch');
  const listed = (await (await fetch(`${base}/v1/project/previews/${project.id}`, { headers: auth })).json()) as {
    previews: { projectId: string; branch: string }[];
  };
  assert.deepEqual(
    listed.previews.map((p) => [p.projectId, p.branch]),
    [[preview.projectId, 'feature']],
  );

  // Deleting the branch removes the preview: off the list, its queued update canceled, its site taken offline.
  const deletion = pushTo('refs/heads/feature', { deleted: true, after: '0'.repeat(40) });
  const removed = await deliver(deletion, { 'x-hub-signature-256': sign(deletion) });
  assert.equal(removed.status, 200);
  assert.deepEqual(((await removed.json()) as { removed: object }).removed, {
    projectId: preview.projectId,
    branch: 'feature',
    subdomain: 'feature--petstore',
  });
  assert.deepEqual(removedSites, ['feature--petstore']);
  assert.equal((await storage.updates.get(statusId))?.status, 'canceled');
  const after = (await (await fetch(`${base}/v1/project/previews/${project.id}`, { headers: auth })).json()) as { previews: unknown[] };
  assert.deepEqual(after.previews, []);
});

test('deleting the project’s own branch, a tag push, a ping and another event queue nothing', async () => {
  const before = await queuedCount();
  const deletion = pushTo('refs/heads/main', { deleted: true });
  const deleted = await deliver(deletion, { 'x-hub-signature-256': sign(deletion) });
  assert.equal(deleted.status, 200);
  assert.match(((await deleted.json()) as { detail: string }).detail, /refs\/heads\/main was deleted; the project's site stays as it is/);
  const tag = pushTo('refs/tags/v1');
  assert.equal(((await (await deliver(tag, { 'x-hub-signature-256': sign(tag) })).json()) as { ignored: boolean }).ignored, true);
  const ping = JSON.stringify({ zen: 'Keep it logically awesome.' });
  const pinged = await deliver(ping, { 'x-hub-signature-256': sign(ping), 'x-github-event': 'ping' });
  assert.equal(pinged.status, 200);
  assert.equal(((await pinged.json()) as { event: string }).event, 'ping');
  const issue = await deliver(ping, { 'x-hub-signature-256': sign(ping), 'x-github-event': 'issues' });
  assert.equal(((await issue.json()) as { ignored: boolean }).ignored, true);
  assert.equal(await queuedCount(), before);
  assert.deepEqual(removedSites, ['feature--petstore'], 'no site was removed');
});

test('Gitea’s and Forgejo’s headers work too; a delivery without an id or a body over 1 MB is refused', async () => {
  const body = pushTo('refs/heads/main');
  const gitea = await deliver(body, {
    'x-github-event': undefined,
    'x-github-delivery': undefined,
    'x-gitea-event': 'push',
    'x-gitea-delivery': randomUUID(),
    'x-gitea-signature': sign(body).slice(7),
  });
  assert.equal(gitea.status, 202);
  const noId = await deliver(body, { 'x-hub-signature-256': sign(body), 'x-github-delivery': undefined });
  assert.equal(noId.status, 400);
  const huge = pushTo('refs/heads/main', { padding: 'x'.repeat(1024 * 1024) });
  assert.equal((await deliver(huge, { 'x-hub-signature-256': sign(huge) })).status, 413);
  assert.equal((await deliver(body, { 'x-hub-signature-256': sign(body) }, '/v1/webhooks/git')).status, 400, 'no project in the URL');
});

/** Sends a chunked body that never ends (no length to refuse it by), as fast as the socket takes it; resolves with the answer. */
function endlessDelivery(headers: Record<string, string>) {
  const target = new URL(`${base}${url}`);
  return new Promise<{ status: number; connection: string | undefined; closed: Promise<void> }>((resolve, reject) => {
    const req = request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, closed: new Promise((closed) => req.socket!.on('close', () => closed())) });
    });
    req.on('error', () => {});
    const chunk = 'x'.repeat(64 * 1024);
    const send = () => {
      while (!req.destroyed && req.write(chunk));
      if (!req.destroyed) req.once('drain', send);
    };
    send();
    setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref();
  });
}

for (const [what, status, signature] of [
  ['a signed body that goes on past 1 MB', 413, { 'x-hub-signature-256': sign('{}') }],
  ['an unsigned body that goes on', 401, {}],
] as const) {
  test(`${what} gets its ${status} at once and its connection closed, not read to the end`, async () => {
    const answer = await endlessDelivery({ 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': randomUUID(), ...signature });
    assert.equal(answer.status, status);
    assert.equal(answer.connection, 'close');
    await answer.closed;
  });
}
