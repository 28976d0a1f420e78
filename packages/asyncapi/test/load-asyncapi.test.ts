import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { loadAsyncApi, loadAsyncApiText } from '../src/index.ts';

const chat = fileURLToPath(new URL('./fixtures/chat.yaml', import.meta.url));

async function write(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-'));
  await writeFile(join(dir, name), text);
  return join(dir, name);
}

describe('loadAsyncApi', () => {
  it('loads a WebSocket AsyncAPI 3.0 document into the model', async () => {
    const { model, diagnostics } = await loadAsyncApi(chat);
    assert.deepEqual(diagnostics, []);
    assert.ok(model);
    assert.equal(model.version, '3.0.0');
    assert.equal(model.info.title, 'Parlor Chat API');
    assert.deepEqual(
      model.servers.map((s) => [s.name, s.protocol, s.host, s.pathname ?? null, s.security]),
      [
        ['production', 'wss', 'chat.parlor.example', '/v1', ['token']],
        ['regional', 'wss', '{region}.chat.parlor.example', '/v1', ['token', 'bearer']],
        ['local', 'ws', 'localhost:8080', null, []],
      ],
    );
    assert.deepEqual(model.servers[1]!.variables, [
      { name: 'region', description: 'The data center closest to your users.', enum: ['eu', 'us', 'ap'], default: 'eu' },
    ]);
    const room = model.channels.find((c) => c.id === 'room')!;
    assert.equal(room.address, '/rooms/{roomId}');
    assert.equal(room.parameters[0]!.name, 'roomId');
    assert.equal(room.parameters[0]!.schema.type, 'string');
    assert.deepEqual(
      room.messages.map((m) => m.id),
      ['sendMessage', 'chatMessage', 'typing', 'presence'],
    );
    assert.deepEqual(model.channels.find((c) => c.id === 'system')!.servers, ['production']);
    assert.ok(room.bindings?.ws);
  });

  it('normalizes operations with their channel, messages, reply and security', async () => {
    const { model } = await loadAsyncApi(chat);
    assert.deepEqual(
      model!.operations.map((o) => [o.id, o.action, o.channel, o.messages]),
      [
        ['postMessage', 'send', 'room', ['sendMessage']],
        ['signalTyping', 'send', 'room', ['typing']],
        ['receiveMessages', 'receive', 'room', ['chatMessage', 'typing', 'presence']],
        ['receiveNotices', 'receive', 'system', ['notice']],
      ],
    );
    assert.deepEqual(model!.operations[0]!.reply, { channel: 'room', messages: ['chatMessage'] });
    assert.deepEqual(model!.operations[3]!.security, ['token']);
    assert.deepEqual(
      model!.securitySchemes.map((s) => [s.name, s.type, s.paramName ?? s.scheme, s.in ?? null]),
      [
        ['token', 'httpApiKey', 'token', 'query'],
        ['bearer', 'http', 'bearer', null],
      ],
    );
  });

  it('keeps schemas and examples as plain JSON: no parser annotations, recursion as a $ref', async () => {
    const { model } = await loadAsyncApi(chat);
    const text = JSON.stringify(model);
    assert.doesNotMatch(text, /x-parser-/);
    const message = model!.channels[0]!.messages.find((m) => m.id === 'chatMessage')!;
    assert.deepEqual(message.examples[0]!.headers, { 'x-request-id': '9f1c' });
    assert.deepEqual((message.payload!.properties as Record<string, { items: unknown }>).thread?.items, { $ref: '#/components/schemas/ChatMessage' });
    assert.ok(model!.refs['#/components/schemas/ChatMessage']);
    assert.deepEqual((message.headers!.properties as Record<string, unknown>)['x-request-id'], {
      type: 'string',
      description: 'Echoes the id of the request that posted it.',
    });
    assert.equal(message.correlationId?.location, '$message.header#/x-request-id');
    assert.deepEqual(JSON.parse(text), model);
  });

  it('reads JSON as well as YAML', async () => {
    const file = await write('api.json', JSON.stringify({ asyncapi: '3.0.0', info: { title: 'T', version: '1' }, channels: { echo: { address: '/echo' } } }));
    const { model, diagnostics } = await loadAsyncApi(file);
    assert.deepEqual(diagnostics, []);
    assert.equal(model!.channels[0]!.address, '/echo');
  });

  it('gives invalid documents diagnostics with pointer, line and column', async () => {
    const file = await write(
      'bad.yaml',
      'asyncapi: 3.0.0\ninfo: {title: x, version: "1"}\nchannels:\n  chat:\n    address: /chat\noperations:\n  send:\n    action: sendd\n    channel: {$ref: "#/channels/chat"}\n',
    );
    const { model, diagnostics } = await loadAsyncApi(file);
    assert.equal(model, undefined);
    const error = diagnostics.find((d) => d.code === 'ASYNCAPI_INVALID')!;
    assert.equal(error.pointer, '/operations/send/action');
    assert.equal(error.line, 8);
    assert.equal(error.file, file);
    assert.match(error.message, /send.*receive/);
    assert.ok(error.hint);
  });

  it('a byte order mark before a JSON or YAML document is read as if absent; an error keeps its line and column', async () => {
    const json = await write(
      'api.json',
      `\uFEFF${JSON.stringify({ asyncapi: '3.0.0', info: { title: 'T', version: '1' }, channels: { echo: { address: '/echo' } } })}`,
    );
    const loaded = await loadAsyncApi(json);
    assert.deepEqual(loaded.diagnostics, []);
    assert.equal(loaded.model!.channels[0]!.address, '/echo');
    const bad =
      'asyncapi: 3.0.0\ninfo: {title: x, version: "1"}\nchannels:\n  chat:\n    address: /chat\noperations:\n  send:\n    action: sendd\n    channel: {$ref: "#/channels/chat"}\n';
    const plain = (await loadAsyncApi(await write('plain.yaml', bad))).diagnostics.find((d) => d.code === 'ASYNCAPI_INVALID')!;
    const marked = (await loadAsyncApi(await write('marked.yaml', `\uFEFF${bad}`))).diagnostics.find((d) => d.code === 'ASYNCAPI_INVALID')!;
    assert.deepEqual([marked.pointer, marked.line, marked.column], ['/operations/send/action', 8, plain.column]);
  });

  it('reports syntax errors and missing files', async () => {
    const file = await write('broken.yaml', 'asyncapi: 3.0.0\ninfo: [\n');
    const parsed = await loadAsyncApi(file);
    assert.equal(parsed.diagnostics[0]!.code, 'SPEC_PARSE_ERROR');
    assert.ok(parsed.diagnostics[0]!.line);
    const missing = await loadAsyncApi('/nope/asyncapi.yaml');
    assert.match(missing.diagnostics[0]!.message, /Cannot read the AsyncAPI document \/nope\/asyncapi\.yaml \(no file there\)/);
  });

  it('reads 2.6 documents through the AsyncAPI converter: publish is what the application receives', async () => {
    const { model, diagnostics } = await loadAsyncApi(fileURLToPath(new URL('./fixtures/chat-2.6.yaml', import.meta.url)));
    assert.deepEqual(diagnostics, [], 'no house-style advice and no converter chatter');
    assert.ok(model);
    assert.deepEqual(
      model.servers.map((s) => [s.name, s.protocol, s.host, s.pathname, s.security]),
      [['production', 'wss', 'chat.parlor.example', '/v1', ['token']]],
    );
    const room = model.channels[0]!;
    assert.equal(room.address, 'rooms/{roomId}');
    assert.deepEqual(
      room.parameters.map((p) => [p.name, p.description]),
      [['roomId', "The room's id."]],
    );
    const post = model.operations.find((o) => o.id === 'postMessage')!;
    assert.equal(post.action, 'receive');
    assert.deepEqual(room.messages.find((m) => m.id === post.messages[0])!.examples, [{ payload: { text: 'Hello' } }]);
    assert.equal(model.operations.find((o) => o.id === 'roomEvents')!.action, 'send');
  });

  it('reports the problems of a 2.x document at their lines in the file, not in the converted one', async () => {
    const file = await write(
      'v2-bad.yaml',
      'asyncapi: 2.6.0\ninfo: {title: x, version: "1"}\nchannels:\n  feed:\n    publish:\n      message:\n        payload: 12\n',
    );
    const { model, diagnostics } = await loadAsyncApi(file);
    assert.equal(model, undefined);
    const error = diagnostics.find((d) => d.severity === 'error');
    assert.ok(error, JSON.stringify(diagnostics));
    assert.ok(error.line && error.line >= 4, JSON.stringify(error));
  });

  it('refuses 1.x documents with the command that converts them', async () => {
    const file = await write('v1.yaml', 'asyncapi: 1.2.0\ninfo: {title: x, version: "1"}\ntopics: {}\n');
    const { model, diagnostics } = await loadAsyncApi(file);
    assert.equal(model, undefined);
    assert.equal(diagnostics[0]!.code, 'ASYNCAPI_UNSUPPORTED_VERSION');
    assert.equal(diagnostics[0]!.line, 1);
    assert.match(diagnostics[0]!.hint, /npx @asyncapi\/cli convert/);
  });

  it('refuses a document without the asyncapi key', async () => {
    const file = await write('openapi.yaml', 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\n');
    const { diagnostics } = await loadAsyncApi(file);
    assert.equal(diagnostics[0]!.code, 'ASYNCAPI_NOT_ASYNCAPI');
  });
});

describe('loadAsyncApi and files', () => {
  const doc = (ref: string) => `asyncapi: 3.0.0
info: { title: Split, version: '1' }
channels:
  feed:
    address: /feed
    messages:
      tick:
        payload:
          $ref: '${ref}'
`;

  it('reads $refs to files inside the docs folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-refs-'));
    await writeFile(join(dir, 'tick.yaml'), 'type: object\nproperties:\n  at: { type: string, format: date-time }\n');
    await writeFile(join(dir, 'api.yaml'), doc('./tick.yaml'));
    const { model, diagnostics } = await loadAsyncApi('api.yaml', { cwd: dir, root: dir });
    assert.deepEqual(
      diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const payload = model!.channels[0]!.messages[0]!.payload!;
    assert.equal((payload.properties as Record<string, { format: string }>).at!.format, 'date-time');
  });

  it('refuses $refs that leave the docs folder, and says which file', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'quire-asyncapi-outside-'));
    await writeFile(join(outside, 'secret.yaml'), 'type: object\ndescription: do not read me\n');
    const dir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-docs-'));
    await writeFile(join(dir, 'api.yaml'), doc(relative(dir, join(outside, 'secret.yaml'))));
    const { model, diagnostics } = await loadAsyncApi('api.yaml', { cwd: dir, root: dir });
    assert.equal(model, undefined);
    const refused = diagnostics.find((d) => d.message.includes('outside the docs folder'));
    assert.ok(refused, JSON.stringify(diagnostics));
    assert.match(refused.message, /secret\.yaml/);
    assert.equal(refused.file, 'api.yaml');
    assert.ok(!JSON.stringify(diagnostics).includes('do not read me'));
  });
});

