// A JSON body pasted into the playground's form: it fills the form when the form can hold it,
// and otherwise says what does not fit and where (a JSONPath); properties the schema does not
// describe are kept and named.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookupIn, type SchemaObject } from '@quire/openapi/browser';
import { bodyField, type Field } from '../src/http/body/form-model.ts';
import { readPastedBody } from '../src/http/body/paste-json.ts';
import { requestBody } from './playground-body-fixture.ts';

async function demoPet(): Promise<Field> {
  const { schema, refs, body } = await requestBody('demo', 'POST /pets');
  return bodyField(schema, lookupIn(refs), { required: body.required, files: false });
}

test('a pasted body that fits the schema fills the form as it is', async () => {
  const body = { name: 'Rex', species: 'dog', birthday: null, tags: [{ name: 'friendly' }], parent: { name: 'Ma' } };
  assert.deepEqual(readPastedBody(await demoPet(), JSON.stringify(body)), { ok: true, value: body, extra: [] });
});

test("text that is not JSON is refused with the parser's reason and where it stopped", async () => {
  const result = readPastedBody(await demoPet(), '{ "name": "Rex", }');
  assert.equal(result.ok, false);
  assert.equal(result.ok || result.problems[0]!.path, '$');
  assert.match(result.ok ? '' : result.problems[0]!.message, /^not valid JSON: .*position 17/);
});

test('values the form cannot hold are refused, each at its JSON path', async () => {
  const result = readPastedBody(await demoPet(), JSON.stringify({ name: 7, species: 'lizard', tags: [{ name: 'ok' }, { name: ['x'] }], parent: 'Ma' }));
  assert.equal(result.ok, false);
  assert.deepEqual(result.ok ? [] : result.problems.map((p) => `${p.path} ${p.message}`), [
    '$.name number 7, where the schema has text (string)',
    '$.species text "lizard", where the schema has one of "dog", "cat", "bird", "fish" (enum<string>)',
    '$.tags[1].name an array, where the schema has text (string)',
    '$.parent text "Ma", where the schema has an object (Pet)',
  ]);
});

test('null is refused where the schema does not allow it, kept where it does', async () => {
  const pet = await demoPet();
  assert.equal(readPastedBody(pet, '{ "name": "Rex", "birthday": null }').ok, true);
  const result = readPastedBody(pet, '{ "name": null }');
  assert.deepEqual(result.ok ? [] : result.problems.map((p) => p.path), ['$.name']);
  assert.deepEqual(readPastedBody(pet, '[1]'), { ok: false, problems: [{ path: '$', message: 'an array, where the schema has an object (Pet)' }] });
});

test('properties the schema does not describe are kept in the body and named, a read-only one too', async () => {
  const body = { id: 'p-1', name: 'Rex', 'owner name': 'Ann', tags: [{ name: 'a', color: 'red' }] };
  assert.deepEqual(readPastedBody(await demoPet(), JSON.stringify(body)), { ok: true, value: body, extra: ['$.id', "$['owner name']", '$.tags[0].color'] });
});

test('an alternative is checked against the one the body names, its discriminator not counted as extra', () => {
  const refs: Record<string, SchemaObject> = {
    '#/components/schemas/Card': { type: 'object', properties: { kind: { type: 'string' }, number: { type: 'string' } } },
    '#/components/schemas/Bank': { type: 'object', properties: { kind: { type: 'string' }, iban: { type: 'string' } } },
  };
  const schema: SchemaObject = {
    oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }],
    discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Card', bank: '#/components/schemas/Bank' } },
  };
  const field = bodyField(schema, lookupIn(refs), { required: true, files: false });
  assert.deepEqual(readPastedBody(field, '{ "kind": "bank", "iban": "DE89" }'), { ok: true, value: { kind: 'bank', iban: 'DE89' }, extra: [] });
  const wrong = readPastedBody(field, '{ "kind": "bank", "iban": 89 }');
  assert.deepEqual(wrong.ok ? [] : wrong.problems.map((p) => p.path), ['$.iban']);
});
