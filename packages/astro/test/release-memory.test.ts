import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGES_WORTH_RELEASING, phaseMemoryRelease, releaseMemory } from '../src/integration/release-memory.ts';

test('a build of a small site skips the forced collections between its phases', () => {
  for (const pages of [1, 45, PAGES_WORTH_RELEASING - 1]) assert.notEqual(phaseMemoryRelease(pages), releaseMemory, `${pages} pages`);
});

test('a build of thousands of pages releases memory between its phases', () => {
  for (const pages of [PAGES_WORTH_RELEASING, 2193, 25_415]) assert.equal(phaseMemoryRelease(pages), releaseMemory, `${pages} pages`);
});
