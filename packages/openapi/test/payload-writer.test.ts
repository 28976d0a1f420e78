// Who writes each message of an exchange, and which fields that writer leaves out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exampleValue, leftOutBy, lookupIn, payloadWriter, type SchemaObject, type Writer } from '../src/index.ts';

test("the reader writes an endpoint's request and a webhook's or callback's answer; the API writes the rest", () => {
  assert.equal(payloadWriter('operation', 'request'), 'client');
  assert.equal(payloadWriter('operation', 'response'), 'api');
  assert.equal(payloadWriter('webhook', 'request'), 'api');
  assert.equal(payloadWriter('webhook', 'response'), 'client');
  assert.equal(payloadWriter('callback', 'request'), 'api');
  assert.equal(payloadWriter('callback', 'response'), 'client');
});

const refs: Record<string, SchemaObject> = {
  '#/components/schemas/Id': { type: 'string', readOnly: true, example: 'dog_1' },
  '#/components/schemas/Dog': {
    type: 'object',
    properties: {
      id: { $ref: '#/components/schemas/Id' },
      tag: { allOf: [{ $ref: '#/components/schemas/Id' }], description: 'readOnly through allOf' },
      name: { type: 'string', example: 'Rex' },
      pin: { type: 'string', writeOnly: true, example: '1234' },
    },
  },
};
const lookup = lookupIn(refs);
const dogProperties = refs['#/components/schemas/Dog']!.properties as Record<string, SchemaObject>;
const leftOut = (writer: Writer) => Object.keys(dogProperties).filter((name) => leftOutBy(writer, dogProperties[name]!, lookup));

test('the client leaves out readOnly fields (through refs and allOf), the API writeOnly ones, a schema page none', () => {
  assert.deepEqual(leftOut('client'), ['id', 'tag']);
  assert.deepEqual(leftOut('api'), ['pin']);
  assert.deepEqual(leftOut('either'), []);
});

test('examples follow the writer, as JSON and as XML', () => {
  const dog = { $ref: '#/components/schemas/Dog' };
  assert.deepEqual(exampleValue(dog, refs, 'api'), { id: 'dog_1', tag: 'dog_1', name: 'Rex' });
  assert.deepEqual(exampleValue(dog, refs, 'client'), { name: 'Rex', pin: '1234' });
  assert.deepEqual(Object.keys(exampleValue(dog, refs, 'either') as object), ['id', 'tag', 'name', 'pin']);
  const xml = {
    ...refs['#/components/schemas/Dog']!,
    xml: { name: 'dog' },
    properties: { id: { type: 'string', readOnly: true, example: 'dog_1' }, pin: { type: 'string', writeOnly: true, example: '1234' } },
  };
  assert.match(exampleValue(xml, refs, 'api', { format: 'xml' }) as string, /<id>dog_1<\/id>/);
  assert.doesNotMatch(exampleValue(xml, refs, 'api', { format: 'xml' }) as string, /<pin>/);
  assert.match(exampleValue(xml, refs, 'client', { format: 'xml' }) as string, /<pin>1234<\/pin>/);
  assert.doesNotMatch(exampleValue(xml, refs, 'client', { format: 'xml' }) as string, /<id>/);
});
