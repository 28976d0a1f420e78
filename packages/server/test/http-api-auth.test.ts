// Who may call the /v1 API: every way a token is missing, wrong or scoped elsewhere.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { listen } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const own = await storage.projects.add({ name: 'Petstore', repo: '/repos/petstore' });
const other = await storage.projects.add({ name: 'Other', repo: '/repos/other' });
const ownToken = await storage.tokens.create(own.id);
const orgToken = await storage.tokens.create(null);
const revoked = await storage.tokens.create(own.id);
await storage.tokens.revoke(revoked.record.id);
const otherUpdate = await storage.queue.enqueue(other.id, 'api');
const base = await listen(createApiHandler({ storage }));

const statusUrl = (id: string) => `${base}/v1/project/update-status/${id}`;
const triggerUrl = (id: string) => `${base}/v1/project/update/${id}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function problemOf(response: Response) {
  assert.equal(response.headers.get('content-type'), 'application/problem+json');
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const body = (await response.json()) as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), ['detail', 'status', 'title', 'type']);
  assert.equal(body.status, response.status);
  return body;
}

test('no Authorization header: 401 with a challenge and no error code', async () => {
  const response = await fetch(statusUrl(otherUpdate.statusId));
  assert.equal(response.status, 401);
  assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="quire"');
  assert.equal((await problemOf(response)).type, 'urn:quire:api:unauthorized');
});

test('another scheme counts as no token: 401 without an error code', async () => {
  const response = await fetch(statusUrl(otherUpdate.statusId), { headers: { authorization: `Basic ${btoa('a:b')}` } });
  assert.equal(response.status, 401);
  assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="quire"');
  await problemOf(response);
});

test('a wrong token: 401 with error="invalid_token"', async () => {
  const response = await fetch(triggerUrl(own.id), { method: 'POST', headers: bearer('quire_not-a-real-token') });
  assert.equal(response.status, 401);
  assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="quire", error="invalid_token"');
  await problemOf(response);
});

test('a revoked token: 401 like a wrong one', async () => {
  const response = await fetch(triggerUrl(own.id), { method: 'POST', headers: bearer(revoked.token) });
  assert.equal(response.status, 401);
  assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="quire", error="invalid_token"');
  await problemOf(response);
});

test("another project's record answers exactly like an unknown id: 404, same body", async () => {
  const foreign = await fetch(statusUrl(otherUpdate.statusId), { headers: bearer(ownToken.token) });
  const unknown = await fetch(statusUrl('0123456789abcdef01234567'), { headers: bearer(ownToken.token) });
  assert.equal(foreign.status, 404);
  assert.equal(unknown.status, 404);
  assert.deepEqual(await problemOf(foreign), await problemOf(unknown));
});

test('triggering another project, or an unknown one, answers the same 404', async () => {
  const foreign = await fetch(triggerUrl(other.id), { method: 'POST', headers: bearer(ownToken.token) });
  const unknown = await fetch(triggerUrl('0123456789abcdef01234567'), { method: 'POST', headers: bearer(ownToken.token) });
  assert.equal(foreign.status, 404);
  assert.equal(unknown.status, 404);
  assert.deepEqual(await problemOf(foreign), await problemOf(unknown));
});

test('an org-wide token reads any project', async () => {
  const response = await fetch(statusUrl(otherUpdate.statusId), { headers: bearer(orgToken.token) });
  assert.equal(response.status, 200);
  assert.equal(((await response.json()) as { projectId: string }).projectId, other.id);
});

test('a malformed id: 400, after the token is checked', async () => {
  for (const id of ['123', 'ZZZZ456789abcdef01234567', '0123456789abcdef012345678', '%E0%A4%A']) {
    const response = await fetch(statusUrl(id), { headers: bearer(ownToken.token) });
    assert.equal(response.status, 400, id);
    assert.equal((await problemOf(response)).type, 'urn:quire:api:malformed-id');
  }
  assert.equal((await fetch(statusUrl('123'))).status, 401);
});

test('a wrong method: 405 with Allow', async () => {
  const onStatus = await fetch(statusUrl(otherUpdate.statusId), { method: 'DELETE', headers: bearer(orgToken.token) });
  assert.equal(onStatus.status, 405);
  assert.equal(onStatus.headers.get('allow'), 'GET, HEAD');
  await problemOf(onStatus);
  const onTrigger = await fetch(triggerUrl(own.id), { headers: bearer(orgToken.token) });
  assert.equal(onTrigger.status, 405);
  assert.equal(onTrigger.headers.get('allow'), 'POST');
  await problemOf(onTrigger);
});

test('an unknown path under /v1 is a 404 problem; paths elsewhere are left to the service', async () => {
  const response = await fetch(`${base}/v1/projects`, { headers: bearer(orgToken.token) });
  assert.equal(response.status, 404);
  await problemOf(response);
  const outside = await fetch(`${base}/sites/acme/`);
  assert.equal(outside.headers.get('x-declined'), 'true');
});

test('HEAD reads like GET without a body; the description takes GET only', async () => {
  const head = await fetch(statusUrl(otherUpdate.statusId), { method: 'HEAD', headers: bearer(orgToken.token) });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), '');
  const post = await fetch(`${base}/v1/openapi.json`, { method: 'POST' });
  assert.equal(post.status, 405);
  assert.equal(post.headers.get('allow'), 'GET, HEAD');
});
