// A UTF-8 byte order mark, as some Windows editors write it, before a spec: read as if absent.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec } from '../src/index.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const bom = '\uFEFF';

test('a JSON spec that starts with a byte order mark loads, with the same line and column for an error as without it', async () => {
  const text =
    '{ "openapi": "3.1.0", "info": { "title": "Pets", "version": "1" }, "paths": { "/pets": { "get": { "parameters": [{ "name": "q", "in": "body" }], "responses": { "200": { "description": "ok" } } } } } }';
  const dir = await writeFiles({ 'plain.json': text, 'marked.json': `${bom}${text}` });
  const plain = await loadSpec(join(dir, 'plain.json'));
  const marked = await loadSpec(join(dir, 'marked.json'));
  assert.equal(marked.model?.info.title, 'Pets');
  assert.deepEqual(
    marked.diagnostics.map((d) => [d.code, d.line, d.column]),
    [['SPEC_INVALID', 1, text.indexOf('"in"') + 1]],
  );
  assert.deepEqual(
    marked.diagnostics.map((d) => [d.line, d.column]),
    plain.diagnostics.map((d) => [d.line, d.column]),
  );
});

test('a YAML spec that starts with a byte order mark loads; a later error keeps its line', async () => {
  const text = `${bom}openapi: 3.1.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      parameters:\n        - { name: q, in: body }\n      responses: { "200": { description: ok } }\n`;
  const dir = await writeFiles({ 'pets.yaml': text });
  const loaded = await loadSpec(join(dir, 'pets.yaml'));
  assert.equal(loaded.model?.info.title, 'Pets');
  assert.deepEqual(
    loaded.diagnostics.map((d) => [d.code, d.line]),
    [['SPEC_INVALID', 7]],
  );
});
