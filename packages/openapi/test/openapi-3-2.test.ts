// OpenAPI 3.2 read whole: the fixture (test-support/fixtures/openapi-3.2.yaml) uses each feature
// 3.2 added. Declared 3.2 it is valid against the official 3.2 schema; declared 3.1 each feature is
// named as a 3.2 one, with its line, rather than as a bare "not allowed here".
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec } from '../src/index.ts';

const fixture = join(import.meta.dirname, '../../../test-support/fixtures/openapi-3.2.yaml');

test('a 3.2 document with every 3.2 feature is valid, and its model carries them', async () => {
  const { model, diagnostics } = await loadSpec(fixture);
  assert.deepEqual(diagnostics, []);
  assert.equal(model!.version, '3.2');
  assert.deepEqual(
    model!.operations.map((o) => o.key),
    ['GET /pets', 'QUERY /pets/search', 'GET /pets/{id}/events', 'GET /pets/feed', 'GET /adoptions', 'GET /files/{name}', 'COPY /files/{name}'],
  );
  const copy = model!.operations.find((o) => o.method === 'COPY')!;
  assert.equal(copy.pointer, '/paths/~1files~1{name}/additionalOperations/COPY');
  assert.deepEqual(
    copy.parameters.map((p) => `${p.in} ${p.name}`),
    ['path name', 'header Destination'],
  );
  const [filter] = model!.operations[0]!.parameters;
  assert.equal(filter!.in, 'querystring');
  assert.equal(filter!.content![0]!.mediaType, 'application/x-www-form-urlencoded');
  const events = model!.operations.find((o) => o.key === 'GET /pets/{id}/events')!.responses[0]!.content[0]!;
  assert.equal(events.mediaType, 'text/event-stream');
  assert.deepEqual(events.itemSchema!.required as string[], ['data']);
  // A media type by reference to components.mediaTypes reads as the media type itself.
  const feed = model!.operations.find((o) => o.key === 'GET /pets/feed')!.responses[0]!.content;
  assert.deepEqual(
    feed.map((m) => [m.mediaType, m.itemSchema?.$ref]),
    [
      ['application/jsonl', '#/components/schemas/Pet'],
      ['application/x-ndjson', '#/components/schemas/Pet'],
      ['application/json-seq', '#/components/schemas/Pet'],
    ],
  );
  assert.deepEqual(
    model!.tags.map((t) => [t.name, t.summary, t.parent, t.kind]),
    [
      ['pets', 'Pets', undefined, 'nav'],
      ['adoption', 'Adoption', 'pets', 'nav'],
      ['files', 'Files', undefined, 'nav'],
      ['beta', 'Beta', undefined, 'badge'],
    ],
  );
});

test('the same document declared 3.1 names each 3.2 feature with its line', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-3-2-'));
  const file = join(dir, 'as-3.1.yaml');
  writeFileSync(file, readFileSync(fixture, 'utf8').replace('openapi: 3.2.0', 'openapi: 3.1.0'));
  const { model, diagnostics } = await loadSpec(file);
  assert.equal(model, undefined);
  // Each is a SPEC_NEEDS_3_2, none a bare "not allowed here".
  assert.deepEqual([...new Set(diagnostics.map((d) => d.code))], ['SPEC_NEEDS_3_2']);
  const byLine = Object.fromEntries(diagnostics.map((d) => [d.line, d.message]));
  assert.equal(
    byLine[38],
    '`in: querystring` is an OpenAPI 3.2 feature (the whole query string as one value), but this document declares 3.1.0 (in GET /pets).',
  );
  assert.equal(byLine[62], '`query` is an OpenAPI 3.2 feature (the QUERY method), but this document declares 3.1.0 (in QUERY /pets/search).');
  assert.equal(byLine[100], '`itemSchema` is an OpenAPI 3.2 feature (sequential media types), but this document declares 3.1.0 (in GET /pets/{id}/events).');
  assert.equal(
    byLine[162],
    '`additionalOperations` is an OpenAPI 3.2 feature (methods beyond the fixed ones), but this document declares 3.1.0 (in /files/{name}).',
  );
  assert.equal(byLine[22], '`parent` is an OpenAPI 3.2 feature (nested tags), but this document declares 3.1.0.');
  assert.equal(byLine[202], '`deviceAuthorization` is an OpenAPI 3.2 feature (the OAuth device authorization flow), but this document declares 3.1.0.');
  assert.equal(byLine[7], '`$self` is an OpenAPI 3.2 feature (the document’s own URI), but this document declares 3.1.0.');
  assert.match(diagnostics[0]!.hint!, /declare `openapi: 3\.2\.0`/);
  assert.equal(diagnostics.length, 25);
});
