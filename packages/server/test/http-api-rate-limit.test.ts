// Each token gets its own rate; past it, 429 with Retry-After.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { createRateLimiter } from '../src/http/rate-limiter.ts';
import { listen } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

test('past its limit a token gets 429 with Retry-After in seconds; another token is not affected', async () => {
  const storage = await openStorage();
  const project = await storage.projects.add({ name: 'Petstore', repo: '/repos/petstore' });
  const busy = await storage.tokens.create(project.id);
  const calm = await storage.tokens.create(project.id);
  const base = await listen(createApiHandler({ storage, rateLimit: { requests: 3, perMs: 60_000 } }));
  const url = `${base}/v1/project/update-status/0123456789abcdef01234567`;
  for (let i = 0; i < 3; i++) assert.equal((await fetch(url, { headers: { authorization: `Bearer ${busy.token}` } })).status, 404);
  const limited = await fetch(url, { headers: { authorization: `Bearer ${busy.token}` } });
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '20');
  assert.equal(limited.headers.get('content-type'), 'application/problem+json');
  assert.equal(((await limited.json()) as { type: string }).type, 'urn:quire:api:rate-limited');
  assert.equal((await fetch(url, { headers: { authorization: `Bearer ${calm.token}` } })).status, 404);
});

test('the bucket refills evenly: one request back after a third of the window', () => {
  let now = 0;
  const limiter = createRateLimiter({ requests: 3, perMs: 3000 }, () => now);
  for (let i = 0; i < 3; i++) assert.deepEqual(limiter.take('a'), { allowed: true });
  assert.deepEqual(limiter.take('a'), { allowed: false, retryAfterSeconds: 1 });
  now = 1000;
  assert.deepEqual(limiter.take('a'), { allowed: true });
  assert.equal(limiter.take('a').allowed, false);
});
