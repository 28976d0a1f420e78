// Wrong tokens are limited per client address: past the limit that address is refused with 429
// and Retry-After, a correct token too, while other addresses are served; valid tokens and
// requests without any token do not count. Clients come from their own loopback addresses.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { createFailedTokenLimiter } from '../src/http/failed-token-limit.ts';
import { listen, rawRequest } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const project = await storage.projects.add({ name: 'Petstore', repo: '/repos/petstore' });
const valid = (await storage.tokens.create(project.id)).token;
const wrong = 'qt_0123456789abcdef01234567_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
// An unknown update: a request that gets past authentication is answered 404.
const path = '/v1/project/update-status/0123456789abcdef01234567';

const base = await listen(createApiHandler({ storage, failedTokenLimit: { requests: 3, perMs: 60_000 } }));
const call = (localAddress: string, token?: string) => rawRequest(base, path, { localAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });

test('after 3 wrong tokens an address gets 429 with Retry-After, a correct token too, while another address is served', async () => {
  for (let i = 0; i < 3; i++) assert.equal((await call('127.0.0.11', wrong)).status, 401);
  const held = await call('127.0.0.11', valid);
  assert.equal(held.status, 429);
  assert.equal(held.headers['retry-after'], '20');
  assert.equal(held.headers['content-type'], 'application/problem+json');
  const problem = JSON.parse(held.body) as { type: string; detail: string };
  assert.equal(problem.type, 'urn:quire:api:rate-limited');
  assert.match(
    problem.detail,
    /^This address \(127\.0\.0\.11\) sent more tokens that are not valid than the 3 per 60 s it may, so its requests are refused for now, whatever token they carry; retry in 20 seconds\. Check the token/,
  );
  assert.equal((await call('127.0.0.11', wrong)).status, 429, 'a held-back address gets no lookup at all');

  assert.equal((await call('127.0.0.12', valid)).status, 404);
  assert.equal((await call('127.0.0.12', wrong)).status, 401);
});

test('valid tokens and requests without a token do not count, nor do they forgive earlier wrong ones', async () => {
  for (let i = 0; i < 2; i++) assert.equal((await call('127.0.0.13', wrong)).status, 401);
  for (let i = 0; i < 5; i++) assert.equal((await call('127.0.0.13', valid)).status, 404);
  for (let i = 0; i < 5; i++) assert.equal((await call('127.0.0.13')).status, 401);
  assert.equal((await call('127.0.0.13', wrong)).status, 401, 'the third wrong token is still looked up');
  assert.equal((await call('127.0.0.13', valid)).status, 429);
});

test('the hold lasts until the window gives back one try: 20 s at 3 a minute', () => {
  let now = 0;
  const limiter = createFailedTokenLimiter(
    { requests: 3, perMs: 60_000 },
    () => false,
    () => now,
  );
  const from = { headers: {}, socket: { remoteAddress: '192.0.2.1' } } as unknown as IncomingMessage;
  for (let i = 0; i < 3; i++) {
    assert.equal(limiter.refusal(from), undefined);
    limiter.failed(from);
  }
  assert.equal(limiter.refusal(from)?.headers?.['retry-after'], '20');
  now = 20_000;
  assert.equal(limiter.refusal(from), undefined);
  limiter.failed(from);
  assert.equal(limiter.refusal(from)?.problem.status, 429);
});
