// llms-full.txt writes each spec component once: an endpoint twin's components that an earlier
// twin of the file wrote out already are left out, and the text still defines every $ref it uses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'yaml';
import { markdownTwin } from '@quire/site/twin';
import { normalize } from '@quire/openapi';
import { operationRoute } from './operation-fixture.ts';
import { withoutRepeatedComponents, writtenEarlier } from '../src/ai/repeated-components.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (name: string) => ({ description: 'OK', content: { 'application/json': { schema: ref(name) } } });
const spec = (petDescription: string) =>
  normalize(
    {
      openapi: '3.1.0',
      info: { title: 'Kennel', version: '1' },
      paths: {
        '/pets': { get: { operationId: 'listPets', responses: { '200': answer('Pet') } } },
        '/pets/{id}': { get: { operationId: 'getPet', responses: { '200': answer('Pet'), '404': answer('Error') } } },
      },
      components: {
        schemas: {
          // A paragraph break: a block scalar with an empty line inside the component.
          Pet: { type: 'object', description: petDescription, properties: { name: { type: 'string' } } },
          Error: { type: 'object', properties: { message: { type: 'string' } } },
        },
      },
    },
    'kennel.yaml',
    '3.1',
  ).model;

function twin(key: string, description = 'A pet.\n\nKept by the kennel.'): string {
  return markdownTwin(operationRoute('kennel.yaml', key, { slug: key }), undefined, spec(description));
}

const yamlOf = (text: string) => parse(/```yaml\n([\s\S]*?)```/.exec(text)![1]!) as { components?: { schemas?: Record<string, unknown> } };

test('a component an earlier endpoint wrote out is referred to, not repeated; one it did not write is', () => {
  const written = new Set<string>();
  const first = withoutRepeatedComponents(twin('GET /pets'), written);
  const second = withoutRepeatedComponents(twin('GET /pets/{id}'), written);
  assert.equal(first, twin('GET /pets'), 'the first endpoint keeps its whole excerpt');
  assert.ok(second.includes(writtenEarlier));
  assert.deepEqual(Object.keys(yamlOf(second).components!.schemas!), ['Error']);
  assert.equal((yamlOf(first).components!.schemas!.Pet as { description: string }).description, 'A pet.\n\nKept by the kennel.');
  assert.match(second, /\$ref: '#\/components\/schemas\/Pet'/);
});

test('an endpoint whose components were all written earlier has no components block, and its YAML stays whole', () => {
  const written = new Set<string>();
  withoutRepeatedComponents(twin('GET /pets/{id}'), written);
  const again = withoutRepeatedComponents(twin('GET /pets'), written);
  assert.equal(yamlOf(again).components, undefined);
  assert.match(again, /\n```\n$/);
});

test("a component of the same name but another text (another spec's) is written again", () => {
  const written = new Set<string>();
  withoutRepeatedComponents(twin('GET /pets'), written);
  const other = withoutRepeatedComponents(twin('GET /pets', 'Another spec’s pet.'), written);
  assert.equal((yamlOf(other).components!.schemas!.Pet as { description: string }).description, 'Another spec’s pet.');
});
