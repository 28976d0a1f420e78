// Each change's sentence says where on its page the change is (the response and media type, the
// request body, the parameter, the header, the message's payload or headers), so the text and
// Markdown reports and the changelog read without the JSON. The page itself is never named again:
// every report shows it beside the sentence.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffDocuments } from '../src/diff-documents.ts';
import { changesAsText } from '../src/index.ts';

const json = (schema: unknown) => ({ 'application/json': { schema } });
const object = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required });

/** Two versions of one operation: the second changes something in each place a schema sits. */
const openapi = (next: boolean) => ({
  openapi: '3.1.0',
  info: { title: 'Users', version: '1' },
  paths: {
    '/users': {
      post: {
        deprecated: next,
        parameters: [
          { name: 'sort', in: 'query', schema: { type: 'string', enum: next ? ['name', 'age', 'email'] : ['name', 'age'] } },
          { name: 'limit', in: 'query', schema: { type: next ? 'string' : 'integer' } },
        ],
        requestBody: {
          content: json(
            object({ email: { type: 'string' }, pet: { oneOf: next ? [{ title: 'Cat' }] : [{ title: 'Cat' }, { title: 'Dog' }] } }, next ? ['email'] : []),
          ),
        },
        responses: {
          '200': {
            description: 'ok',
            headers: { 'X-Rate': { schema: { type: next ? 'string' : 'integer' } }, ...(next ? {} : { 'X-Trace': { schema: { type: 'string' } } }) },
            content: json(object({ user: object({ ...(next ? {} : { name: { type: 'string' } }), age: { type: next ? 'string' : 'integer' } }) })),
          },
          '400': { description: 'bad', content: json(object(next ? {} : { errors: { type: 'array' } })) },
        },
      },
    },
  },
  components: { schemas: { Tag: object(next ? {} : { label: { type: 'string' } }) } },
});

/** Two versions of one channel: the second changes a payload, a message's headers and a payload's own type. */
const asyncapi = (next: boolean) => ({
  asyncapi: '3.0.0',
  info: { title: 'Live', version: '1' },
  channels: {
    users: {
      address: 'user/signedup',
      messages: {
        UserSignedUp: { payload: object(next ? {} : { name: { type: 'string' } }), ...(next ? { headers: object({ trace: {} }) } : {}) },
        UserLeft: { payload: { type: next ? 'string' : 'object' } },
      },
    },
  },
  operations: { onSignUp: { action: 'send', channel: { $ref: '#/channels/users' } } },
});

const diff = (before: object, after: object, version: string) =>
  diffDocuments({ document: before as Record<string, unknown>, version, source: 'a' }, { document: after as Record<string, unknown>, version, source: 'a' });

describe("a change's sentence", () => {
  it('names the response with its media type, the request body, the parameter or the header a field, type, enum value or alternative is in', () => {
    const changes = diff(openapi(false), openapi(true), '3.1');
    assert.deepEqual(
      changes.map((c) => [c.page, c.message]),
      [
        ['POST /users', 'The operation was deprecated.'],
        ['POST /users', 'Enum value "email" was added to the query parameter `sort`.'],
        ['POST /users', 'The query parameter `limit` changed type from integer to string.'],
        ['POST /users', '`email` became required in the request body (application/json).'],
        ['POST /users', 'Alternative Dog (oneOf) was removed from `pet` in the request body (application/json).'],
        ['POST /users', '`user.age` changed type from integer to string in the 200 response (application/json).'],
        ['POST /users', '`user.name` was removed from the 200 response (application/json).'],
        ['POST /users', 'The header `X-Rate` of the 200 response changed type from integer to string.'],
        ['POST /users', 'The 200 response no longer sends the header `X-Trace`.'],
        ['POST /users', '`errors` was removed from the 400 response (application/json).'],
        // A component schema's own page: the path alone.
        ['schema Tag', '`label` was removed.'],
      ],
    );
  });

  it("names the message and whether the field is in its payload or its headers; the channel is the change's page", () => {
    const changes = diff(asyncapi(false), asyncapi(true), 'asyncapi');
    assert.deepEqual(
      changes.map((c) => [c.page, c.message]),
      [
        ['channel users', '`name` was removed from the payload of message `UserSignedUp`.'],
        ['channel users', '`trace` was added to the headers of message `UserSignedUp`.'],
        ['channel users', 'The payload of message `UserLeft` changed type from object to string.'],
      ],
    );
  });

  it('reads in the text report under its page, which it does not repeat', () => {
    const text = changesAsText([
      ...diff({ ...openapi(false), paths: {} }, openapi(false), '3.1'),
      ...diff(asyncapi(false), { ...asyncapi(false), channels: {} }, 'asyncapi'),
    ]);
    assert.equal(
      text,
      [
        'POST /users',
        '  · The operation was added.  (operation-added)',
        'channel users',
        '  ✗ The channel was removed.  (breaking: channel-removed)',
        '2 changes, 1 breaking.',
      ].join('\n'),
    );
  });
});
