// OpenAPI Overlay documents applied by loadSpec before validation, in order: update, remove,
// copy (1.1), and each mistake at the overlay's own file and line.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec } from '../src/index.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://internal.example.com' }],
  paths: {
    '/pets': { get: { operationId: 'listPets', summary: 'List pets', tags: ['pets'], responses: { '200': { description: 'OK' } } } },
    '/admin/reset': { post: { operationId: 'reset', summary: 'Reset', 'x-internal': true, responses: { '204': { description: 'Reset' } } } },
  },
  components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } } },
};

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-overlays-'));
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(spec));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

test("overlays apply in order: updates merge, removals drop operations, a later overlay sees an earlier one's change", async () => {
  const cwd = folder({
    'public.yaml': `overlay: 1.0.0
info: { title: Public docs, version: 1.0.0 }
actions:
  - target: $.servers[0]
    update: { url: https://api.example.com }
  - target: $.paths[*][?@['x-internal'] == true]
    remove: true
  - target: $.paths['/pets'].get
    update: { summary: Every pet, tags: [animals] }
`,
    'second.yaml': `overlay: 1.0.0
info: { title: After the first, version: 1.0.0 }
actions:
  - target: $.paths['/pets'].get
    update: { description: 'Summary now: Every pet' }
`,
  });
  const loaded = await loadSpec('openapi.json', { cwd, overlays: ['public.yaml', 'second.yaml'] });
  assert.deepEqual(loaded.diagnostics, []);
  const model = loaded.model!;
  assert.deepEqual(
    model.operations.map((op) => op.key),
    ['GET /pets'],
  );
  const [pets] = model.operations;
  assert.equal(pets!.summary, 'Every pet');
  assert.deepEqual(pets!.tags, ['pets', 'animals']);
  assert.equal(pets!.description, 'Summary now: Every pet');
  assert.equal(model.servers[0]!.url, 'https://api.example.com');
});

test("Overlay 1.1 copy puts one node's value into each target", async () => {
  const cwd = folder({
    'copy.yaml': `overlay: 1.1.0
info: { title: Copy, version: 1.0.0 }
actions:
  - target: $.components.schemas
    update: { Dog: {} }
  - target: $.components.schemas.Dog
    copy: $.components.schemas.Pet
`,
  });
  const loaded = await loadSpec('openapi.json', { cwd, overlays: ['copy.yaml'] });
  assert.deepEqual(loaded.diagnostics, []);
  assert.deepEqual(loaded.model!.schemas.find((s) => s.name === 'Dog')?.schema, spec.components.schemas.Pet);
});

test('a target that is no JSONPath is an error at its line in the overlay, and the spec is not used', async () => {
  const cwd = folder({ 'bad.yaml': 'overlay: 1.0.0\ninfo: { title: Bad, version: 1.0.0 }\nactions:\n  - target: $.paths[\n    remove: true\n' });
  const loaded = await loadSpec('openapi.json', { cwd, overlays: ['bad.yaml'] });
  assert.equal(loaded.model, undefined);
  assert.deepEqual(
    loaded.diagnostics.map((d) => [d.code, d.severity, d.file, d.line]),
    [['SPEC_OVERLAY_INVALID', 'error', 'bad.yaml', 4]],
  );
  assert.match(loaded.diagnostics[0]!.message, /is not a JSONPath \(RFC 9535\)/);
});

test('a target that matches nothing is a warning, and the spec is used as it is; a missing overlay file is an error', async () => {
  const cwd = folder({
    'stale.yaml': "overlay: 1.0.0\ninfo: { title: Stale, version: 1.0.0 }\nactions:\n  - target: $.paths['/cats'].get\n    update: { summary: Cats }\n",
  });
  const stale = await loadSpec('openapi.json', { cwd, overlays: ['stale.yaml'] });
  assert.deepEqual(
    stale.diagnostics.map((d) => [d.code, d.severity, d.line]),
    [['SPEC_OVERLAY_NO_MATCH', 'warning', 4]],
  );
  assert.equal(stale.model!.operations.length, 2);
  const missing = await loadSpec('openapi.json', { cwd, overlays: ['nowhere.yaml'] });
  assert.deepEqual(
    missing.diagnostics.map((d) => [d.code, d.file]),
    [['SPEC_OVERLAY_INVALID', 'nowhere.yaml']],
  );
  assert.match(missing.diagnostics[0]!.message, /Cannot read the overlay nowhere\.yaml/);
});
