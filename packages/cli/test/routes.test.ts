import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';

const demo = fileURLToPath(new URL('../../../sites/demo', import.meta.url));

describe('quire routes', () => {
  it('prints the demo site map: tabs, groups, method badges, URLs and deprecated pages', async () => {
    const { code, stdout, stderr } = await runQuire(['routes', demo], process.cwd());
    assert.equal(code, 0, stderr);
    assert.match(stdout, /^\[tab\] Pets API$/m);
    assert.match(stdout, /^ {4}GET List pets {2}\/api-reference\/pets\/list-pets$/m);
    assert.match(stdout, /^ {4}DELETE Remove a pet \(deprecated\) {2}\/api-reference\/pets\/delete-pet$/m);
    assert.match(stdout, /^ {4}WEBHOOK Pet adopted {2}\/api-reference\/webhooks\/pet-adopted$/m);
    assert.match(stdout, /^ {4}GET Get inventory {2}\/store-api\/inventory\/get-inventory$/m, 'the Store tab generated every operation (rule 2)');
    assert.doesNotMatch(stdout, /Audit inventory|reindex/i, 'x-hidden and x-excluded operations are not in the navigation');
  });

  it('--json gives the manifest: routes with kind, source and playground mode', async () => {
    const { code, stdout } = await runQuire(['routes', demo, '--json'], process.cwd());
    assert.equal(code, 0);
    const { routes } = JSON.parse(stdout);
    const byKey = (key: string) => routes.find((r: { operation?: { key: string } }) => r.operation?.key === key);
    assert.deepEqual([byKey('GET /pets').kind, byKey('GET /pets').source, byKey('GET /pets').playground], ['operation', 'openapi/petstore.yaml', 'interactive']);
    assert.equal(byKey('GET /orders').playground, 'simple', 'the Store API has no servers (rule 13)');
    assert.equal(byKey('POST /inventory/audit').hidden, true);
    const adopt = routes.find((r: { source: string }) => r.source === 'api-reference/adopt-pet.mdx');
    assert.deepEqual([adopt.kind, adopt.title, adopt.operation.key], ['mdx', 'Adopt a pet', 'POST /pets/{petId}/adopt']);
  });
});
