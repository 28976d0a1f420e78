// Spec descriptions in the playgrounds' hints: Markdown shown as text, code spans kept as code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inlineSegments } from '../src/http/inline-text.ts';

test('code spans become code and the rest stays text', () => {
  assert.deepEqual(inlineSegments("The pet's id, as returned by `GET /pets`."), [
    { text: "The pet's id, as returned by ", code: false },
    { text: 'GET /pets', code: true },
    { text: '.', code: false },
  ]);
});

test('emphasis and link marks are dropped, their words kept, and HTML stays literal text', () => {
  assert.deepEqual(inlineSegments('**Required**: see [the guide](https://example.com) and _why_ <img src=x onerror=alert(1)>'), [
    { text: 'Required: see the guide and why <img src=x onerror=alert(1)>', code: false },
  ]);
  assert.deepEqual(inlineSegments('snake_case_name and 2*3*4'), [{ text: 'snake_case_name and 2*3*4', code: false }]);
});
