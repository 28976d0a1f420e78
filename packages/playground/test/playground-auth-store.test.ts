// Where the auth panel keeps values: the browser's storage under the site's keys, and memory
// when that storage is disabled.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createStore } from '../src/store.ts';

/** The Storage methods the store uses, over a Map. */
function mapStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

test('values are stored under the site key and read back by a later page', () => {
  const storage = mapStorage();
  const key = (name: string) => `site-a ${name}`;
  createStore(() => storage, key).set('auth.bearer.token', 't');
  assert.deepEqual([...storage.map], [['site-a auth.bearer.token', 't']]);
  assert.equal(createStore(() => storage, key).get('auth.bearer.token'), 't', 'a new page');
  assert.equal(
    createStore(
      () => storage,
      (name) => `site-b ${name}`,
    ).get('auth.bearer.token'),
    undefined,
    'another site',
  );
});

test('an emptied field or a removal forgets the stored value', () => {
  const storage = mapStorage();
  const store = createStore(
    () => storage,
    (name) => name,
  );
  store.set('a', '1');
  store.set('b', '2');
  store.set('a', '');
  store.remove('b');
  assert.equal(storage.map.size, 0);
  assert.equal(store.get('b'), undefined);
});

test('with storage disabled (access throws), values live in memory for the page', () => {
  const store = createStore(
    () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    (name) => name,
  );
  assert.equal(store.get('x'), undefined);
  store.set('x', 'kept');
  assert.equal(store.get('x'), 'kept');
  store.remove('x');
  assert.equal(store.get('x'), undefined);
});
