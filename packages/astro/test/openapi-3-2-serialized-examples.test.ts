// OpenAPI 3.2 `serializedValue`: an example given only as its text on the wire is shown as that
// text (JSON read as the JSON it spells), on the fixture document written for it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec } from '@quire/openapi';
import { exampleText, mediaExamples } from '../src/reference/media-examples.ts';

const fixture = join(import.meta.dirname, '../../../test-support/fixtures/openapi-3.2-serialized-examples.yaml');

test('a serializedValue-only example is the example: JSON as data, other media types as their text', async () => {
  const { model, diagnostics } = await loadSpec(fixture);
  assert.deepEqual(diagnostics, []);
  const post = model!.operations.find((operation) => operation.path === '/pets')!;
  const [json, form] = post.requestBody!.content;
  const shown = (media: typeof json) =>
    mediaExamples(media!, {}, 'client', false).map((example) => [example.name, exampleText(media!.mediaType, example.value).text]);
  assert.deepEqual(shown(json), [
    ['wire', '{\n  "name": "Rex",\n  "age": 3\n}'],
    // dataValue wins when both are given.
    ['data', '{\n  "name": "Tom",\n  "age": 5\n}'],
  ]);
  assert.deepEqual(shown(form), [['form', 'name=Rex&age=3']]);
  const [xml, lines] = post.responses[0]!.content;
  assert.deepEqual(shown(xml), [['xml', '<pet><name>Rex</name></pet>']]);
  assert.deepEqual(shown(lines), [['lines', '{"name":"Rex"}\n{"name":"Tom"}\n']]);
});

test("a parameter's serializedValue (name and style included) is not taken for its value", async () => {
  const { model } = await loadSpec(fixture);
  const color = model!.operations.find((operation) => operation.path === '/search')!.parameters[0]!;
  assert.deepEqual(color.examples, { blue: { value: 'blue' }, wireOnly: {} });
});
