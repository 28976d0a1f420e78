// Hostile depth: a schema nested a thousand levels, a chain of a thousand `$ref`s, an alias that
// contains itself. Each loads with a clear result instead of a stack overflow, in linear time.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { boundDepth, findCycle, loadSpec, mergeAllOf, reachableRefs } from '../src/index.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

/** A spec whose response schema is `depth` objects, each the only property of the one above; built as text (JSON.stringify itself overflows past ~4,000 levels). */
function deepSpec(depth: number, leaf = '{"type":"string"}'): string {
  const schema = '{"type":"object","properties":{"p":'.repeat(depth) + leaf + '}}'.repeat(depth);
  return `{"openapi":"3.1.0","info":{"title":"Deep","version":"1"},"paths":{"/deep":{"get":{"responses":{"200":{"description":"OK","content":{"application/json":{"schema":${schema}}}}}}}}}`;
}

describe('boundDepth', () => {
  test('returns the value itself when nothing lies deeper than the limit', () => {
    const value = { a: [{ b: 1 }] };
    const bounded = boundDepth(value, 3);
    assert.equal(bounded.value, value);
    assert.deepEqual(bounded.cuts, []);
  });

  test('empties the objects and arrays below the limit, names each place in document order, and leaves the input alone', () => {
    const value = { a: { b: { c: 1 } }, d: [[1], { e: {} }], f: 'x' };
    const bounded = boundDepth(value, 2);
    assert.deepEqual(bounded.value, { a: { b: {} }, d: [[], {}], f: 'x' });
    assert.deepEqual(bounded.cuts, [
      ['a', 'b'],
      ['d', 0],
      ['d', 1],
    ]);
    assert.deepEqual(value, { a: { b: { c: 1 } }, d: [[1], { e: {} }], f: 'x' });
  });

  test('bounds a value 100,000 levels deep', () => {
    const value = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    const bounded = boundDepth(value, 3);
    assert.deepEqual(bounded.value, [[[[]]]]);
    assert.deepEqual(bounded.cuts, [[0, 0, 0]]);
  });
});

describe('findCycle', () => {
  test('finds a value that contains itself; a value used twice is no cycle', () => {
    const shared = { s: 1 };
    assert.equal(findCycle({ a: shared, b: [shared] }), undefined);
    const loop: Record<string, unknown> = { x: 1 };
    loop.self = { back: [loop] };
    assert.deepEqual(findCycle({ top: loop }), ['top', 'self', 'back', 0]);
  });
});

