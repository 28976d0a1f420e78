// A response held to its documentation: one test for each rule an answer can break, named for what
// a reader sees, and one answer that matches.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Response, SchemaObject } from '@quire/openapi';
import { checkResponse, describeVerdict, type ActualResponse, type DocumentedResponses } from '../src/check/index.ts';

const refs: Record<string, SchemaObject> = {
  '#/components/schemas/Pet': {
    type: 'object',
    required: ['id', 'name', 'status'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      status: { type: 'string', enum: ['available', 'pending', 'sold'] },
      born: { type: 'string', format: 'date' },
      owner: { $ref: '#/components/schemas/Owner' },
      password: { type: 'string', writeOnly: true },
    },
  },
  '#/components/schemas/Owner': {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', format: 'email' }, nickname: { type: 'string', nullable: true } },
  },
};

const responses: Response[] = [
  {
    status: '200',
    headers: [{ name: 'X-Rate-Limit', required: true, deprecated: false, schema: { type: 'integer' } }],
    content: [{ mediaType: 'application/json', schema: { $ref: '#/components/schemas/Pet' } }],
  },
  {
    status: '404',
    headers: [],
    content: [{ mediaType: 'application/problem+json', schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } } }],
  },
  { status: '204', headers: [], content: [] },
];
const documented: DocumentedResponses = { responses, refs };

const pet = { id: 7, name: 'Rex', status: 'available', born: '2020-02-29', owner: { email: 'ada@example.com', nickname: null } };

function answer(body: unknown, overrides: Partial<ActualResponse> = {}): ActualResponse {
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-rate-limit': '100' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...overrides,
  };
}

test('an answer that matches the documentation has no differences', () => {
  const verdict = checkResponse(documented, answer(pet));
  assert.deepEqual(verdict.differences, []);
  assert.equal(verdict.matches, true);
  assert.equal(verdict.documentedStatus, '200');
  assert.equal(verdict.documentedType, 'application/json');
  assert.equal(describeVerdict(verdict), 'Matches the documentation (documented 200 application/json).');
});

test('a value of the wrong type is named with its path, the documented type and the value received', () => {
  const verdict = checkResponse(documented, answer({ ...pet, id: '7' }));
  assert.deepEqual(verdict.differences, [{ where: 'body', path: '$.id', rule: 'type', message: 'Expected an integer, got the string "7".' }]);
  assert.equal(verdict.matches, false);
});

test('a missing required property is named on its object, through a $ref', () => {
  const verdict = checkResponse(documented, answer({ ...pet, owner: { nickname: 'A' } }));
  assert.deepEqual(verdict.differences, [{ where: 'body', path: '$.owner', rule: 'required', message: 'The required property "email" is missing.' }]);
});

test('a value outside the enum lists the documented values', () => {
  const verdict = checkResponse(documented, answer({ ...pet, status: 'sold-out' }));
  assert.deepEqual(verdict.differences, [
    { where: 'body', path: '$.status', rule: 'enum', message: 'The string "sold-out" is not one of the documented values: "available", "pending", "sold".' },
  ]);
});

test('a string that breaks its format names the format', () => {
  const verdict = checkResponse(documented, answer({ ...pet, born: 'last spring', owner: { email: 'not an address' } }));
  assert.deepEqual(
    verdict.differences.map((d) => [d.path, d.rule, d.message]),
    [
      ['$.born', 'format', 'The string "last spring" is not a valid date (format "date").'],
      ['$.owner.email', 'format', 'The string "not an address" is not a valid email (format "email").'],
    ],
  );
});

test('a property the schema does not allow is named at its own path', () => {
  const verdict = checkResponse(documented, answer({ ...pet, color: 'brown' }));
  assert.deepEqual(verdict.differences, [
    { where: 'body', path: '$.color', rule: 'additionalProperties', message: 'The property "color" is not documented, and this object allows no others.' },
  ]);
});

test('a status the documentation does not list is reported alone, with the statuses it does list', () => {
  const verdict = checkResponse(documented, answer({ error: 'teapot' }, { status: 418 }));
  assert.deepEqual(verdict.differences, [
    {
      where: 'status',
      path: 'status',
      rule: 'undocumented-status',
      message: 'The API answered 418, a status the documentation does not list (it lists 200, 404 and 204).',
    },
  ]);
});