describe('servers', () => {
  it('protocols are lowercased, so `WSS` is a WebSocket server everywhere (sidebar badge, page, playground)', async () => {
    const { loadAsyncApiText, isWebSocketServer } = await import('../src/index.ts');
    const { model } = await loadAsyncApiText(
      'asyncapi: 3.0.0\ninfo: { title: T, version: "1" }\nservers:\n  live: { host: live.example.com, protocol: WSS }\n  bus: { host: bus.example.com, protocol: Kafka }\n',
      'case.yaml',
    );
    assert.deepEqual(
      model!.servers.map((s) => [s.protocol, isWebSocketServer(s)]),
      [
        ['wss', true],
        ['kafka', false],
      ],
    );
  });
});

describe('schemas', () => {
  const tree = `asyncapi: 3.0.0
info: { title: Tree, version: '1' }
channels:
  nodes:
    address: /nodes
    messages:
      node:
        payload:
          $ref: '#/components/schemas/Node'
      avro:
        payload:
          schemaFormat: application/vnd.apache.avro;version=1.9.0
          schema:
            type: record
            name: User
            fields:
              - { name: name, type: string }
      asyncapiFormat:
        payload:
          schemaFormat: application/vnd.aai.asyncapi+json;version=3.0.0
          schema: { type: string }
components:
  schemas:
    Node:
      type: object
      required: [name]
      properties:
        name: { type: string }
        children:
          type: array
          items:
            $ref: '#/components/schemas/Node'
`;

  it('a recursive component schema in one file becomes a $ref to it, whose target the model carries', async () => {
    const { model, diagnostics } = await loadAsyncApiText(tree, 'tree.yaml');
    assert.deepEqual(
      diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const payload = model!.channels[0]!.messages.find((m) => m.id === 'node')!.payload as { properties: { children: { items: unknown } } };
    assert.deepEqual(payload.properties.children.items, { $ref: '#/components/schemas/Node' });
    const target = model!.refs['#/components/schemas/Node'] as { required: string[]; properties: { children: { items: unknown } } };
    assert.deepEqual(target.required, ['name']);
    assert.deepEqual(target.properties.children.items, { $ref: '#/components/schemas/Node' });
  });

  it('payloads in other schema formats (Avro) are kept as written, not read as JSON Schema; AsyncAPI-format ones are', async () => {
    const { model } = await loadAsyncApiText(tree, 'tree.yaml');
    const avro = model!.channels[0]!.messages.find((m) => m.id === 'avro')!;
    assert.equal(avro.payload, undefined);
    assert.equal(avro.payloadFormat?.schemaFormat, 'application/vnd.apache.avro;version=1.9.0');
    assert.equal((avro.payloadFormat?.schema as { type: string } | undefined)?.type, 'record');
    const own = model!.channels[0]!.messages.find((m) => m.id === 'asyncapiFormat')!;
    assert.deepEqual(own.payload, { type: 'string' });
    assert.equal(own.payloadFormat, undefined);
  });
});
