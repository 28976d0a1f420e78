// docs.json api.playground.credentials: whether what the browser sends itself carries the reader's
// cookies for the API. The browser's fetch is replaced by one that answers and remembers its options.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import type { RelayRequest } from '@quire/request';
import { createSender } from '../src/http/send-auto.ts';

const realFetch = globalThis.fetch;
afterEach(() => (globalThis.fetch = realFetch));

/** The `credentials` option of each fetch the sender makes. */
function recordFetches(): (RequestCredentials | undefined)[] {
  const seen: (RequestCredentials | undefined)[] = [];
  globalThis.fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    seen.push(init?.credentials);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return seen;
}

const request: RelayRequest = { method: 'GET', url: 'https://api.example.com/me', headers: {}, body: null, bodyEncoding: 'utf8' };

test("with credentials true, a request sent straight from the browser includes the reader's cookies", async () => {
  const seen = recordFetches();
  await createSender(false, true).send(request);
  assert.deepEqual(seen, ['include']);
});

test('by default a request sent straight from the browser carries no cookies', async () => {
  const seen = recordFetches();
  await createSender(false).send(request);
  assert.deepEqual(seen, ['omit']);
});
