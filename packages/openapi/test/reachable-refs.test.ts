// Which objects a page carries: exactly those its operation or schema reaches.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reachableRefs } from '../src/index.ts';

const document = {
  components: {
    schemas: {
      Pet: {
        type: 'object',
        discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog', cat: '#/components/schemas/Cat', bare: 'Bird' } },
      },
      Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { properties: { bark: { $ref: '#/components/schemas/Sound' } } }] },
      Cat: { type: 'object' },
      Sound: { type: 'string' },
      Unused: { type: 'string' },
    },
  },
};

test('refs are followed transitively, cycles stop, unreached components stay out', () => {
  const refs = reachableRefs({ $ref: '#/components/schemas/Dog' }, document);
  assert.deepEqual(Object.keys(refs).sort(), [
    '#/components/schemas/Cat',
    '#/components/schemas/Dog',
    '#/components/schemas/Pet',
    '#/components/schemas/Sound',
  ]);
});

test('a discriminator mapping reaches subtypes that nothing else names; bare names are left alone', () => {
  const refs = reachableRefs({ $ref: '#/components/schemas/Pet' }, document);
  assert.ok(refs['#/components/schemas/Cat'], 'Cat is reached only through the mapping');
  assert.ok(refs['#/components/schemas/Sound'], 'and what the mapped Dog reaches, too');
  assert.equal(refs.Bird, undefined);
  assert.equal(refs['#/components/schemas/Unused'], undefined);
});
