// The bounded pool every "read all the pages" goes through: a large repo must not open every file at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mapWithLimit } from '@quire/site';

test('never more than the limit pending at once; results in the order of the items', async () => {
  let pending = 0;
  let most = 0;
  const items = Array.from({ length: 1000 }, (_, i) => i);
  const results = await mapWithLimit(items, 32, async (item) => {
    most = Math.max(most, ++pending);
    // Later items finish first: order must come from the index, not from completion.
    await new Promise((done) => setTimeout(done, (1000 - item) % 7));
    pending--;
    return item * 2;
  });
  assert.equal(most, 32);
  assert.deepEqual(
    results,
    items.map((i) => i * 2),
  );
});

test('fewer items than the limit, and none at all', async () => {
  assert.deepEqual(await mapWithLimit([1, 2], 32, async (n) => n + 1), [2, 3]);
  assert.deepEqual(await mapWithLimit([], 32, async (n: number) => n), []);
});

test('a failure rejects the whole, like Promise.all', async () => {
  await assert.rejects(
    mapWithLimit([1, 2, 3], 2, async (n) => {
      if (n === 2) throw new Error('two');
      return n;
    }),
    /two/,
  );
});
