// `quire check <spec> --against <base-url>`: the real binary against a real local API that follows
// its documentation, and the same API drifting from it in known ways (test-support/pets-api.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { petsSpec, startPetsApi, type PetsApi } from '../../../test-support/pets-api.ts';
import { runQuire, writeFiles } from './run-quire.ts';

let faithful: PetsApi;
let drifting: PetsApi;
let dir: string;

before(async () => {
  faithful = await startPetsApi();
  drifting = await startPetsApi({ drift: true });
  // The documented server is elsewhere: --against replaces it.
  dir = await writeFiles({ 'pets.json': JSON.stringify(petsSpec('https://pets.example.com')) });
});

after(async () => {
  await faithful?.close();
  await drifting?.close();
});

describe('quire check --against', () => {
  it('exits 0 when every safe operation answers as documented, and sends nothing unsafe', async () => {
    const { code, stdout } = await runQuire(['check', 'pets.json', '--against', faithful.url], dir);
    assert.equal(
      stdout,
      [
        '✓ GET /pets: 200 as documented',
        '✓ GET /pets/{id}: 200 as documented',
        '✓ HEAD /pets/{id}: 200 as documented',
        '✓ GET /pets/{id}/events: 200 as documented',
        '✓ GET /store/inventory: 200 as documented',
        `✓ 5 operations answer as documented at ${faithful.url}.`,
        '',
      ].join('\n'),
    );
    assert.equal(code, 0);
    // The examples filled the path; only GET and HEAD went out.
    assert.deepEqual(faithful.received, ['GET /pets', 'GET /pets/7', 'HEAD /pets/7', 'GET /pets/7/events', 'GET /store/inventory']);
  });

  it('exits 1 with each difference where the API drifts: body, header, content type, status, stream item', async () => {
    const { code, stdout } = await runQuire(['check', 'pets.json', '--against', drifting.url], dir);
    assert.equal(code, 1);
    assert.equal(
      stdout,
      [
        '✗ GET /pets: 200, 1 difference',
        `    sent GET ${drifting.url}/pets`,
        '    Body $[1] (required): The required property "name" is missing.',
        '✗ GET /pets/{id}: 200, 4 differences',
        `    sent GET ${drifting.url}/pets/7`,
        '    Header X-Rate-Limit (missing-header): The required header X-Rate-Limit is missing.',
        '    Body $.id (type): Expected an integer, got the string "7".',
        '    Body $.status (enum): The string "sold-out" is not one of the documented values: "available", "pending", "sold".',
        '    Body $.color (additionalProperties): The property "color" is not documented, and this object allows no others.',
        '✗ HEAD /pets/{id}: 500, 1 difference',
        `    sent HEAD ${drifting.url}/pets/7`,
        '    Status (undocumented-status): The API answered 500, a status the documentation does not list (it lists 200 and 404).',
        '✗ GET /pets/{id}/events: 200, 1 difference',
        `    sent GET ${drifting.url}/pets/7/events`,
        '    Item 3 $.data.n (type): Expected an integer, got the string "3".',
        '✗ GET /store/inventory: 200, 1 difference',
        `    sent GET ${drifting.url}/store/inventory`,
        '    Header content-type (undocumented-content-type): The body is text/html, a content type the documentation does not list for 200 (it lists application/json).',
        `✗ 5 of 5 operations differ from the documentation at ${drifting.url}.`,
        '',
      ].join('\n'),
    );
  });

  it('--json gives each result with its verdict, for CI to read', async () => {
    const { code, stdout } = await runQuire(['check', 'pets.json', '--against', drifting.url, '--json'], dir);
    assert.equal(code, 1);
    const report = JSON.parse(stdout);
    assert.equal(report.ok, false);
    assert.deepEqual([report.checked, report.drifted, report.skipped], [5, 5, 0]);
    assert.deepEqual(
      report.results[1].verdict.differences.map((d: { path: string; rule: string }) => `${d.path} ${d.rule}`),
      ['X-Rate-Limit missing-header', '$.id type', '$.status enum', '$.color additionalProperties'],
    );
  });

  it('takes a docs folder too: every OpenAPI document it uses, and skips what has no example to send', async () => {
    const spec = petsSpec('https://pets.example.com');
    // A required query parameter with neither an example nor a schema to make one from.
    (spec.paths as Record<string, unknown>)['/search'] = {
      get: {
        operationId: 'search',
        parameters: [{ name: 'q', in: 'query', required: true, content: { 'text/plain': {} } }],
        responses: { '200': { description: 'ok' } },
      },
    };
    const docs = await writeFiles({
      'pets.json': JSON.stringify(spec),
      'docs.json': JSON.stringify({ name: 'Pets', navigation: { groups: [{ group: 'API', openapi: 'pets.json' }] } }),
    });
    const { code, stdout } = await runQuire(['check', '.', '--against', faithful.url], docs);
    assert.equal(code, 0, stdout);
    assert.match(stdout, /^- GET \/search: skipped, no example for the required query parameter q\.$/m);
    assert.match(stdout, new RegExp(`^✓ 5 operations answer as documented at ${faithful.url} \\(1 skipped\\)\\.$`, 'm'));
  });

  it('an API that cannot be reached is drift too, named plainly', async () => {
    const gone = await startPetsApi();
    await gone.close();
    const { code, stdout } = await runQuire(['check', 'pets.json', '--against', gone.url], dir);
    assert.equal(code, 1);
    assert.match(stdout, new RegExp(`^✗ The API at ${gone.url} could not be reached: connect ECONNREFUSED [^ ]+\\. Is it running\\?\\n$`));
  });

  it('refuses an address that is not http(s)', async () => {
    const { code, stderr, stdout } = await runQuire(['check', 'pets.json', '--against', 'localhost:3000'], dir);
    assert.equal(code, 2, stdout);
    assert.match(stderr, /--against expects the http\(s\) address of a running API/);
  });
});
