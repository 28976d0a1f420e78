import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';

const demo = fileURLToPath(new URL('../../../sites/demo', import.meta.url));

describe('quire routes', () => {
  it('prints the demo site map: tabs, groups, method badges, URLs and deprecated pages', async () => {
    const { code, stdout, stderr } = await runQuire(['routes', demo], process.cwd());
    assert.equal(code, 0, stderr);
    // The demo nests language > version > tab > group > page, two spaces a level.
    assert.match(stdout, /^\[language\] en\n {2}\[version\] v2\n {4}\[tab\] Guides$/m);
    assert.match(stdout, /^ {4}\[tab\] Pets API$/m);
    assert.match(stdout, /^ {8}GET List pets {2}\/api-reference\/pets\/list-pets$/m);
    assert.match(stdout, /^ {8}DELETE Remove a pet \(deprecated\) {2}\/api-reference\/pets\/delete-pet$/m);
    assert.match(stdout, /^ {8}WEBHOOK Pet adopted {2}\/api-reference\/webhooks\/pet-adopted$/m);
    assert.match(
      stdout,
      /^ {8}GET Get inventory {2}\/store-api\/inventory\/get-inventory$/m,
      'the Store tab generated every operation (docs: guides/api-navigation#every-operation)',
    );
    assert.match(
      stdout,
      /^ {8}POST Place an order {2}\/guides\/placing-orders$/m,
      'x-docs.href naming an MDX page makes the entry that page (docs: guides/api-navigation#one-page-per-operation)',
    );
    assert.match(stdout, /^ {2}\[version\] v1\n {4}\[anchor\] Guides$/m);
    assert.match(
      stdout,
      /^ {8}PUT Replace a pet \(deprecated\) {2}\/v1\/api-reference\/pets\/replace-pet$/m,
      'the v1 anchor generated its own spec (docs: guides/api-navigation#every-operation)',
    );
    assert.doesNotMatch(stdout, /Audit inventory|Search pets|reindex/i, 'x-hidden and x-excluded operations are not in the navigation');
  });

  it("lists the demo's AsyncAPI channels with the WS badge, and counts channel pages", async () => {
    const { code, stdout } = await runQuire(['routes', demo], process.cwd());
    assert.equal(code, 0);
    assert.match(stdout, /^ {4}\[tab\] Live API\n {6}WS Pet updates {2}\/channels\/pet-updates\n {6}WS Shelter chat {2}\/channels\/shelter-chat$/m);
    assert.match(stdout, /^\d+ routes \(2 channel pages\); \d+ outside the navigation/m);
    const { routes } = JSON.parse((await runQuire(['routes', demo, '--json'], process.cwd())).stdout);
    const pets = routes.find((r: { slug: string }) => r.slug === 'channels/pet-updates');
    assert.deepEqual(
      [pets.kind, pets.source, pets.channel, pets.playground],
      ['channel', 'asyncapi/live.yaml', { spec: 'asyncapi/live.yaml', id: 'petUpdates' }, 'interactive'],
    );
  });

  it('--json gives the manifest: routes with kind, source and playground mode', async () => {
    const { code, stdout } = await runQuire(['routes', demo, '--json'], process.cwd());
    assert.equal(code, 0);
    const { routes } = JSON.parse(stdout);
    const byKey = (key: string) => routes.find((r: { operation?: { key: string } }) => r.operation?.key === key);
    assert.deepEqual(
      [byKey('GET /pets').kind, byKey('GET /pets').source, byKey('GET /pets').playground],
      ['operation', 'openapi/petstore.yaml', 'interactive'],
    );
    assert.equal(byKey('GET /orders').playground, 'simple', 'the Store API has no servers (docs: guides/api-navigation#servers-and-playground)');
    assert.equal(byKey('POST /inventory/audit').hidden, true);
    const v1List = routes.find((r: { slug: string }) => r.slug === 'v1/api-reference/pets/list-pets');
    assert.deepEqual(
      [v1List.source, v1List.version],
      ['openapi/v1/petstore.yaml', 'v1'],
      'generated pages take the enclosing version (docs: guides/api-navigation#generated-page-defaults)',
    );
    const adopt = routes.find((r: { source: string }) => r.source === 'api-reference/adopt-pet.mdx');
    assert.deepEqual([adopt.kind, adopt.title, adopt.operation.key], ['mdx', 'Adopt a pet', 'POST /pets/{petId}/adopt']);
  });
});
