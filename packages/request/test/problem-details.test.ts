// One shape of refusal for Quire's HTTP services: each names its kinds in a table of its own namespace.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { problemTable } from '../src/problem-details.ts';
import { relayProblem } from '../src/relay/relay-problems.ts';

test("a problem carries its kind's status and title, a type in its service's namespace, and the detail given", () => {
  const table = problemTable('api', { 'not-found': { status: 404, title: 'Not found' } });
  assert.deepEqual(table.problem('not-found', 'No such project.'), {
    type: 'urn:quire:api:not-found',
    title: 'Not found',
    status: 404,
    detail: 'No such project.',
  });
  assert.deepEqual(relayProblem('busy', 'Try again.'), {
    type: 'urn:quire:relay:busy',
    title: 'The relay is relaying as many requests as it takes at once',
    status: 429,
    detail: 'Try again.',
  });
});