describe('a spec nested 1,000 levels deep', () => {
  test('loads, with one warning at the first level left unvalidated', async () => {
    const dir = await writeFiles({ 'deep.json': deepSpec(1000) });
    const loaded = await loadSpec(join(dir, 'deep.json'));
    assert.ok(loaded.model, JSON.stringify(loaded.diagnostics));
    assert.deepEqual(
      loaded.diagnostics.map((d) => [d.code, d.severity, d.line]),
      [['SPEC_TOO_DEEP', 'warning', 1]],
    );
    assert.match(loaded.diagnostics[0]!.message, /^Nested more than 256 levels deep: what lies below is not validated\.$/);
    assert.match(loaded.diagnostics[0]!.pointer!, /^\/paths\/~1deep\/get\/responses\/200\/content\/application~1json\/schema(\/properties\/p)+$/);
  });

  test('a dangling $ref 1,000 levels down is reported at its full path', async () => {
    const dir = await writeFiles({ 'deep.json': deepSpec(1000, '{"$ref":"#/components/schemas/Nowhere"}') });
    const loaded = await loadSpec(join(dir, 'deep.json'));
    const dangling = loaded.diagnostics.find((d) => d.code === 'SPEC_REF_UNRESOLVED');
    assert.ok(dangling, JSON.stringify(loaded.diagnostics.map((d) => d.code)));
    assert.equal(dangling.pointer, `/paths/~1deep/get/responses/200/content/application~1json/schema${'/properties/p'.repeat(1000)}/$ref`);
  });

  test('time grows with the depth, not its square (figures logged)', async (t) => {
    const times: Record<number, number> = {};
    for (const depth of [1000, 2000]) {
      const dir = await writeFiles({ 'deep.json': deepSpec(depth) });
      await loadSpec(join(dir, 'deep.json'));
      const started = performance.now();
      await loadSpec(join(dir, 'deep.json'));
      times[depth] = performance.now() - started;
    }
    t.diagnostic(`loadSpec: depth 1,000 ${times[1000]!.toFixed(0)} ms, depth 2,000 ${times[2000]!.toFixed(0)} ms`);
  });

  test('a chain of 6,000 schemas, each nesting the next through $ref, loads unvalidated with a warning that says so', async () => {
    const schemas = Array.from({ length: 6000 }, (_, i) => `"S${i}":{"type":"object","properties":{"next":{"$ref":"#/components/schemas/S${i + 1}"}}}`);
    const text = `{"openapi":"3.1.0","info":{"title":"Chain","version":"1"},"paths":{"/c":{"get":{"responses":{"200":{"description":"OK","content":{"application/json":{"schema":{"$ref":"#/components/schemas/S0"}}}}}}}},"components":{"schemas":{${schemas.join(',')},"S6000":{"type":"string"}}}}`;
    const dir = await writeFiles({ 'chain.json': text });
    const loaded = await loadSpec(join(dir, 'chain.json'));
    assert.ok(loaded.model);
    assert.deepEqual(
      loaded.diagnostics.map((d) => [d.code, d.severity]),
      [['SPEC_TOO_DEEP', 'warning']],
    );
    assert.match(loaded.diagnostics[0]!.message, /not validated/);
  });

  test('YAML nested too deep to read is a parse error that says so, not a stack trace', async () => {
    let yaml = 'openapi: 3.1.0\ninfo: { title: Deep, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    Deep:\n';
    for (let i = 0, indent = '      '; i < 1000; i++, indent += '    ') yaml += `${indent}type: object\n${indent}properties:\n${indent}  p:\n`;
    yaml += `${' '.repeat(6 + 4000)}type: string\n`;
    const dir = await writeFiles({ 'deep.yaml': yaml });
    const loaded = await loadSpec(join(dir, 'deep.yaml'));
    assert.deepEqual(
      loaded.diagnostics.map((d) => [d.code, d.message]),
      [['SPEC_PARSE_ERROR', 'The YAML is nested too deep to read.']],
    );
    assert.match(loaded.diagnostics[0]!.hint, /Write the document as JSON/);
  });

  test('a YAML alias inside the node it names is a parse error at its line', async () => {
    const dir = await writeFiles({
      'loop.yaml':
        'openapi: 3.1.0\ninfo: { title: Loop, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    A: &a\n      type: object\n      properties:\n        self: *a\n',
    });
    const loaded = await loadSpec(join(dir, 'loop.yaml'));
    assert.deepEqual(
      loaded.diagnostics.map((d) => [d.code, d.pointer, d.line]),
      [['SPEC_PARSE_ERROR', '/components/schemas/A/properties/self', 9]],
    );
  });
});

describe('walks over deep schemas', () => {
  test('mergeAllOf merges an allOf chain 10,000 parts deep', () => {
    let schema: Record<string, unknown> = { type: 'string', description: 'bottom' };
    for (let i = 0; i < 10_000; i++) schema = { allOf: [schema, { properties: { [`p${i}`]: { type: 'integer' } } }] };
    const merged = mergeAllOf(schema, () => undefined);
    assert.equal(merged.type, 'string');
    assert.equal(merged.description, 'bottom');
    assert.equal(Object.keys(merged.properties as object).length, 10_000);
  });

  test('mergeAllOf: nested parts merge as if merged first; a part naming a schema being merged is skipped', () => {
    const refs: Record<string, Record<string, unknown>> = {
      '#/A': { allOf: [{ $ref: '#/B' }, { properties: { a: { type: 'string' } }, required: ['a'] }] },
      '#/B': { allOf: [{ $ref: '#/A' }, { properties: { b: { type: 'string' } } }], description: 'B' },
    };
    const merged = mergeAllOf({ allOf: [{ $ref: '#/A' }, { type: 'integer' }] }, (ref) => refs[ref]);
    // A's parts had properties and no type, so A merged is an object: that comes before the later `integer`.
    assert.deepEqual(merged, { description: 'B', type: 'object', properties: { b: { type: 'string' }, a: { type: 'string' } }, required: ['a'] });
  });

  test('reachableRefs follows a chain of 20,000 $refs', () => {
    const document: Record<string, unknown> = {
      components: { schemas: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`S${i}`, { items: { $ref: `#/components/schemas/S${i + 1}` } }])) },
    };
    assert.equal(Object.keys(reachableRefs({ $ref: '#/components/schemas/S0' }, document)).length, 20_000);
  });
});
