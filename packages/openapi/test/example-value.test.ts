// Generated examples read like data: the schema's own values first, then formats, then names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exampleValue, type SchemaObject, type Writer } from '../src/index.ts';

const refs: Record<string, SchemaObject> = {
  '#/components/schemas/Pet': {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: 'string', format: 'uuid', readOnly: true },
      name: { type: 'string', example: 'Rex' },
      species: { type: 'string', enum: ['dog', 'cat'] },
      parent: { $ref: '#/components/schemas/Pet' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
      tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
      password: { type: 'string', writeOnly: true },
    },
  },
  '#/components/schemas/Tag': { type: 'object', properties: { name: { type: 'string' } } },
  '#/components/schemas/User': { type: 'object', properties: { name: { type: 'string' }, email: { type: 'string' } } },
  '#/components/schemas/Event': {
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string' }, created_at: { type: 'string' } },
    discriminator: { propertyName: 'kind', mapping: { adopted: '#/components/schemas/Adopted' } },
  },
  '#/components/schemas/Adopted': {
    allOf: [{ $ref: '#/components/schemas/Event' }, { type: 'object', properties: { adopter: { $ref: '#/components/schemas/User' } } }],
  },
};
const json = (schema: SchemaObject, writer: Writer = 'api', name?: string) => exampleValue(schema, refs, writer, { name });

test("the schema's own const, example, examples, default and enum come first, in that order", () => {
  assert.equal(json({ type: 'string', const: 'fixed', example: 'no' }), 'fixed');
  assert.equal(json({ type: 'string', example: 'written', default: 'no' }), 'written');
  assert.equal(json({ type: 'string', examples: ['first', 'second'], default: 'no' }), 'first');
  assert.equal(json({ type: 'integer', default: 20 }), 20);
  assert.equal(json({ type: ['string', 'null'], enum: [null, 'on', 'off'] }), 'on');
  assert.deepEqual(json({ type: 'object', example: { a: 1 }, properties: { b: { type: 'string' } } }), { a: 1 });
});

