// The body form's fields from real schemas: kinds, labels, required marks, read-only properties
// left out, recursion closed until opened, allOf merged, oneOf/anyOf as a picker.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookupIn, type SchemaObject } from '@quire/openapi/browser';
import { bodyField, type ChoiceOption, type Field } from '../src/http/body/form-model.ts';
import { requestBody } from './playground-body-fixture.ts';

type Kind<K extends Field['kind']> = Field & { kind: K };

function as<K extends Field['kind']>(field: Field | undefined, kind: K): Kind<K> {
  assert.equal(field?.kind, kind, `${field?.label} is ${field?.kind}, not ${kind}`);
  return field as Kind<K>;
}

function property(field: Field, name: string): Field {
  const found = as(field, 'object')
    .properties()
    .find((p) => p.name === name);
  assert.ok(found, `no property ${name}`);
  return found;
}

function names(field: Field): string[] {
  return as(field, 'object')
    .properties()
    .map((p) => p.name);
}

function labels(field: Field): string[] {
  return as(field, 'choice')
    .options()
    .map((o: ChoiceOption) => o.label);
}

async function demoPet(): Promise<Field> {
  const { schema, refs, body } = await requestBody('demo', 'POST /pets');
  return bodyField(schema, lookupIn(refs), { required: body.required, files: false });
}

test("the demo's Pet: read-only id left out, required name, enum species, nullable date birthday", async () => {
  const pet = await demoPet();
  assert.equal(pet.label, 'Body');
  assert.equal(pet.required, true);
  assert.deepEqual(names(pet), ['name', 'species', 'birthday', 'parent', 'tags']);
  const name = as(property(pet, 'name'), 'string');
  assert.equal(name.required, true);
  assert.equal(name.placeholder, 'Rex', 'the schema example is the placeholder');
  assert.deepEqual(as(property(pet, 'species'), 'enum').values, ['dog', 'cat', 'bird', 'fish']);
  assert.equal(property(pet, 'species').required, false);
  const birthday = as(property(pet, 'birthday'), 'string');
  assert.equal(birthday.input, 'date');
  assert.equal(birthday.nullable, true);
  assert.equal(birthday.type, 'string<date> | null');
});

test("the demo's Pet is recursive: parent starts closed, and opens one level at a time", async () => {
  const pet = await demoPet();
  const parent = as(property(pet, 'parent'), 'object');
  assert.equal(parent.collapsed, true);
  assert.equal(parent.type, 'Pet');
  assert.equal(parent.description, "The pet's mother, when known: a pet refers to a pet, so the schema is recursive.");
  const grandparent = property(parent, 'parent');
  assert.equal(grandparent.collapsed, true);
  assert.deepEqual(names(grandparent), names(pet), 'each level is the same schema, built when opened');
  assert.equal(as(property(pet, 'tags'), 'array').collapsed, false);
});

test('arrays of objects: the item is the referenced object, labelled like the array', async () => {
  const tags = as(property(await demoPet(), 'tags'), 'array');
  assert.equal(tags.type, 'Tag[]');
  const item = as(tags.item(), 'object');
  assert.equal(item.label, 'tags');
  assert.equal(item.required, true, 'an item the reader added is kept even when empty');
  assert.deepEqual(names(item), ['name']);
});

test('formats: date and email as input types, date-time and uuid as placeholders, numbers with bounds', () => {
  const schema: SchemaObject = {
    type: 'object',
    properties: {
      on: { type: 'string', format: 'date' },
      at: { type: 'string', format: 'date-time' },
      id: { type: 'string', format: 'uuid' },
      mail: { type: 'string', format: 'email' },
      count: { type: 'integer', minimum: 1, maximum: 10 },
      ratio: { type: 'number' },
      ok: { type: 'boolean', default: true },
      anything: {},
      map: { type: 'object', additionalProperties: { type: 'string' } },
      fixed: { const: 'v1' },
      state: { type: ['string', 'null'], enum: ['on', 'off', null] },
    },
  };
  const field = bodyField(schema, lookupIn({}), { required: false, files: false });
  assert.equal(as(property(field, 'on'), 'string').input, 'date');
  assert.equal(as(property(field, 'mail'), 'string').input, 'email');
  assert.equal(as(property(field, 'at'), 'string').input, 'text');
  assert.match(property(field, 'at').placeholder ?? '', /^\d{4}-\d\d-\d\dT/);
  assert.match(property(field, 'id').placeholder ?? '', /^[0-9a-f]{8}-/);
  const count = as(property(field, 'count'), 'number');
  assert.deepEqual([count.integer, count.min, count.max], [true, 1, 10]);
  assert.equal(as(property(field, 'ratio'), 'number').integer, false);
  assert.equal(as(property(field, 'ok'), 'boolean').placeholder, 'true');
  as(property(field, 'anything'), 'json');
  as(property(field, 'map'), 'json');
  assert.deepEqual(as(property(field, 'fixed'), 'enum').values, ['v1']);
  const state = as(property(field, 'state'), 'enum');
  assert.deepEqual(state.values, ['on', 'off'], 'null is the null toggle, not an option');
  assert.equal(state.nullable, true);
});

test('oneOf with a discriminator mapping: labelled by the mapping keys, the discriminator left to the picker', async () => {
  const { schema, refs } = await requestBody('3.0/json/discriminators.json', 'PATCH /discriminator-with-mapping');
  const field = as(bodyField(schema, lookupIn(refs), { required: false, files: false }), 'choice');
  assert.equal(field.discriminator, 'discrim');
  assert.equal(field.anyOf, false);
  assert.deepEqual(labels(field), ['Option One', 'Option Two']);
  assert.deepEqual(
    field.options().map((o) => o.value),
    ['Option One', 'Option Two'],
  );
  assert.deepEqual(names(field.options()[0]!.field), ['optionone'], 'discrim is set by the picker, not typed');
});

