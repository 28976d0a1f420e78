import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGES_WORTH_RELEASING, releasesMemory } from '../src/integration/release-memory.ts';

test('a build of a small site skips the forced collections between its phases', () => {
  assert.equal(releasesMemory(1), false);
  assert.equal(releasesMemory(45), false);
  assert.equal(releasesMemory(PAGES_WORTH_RELEASING - 1), false);
});

test('a build of thousands of pages releases memory between its phases', () => {
  assert.equal(releasesMemory(PAGES_WORTH_RELEASING), true);
  assert.equal(releasesMemory(2193), true);
  assert.equal(releasesMemory(25_415), true);
});