test('a content type the documentation does not list for the status is named, with the ones it lists', () => {
  const verdict = checkResponse(documented, answer('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }));
  assert.deepEqual(verdict.differences, [
    {
      where: 'header',
      path: 'content-type',
      rule: 'undocumented-content-type',
      message: 'The body is text/html, a content type the documentation does not list for 404 (it lists application/problem+json).',
    },
  ]);
});

test('a required header that is missing, and one whose value breaks its schema', () => {
  const missing = checkResponse(documented, answer(pet, { headers: { 'content-type': 'application/json' } }));
  assert.deepEqual(missing.differences, [
    { where: 'header', path: 'X-Rate-Limit', rule: 'missing-header', message: 'The required header X-Rate-Limit is missing.' },
  ]);
  const wrong = checkResponse(documented, answer(pet, { headers: { 'content-type': 'application/json', 'X-RATE-LIMIT': 'lots' } }));
  assert.deepEqual(
    wrong.differences.map((d) => [d.path, d.rule, d.message]),
    [['X-Rate-Limit', 'type', 'Header X-Rate-Limit: expected an integer, got the string "lots".']],
  );
});

test('a body that is not JSON where JSON is documented says so', () => {
  const verdict = checkResponse(documented, answer('{"id": 7,'));
  assert.equal(verdict.differences.length, 1);
  assert.equal(verdict.differences[0]!.rule, 'not-json');
  assert.match(verdict.differences[0]!.message, /^The body is not valid JSON \(.+\), but the documentation describes application\/json\.$/);
});

test('a body where none is documented, and none where one is', () => {
  assert.deepEqual(
    checkResponse(documented, answer('hello', { status: 204, headers: { 'content-type': 'text/plain' } })).differences.map((d) => d.rule),
    ['unexpected-body'],
  );
  assert.deepEqual(
    checkResponse(documented, answer('', {})).differences.map((d) => [d.rule, d.message]),
    [['missing-body', 'The body is empty, but the documentation describes application/json for 200.']],
  );
  assert.equal(checkResponse(documented, answer('', {}), { method: 'HEAD' }).matches, true);
});

test('status ranges and default apply when no exact status is documented; media ranges match too', () => {
  const ranged: DocumentedResponses = {
    refs: {},
    responses: [
      { status: '2XX', headers: [], content: [{ mediaType: 'application/*', schema: { type: 'object' } }] },
      { status: 'default', headers: [], content: [{ mediaType: '*/*' }] },
    ],
  };
  const ok = checkResponse(ranged, { status: 201, headers: { 'Content-Type': 'application/vnd.pet+json' }, body: '[]' });
  assert.equal(ok.documentedStatus, '2XX');
  assert.deepEqual(
    ok.differences.map((d) => d.message),
    ['Expected an object, got an array of 0 items.'],
  );
  assert.equal(checkResponse(ranged, { status: 503, headers: { 'content-type': 'text/html' }, body: 'down' }).documentedStatus, 'default');
});

test('OpenAPI 3.0 nullable and exclusive bounds are read as 3.0 means them', () => {
  const doc: DocumentedResponses = {
    refs: {},
    responses: [
      {
        status: '200',
        headers: [],
        content: [
          {
            mediaType: 'application/json',
            schema: { type: 'object', properties: { score: { type: 'number', nullable: true, minimum: 0, exclusiveMinimum: true } } },
          },
        ],
      },
    ],
  };
  const json = (body: unknown): ActualResponse => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(checkResponse(doc, json({ score: null })).matches, true);
  assert.deepEqual(
    checkResponse(doc, json({ score: 0 })).differences.map((d) => [d.path, d.rule]),
    [['$.score', 'exclusiveMinimum']],
  );
});

test('anyOf alternatives are summed up as one difference, not one per alternative', () => {
  const doc: DocumentedResponses = {
    refs: {},
    responses: [{ status: '200', headers: [], content: [{ mediaType: 'application/json', schema: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }] }],
  };
  const verdict = checkResponse(doc, { status: 200, headers: { 'content-type': 'application/json' }, body: 'true' });
  assert.deepEqual(
    verdict.differences.map((d) => [d.path, d.rule, d.message]),
    [['$', 'anyOf', 'The boolean true matches none of the documented alternatives (anyOf).']],
  );
});

test('each item of a stream is held to itemSchema, and the item is named', () => {
  const item = { type: 'object', required: ['price'], properties: { price: { type: 'number' } } };
  const lines: DocumentedResponses = { refs: {}, responses: [{ status: '200', headers: [], content: [{ mediaType: 'application/jsonl', itemSchema: item }] }] };
  const verdict = checkResponse(lines, { status: 200, headers: { 'content-type': 'application/jsonl' }, body: '{"price":1}\n{"price":"2"}\nnope\n' });
  assert.equal(verdict.items, 3);
  assert.deepEqual(
    verdict.differences.map((d) => [d.item, d.path, d.rule]),
    [
      [1, '$.price', 'type'],
      [2, '$', 'not-json'],
    ],
  );
  assert.equal(describeVerdict(verdict).split('\n')[1], '- Item 2 $.price (type): Expected a number, got the string "2".');
});

test('server-sent events: an itemSchema of the event object checks data through contentSchema', () => {
  const event = {
    type: 'object',
    required: ['data'],
    properties: {
      event: { type: 'string', enum: ['tick'] },
      data: {
        type: 'string',
        contentMediaType: 'application/json',
        contentSchema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
      },
    },
  };
  const sse: DocumentedResponses = { refs: {}, responses: [{ status: '200', headers: [], content: [{ mediaType: 'text/event-stream', itemSchema: event }] }] };
  const body = 'event: tick\ndata: {"n":1}\n\n: a comment\nevent: tock\ndata: {"n":2}\n\nevent: tick\ndata: {"n":"3"}\n\n';
  const verdict = checkResponse(sse, { status: 200, headers: { 'content-type': 'text/event-stream' }, body });
  assert.equal(verdict.items, 3);
  assert.deepEqual(
    verdict.differences.map((d) => [d.item, d.path, d.rule]),
    [
      [1, '$.event', 'enum'],
      [2, '$.data.n', 'type'],
    ],
  );
});