test('a mapping of bare schema names, and a discriminator without mapping, name alternatives by component', async () => {
  const named = await requestBody('3.0/json/discriminators.json', 'PATCH /mapping-of-schema-names');
  assert.deepEqual(labels(bodyField(named.schema, lookupIn(named.refs), { required: false, files: false })), ['Option One', 'Option Two']);
  const plain = await requestBody('3.0/json/discriminators.json', 'PATCH /discriminator-with-no-mapping');
  const field = as(bodyField(plain.schema, lookupIn(plain.refs), { required: false, files: false }), 'choice');
  assert.deepEqual(
    field.options().map((o) => o.value),
    ['OptionOneNoDisc', 'OptionTwoNoDisc'],
  );
});

test('oneOf of allOf subtypes whose base carries the discriminator: Cat and Dog, each with the merged fields', async () => {
  const { schema, refs } = await requestBody('3.0/json/discriminators.json', 'PATCH /embedded-discriminator');
  const field = as(bodyField(schema, lookupIn(refs), { required: false, files: false }), 'choice');
  assert.equal(field.discriminator, 'pet_type', 'found on the alternatives, inherited through allOf');
  assert.deepEqual(labels(field), ['Cat', 'Dog']);
  const [cat, dog] = field.options().map((o) => o.field);
  assert.deepEqual(names(cat!), ['hunts', 'age']);
  assert.deepEqual(names(dog!), ['bark', 'breed']);
  assert.deepEqual(as(property(dog!, 'breed'), 'enum').values, ['Dingo', 'Husky', 'Retriever', 'Shepherd']);
});

test('oneOf without a discriminator, nested in an object, labelled by title and type; a nested oneOf stays a choice', async () => {
  const { schema, refs } = await requestBody('3.0/json/discriminators.json', 'PATCH /nested-one-of-object-with-nested-one-of');
  const body = bodyField(schema, lookupIn(refs), { required: false, files: false });
  const config = as(property(body, 'config'), 'choice');
  assert.equal(config.discriminator, undefined);
  assert.deepEqual(labels(config), ['First type of object', 'Second type of object', 'Cat | Dog']);
  as(config.options()[2]!.field, 'choice');
});

test('a discriminator mapping without oneOf offers its subtypes, which the page carries', async () => {
  const { schema, refs } = await requestBody('3.0/json/discriminators.json', 'PATCH /redocly-flavored-discriminator');
  // reachableRefs follows the mapping: the subtypes are among the page's refs.
  const choice = as(property(bodyField(schema, lookupIn(refs), { required: false, files: false }), 'vehicle'), 'choice');
  assert.deepEqual(labels(choice), ['electricity', 'gasoline', 'human-energy']);
  const first = names(choice.options()[0]!.field);
  assert.ok(first.includes('chargeSpeed') && first.includes('topSpeed') && !first.includes('powerSource'), first.join());
});

test('allOf parts merge into one object; anyOf is a choice too', () => {
  const refs: Record<string, SchemaObject> = {
    '#/components/schemas/Named': { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
  };
  const schema: SchemaObject = {
    allOf: [
      { $ref: '#/components/schemas/Named' },
      { type: 'object', properties: { size: { anyOf: [{ type: 'integer' }, { type: 'string', title: 'Label' }] } } },
    ],
  };
  const field = bodyField(schema, lookupIn(refs), { required: true, files: false });
  assert.deepEqual(names(field), ['name', 'size']);
  assert.equal(property(field, 'name').required, true);
  const size = as(property(field, 'size'), 'choice');
  assert.equal(size.anyOf, true);
  assert.deepEqual(labels(size), ['integer', 'Label']);
});

test('multipart: binary strings and 3.1 contentMediaType are file inputs, arrays of them multiple', async () => {
  const single = await requestBody('3.0/json/file-uploads.json', 'POST /anything/multipart-formdata');
  const form = bodyField(single.schema, lookupIn(single.refs), { required: false, files: true });
  assert.deepEqual(names(form), ['orderId', 'userId', 'documentFile']);
  assert.equal(as(property(form, 'documentFile'), 'file').multiple, false);
  const many = await requestBody('3.0/json/file-uploads.json', 'PUT /anything/multipart-formdata');
  assert.equal(as(property(bodyField(many.schema, lookupIn(many.refs), { required: false, files: true }), 'filename'), 'file').multiple, true);
  const modern = bodyField(
    { type: 'object', properties: { photo: { contentMediaType: 'image/png' }, note: { type: 'string', format: 'base64' } } },
    lookupIn({}),
    { required: false, files: true },
  );
  assert.equal(as(property(modern, 'photo'), 'file').accept, 'image/png');
  as(property(modern, 'note'), 'file');
  as(property(bodyField(single.schema, lookupIn(single.refs), { required: false, files: false }), 'documentFile'), 'string');
});

test('deep nesting starts closed past four levels, even without recursion', () => {
  let schema: SchemaObject = { type: 'object', properties: { leaf: { type: 'string' } } };
  for (let i = 0; i < 6; i++) schema = { type: 'object', properties: { next: schema } };
  let field = bodyField(schema, lookupIn({}), { required: false, files: false });
  const closed: boolean[] = [];
  for (let i = 0; i < 6; i++) {
    field = property(field, 'next');
    closed.push(field.collapsed);
  }
  assert.deepEqual(closed, [false, false, false, true, true, true]);
});
