// CORS on the /v1 API: a docs site's playground on an origin the operator names may call it from a
// reader's browser with the reader's token; no other origin may, and no origin at all by default.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseApiCors } from '../src/http/api-cors.ts';
import { createApiHandler } from '../src/http/api-handler.ts';
import { listen, rawRequest } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const docs = 'https://docs.example.com';

test('--api-cors takes exact origins, written as browsers send them', () => {
  assert.deepEqual(parseApiCors('https://Docs.Example.com, http://localhost:4321/'), {
    ok: true,
    value: ['https://docs.example.com', 'http://localhost:4321'],
  });
  assert.deepEqual(parseApiCors('https://docs.example.com:443'), { ok: true, value: ['https://docs.example.com'] }, 'a browser leaves the default port out');
  for (const wrong of [
    'docs.example.com',
    'https://docs.example.com/reference',
    'https://docs.example.com?x',
    'ftp://docs.example.com',
    'https://user@docs.example.com',
    'null',
    '',
  ]) {
    const parsed = parseApiCors(wrong);
    assert.equal(parsed.ok, false, wrong);
    if (!parsed.ok)
      assert.match(
        parsed.message,
        /^takes the origins whose pages may call the API, comma-separated, .* \(such as https:\/\/docs\.example\.com,http:\/\/localhost:4321\); got /,
      );
  }
});

test('--api-cors refuses *, saying that any page could lock its readers out', () => {
  const parsed = parseApiCors('https://docs.example.com,*');
  assert.equal(parsed.ok, false);
  if (!parsed.ok) assert.match(parsed.message, /^takes exact origins, not \*: .*lock their addresses out/);
});

test('an allowed origin gets its preflight answered: the methods, the token and JSON headers, no credentials', async () => {
  const base = await listen(createApiHandler({ storage: await openStorage(), corsOrigins: [docs] }));
  const preflight = await rawRequest(base, '/v1/project/update/665f1c2e9b1d4a0012ab34cd', {
    method: 'OPTIONS',
    headers: { origin: docs, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers['access-control-allow-origin'], docs);
  assert.match(String(preflight.headers['access-control-allow-methods']), /\bPOST\b/);
  assert.match(String(preflight.headers['access-control-allow-methods']), /\bGET\b/);
  assert.equal(preflight.headers['access-control-allow-headers'], 'authorization, content-type');
  assert.equal(preflight.headers['access-control-allow-credentials'], undefined);
  assert.equal(preflight.headers.vary, 'origin');
  assert.equal(preflight.headers['access-control-allow-private-network'], undefined, 'not asked');
});

test("a public docs page may reach a service on the reader's own machine (Chromium's private network preflight)", async () => {
  const base = await listen(createApiHandler({ storage: await openStorage(), corsOrigins: [docs] }));
  const preflight = await rawRequest(base, '/v1/openapi.json', {
    method: 'OPTIONS',
    headers: { origin: docs, 'access-control-request-method': 'GET', 'access-control-request-private-network': 'true' },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers['access-control-allow-private-network'], 'true');
});

test("an allowed origin may read the API's answers, refusals included", async () => {
  const base = await listen(createApiHandler({ storage: await openStorage(), corsOrigins: [docs, 'http://localhost:4321'] }));
  const refused = await fetch(`${base}/v1/project/update-status/665f1c2e9b1d4a0012ab34cd`, { headers: { origin: docs, authorization: 'Bearer wrong' } });
  assert.equal(refused.status, 401);
  assert.equal(refused.headers.get('access-control-allow-origin'), docs, 'the playground shows why it was refused');
  assert.match(refused.headers.get('access-control-expose-headers') ?? '', /\blocation\b/);
  assert.equal(refused.headers.get('access-control-allow-credentials'), null);
  const spec = await fetch(`${base}/v1/openapi.json`, { headers: { origin: 'http://localhost:4321' } });
  assert.equal(spec.headers.get('access-control-allow-origin'), 'http://localhost:4321');
});

test('another origin gets no CORS headers, and its preflight is not answered', async () => {
  const base = await listen(createApiHandler({ storage: await openStorage(), corsOrigins: [docs] }));
  const other = await fetch(`${base}/v1/openapi.json`, { headers: { origin: 'https://evil.example' } });
  assert.equal(other.status, 200);
  assert.equal(other.headers.get('access-control-allow-origin'), null);
  const preflight = await rawRequest(base, '/v1/project/update/665f1c2e9b1d4a0012ab34cd', {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.status, 405);
  assert.equal(preflight.headers['access-control-allow-origin'], undefined);
});

test('without --api-cors no origin gets CORS headers', async () => {
  const base = await listen(createApiHandler({ storage: await openStorage() }));
  const answer = await fetch(`${base}/v1/openapi.json`, { headers: { origin: docs } });
  assert.equal(answer.headers.get('access-control-allow-origin'), null);
  const preflight = await rawRequest(base, '/v1/openapi.json', { method: 'OPTIONS', headers: { origin: docs, 'access-control-request-method': 'GET' } });
  assert.equal(preflight.status, 405);
});
