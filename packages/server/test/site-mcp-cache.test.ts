// The sites' MCP servers stay loaded within a memory budget: past it the least recently loaded
// go, and are loaded again (once) when next asked for; a release alone over it is still served.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cachePerSite } from '../src/hosting/site-cache.ts';

test('cached values past the byte budget are dropped, oldest first, and loaded again when asked for', async () => {
  const loads: string[] = [];
  const forSite = cachePerSite(
    async (root) => {
      loads.push(root);
      return { bytes: root === 'huge' ? 1000 : 100 };
    },
    { bytesOf: (v) => v.bytes, maxBytes: 250 },
  );
  for (const root of ['a', 'b', 'a', 'b']) await forSite(root);
  assert.deepEqual(loads, ['a', 'b'], 'within the budget each is loaded once');
  await forSite('c');
  await forSite('b');
  assert.deepEqual(loads, ['a', 'b', 'c'], 'b is still cached');
  await forSite('a');
  assert.deepEqual(loads, ['a', 'b', 'c', 'a'], 'a, the oldest, was dropped for c');
  await forSite('huge');
  await forSite('huge');
  assert.deepEqual(loads, ['a', 'b', 'c', 'a', 'huge'], 'one over the budget alone is kept while it is the newest');
});
