// An excerpt's YAML writes each component once per spec object and reuses that text: the result
// must be, byte for byte, what writing the whole excerpt at once gives.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dump } from 'js-yaml';
import { excerptYaml } from '../src/twin/index.ts';

const whole = (document: unknown) => dump(document, { noRefs: true, lineWidth: -1 });

const pet = {
  type: 'object',
  description: 'A pet.\n\nKept by the kennel.\n',
  required: ['name'],
  properties: {
    name: { type: 'string', example: '  leading spaces' },
    tags: { type: 'array', items: { type: 'object', properties: { 'odd key: with colon': { type: 'string' } } } },
    notes: { type: 'string', default: 'line one\n\n  indented\r\nlast' },
    empty: {},
    list: [],
  },
};
const error = { type: 'object', properties: { message: { type: 'string' } } };

function excerpt(path: string, schemas: Record<string, unknown>, more: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 'Kennel', version: '1' },
    paths: { [path]: { get: { responses: { 200: { description: 'OK' } } } } },
    components: { schemas, securitySchemes: { 'api key': { type: 'apiKey', in: 'header', name: 'X-Key' } } },
    ...more,
  };
}

test('an excerpt whose components were written for an earlier excerpt reads as the whole excerpt written at once', () => {
  const first = excerpt('/pets', { Pet: pet, Error: error });
  const second = excerpt('/pets/{id}', { Pet: pet, 'Error: 2': error }, { 'x-ext': { abc: { Dog: pet } } });
  assert.equal(excerptYaml(first), whole(first));
  assert.equal(excerptYaml(second), whole(second));
  assert.equal(excerptYaml(first), whole(first));
});

test('an excerpt with an empty or unusual components section reads as the whole excerpt written at once', () => {
  for (const components of [{}, { schemas: {} }, { schemas: { Pet: pet }, examples: [] }, { schemas: { Flag: true, Pet: pet } }]) {
    const document = { openapi: '3.1.0', info: { title: 'Kennel', version: '1' }, components };
    assert.equal(excerptYaml(document), whole(document));
  }
});
