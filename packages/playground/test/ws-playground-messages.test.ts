// The composer's checks (JSON, then the payload schema, problems with their JSON path) and how
// the log shows frames.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkMessage, jsonPath } from '../src/websocket/check-message.ts';
import { closeText, describeFrame } from '../src/websocket/frame-text.ts';

const subscribe = {
  type: 'object',
  required: ['type', 'events'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', const: 'subscribe' },
    events: { type: 'array', minItems: 1, items: { type: 'string', enum: ['status', 'photos', 'visits'] } },
  },
};
const check = (text: string) => checkMessage(text, { json: true, schema: subscribe });

test('a message matching its schema passes, as typed', () => {
  assert.deepEqual(check('{"type":"subscribe","events":["status"]}'), { ok: true, text: '{"type":"subscribe","events":["status"]}' });
});

test("invalid JSON is refused at the root, with the parser's words", () => {
  const result = check('{"type": subscribe}');
  assert.equal(result.ok, false);
  assert.equal(!result.ok && result.problems[0]!.path, '$');
  assert.match(!result.ok ? result.problems[0]!.message : '', /^Not valid JSON: /);
});

test('schema problems name the most specific path, without the summaries of enclosing objects', () => {
  const result = check('{"type":"subscribe","events":["status","nope"],"extra":1}');
  assert.ok(!result.ok);
  assert.deepEqual(
    result.problems.map((p) => p.path),
    ['$.events[1]', '$.extra'],
  );
  assert.match(result.problems[0]!.message, /status/);
  assert.equal(result.problems[1]!.message, 'The property "extra" is not documented, and this object allows no others.');
});

test('const, minItems and required are each reported', () => {
  const result = check('{"type":"subscribed","events":[]}');
  assert.ok(!result.ok);
  assert.deepEqual(
    result.problems.map((p) => p.path),
    ['$.type', '$.events'],
  );
  const missing = check('{"events":["status"]}');
  assert.ok(!missing.ok);
  assert.deepEqual(
    missing.problems.map((p) => p.path),
    ['$'],
  );
  assert.match(missing.problems[0]!.message, /type/);
});

test('text messages and messages without a schema are not validated', () => {
  assert.deepEqual(checkMessage('hello', { json: false, schema: subscribe }), { ok: true, text: 'hello' });
  assert.deepEqual(checkMessage('[1]', { json: true }), { ok: true, text: '[1]' });
  assert.equal(checkMessage('nope', { json: true }).ok, false);
});

test('JSON pointers become JSON paths', () => {
  assert.equal(jsonPath('#'), '$');
  assert.equal(jsonPath('#/a/0/b'), '$.a[0].b');
  assert.equal(jsonPath('#/odd%20key/x~1y'), '$["odd key"]["x/y"]');
});

test('frames: JSON pretty-printed, text as is, binary as its size', () => {
  assert.deepEqual(describeFrame('{"a":1}'), { kind: 'json', text: '{\n  "a": 1\n}' });
  assert.deepEqual(describeFrame('plain'), { kind: 'text', text: 'plain' });
  assert.deepEqual(describeFrame('42'), { kind: 'text', text: '42' });
  assert.deepEqual(describeFrame(new ArrayBuffer(3)), { kind: 'binary', text: 'Binary message, 3 bytes', bytes: 3 });
  assert.equal(describeFrame(new Blob(['x'])).text, 'Binary message, 1 byte');
});

test('close codes are explained when the server gives no reason', () => {
  assert.equal(closeText(1000, 'bye'), 'code 1000: bye');
  assert.match(closeText(1006, ''), /^code 1006 \(closed abnormally/);
  assert.equal(closeText(4001, ''), 'code 4001');
});
