// Triggering an update and reading its status record through the /v1 API.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { listen } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const project = await storage.projects.add({ name: 'Petstore', repo: '/repos/petstore', subdomain: 'petstore' });
const { token } = await storage.tokens.create(project.id);
const triggers: unknown[] = [];
const base = await listen(createApiHandler({ storage, onTrigger: (update) => triggers.push(update) }));
const headers = { authorization: `Bearer ${token}` };

const trigger = () => fetch(`${base}/v1/project/update/${project.id}`, { method: 'POST', headers });
const status = (id: string) => fetch(`${base}/v1/project/update-status/${id}`, { headers });

test('a trigger answers 202 with the status id, and one while queued coalesces into it', async () => {
  const first = await trigger();
  assert.equal(first.status, 202);
  assert.equal(first.headers.get('cache-control'), 'no-store');
  const { statusId } = (await first.json()) as { statusId: string };
  assert.match(statusId, /^[0-9a-f]{24}$/);
  assert.equal(first.headers.get('location'), `/v1/project/update-status/${statusId}`);

  const second = await trigger();
  assert.equal(second.status, 202);
  assert.deepEqual(await second.json(), { statusId });
  assert.deepEqual(triggers.slice(-2), [
    { statusId, projectId: project.id, coalesced: false },
    { statusId, projectId: project.id, coalesced: true },
  ]);

  const record = (await (await status(statusId)).json()) as { status: string; source: string };
  assert.equal(record.status, 'queued');
  assert.equal(record.source, 'api');
  // Once the build starts, a trigger queues a new update.
  await storage.queue.claim();
  const third = (await (await trigger()).json()) as { statusId: string };
  assert.notEqual(third.statusId, statusId);
});

