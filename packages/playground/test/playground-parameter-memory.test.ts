// The playground's global variables: a value typed for a parameter on one operation is offered on
// every other operation of the site with a parameter of the same name and place, kept in the
// site's browser storage like the reader's other playground choices.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Parameter } from '@quire/openapi/browser';
import { createStore } from '../src/store.ts';
import { parameterMemory } from '../src/http/parameter-memory.ts';

function siteStorage(): { storage: Map<string, string>; memory: ReturnType<typeof parameterMemory> } {
  const storage = new Map<string, string>();
  const local = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  } as Storage;
  return {
    storage,
    memory: parameterMemory(
      createStore(
        () => local,
        (name) => `quire-playground ${name}`,
      ),
    ),
  };
}

const param = (name: string, place: Parameter['in'], schema: Parameter['schema'] = { type: 'string' }): Parameter =>
  ({ name, in: place, required: false, deprecated: false, schema }) as Parameter;

test('a value typed for a header on one operation is offered for the same header on another, whatever its case', () => {
  const { storage, memory } = siteStorage();
  const onCreate = param('X-Tenant', 'header');
  memory.remember(onCreate, onCreate.schema!, 'acme');
  assert.equal(memory.recall(param('x-tenant', 'header'), { type: 'string' }), 'acme');
  assert.deepEqual([...storage.keys()], ['quire-playground param header x-tenant']);
});

test('a parameter of the same name in another place, or another name, gets nothing', () => {
  const { memory } = siteStorage();
  memory.remember(param('petId', 'path'), { type: 'string' }, 'p-1');
  assert.equal(memory.recall(param('petId', 'query'), { type: 'string' }), undefined);
  assert.equal(memory.recall(param('petid', 'path'), { type: 'string' }), undefined);
  assert.equal(memory.recall(param('petId', 'path'), { type: 'string' }), 'p-1');
});

test('lists and objects come back as they were typed, and only where the parameter takes that shape', () => {
  const { memory } = siteStorage();
  memory.remember(param('tag', 'query'), { type: 'array' }, ['a', 'b']);
  assert.deepEqual(memory.recall(param('tag', 'query'), { type: 'array' }), ['a', 'b']);
  assert.equal(memory.recall(param('tag', 'query'), { type: 'string' }), undefined);
  memory.remember(param('filter', 'query'), { type: 'object' }, { a: 1 });
  assert.deepEqual(memory.recall(param('filter', 'query'), { type: 'object' }), { a: 1 });
});

test('emptying the field forgets the value everywhere', () => {
  const { storage, memory } = siteStorage();
  memory.remember(param('petId', 'path'), { type: 'string' }, 'p-1');
  memory.remember(param('petId', 'path'), { type: 'string' }, '');
  assert.equal(memory.recall(param('petId', 'path'), { type: 'string' }), undefined);
  assert.equal(storage.size, 0);
});

test('a password-format parameter is never kept: secrets belong to the auth panel', () => {
  const { storage, memory } = siteStorage();
  memory.remember(param('X-Secret', 'header'), { type: 'string', format: 'password' }, 's3cret');
  assert.equal(storage.size, 0);
  assert.equal(memory.recall(param('X-Secret', 'header'), { type: 'string', format: 'password' }), undefined);
});
