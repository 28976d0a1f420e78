// Issue 36: a spec named by URL is kept when fetched; a build that cannot reach the URL builds
// from the last copy, with a warning naming its age, instead of failing.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec } from '@quire/openapi';

const url = 'https://api.example.test/openapi.json';
const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Cached', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
});

test('a document by URL is kept when fetched; when the URL cannot be reached, the copy is used with a warning naming its age', async () => {
  const urlCacheDir = await mkdtemp(join(tmpdir(), 'quire-url-cache-'));
  const online = (async () => new Response(spec)) as typeof fetch;
  const first = await loadSpec(url, { fetch: online, urlCacheDir });
  assert.deepEqual(first.diagnostics, []);
  assert.equal((await readdir(urlCacheDir)).length, 1, 'one copy, named by the URL');

  const [copy] = await readdir(urlCacheDir);
  const threeHoursAgo = new Date(Date.now() - 3 * 3600_000);
  await utimes(join(urlCacheDir, copy!), threeHoursAgo, threeHoursAgo);
  const down = (async () => {
    throw new Error('getaddrinfo ENOTFOUND api.example.test');
  }) as typeof fetch;
  const second = await loadSpec(url, { fetch: down, urlCacheDir });
  assert.equal(second.model?.operations[0]?.key, 'GET /pets', 'the site is built from the copy');
  assert.deepEqual(
    second.diagnostics.map((d) => [d.code, d.severity, d.file]),
    [['SPEC_FROM_CACHE', 'warning', url]],
  );
  assert.match(
    second.diagnostics[0]!.message,
    /could not be fetched \(getaddrinfo ENOTFOUND api\.example\.test\): the copy fetched 3 hours ago \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\) is used\./,
  );

  const gone = (async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' })) as typeof fetch;
  assert.equal((await loadSpec(url, { fetch: gone, urlCacheDir })).diagnostics[0]?.code, 'SPEC_FROM_CACHE', 'an error answer uses the copy too');
  const never = await loadSpec('https://other.example.test/openapi.json', { fetch: down, urlCacheDir });
  assert.deepEqual(
    never.diagnostics.map((d) => [d.code, d.severity]),
    [['SPEC_FETCH_FAILED', 'error']],
    'without a copy it is still an error',
  );
});
