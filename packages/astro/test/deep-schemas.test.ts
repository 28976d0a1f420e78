// A schema nested a thousand levels deep renders a bounded tree that says where it stops, and
// its AI excerpt is bounded the same way: no stack overflow, no megabytes of markup.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Route } from '@quire/site';
import { normalize, type SchemaObject } from '@quire/openapi';
import { excerptYaml, maxExcerptDepth } from '@quire/site/twin';
import { markdownTwin } from '@quire/site/twin';
import { schemaTree, type SchemaContext } from '../src/reference/schema-tree.ts';

function context(refs: Record<string, SchemaObject> = {}): SchemaContext {
  let id = 0;
  return { lookup: (ref) => refs[ref], schemaHref: () => undefined, expanded: false, writer: 'api', nextId: (hint) => `${hint}-${++id}`, componentDepth: 2 };
}

function nest(depth: number, wrap: (inner: SchemaObject, level: number) => SchemaObject): SchemaObject {
  let schema: SchemaObject = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = wrap(schema, i);
  return schema;
}

describe('schema trees of deep schemas', () => {
  test('properties 1,000 levels deep: five levels of fields, then a note that the rest is nested too deep', () => {
    const tree = schemaTree(
      nest(1000, (s) => ({ type: 'object', properties: { p: s } })),
      context(),
    ).value;
    assert.equal(tree.match(/class="q-field"/g)?.length, 6);
    assert.match(tree, /Its fields are nested too deep to show here\./);
  });

  test('items of items and alternatives inside alternatives, 1,000 deep: the tree stops and says so', () => {
    for (const wrap of [
      (s: SchemaObject) => ({ type: 'array', items: { type: 'object', properties: { a: s } } }),
      (s: SchemaObject) => ({ type: 'array', items: s }),
      (s: SchemaObject) => ({ oneOf: [s, { type: 'integer' }] }),
    ]) {
      const tree = schemaTree(nest(1000, wrap), context()).value;
      assert.match(tree, /nested too deep to show here|Nested more than 24 levels deep: not shown\./);
      assert.ok(tree.length < 200_000, `${tree.length} characters`);
    }
  });

  test('a chain of 1,000 components, each an array of the next, renders', () => {
    const refs: Record<string, SchemaObject> = {};
    for (let i = 0; i < 1000; i++) refs[`#/components/schemas/S${i}`] = { type: 'array', items: { $ref: `#/components/schemas/S${i + 1}` } };
    refs['#/components/schemas/S1000'] = { type: 'string' };
    const tree = schemaTree({ $ref: '#/components/schemas/S0' }, context(refs)).value;
    assert.match(tree, /Nested more than 24 levels deep: not shown\./);
  });
});

describe('AI excerpts of deep schemas', () => {
  test(`a schema 1,000 levels deep is written ${maxExcerptDepth} levels deep, with a comment on top that says where it stops`, () => {
    const yaml = excerptYaml({ openapi: '3.1.0', components: { schemas: { Deep: nest(1000, (s) => ({ type: 'object', properties: { p: s } })) } } });
    assert.match(yaml.split('\n')[0]!, /^# Nested more than 64 levels deep: left out below \/components\/schemas\/Deep(\/properties|\/p)+\.$/);
    assert.ok(yaml.length < 20_000, `${yaml.length} characters`);
  });

  test('the Markdown twin of a schema page 1,000 levels deep is cut short, with a sentence that says where', () => {
    const deep = nest(1000, (s) => ({ type: 'array', items: s }));
    const model = normalize(
      { openapi: '3.1.0', info: { title: 'Deep', version: '1' }, paths: {}, components: { schemas: { Deep: deep } } },
      'deep.json',
      '3.1',
    ).model;
    const route = {
      slug: 'schemas/deep',
      kind: 'schema',
      source: 'deep.json',
      title: 'Deep',
      deprecated: false,
      hidden: false,
      schema: { spec: 'deep.json', name: 'Deep' },
      metadata: {},
    } as Route;
    const twin = markdownTwin(route, undefined, model);
    assert.match(twin, /## Schema\n\nNested more than 64 levels deep: left out below (\/items)+\.\n\n```yaml\n/);
    assert.ok(twin.length < 20_000, `${twin.length} characters`);
  });

  test('a shallow document has no comment', () => {
    assert.equal(excerptYaml({ openapi: '3.1.0' }), 'openapi: 3.1.0\n');
  });
});
