// The body's value as the form edits it: paths set and cleared, empty optional fields left out,
// what the schema does not describe kept through a JSON round trip, alternatives picked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookupIn, type SchemaObject } from '@quire/openapi/browser';
import { bodyField, type Field } from '../src/http/body/form-model.ts';
import { bodyValue, chooseOption, getAt, setAt, switchOption } from '../src/http/body/form-value.ts';
import { requestBody } from './playground-body-fixture.ts';

async function demoPet(): Promise<Field> {
  const { schema, refs, body } = await requestBody('demo', 'POST /pets');
  return bodyField(schema, lookupIn(refs), { required: body.required, files: false });
}

function choice(field: Field): Field & { kind: 'choice' } {
  assert.equal(field.kind, 'choice');
  return field as Field & { kind: 'choice' };
}

test('setAt makes the objects and arrays on the way; undefined removes a property, leaves a hole in an array', () => {
  let value: unknown;
  value = setAt(value, ['parent', 'name'], 'Ma');
  value = setAt(value, ['tags', 0, 'name'], 'good');
  value = setAt(value, ['tags', 1], undefined);
  assert.deepEqual(value, { parent: { name: 'Ma' }, tags: [{ name: 'good' }, undefined] });
  assert.equal(getAt(value, ['tags', 0, 'name']), 'good');
  value = setAt(value, ['parent', 'name'], undefined);
  assert.deepEqual(value, { parent: {}, tags: [{ name: 'good' }, undefined] });
  assert.equal(getAt(value, ['name', 'deeper']), undefined);
});

test('empty optional fields are left out; a required body stays an object; added array items stay', async () => {
  const pet = await demoPet();
  assert.deepEqual(bodyValue(pet, { parent: {}, tags: [undefined, {}] }), { tags: [{}] }, 'the empty parent goes, the added empty tag stays');
  assert.deepEqual(bodyValue(pet, { tags: [undefined] }), {}, 'a required body with nothing in it is {}');
  assert.equal(bodyValue(pet, undefined), undefined, 'nothing typed at all: no body');
  const optional = bodyField({ type: 'object', properties: { a: { type: 'string' } } }, lookupIn({}), { required: false, files: false });
  assert.equal(bodyValue(optional, {}), undefined);
});

test('null is a value: a nullable field set to null is sent as null', async () => {
  assert.deepEqual(bodyValue(await demoPet(), { name: 'Rex', birthday: null }), { name: 'Rex', birthday: null });
});

test('a JSON round trip keeps what the form cannot show: extra properties, values of another type', async () => {
  const pet = await demoPet();
  const fromText = JSON.parse('{"name":"Rex","nickname":"R","species":"dragon","tags":[{"name":"a","color":"red"}],"parent":{"name":"Ma","born":1}}');
  // The reader edits one field in the form.
  const edited = setAt(structuredClone(fromText), ['tags', 0, 'name'], 'b');
  const sent = bodyValue(pet, edited);
  assert.deepEqual(JSON.parse(JSON.stringify(sent)), { ...fromText, tags: [{ name: 'b', color: 'red' }] });
  assert.deepEqual(JSON.parse(JSON.stringify(bodyValue(pet, JSON.parse(JSON.stringify(sent))))), sent, 'stable through text');
});

test('a oneOf value picks its alternative by discriminator, the discriminator set when the reader did not type it', async () => {
  const { schema, refs } = await requestBody('3.0/json/discriminators.json', 'PATCH /discriminator-with-mapping');
  const field = choice(bodyField(schema, lookupIn(refs), { required: true, files: false }));
  assert.equal(chooseOption(field, { discrim: 'Option Two' }), 1);
  assert.equal(chooseOption(field, { discrim: 'Option One' }), 0);
  assert.equal(chooseOption(field, undefined), 0);
  assert.deepEqual(bodyValue(field, { optiontwo: 'x' }), { discrim: 'Option Two', optiontwo: 'x' }, 'fits Option Two best');
  assert.deepEqual(bodyValue(field, {}), { discrim: 'Option One' }, 'a required body names its alternative');
});

test('picking another alternative keeps shared properties and sets the discriminator', async () => {
  const { schema, refs } = await requestBody('3.0/json/discriminators.json', 'PATCH /embedded-discriminator');
  const field = choice(bodyField(schema, lookupIn(refs), { required: true, files: false }));
  const [cat, dog] = field.options();
  const asDog = switchOption(field, dog!, { pet_type: 'Cat', hunts: true, age: 3 });
  assert.deepEqual(asDog, { pet_type: 'Dog' }, "a cat's fields are not a dog's");
  assert.deepEqual(switchOption(field, cat!, { pet_type: 'Dog', bark: true }), { pet_type: 'Cat' });
  const shared = choice(
    bodyField(
      {
        oneOf: [
          { type: 'object', title: 'A', properties: { id: { type: 'string' }, a: { type: 'string' } } },
          { type: 'object', title: 'B', properties: { id: { type: 'string' } } },
        ],
      },
      lookupIn({}),
      { required: false, files: false },
    ),
  );
  assert.deepEqual(switchOption(shared, shared.options()[1]!, { id: '7', a: 'x' }), { id: '7' });
  assert.equal(
    switchOption(
      choice(bodyField({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, lookupIn({}), { required: false, files: false })),
      { label: 'integer', field: bodyField({ type: 'integer' }, lookupIn({}), { required: false, files: false }) },
      'x',
    ),
    undefined,
  );
});

test('without a discriminator, a value fits the alternative of its type and best-known properties', () => {
  const schema: SchemaObject = {
    oneOf: [
      { type: 'string' },
      { type: 'object', title: 'First', properties: { a: { type: 'string' }, b: { type: 'string' } } },
      { type: 'object', title: 'Second', properties: { c: { type: 'string' } } },
      { type: 'integer' },
    ],
  };
  const field = choice(bodyField(schema, lookupIn({}), { required: false, files: false }));
  assert.equal(chooseOption(field, 'text'), 0);
  assert.equal(chooseOption(field, { a: '1' }), 1);
  assert.equal(chooseOption(field, { c: '1' }), 2);
  assert.equal(chooseOption(field, 4), 3);
});

test('multipart file fields send only real files: an example placeholder string is left out', () => {
  const field = bodyField(
    { type: 'object', properties: { photo: { type: 'string', format: 'binary' }, photos: { type: 'array', items: { type: 'string', format: 'binary' } } } },
    lookupIn({}),
    { required: false, files: true },
  );
  const photo = new File(['png'], 'a.png', { type: 'image/png' });
  assert.deepEqual(bodyValue(field, { photo: '', photos: ['x'] }), undefined);
  assert.deepEqual(bodyValue(field, { photo, photos: [photo, photo] }), { photo, photos: [photo, photo] });
});
