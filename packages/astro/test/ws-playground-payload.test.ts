// The data a channel page's WebSocket playground fetches, from the demo's live API and small documents.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadAsyncApi, loadAsyncApiText, type AsyncApiModel } from '@quire/asyncapi';
import { channelPageData } from '../src/data/channel-data.ts';
import { wsPlaygroundPayload } from '../src/data/ws-playground-payload.ts';

async function model(source: string, text?: string): Promise<AsyncApiModel> {
  const loaded = text === undefined ? await loadAsyncApi(source) : await loadAsyncApiText(text, source);
  if (!loaded.model) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
  return loaded.model;
}
const live = await model(new URL('../../../sites/demo/asyncapi/live.yaml', import.meta.url).pathname);
const payloadOf = (m: AsyncApiModel, channel: string) => {
  const data = channelPageData('live.yaml', m, channel);
  assert.ok(data);
  // Round-trip through JSON, as the page's data file does.
  return wsPlaygroundPayload(JSON.parse(JSON.stringify(data)));
};

test('the pet updates channel: address, parameter, both servers with variables, the binding query', () => {
  const data = payloadOf(live, 'petUpdates');
  assert.ok(data);
  assert.equal(data.kind, 'websocket');
  assert.equal(data.channel.address, '/live/pets/{petId}');
  assert.deepEqual(
    data.channel.parameters.map((p) => [p.name, p.examples]),
    [['petId', ['42']]],
  );
  assert.deepEqual(
    data.servers.map((s) => [s.label, s.protocol, s.host, s.pathname]),
    [
      ['Production', 'wss', 'live.petstore.example', '/v2'],
      ['Local mock', 'ws', 'localhost:{port}', '/v2'],
    ],
  );
  assert.deepEqual(data.servers[1]!.variables, [{ name: 'port', default: '4010' }]);
  assert.deepEqual(
    data.query.map((q) => [q.name, q.required, q.schema.format]),
    [['since', false, 'date-time']],
  );
});

test('only the messages a client sends, with their schema and first example', () => {
  const data = payloadOf(live, 'petUpdates')!;
  assert.deepEqual(
    data.messages.map((m) => m.id),
    ['subscribe'],
  );
  const [subscribe] = data.messages;
  assert.equal(subscribe!.label, 'Subscribe');
  assert.equal(subscribe!.json, true);
  assert.deepEqual(subscribe!.examples, [{ label: 'Status changes only', value: { type: 'subscribe', events: ['status'] } }]);
  assert.deepEqual((subscribe!.schema as { required: string[] }).required, ['type', 'events']);
});

test('the query API key applies; an enum parameter keeps its values and default', () => {
  const data = payloadOf(live, 'shelterChat')!;
  assert.deepEqual(data.securitySchemes, [
    { name: 'apiKey', type: 'httpApiKey', description: 'Your API key, as the `token` query parameter of the connection URL.', in: 'query', paramName: 'token' },
  ]);
  assert.deepEqual(
    data.channel.parameters.map((p) => [p.name, p.enum, p.default]),
    [['shelterId', ['north', 'south'], 'north']],
  );
});

const small = (extra: string) => `asyncapi: 3.0.0
info: { title: T, version: '1' }
servers:
${extra}
channels:
  room:
    address: /room
    messages:
      say:
        payload:
          type: object
          required: [text]
          properties:
            text: { type: string, minLength: 1 }
operations:
  say:
    action: receive
    channel: { $ref: '#/channels/room' }
`;

test('a message without examples gets one generated from its schema', async () => {
  const data = payloadOf(await model('small.yaml', small('  ws:\n    host: example.test\n    protocol: wss')), 'room')!;
  const [say] = data.messages;
  assert.equal(say!.examples.length, 1);
  assert.equal(say!.examples[0]!.label, 'Generated from the schema');
  assert.equal(typeof (say!.examples[0]!.value as { text: unknown }).text, 'string');
});

test('no WebSocket server: no playground data', async () => {
  const m = await model('mqtt.yaml', small('  broker:\n    host: broker.test\n    protocol: mqtt'));
  assert.equal(payloadOf(m, 'room'), undefined);
});

test('a recursive payload schema (the parser leaves its repeats as $refs) still validates and prefills', async () => {
  const { loadAsyncApi } = await import('@quire/asyncapi');
  const { channelPageData } = await import('../src/data/channel-data.ts');
  const { wsPlaygroundPayload } = await import('../src/data/ws-playground-payload.ts');
  const { schemaDifferences } = await import('@quire/request/check');
  const loaded = await loadAsyncApi(new URL('../../../node_modules/@scalar/galaxy/dist/asyncapi/3.0.yaml', import.meta.url).pathname);
  const payload = wsPlaygroundPayload(channelPageData('galaxy.yaml', loaded.model!, 'planetEvents')!)!;
  for (const message of payload.messages) {
    assert.ok(message.schema);
    // The validator can reach every ref (one it cannot read is reported as an unreadable schema)...
    assert.deepEqual(
      schemaDifferences(message.schema!, {}, {}).filter((p) => p.rule === 'unreadable-schema'),
      [],
      message.label,
    );
    // ...and checks a message's own example on its merits (Galaxy's examples break only its uuid formats).
    for (const example of message.examples) {
      const problems = schemaDifferences(message.schema!, {}, example.value);
      assert.deepEqual(
        problems.filter((p) => !/format "uuid"/.test(p.message)),
        [],
        `${message.label}: ${example.label}`,
      );
    }
  }
});

test('a ref through __proto__, constructor or prototype is skipped: nothing reaches Object.prototype', async () => {
  const { withRefTargets } = await import('../src/data/ws-playground-payload.ts');
  const schema = withRefTargets(
    { type: 'object' },
    {
      '#/__proto__/polluted': { type: 'string' },
      '#/constructor/prototype/polluted': { type: 'string' },
      '#/components/schemas/Node': { type: 'object' },
      '#/components/schemas/a~1b%20c': { type: 'number' },
    },
  );
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.hasOwn(Object.prototype, 'polluted'), false);
  // The document's own refs are still placed, decoded as RFC 6901 fragments.
  assert.deepEqual(schema, { type: 'object', components: { schemas: { Node: { type: 'object' }, 'a/b c': { type: 'number' } } } });
});

test("the replies a client owes the API's send operations are sendable too, each message once", async () => {
  const { sendableMessages } = await import('../src/data/channel-data.ts');
  const text = `asyncapi: 3.0.0
info: { title: T, version: '1' }
servers:
  ws: { host: example.test, protocol: wss }
channels:
  room:
    address: /room
    messages:
      say: { payload: { type: string } }
      ping: { payload: { type: string } }
      pong: { title: Pong, payload: { type: string } }
operations:
  say:
    action: receive
    channel: { $ref: '#/channels/room' }
    messages: [{ $ref: '#/channels/room/messages/say' }]
  ping:
    action: send
    channel: { $ref: '#/channels/room' }
    messages: [{ $ref: '#/channels/room/messages/ping' }]
    reply:
      messages: [{ $ref: '#/channels/room/messages/pong' }, { $ref: '#/channels/room/messages/say' }]
`;
  const m = await model('reply.yaml', text);
  assert.deepEqual(
    sendableMessages(channelPageData('reply.yaml', m, 'room')!).map((message) => message.id),
    ['say', 'pong'],
  );
  assert.deepEqual(
    payloadOf(m, 'room')!.messages.map((message) => [message.id, message.label]),
    [
      ['say', 'say'],
      ['pong', 'Pong'],
    ],
  );
});
