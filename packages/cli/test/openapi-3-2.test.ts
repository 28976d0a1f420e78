// OpenAPI 3.2 through the CLI: nested tags in generated navigation (`quire routes`) and in
// `quire generate`'s docs.json entries, extra methods as pages, and `quire check` naming a 3.2
// feature in a 3.1 document at its file and line.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runQuire, writeFiles } from './run-quire.ts';

const fixture = readFileSync(join(import.meta.dirname, '../../../test-support/fixtures/openapi-3.2.yaml'), 'utf8');
const docsJson = JSON.stringify({ name: 'Streams', navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] } });

describe('OpenAPI 3.2 in the CLI', () => {
  it('quire routes nests a tag under its parent, labels groups with tag summaries, and lists QUERY and COPY pages', async () => {
    const dir = await writeFiles({ 'openapi.yaml': fixture, 'docs.json': docsJson });
    const { code, stdout } = await runQuire(['routes', '.'], dir);
    assert.equal(code, 0, stdout);
    assert.equal(
      stdout.split('\n').slice(0, 11).join('\n'),
      [
        'API',
        '  Pets',
        '    GET List pets  /api-reference/pets/list-pets',
        '    QUERY Search pets  /api-reference/pets/search-pets',
        '    GET Follow a pet  /api-reference/pets/pet-events',
        '    GET Pet feed  /api-reference/pets/pet-feed',
        '    Adoption',
        '      GET List adoptions  /api-reference/adoption/list-adoptions',
        '  Files',
        '    GET Get a file  /api-reference/files/get-file',
        '    COPY Copy a file  /api-reference/files/copy-file',
      ].join('\n'),
    );
  });

  it('quire generate writes nested groups for nested tags, and a COPY page that names its operation', async () => {
    const dir = await writeFiles({ 'openapi.yaml': fixture });
    const { code, stdout } = await runQuire(['generate', 'openapi.yaml', '-o', 'api', '--json'], dir);
    assert.equal(code, 0, stdout);
    const result = JSON.parse(stdout);
    assert.deepEqual(result.navigation[0], {
      group: 'Pets',
      pages: [
        'api/pets/list-pets',
        'api/pets/search-pets',
        'api/pets/pet-events',
        'api/pets/pet-feed',
        { group: 'Adoption', pages: ['api/adoption/list-adoptions'] },
      ],
    });
    assert.match(readFileSync(join(dir, 'api/files/copy-file.mdx'), 'utf8'), /openapi: ["']?COPY \/files\/\{name\}/);
  });

  it('quire check passes the 3.2 document, and names 3.2 features in a 3.1 one at file:line', async () => {
    const dir = await writeFiles({ 'v32.yaml': fixture, 'v31.yaml': fixture.replace('openapi: 3.2.0', 'openapi: 3.1.0') });
    const ok = await runQuire(['check', 'v32.yaml'], dir);
    assert.equal(ok.code, 0, ok.stdout);
    assert.equal(ok.stdout.trim(), '✓ v32.yaml: valid OpenAPI 3.2 (7 operations, 0 webhooks, 2 schemas)');
    const old = await runQuire(['check', 'v31.yaml'], dir);
    assert.equal(old.code, 1);
    assert.match(
      old.stdout,
      /^v31\.yaml:100:\d+ {2}`itemSchema` is an OpenAPI 3\.2 feature \(sequential media types\), but this document declares 3\.1\.0 \(in GET \/pets\/\{id\}\/events\)\. {2}\(This is new in OpenAPI 3\.2: declare `openapi: 3\.2\.0`/m,
    );
    assert.match(old.stdout, /^v31\.yaml:162:\d+ {2}`additionalOperations` is an OpenAPI 3\.2 feature/m);
  });
});
