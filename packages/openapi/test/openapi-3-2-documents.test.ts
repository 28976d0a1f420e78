// OpenAPI 3.2 pieces that change how a document is read: `$self` as the base of its references
// (a set of documents naming each other by their published URIs is read from disk), the
// `itemEncoding`/`prefixEncoding` of a media type, and `discriminator.defaultMapping` reaching its
// schema. Each over a small 3.2 document written for the test.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec, reachableRefs } from '../src/index.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const main = (self: string) => `openapi: 3.2.0
${self}
info: { title: Pets, version: '1' }
paths:
  /pets/{id}:
    get:
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200':
          description: The pet.
          content:
            application/json:
              schema: { $ref: 'https://api.example.com/specs/main.yaml#/components/schemas/Pet' }
        '404':
          description: No such pet.
          content:
            application/problem+json:
              schema: { $ref: 'https://api.example.com/specs/shared/errors.yaml#/components/schemas/Problem' }
components:
  schemas:
    Pet:
      type: object
      properties: { id: { type: integer }, name: { type: string } }
`;
const errors = `openapi: 3.2.0
info: { title: Errors, version: '1' }
components:
  schemas:
    Problem:
      type: object
      required: [title]
      properties: { title: { type: string } }
`;

test('$self: references by the document’s own URI and its folder’s are read from the files next to it', async () => {
  // Offline: any attempt to fetch the published URIs would be refused with a diagnostic.
  process.env.QUIRE_OFFLINE = '1';
  try {
    const dir = await writeFiles({ 'specs/main.yaml': main('$self: https://api.example.com/specs/main.yaml'), 'specs/shared/errors.yaml': errors });
    const { model, diagnostics } = await loadSpec(join(dir, 'specs/main.yaml'));
    assert.deepEqual(diagnostics, []);
    const [ok, missing] = model!.operations[0]!.responses;
    assert.equal(ok!.content[0]!.schema!.$ref, '#/components/schemas/Pet');
    const problem = missing!.content[0]!.schema!;
    // The sibling document was bundled: its schema is reachable through an internal ref.
    const refs = reachableRefs(problem, model!.document);
    assert.deepEqual(
      Object.values(refs).map((s) => s.required),
      [['title']],
    );

    // Without `$self` the same references point at the published URIs, which an offline build cannot read.
    const bare = await writeFiles({ 'specs/main.yaml': main(''), 'specs/shared/errors.yaml': errors });
    const without = await loadSpec(join(bare, 'specs/main.yaml'));
    assert.ok(
      without.diagnostics.some((d) => /api\.example\.com/.test(d.message)),
      JSON.stringify(without.diagnostics.map((d) => d.message)),
    );
  } finally {
    delete process.env.QUIRE_OFFLINE;
  }
});

test('$self: a reference under it that does not decode (`%zz`) is named in a diagnostic, not a crash', async () => {
  process.env.QUIRE_OFFLINE = '1';
  try {
    const spec = main('$self: https://api.example.com/specs/main.yaml').replace('shared/errors.yaml#', 'shared/err%zz.yaml#');
    const dir = await writeFiles({ 'specs/main.yaml': spec });
    const { diagnostics } = await loadSpec(join(dir, 'specs/main.yaml'));
    assert.ok(
      diagnostics.some((d) => /err%zz\.yaml/.test(d.message)),
      JSON.stringify(diagnostics.map((d) => d.message)),
    );
  } finally {
    delete process.env.QUIRE_OFFLINE;
  }
});

test('itemEncoding and prefixEncoding are read into the media type', async () => {
  const dir = await writeFiles({
    'api.yaml': `openapi: 3.2.0
info: { title: Uploads, version: '1' }
paths:
  /batches:
    post:
      requestBody:
        content:
          multipart/mixed:
            schema: { type: array, prefixItems: [{ type: object }, { type: string }], items: { type: string, contentMediaType: image/png } }
            prefixEncoding:
              - { contentType: application/json }
              - { contentType: text/csv }
            itemEncoding: { contentType: image/png }
      responses:
        '202': { description: Accepted. }
`,
  });
  const { model, diagnostics } = await loadSpec(join(dir, 'api.yaml'));
  assert.deepEqual(diagnostics, []);
  const media = model!.operations[0]!.requestBody!.content[0]!;
  assert.deepEqual(media.prefixEncoding, [{ contentType: 'application/json' }, { contentType: 'text/csv' }]);
  assert.deepEqual(media.itemEncoding, { contentType: 'image/png' });
});

test('discriminator.defaultMapping reaches its schema, by name or by ref', async () => {
  const document = {
    components: {
      schemas: {
        Pet: { oneOf: [{ $ref: '#/components/schemas/Dog' }], discriminator: { propertyName: 'kind', defaultMapping: 'OtherPet' } },
        Dog: { type: 'object' },
        OtherPet: { type: 'object', required: ['kind'] },
        Shape: { oneOf: [{ $ref: '#/components/schemas/Dog' }], discriminator: { propertyName: 'kind', defaultMapping: '#/components/schemas/Dog' } },
      },
    },
  };
  assert.deepEqual(Object.keys(reachableRefs({ $ref: '#/components/schemas/Pet' }, document)).sort(), [
    '#/components/schemas/Dog',
    '#/components/schemas/OtherPet',
    '#/components/schemas/Pet',
  ]);
  assert.deepEqual(Object.keys(reachableRefs(document.components.schemas.Shape, document)), ['#/components/schemas/Dog']);
});
