import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { docsJsonSchema, renderDocsJsonSchema } from '../src/docs-json/index.ts';

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  description?: string;
  default?: unknown;
  $ref?: string;
};

describe('docs.schema.json', () => {
  it('is up to date with the zod schema', async () => {
    const committed = await readFile(new URL('../docs.schema.json', import.meta.url), 'utf8');
    assert.ok(committed === renderDocsJsonSchema(), 'packages/config/docs.schema.json is out of date: run `npm run schema` and commit the result.');
  });

  it('describes the input side: defaulted fields are optional and carry their default', () => {
    const schema = docsJsonSchema() as JsonSchema;
    assert.deepEqual(schema.required, ['name', 'navigation']);
    const playground = schema.properties?.api?.properties?.playground;
    assert.equal(playground?.required, undefined);
    assert.equal(playground?.properties?.display?.default, 'interactive');
    assert.equal(playground?.properties?.proxy?.default, true);
  });

  it('gives every property a description, for editor tooltips', () => {
    const schema = docsJsonSchema() as JsonSchema;
    const definitions = schema.definitions ?? {};
    const undocumented: string[] = [];
    const visit = (node: JsonSchema | boolean | undefined, path: string) => {
      if (!node || typeof node === 'boolean') return;
      for (const [key, property] of Object.entries(node.properties ?? {})) {
        const target = property.$ref ?? property.allOf?.[0]?.$ref;
        const described = property.description ?? (target ? definitions[target.split('/').pop()!]?.description : undefined);
        if (!described) undocumented.push(`${path}/${key}`);
        visit(property, `${path}/${key}`);
      }
      visit(node.items, `${path}/items`);
      for (const [i, option] of (node.anyOf ?? []).entries()) visit(option, `${path}/anyOf/${i}`);
      visit(node.additionalProperties, `${path}/additionalProperties`);
    };
    visit(schema, '#');
    for (const [name, definition] of Object.entries(definitions)) visit(definition, `#/definitions/${name}`);
    assert.deepEqual(undocumented, []);
  });
});
