// Two checks OpenAPI 3.2 asks for: a stream held to `itemSchema` item by item as it arrives
// (checkStream), and a discriminated `oneOf` whose unmapped values fall to `defaultMapping`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Response, SchemaObject } from '@quire/openapi';
import { createItemReader } from '../src/read-stream-items.ts';
import { checkResponse, checkStream } from '../src/check/index.ts';

const refs: Record<string, SchemaObject> = {
  '#/components/schemas/Pet': {
    oneOf: [{ $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Cat' }],
    discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog' }, defaultMapping: 'OtherPet' },
  },
  '#/components/schemas/Dog': { type: 'object', required: ['kind', 'barks'], properties: { kind: { const: 'dog' }, barks: { type: 'boolean' } } },
  '#/components/schemas/Cat': { type: 'object', required: ['kind', 'lives'], properties: { kind: { const: 'Cat' }, lives: { type: 'integer' } } },
  '#/components/schemas/OtherPet': { type: 'object', required: ['kind', 'name'], properties: { kind: { type: 'string' }, name: { type: 'string' } } },
};
const json: Response[] = [{ status: '200', headers: [], content: [{ mediaType: 'application/json', schema: { $ref: '#/components/schemas/Pet' } }] }];
const answer = (body: unknown) => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('defaultMapping: a value the mapping does not name is held to the default schema', () => {
  assert.equal(checkResponse({ responses: json, refs }, answer({ kind: 'dog', barks: true })).matches, true);
  assert.equal(checkResponse({ responses: json, refs }, answer({ kind: 'Cat', lives: 9 })).matches, true);
  // A parrot is neither a dog nor a cat: the default (OtherPet) takes it, and says what it lacks.
  assert.equal(checkResponse({ responses: json, refs }, answer({ kind: 'parrot', name: 'Polly' })).matches, true);
  const unnamed = checkResponse({ responses: json, refs }, answer({ kind: 'parrot' }));
  assert.deepEqual(
    unnamed.differences.map((d) => [d.path, d.rule, d.message]),
    [['$', 'required', 'The required property "name" is missing.']],
  );
  // A mapped value is still held to its own schema.
  const dog = checkResponse({ responses: json, refs }, answer({ kind: 'dog', name: 'Rex' }));
  assert.equal(dog.matches, false);
  // Without defaultMapping, the parrot matches no alternative at all.
  const strict = { ...refs, '#/components/schemas/Pet': { ...refs['#/components/schemas/Pet']!, discriminator: { propertyName: 'kind' } } };
  assert.equal(checkResponse({ responses: json, refs: strict }, answer({ kind: 'parrot', name: 'Polly' })).matches, false);
});

test('checkStream: the head is judged at once, then each item as it is read', () => {
  const responses: Response[] = [
    { status: '200', headers: [], content: [{ mediaType: 'application/jsonl', itemSchema: { $ref: '#/components/schemas/Pet' } }] },
  ];
  const check = checkStream({ responses, refs }, { status: 200, headers: { 'content-type': 'application/jsonl' } });
  assert.deepEqual([check.verdict.matches, check.verdict.items, check.verdict.documentedType], [true, 0, 'application/jsonl']);
  const reader = createItemReader('json-lines');
  const seen = [
    ...reader.push('{"kind":"dog","barks":true}\n{"kind":"Cat"'),
    ...reader.push(',"lives":"nine"}\n{"kind":"parrot","name":"Polly"}'),
    ...reader.end(),
  ];
  const perItem = seen.map((item, index) => check.checkItem(item, index));
  assert.deepEqual(
    perItem.map((d) => d.length),
    [0, 1, 0],
  );
  // A mapped kind with a wrong field fits none of the alternatives: said once, as for any oneOf.
  assert.deepEqual([perItem[1]![0]!.item, perItem[1]![0]!.path, perItem[1]![0]!.rule], [1, '$', 'oneOf']);
  assert.deepEqual([check.verdict.matches, check.verdict.items, check.verdict.differences.length], [false, 3, 1]);
});

test("checkStream: a stream of 1,000 items builds its schema's validator once, and the whole body reuses it", () => {
  // Building a validator converts every documented schema it may reach; counting how often the
  // Pet schema's keys are listed counts the builds.
  let walks = 0;
  const pet = new Proxy<SchemaObject>(
    { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    {
      ownKeys: (target) => {
        walks++;
        return Reflect.ownKeys(target);
      },
    },
  );
  const counted = { '#/components/schemas/Pet': pet };
  const responses: Response[] = [
    { status: '200', headers: [], content: [{ mediaType: 'application/jsonl', itemSchema: { $ref: '#/components/schemas/Pet' } }] },
  ];
  const head = { status: 200, headers: { 'content-type': 'application/jsonl' } };
  const check = checkStream({ responses, refs: counted }, head);
  // Every hundredth item lacks its id: the results are the same as with a fresh validator each time.
  const items = Array.from({ length: 1000 }, (_, i) => (i % 100 === 99 ? { name: 'Rex' } : { id: i }));
  assert.deepEqual(check.checkItem({ value: items[0] }, 0), []);
  const walksForOneBuild = walks;
  assert.ok(walksForOneBuild > 0);
  for (let i = 1; i < items.length; i++) check.checkItem({ value: items[i] }, i);
  assert.equal(walks, walksForOneBuild, `the validator was built ${walks / walksForOneBuild} times for 1,000 items`);
  assert.deepEqual(
    check.verdict.differences.map((d) => `${d.item} ${d.rule}`),
    Array.from({ length: 10 }, (_, k) => `${k * 100 + 99} required`),
  );
  const whole = checkResponse({ responses, refs: counted }, { ...head, body: items.map((item) => JSON.stringify(item)).join('\n') });
  assert.deepEqual(
    whole.differences.map((d) => d.item),
    check.verdict.differences.map((d) => d.item),
  );
  assert.equal(walks, walksForOneBuild);
});

test('checkStream: an undocumented status is named from the head alone; items then have nothing to be held to', () => {
  const responses: Response[] = [{ status: '200', headers: [], content: [{ mediaType: 'text/event-stream', itemSchema: { type: 'object' } }] }];
  const check = checkStream({ responses, refs }, { status: 500, headers: { 'content-type': 'text/event-stream' } });
  assert.deepEqual(
    check.verdict.differences.map((d) => d.rule),
    ['undocumented-status'],
  );
  assert.deepEqual(check.checkItem({ value: { data: 'x' } }, 0), []);
});

test('the SSE reader hands out each event once its blank line arrives, whatever the chunking', () => {
  const reader = createItemReader('event-stream');
  assert.deepEqual(reader.push('event: tick\nid: 1\nda'), []);
  assert.deepEqual(reader.push('ta: {"n":1}\n\ndata: a\r\ndata: b\r\n'), [{ value: { event: 'tick', id: '1', data: '{"n":1}' } }]);
  assert.deepEqual(reader.push(': a comment\n'), []);
  // The last event, cut off before its blank line (a capped stream), still counts.
  assert.deepEqual(reader.end(), [{ value: { data: 'a\nb' } }]);
});
