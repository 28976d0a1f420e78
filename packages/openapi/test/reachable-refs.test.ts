// Which objects a page carries: exactly those its operation or schema reaches.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reachableRefs } from '../src/index.ts';
import { allocatedBytes } from '../../../test-support/allocated-bytes.ts';

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

// Each ref's reach is kept with the document: a later value reaching a component another reached
// before gets all of it, in the order a walk meets it, as on the first call.
const chain = {
  components: {
    schemas: {
      Order: { properties: { customer: { $ref: '#/components/schemas/Customer' }, items: { $ref: '#/components/schemas/Item' } } },
      Customer: { properties: { address: { $ref: '#/components/schemas/Address' }, last: { $ref: '#/components/schemas/Order' } } },
      Address: { properties: { country: { $ref: '#/components/schemas/Country' } } },
      Country: { type: 'string' },
      Item: { type: 'object' },
    },
  },
};

test('a component that refs another that refs a third carries all three, in walking order, on every call', () => {
  const order = [
    '#/components/schemas/Order',
    '#/components/schemas/Customer',
    '#/components/schemas/Address',
    '#/components/schemas/Country',
    '#/components/schemas/Item',
  ];
  assert.deepEqual(Object.keys(reachableRefs({ $ref: '#/components/schemas/Order' }, chain)), order);
  // Customer was reached inside Order's walk above: reached alone it still brings Address, Country and back to Order.
  assert.deepEqual(Object.keys(reachableRefs({ schema: { $ref: '#/components/schemas/Customer' } }, chain)), [
    '#/components/schemas/Customer',
    '#/components/schemas/Address',
    '#/components/schemas/Country',
    '#/components/schemas/Order',
    '#/components/schemas/Item',
  ]);
  // A value naming Address first, then Customer: Customer's reach less what Address brought.
  assert.deepEqual(Object.keys(reachableRefs([{ $ref: '#/components/schemas/Address' }, { $ref: '#/components/schemas/Customer' }], chain)), [
    '#/components/schemas/Address',
    '#/components/schemas/Country',
    '#/components/schemas/Customer',
    '#/components/schemas/Order',
    '#/components/schemas/Item',
  ]);
  assert.equal(reachableRefs({ $ref: '#/components/schemas/Address' }, chain)['#/components/schemas/Country'], chain.components.schemas.Country);
});

// A page's operation is walked by its data, its playground, its MCP tool and its twin: GitHub's
// build walks millions of values, and each one wrapped for the walk was most of what it allocated.
test('walking a large inline schema allocates little beyond the walk itself', async () => {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 2000; i++)
    properties[`field${i}`] = i % 100 ? { type: 'string', description: `Field ${i}`, maxLength: i } : { $ref: '#/components/schemas/Owner' };
  const document = { components: { schemas: { Owner: { type: 'object', properties: { login: { type: 'string' } } } } } };
  const operation = { responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties } } } } } };
  assert.deepEqual(Object.keys(reachableRefs(operation, document)), ['#/components/schemas/Owner']);
  const bytes = await allocatedBytes(() => {
    for (let i = 0; i < 20; i++) reachableRefs(operation, document);
  });
  // About 80 bytes a property (the set of objects seen); a wrapper and an entries array for each value made 800 to 1,100.
  assert.ok(bytes / 20 / 2000 < 300, `${Math.round(bytes / 20 / 2000)} bytes a property`);
});
