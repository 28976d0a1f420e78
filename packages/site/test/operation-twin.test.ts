// The OpenAPI excerpt in an API page's Markdown twin resolves every `$ref` it holds: a payload
// whose schema lives in another file still lists its fields.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec } from '@quire/openapi';
import { markdownTwin } from '../src/twin/index.ts';
import type { Route } from '../src/navigation/manifest.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test('a webhook whose payload schema is kept in another file: the twin gives that schema, readOnly id included', async () => {
  const dir = await writeFiles({
    'kennel.yaml': [
      'openapi: 3.1.0',
      'info: { title: Kennel, version: "1" }',
      'webhooks:',
      '  dogAdopted:',
      '    post:',
      '      parameters: [{ $ref: "#/components/parameters/Event" }]',
      '      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Dog" } } } }',
      '      responses: { "200": { description: OK } }',
      'components:',
      '  parameters:',
      '    Event: { name: Kennel-Event, in: header, schema: { type: string } }',
      '  schemas:',
      '    Dog: { $ref: "./dog.yaml#/Dog" }',
      '',
    ].join('\n'),
    'dog.yaml': 'Dog:\n  type: object\n  properties:\n    id: { type: string, readOnly: true }\n    name: { type: string }\n',
  });
  const { model } = await loadSpec(join(dir, 'kennel.yaml'));
  const route: Route = {
    slug: 'dog-adopted',
    kind: 'operation',
    source: 'kennel.yaml',
    title: 'Dog adopted',
    deprecated: false,
    hidden: false,
    operation: { spec: 'kennel.yaml', key: 'webhook dogAdopted' },
    metadata: {},
  };
  const twin = markdownTwin(route, undefined, model);
  const ref = /Dog:\n\s+\$ref: '#\/x-ext\/(\w+)\/Dog'/.exec(twin);
  assert.ok(ref, "the component still refers to the other file's schema");
  assert.match(twin, new RegExp(`x-ext:\\n\\s+${ref[1]}:\\n\\s+Dog:\\n\\s+type: object\\n\\s+properties:\\n\\s+id:\\n\\s+type: string\\n\\s+readOnly: true`));
  // A shared parameter the operation names is there too.
  assert.match(twin, /parameters:\n\s+Event:\n\s+name: Kennel-Event/);
});
