// OpenAPI 3.2 on the reference page, over a 3.2 document written for the test: the schema for
// values a discriminator does not map (`defaultMapping`), the content types of items and parts
// (`itemEncoding`, `prefixEncoding`), and example streams whose items differ as a real stream's do.
import assert from 'node:assert/strict';
import { join, relative } from 'node:path';
import { before, test } from 'node:test';
import { writeFiles } from '../../../test-support/write-files.ts';
import { renderPage, visibleText } from './reference-fixture.ts';

const examples = join(import.meta.dirname, '../../../node_modules/@readme/oas-examples');
let file: string;

before(async () => {
  const dir = await writeFiles({
    'api.yaml': `openapi: 3.2.0
info: { title: Pets, version: '1' }
paths:
  /pets/{id}:
    get:
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses:
        '200':
          description: The pet.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
  /batches:
    post:
      requestBody:
        content:
          multipart/mixed:
            schema: { type: array, prefixItems: [{ type: object }, { type: string }], items: { type: string } }
            prefixEncoding: [{ contentType: application/json }, { contentType: text/csv }]
            itemEncoding: { contentType: image/png }
      responses:
        '202': { description: Accepted. }
  /changes:
    get:
      responses:
        '200':
          description: Changes as they happen.
          content:
            text/event-stream:
              itemSchema:
                type: object
                properties:
                  event: { type: string, enum: [created, updated, deleted] }
                  id: { type: string }
                  data: { type: string, contentMediaType: application/json, contentSchema: { $ref: '#/components/schemas/Change' } }
            application/jsonl:
              itemSchema:
                type: object
                properties: { sku: { type: string }, count: { type: integer } }
                examples: [{ sku: A-1, count: 3 }, { sku: B-7, count: 0 }, { sku: C-2, count: 12 }]
components:
  schemas:
    Pet:
      oneOf: [{ $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Cat' }]
      discriminator: { propertyName: kind, mapping: { dog: '#/components/schemas/Dog', cat: '#/components/schemas/Cat' }, defaultMapping: OtherPet }
    Dog: { type: object, properties: { kind: { type: string }, barks: { type: boolean } } }
    Cat: { type: object, properties: { kind: { type: string }, lives: { type: integer } } }
    OtherPet: { type: object, required: [name], properties: { kind: { type: string }, name: { type: string } } }
    Change: { type: object, required: [sku], properties: { sku: { type: string }, version: { type: integer }, live: { type: boolean } } }
`,
  });
  file = relative(examples, join(dir, 'api.yaml'));
});

test('defaultMapping: the default schema is a tab for any other value, named in the discriminator line', async () => {
  const page = visibleText(await renderPage(file, 'GET /pets/{id}'));
  assert.match(page, /One of discriminated by kind , by default OtherPet/);
  assert.match(page, /OtherPet \(any other value\)/);
  assert.match(page, /OtherPet when kind is missing or any value not listed/);
  assert.match(page, /Dog when kind is dog/);
});

test('prefixEncoding and itemEncoding: the content type of each part by position, then of every part after', async () => {
  const page = visibleText(await renderPage(file, 'POST /batches'));
  assert.match(page, /Parts in order: 1st application\/json ?, 2nd text\/csv Each part after them: image\/png/);
});

test('an example stream shows distinct items: the schema’s own examples, or made ones that vary', async () => {
  const html = await renderPage(file, 'GET /changes');
  const events = /event: created[\s\S]*?(?=<\/code>)/.exec(html.replaceAll('&quot;', '"'))?.[0] ?? '';
  assert.deepEqual(events.match(/^event: \w+/gm), ['event: created', 'event: updated', 'event: deleted']);
  const data = events.match(/^data: .*/gm)!;
  assert.equal(new Set(data).size, 3, data.join('\n'));
  assert.match(html.replaceAll('&quot;', '"'), /\{"sku":"A-1","count":3\}\n\{"sku":"B-7","count":0\}\n\{"sku":"C-2","count":12\}/);
});
