import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { ALL } from '../src/routes/relay-refused.ts';
import { relayEnvironment } from '../src/deploy/relay-environment.ts';

describe('the relay of a host function', () => {
  it('on a worker runtime, refuses every request with a 501 problem that says why (the island then sends from the browser)', async () => {
    const answer = ALL();
    assert.equal(answer.status, 501);
    assert.equal(answer.headers.get('content-type'), 'application/problem+json');
    const problem = (await answer.json()) as { type: string; detail: string };
    assert.equal(problem.type, 'urn:quire:relay:cannot-check');
    assert.match(problem.detail, /cannot pin the address a host name resolves to/);
  });

  it('takes the private origins its operator allows from the environment, and none otherwise', () => {
    assert.deepEqual(relayEnvironment({}), {});
    assert.deepEqual(relayEnvironment({ QUIRE_RELAY_PRIVATE_ORIGINS: ' http://localhost:4010 , http://10.0.0.5:8080,' }), {
      privateOrigins: ['http://localhost:4010', 'http://10.0.0.5:8080'],
    });
  });
});