test('formats give values of their kind, never the word "string"', () => {
  assert.equal(json({ type: 'string', format: 'email' }), 'jane@example.com');
  assert.match(json({ type: 'string', format: 'uuid' }) as string, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  assert.match(json({ type: 'string', format: 'date-time' }) as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  assert.match(json({ type: 'string', format: 'date' }) as string, /^\d{4}-\d\d-\d\d$/);
  assert.match(json({ type: 'string', format: 'uri' }) as string, /^https:\/\//);
  assert.match(json({ type: 'string', format: 'ipv4' }) as string, /^\d+\.\d+\.\d+\.\d+$/);
  assert.match(json({ type: 'string', format: 'ipv6' }) as string, /:/);
});

test('property names give plausible values where the schema says nothing', () => {
  const value = json({
    type: 'object',
    properties: {
      id: { type: 'integer' },
      email: { type: 'string' },
      website_url: { type: 'string' },
      createdAt: { type: 'string' },
      count: { type: 'integer' },
      price: { type: 'number' },
      amount: { type: 'integer' },
      deleted: { type: 'boolean' },
      nickname: { type: 'string' },
      owner_id: { type: 'string' },
    },
  }) as Record<string, unknown>;
  assert.equal(value.id, 42);
  assert.equal(value.email, 'jane@example.com');
  assert.equal(value.website_url, 'https://example.com/website');
  assert.equal(value.createdAt, '2024-05-01T09:30:00Z');
  assert.equal(value.count, 3);
  assert.equal(value.price, 19.99);
  assert.equal(value.amount, 1999, 'integer amounts are minor units');
  assert.equal(value.deleted, false);
  assert.equal(value.nickname, 'jane_doe');
  assert.match(value.owner_id as string, /^[0-9a-f]{8}-/);
  assert.ok(!JSON.stringify(value).includes('"string"'));
});

test("a name reads as a person's in a person-like object, else as an example of its owner", () => {
  assert.deepEqual(json({ $ref: '#/components/schemas/User' }), { name: 'Jane Doe', email: 'jane@example.com' });
  assert.deepEqual(json({ $ref: '#/components/schemas/Tag' }), { name: 'Example tag' });
  assert.equal(json({ type: 'string' }, 'client', 'reason'), 'Example reason');
  assert.equal(json({ type: 'string' }), 'example');
});

test('bounds are kept: lengths, minimum and maximum, multipleOf, patterns', () => {
  assert.equal(json({ type: 'integer', minimum: 10 }, 'client', 'count'), 10);
  assert.equal(json({ type: 'integer', maximum: 100, exclusiveMaximum: true }, 'client', 'limit'), 20);
  assert.equal(json({ type: 'integer', exclusiveMinimum: 5 }), 6);
  assert.equal(json({ type: 'number', multipleOf: 0.25 }, 'client', 'price'), 20);
  assert.equal((json({ type: 'string', maxLength: 4 }, 'client', 'email') as string).length, 4);
  assert.ok((json({ type: 'string', minLength: 20 }) as string).length >= 20);
  assert.match(json({ type: 'string', pattern: '^[A-Z]{3}$' }, 'client', 'code') as string, /^[A-Z]{3}$/);
  assert.equal(json({ type: 'string', pattern: '^[a-z]+@example\\.com$' }, 'client', 'email'), 'jane@example.com');
});

test('recursion leaves the property out (or an empty list), never an empty object', () => {
  const pet = json({ $ref: '#/components/schemas/Pet' }, 'either') as Record<string, unknown>;
  assert.equal('parent' in pet, false);
  assert.deepEqual(pet.children, []);
  assert.deepEqual(pet.tags, [{ name: 'Example tag' }]);
  assert.equal(pet.name, 'Rex');
  assert.equal(pet.species, 'dog');
});

test('a recursion through a chain of refs (a component that is a ref to another file) is still one', () => {
  const chained = { ...refs, '#/components/schemas/Alias': { $ref: '#/components/schemas/Pet' } };
  const pet = exampleValue({ $ref: '#/components/schemas/Alias' }, chained, 'either') as Record<string, unknown>;
  assert.equal('parent' in pet, false);
});

test('what a client writes leaves out readOnly fields, what the API writes writeOnly ones, a schema page neither', () => {
  const request = json({ $ref: '#/components/schemas/Pet' }, 'client') as Record<string, unknown>;
  const response = json({ $ref: '#/components/schemas/Pet' }, 'api') as Record<string, unknown>;
  const schema = json({ $ref: '#/components/schemas/Pet' }, 'either') as Record<string, unknown>;
  assert.equal('id' in request, false);
  assert.equal('password' in request, true);
  assert.equal('id' in response, true);
  assert.equal('password' in response, false);
  assert.ok('id' in schema && 'password' in schema);
});

test('objects without properties take their alternatives, maps one entry, discriminators their value', () => {
  assert.deepEqual(json({ type: 'object', oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Tag' }] }), { name: 'Example tag' });
  assert.deepEqual(json({ type: 'object', additionalProperties: { type: 'integer' } }, 'api', 'counts'), { key: 3 });
  const event = json({ $ref: '#/components/schemas/Event' }) as Record<string, unknown>;
  assert.equal(event.kind, 'adopted');
  assert.equal(event.created_at, '2024-05-01T09:30:00Z');
  assert.deepEqual(event.adopter, { name: 'Jane Doe', email: 'jane@example.com' });
  const picked = json({
    type: 'object',
    properties: { type: { type: 'string' } },
    discriminator: { propertyName: 'type' },
    oneOf: [{ $ref: '#/components/schemas/Tag' }],
  });
  assert.deepEqual(picked, { type: 'Tag', name: 'Example tag' });
});

test('arrays: items named after the singular, minItems kept, enum items distinct', () => {
  assert.deepEqual(json({ type: 'array', items: { type: 'string' } }, 'api', 'tags'), ['featured']);
  assert.deepEqual(json({ type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } }), ['a', 'b']);
  assert.deepEqual(json({ type: 'array', maxItems: 0, items: { type: 'string' } }), []);
});

test('deep in a large response, objects keep their scalar fields instead of reading {}', () => {
  const nested = {
    '#/Tag': { type: 'object', properties: { name: { type: 'string' } } },
    '#/Pet': { type: 'object', properties: { tags: { type: 'array', items: { $ref: '#/Tag' } } } },
  };
  const page = {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: { type: 'object', properties: { owner: { type: 'object', properties: { pets: { type: 'array', items: { $ref: '#/Pet' } } } } } },
      },
    },
  };
  const value = exampleValue(page, nested, 'api');
  assert.ok(!JSON.stringify(value).includes('{}'), JSON.stringify(value));
});

test('hostile schemas end: deep nesting, cycles through allOf, missing refs', () => {
  let deep: SchemaObject = { type: 'string' };
  for (let i = 0; i < 500; i++) deep = { type: 'object', required: ['x'], properties: { x: deep } };
  assert.ok(JSON.stringify(json(deep)).length < 200);
  let arrays: SchemaObject = { type: 'string' };
  for (let i = 0; i < 1000; i++) arrays = { type: 'array', items: arrays };
  assert.ok(JSON.stringify(json(arrays)).length < 200);
  const cyclic = { '#/a': { allOf: [{ $ref: '#/b' }] }, '#/b': { allOf: [{ $ref: '#/a' }], properties: { n: { type: 'integer' } } } };
  assert.deepEqual(exampleValue({ $ref: '#/a' }, cyclic, 'api'), { n: 1 });
  assert.equal(exampleValue({ $ref: '#/missing' }, {}, 'api'), undefined);
  const slow = json({ type: 'string', pattern: '^(a+)+$' }, 'client', 'email');
  assert.equal(slow, 'jane@example.com', 'a quantified group is not run against the value');
});

test('XML is still written as XML, from the same examples', () => {
  const xml = exampleValue({ type: 'object', properties: { name: { type: 'string', example: 'Rex', xml: { name: 'petName' } } } }, {}, 'api', {
    format: 'xml',
  });
  assert.match(String(xml), /<petName>Rex<\/petName>/);
});