test('the status record carries every field the docs list (docs: hosting-api/update-status)', async () => {
  // A project of its own: the first test left a build of Petstore in progress.
  const docs = await storage.projects.add({ name: 'Docs', repo: '/repos/docs', subdomain: 'docs' });
  const { statusId } = await storage.queue.enqueue(docs.id, 'api');
  const orgToken = await storage.tokens.create(null);
  await storage.queue.claim();
  await storage.updates.appendLogs(statusId, ['Cloning /repos/petstore', 'Building 3 pages']);
  await storage.queue.finish(statusId, {
    status: 'success',
    summary: 'Published 3 pages',
    author: 'Ada Lovelace <ada@example.com>',
    commit: { sha: 'a'.repeat(40), ref: 'refs/heads/main', message: 'Docs', filesChanged: { added: ['docs.json'], modified: [], removed: [] } },
    screenshots: { light: 'http://localhost/light.png', dark: 'http://localhost/dark.png' },
  });
  const response = await fetch(`${base}/v1/project/update-status/${statusId}`, { headers: { authorization: `Bearer ${orgToken.token}` } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const record = (await response.json()) as Record<string, unknown>;
  assert.deepEqual(Object.keys(record).sort(), [
    '_id',
    'author',
    'commit',
    'createdAt',
    'endedAt',
    'logLines',
    'logs',
    'projectId',
    'screenshot',
    'screenshotDark',
    'screenshotLight',
    'source',
    'status',
    'subdomain',
    'summary',
  ]);
  assert.deepEqual(record, await storage.updates.get(statusId));
  assert.equal(record._id, statusId);
  assert.equal(record.status, 'success');
  assert.equal(record.subdomain, 'docs');
  assert.deepEqual(record.logs, ['Cloning /repos/petstore', 'Building 3 pages']);
  assert.match(String(record.endedAt), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
});

test('a storage failure is a generic 500 problem that shows no internals', async () => {
  const broken = await openStorage();
  const errors: unknown[] = [];
  const brokenBase = await listen(createApiHandler({ storage: broken, onError: (error) => errors.push(error) }));
  await broken.close();
  const response = await fetch(`${brokenBase}/v1/project/update-status/0123456789abcdef01234567`, { headers });
  assert.equal(response.status, 500);
  assert.equal(response.headers.get('content-type'), 'application/problem+json');
  const body = (await response.json()) as Record<string, unknown>;
  assert.equal(body.type, 'urn:quire:api:internal');
  assert.doesNotMatch(JSON.stringify(body), /sqlite|database|SQL|closed|\n\s+at /i);
  assert.equal(errors.length, 1);
});

test('the whole log, page by page: next until null, the status record holding only the tail; bad ranges and other projects refused', async () => {
  const docs = await storage.projects.add({ name: 'Logs', repo: '/repos/logs', subdomain: 'logs' });
  const { statusId } = await storage.queue.enqueue(docs.id, 'api');
  const headers = { authorization: `Bearer ${(await storage.tokens.create(docs.id)).token}` };
  const written = Array.from({ length: 2_500 }, (_, i) => `line ${i}`);
  await storage.updates.appendLogs(statusId, written);
  const record = (await (await fetch(`${base}/v1/project/update-status/${statusId}`, { headers })).json()) as { logs: string[]; logLines: number };
  assert.equal(record.logLines, 2_500);
  assert.deepEqual(record.logs, written.slice(-100));
  const read: string[] = [];
  let next: string | null = `/v1/project/update-logs/${statusId}`;
  while (next) {
    const page = (await (await fetch(`${base}${next}`, { headers })).json()) as {
      lines: string[];
      total: number;
      offset: number;
      next: string | null;
      statusId: string;
    };
    assert.equal(page.total, 2_500);
    assert.equal(page.offset, read.length);
    assert.ok(page.lines.length <= 1_000);
    read.push(...page.lines);
    next = page.next;
  }
  assert.deepEqual(read, written);
  const small = (await (await fetch(`${base}/v1/project/update-logs/${statusId}?offset=10&limit=2`, { headers })).json()) as { lines: string[]; next: string };
  assert.deepEqual(small.lines, ['line 10', 'line 11']);
  assert.equal(small.next, `/v1/project/update-logs/${statusId}?offset=12&limit=2`);
  for (const query of ['limit=5000', 'limit=0', 'offset=-1', 'offset=abc']) {
    const refused = await fetch(`${base}/v1/project/update-logs/${statusId}?${query}`, { headers });
    assert.equal(refused.status, 400, query);
    assert.equal(((await refused.json()) as { type: string }).type, 'urn:quire:api:invalid-query');
  }
  const other = await storage.tokens.create(project.id);
  const hidden = await fetch(`${base}/v1/project/update-logs/${statusId}`, { headers: { authorization: `Bearer ${other.token}` } });
  assert.equal(hidden.status, 404, "another project's token reads it as missing");
});

test('the list of a project’s updates is paged newest first, and another project’s list reads as missing', async () => {
  // A storage of its own: the shared one has other projects' updates queued ahead of these.
  const storage = await openStorage();
  const base = await listen(createApiHandler({ storage }));
  const listed = await storage.projects.add({ name: 'Listed', repo: '/repos/listed' });
  const { token: listedToken } = await storage.tokens.create(listed.id);
  const auth = { authorization: `Bearer ${listedToken}` };
  const made: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { statusId } = await storage.queue.enqueue(listed.id, 'api');
    await storage.queue.claim();
    await storage.queue.finish(statusId, { status: 'success', summary: `Build ${i}` });
    made.push(statusId);
  }
  const first = await fetch(`${base}/v1/project/updates/${listed.id}?limit=2`, { headers: auth });
  assert.equal(first.status, 200);
  const page = (await first.json()) as { total: number; updates: { _id: string }[]; next: string | null };
  assert.deepEqual([page.total, page.updates.map((u) => u._id), page.next], [3, [made[2], made[1]], `/v1/project/updates/${listed.id}?offset=2&limit=2`]);
  const second = (await (await fetch(`${base}${page.next}`, { headers: auth })).json()) as typeof page;
  assert.deepEqual([second.updates.map((u) => u._id), second.next], [[made[0]], null]);
  const other = await storage.projects.add({ name: 'Not theirs', repo: '/repos/other' });
  assert.equal((await fetch(`${base}/v1/project/updates/${other.id}`, { headers: auth })).status, 404);
  const bad = await fetch(`${base}/v1/project/updates/${listed.id}?limit=500`, { headers: auth });
  assert.equal(bad.status, 400);
  assert.match(((await bad.json()) as { detail: string }).detail, /limit is how many updates to return, 1 to 100; got "500"/);
});

test('cancel ends a queued update as canceled; an ended one is a 409 that says how it ended', async () => {
  const storage = await openStorage();
  const base = await listen(createApiHandler({ storage }));
  const target = await storage.projects.add({ name: 'Canceled', repo: '/repos/canceled' });
  const other = await storage.projects.add({ name: 'Other', repo: '/repos/other' });
  const { token: otherToken } = await storage.tokens.create(other.id);
  const { token: targetToken } = await storage.tokens.create(target.id);
  const auth = { authorization: `Bearer ${targetToken}` };
  const { statusId } = (await (await fetch(`${base}/v1/project/update/${target.id}`, { method: 'POST', headers: auth })).json()) as { statusId: string };
  const canceled = await fetch(`${base}/v1/project/update-cancel/${statusId}`, { method: 'POST', headers: auth });
  assert.equal(canceled.status, 200);
  const record = (await canceled.json()) as { status: string; summary: string; endedAt: string | null };
  assert.deepEqual([record.status, record.summary], ['canceled', 'Canceled before it started.']);
  assert.ok(record.endedAt);
  assert.equal((await fetch(`${base}/v1/project/update-cancel/${statusId}`, { method: 'POST', headers: auth })).status, 200, 'canceling again changes nothing');

  const { statusId: built } = await storage.queue.enqueue(target.id, 'api');
  await storage.queue.claim();
  await storage.queue.finish(built, { status: 'failure', summary: 'docs.json is invalid.' });
  const ended = await fetch(`${base}/v1/project/update-cancel/${built}`, { method: 'POST', headers: auth });
  assert.equal(ended.status, 409);
  assert.match(((await ended.json()) as { detail: string }).detail, /already ended in failure: there is nothing to cancel/);
  assert.equal(
    (await fetch(`${base}/v1/project/update-cancel/${built}`, { method: 'POST', headers: { authorization: `Bearer ${otherToken}` } })).status,
    404,
    'another project’s token sees nothing',
  );
});
