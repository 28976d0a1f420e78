// Who writes a payload decides its fields on every surface: the client's requests (and a
// subscriber's answers) leave out `readOnly` fields, what the API writes (responses, webhook and
// callback requests) leaves out `writeOnly` ones. A webhook's payload names the pet it is about.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadAsyncApiText } from '@quire/asyncapi';
import { markdownTwin } from '@quire/site/twin';
import { lookupIn, normalize, type ApiModel } from '@quire/openapi';
import { channelPageData } from '../src/data/channel-data.ts';
import { pageData, type PageApi } from '../src/data/page-data.ts';
import { playgroundPayload } from '../src/data/playground-payload.ts';
import { escapeHtml } from '../src/data/escape-html.ts';
import { bodyField, type BodyField as Field } from '@quire/playground/agreement';
import { renderReference } from '../src/reference/render-reference.ts';
import { wsPlaygroundPayload } from '../src/data/ws-playground-payload.ts';
import { renderChannelPage } from './channel-fixture.ts';
import { operationRoute } from './operation-fixture.ts';
import { defaultSettings, visibleText } from './reference-fixture.ts';

const dog = { $ref: '#/components/schemas/Dog' };
const json = (schema: unknown) => ({ 'application/json': { schema } });
const document = {
  openapi: '3.1.0',
  info: { title: 'Kennel', version: '1' },
  paths: {
    '/dogs': {
      post: {
        operationId: 'addDog',
        requestBody: { required: true, content: json(dog) },
        responses: { '201': { description: 'The dog.', content: json(dog) } },
        callbacks: {
          dogFed: {
            '{$request.body#/callbackUrl}': {
              post: { requestBody: { content: json(dog) }, responses: { '200': { description: 'Your answer.', content: json(dog) } } },
            },
          },
        },
      },
    },
  },
  webhooks: {
    dogAdopted: {
      post: { summary: 'Dog adopted', requestBody: { content: json(dog) }, responses: { '200': { description: 'Your answer.', content: json(dog) } } },
    },
  },
  components: {
    schemas: {
      // `id` is set by the API; `pin` is the owner's, never sent back; `collar` hides readOnly behind allOf.
      Dog: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'string', format: 'uuid', readOnly: true },
          name: { type: 'string', example: 'Rex' },
          pin: { type: 'string', writeOnly: true, example: '1234' },
          collar: { allOf: [{ $ref: '#/components/schemas/Serial' }] },
        },
      },
      Serial: { type: 'string', readOnly: true, example: 'SN-1' },
    },
  },
};
const model: ApiModel = normalize(document, 'kennel.yaml', '3.1').model;

function api(key: string): PageApi {
  return pageData(0, operationRoute('kennel.yaml', key), { nav: [], models: new Map([['kennel.yaml', model]]), schemaSlugs: new Map() }, {}).api!;
}

function render(key: string): { main: string; aside: string } {
  const rendered = renderReference(api(key), defaultSettings, (code) => escapeHtml(code));
  return { main: rendered.main.value, aside: rendered.aside?.value ?? '' };
}

/** The field names of a tree (top level and nested), in order. */
const fields = (html: string) => [...html.matchAll(/<code class="q-field-name">([^<]+)<\/code>/g)].map((m) => m[1]);
/** The keys of the JSON examples in an examples block, as a reader sees them. */
const exampleKeys = (html: string) => [...visibleText(html).matchAll(/"(\w+)":/g)].map((m) => m[1]);
/** The part of `html` from `start` to `end` (or its end). */
const between = (html: string, start: string, end?: string) => {
  const from = html.indexOf(start);
  assert.ok(from >= 0, `${start} is on the page`);
  const to = end === undefined ? -1 : html.indexOf(end, from + start.length);
  return html.slice(from, to < 0 ? undefined : to);
};

const clientFields = ['name', 'pin'];
const apiFields = ['id', 'name', 'collar'];

describe('fields of each payload on the page', () => {
  test('an endpoint: the request body leaves out readOnly fields, the response writeOnly ones', () => {
    const { main } = render('POST /dogs');
    assert.deepEqual(fields(between(main, '<h2 id="request-body">', '<h2 id="responses">')), clientFields);
    assert.deepEqual(fields(between(main, '<h2 id="responses">', '<h2 id="callbacks">')), apiFields);
  });

  test("a webhook: the payload, which the API writes, lists readOnly fields; the subscriber's answer leaves them out", () => {
    const { main } = render('webhook dogAdopted');
    assert.deepEqual(fields(between(main, '<h2 id="payload">', '<h2 id="responses">')), apiFields);
    assert.deepEqual(fields(between(main, '<h2 id="responses">')), clientFields);
  });

  test('a callback: the request the API sends lists readOnly fields; the answer it expects leaves them out', () => {
    const callback = between(render('POST /dogs').main, '<h2 id="callbacks">');
    assert.deepEqual(fields(between(callback, '>Request body</h3>', '>Responses</h3>')), apiFields);
    assert.deepEqual(fields(between(callback, '>Responses</h3>')), clientFields);
  });

  test('a payload the API writes has no "required" flag to send it; a request body does', () => {
    assert.match(between(render('POST /dogs').main, '<h2 id="request-body">', '<h2 id="responses">'), /q-field-flag q-field-required">required</);
    const callback = between(render('POST /dogs').main, '<h2 id="callbacks">');
    assert.doesNotMatch(between(callback, '>Request body</h3>', '>Responses</h3>').split('<ul')[0]!, /required|optional/);
  });
});

describe('generated examples beside the fields', () => {
  test("an endpoint's request example has no id, its response example no pin", () => {
    const { aside } = render('POST /dogs');
    assert.deepEqual(exampleKeys(between(aside, 'Request example', 'Response example')), clientFields);
    assert.deepEqual(exampleKeys(between(aside, 'Response example')), apiFields);
  });

  test("a webhook's payload example names the dog by its id; the answer example leaves id out", () => {
    const { aside } = render('webhook dogAdopted');
    assert.deepEqual(exampleKeys(between(aside, 'Payload example', 'Response example')), apiFields);
    assert.deepEqual(exampleKeys(between(aside, 'Response example')), clientFields);
  });
});

describe("the playground, which sends the reader's requests", () => {
  const names = (field: Field) => (field.kind === 'object' ? field.properties().map((f) => f.name) : []);

  test("an endpoint's body form and body examples leave out readOnly fields", () => {
    const data = playgroundPayload(api('POST /dogs'), 'interactive', { proxy: false, credentials: false }, true)!;
    const media = data.requestBody!.content[0]!;
    assert.deepEqual(names(bodyField(media.schema, lookupIn(data.refs), { required: true, files: false })), clientFields);
    assert.deepEqual(Object.keys(media.examples[0]!.value as object), clientFields);
  });

  test("an endpoint's playground data holds what an answer is checked against, not the response's description the page shows", () => {
    const data = playgroundPayload(api('POST /dogs'), 'interactive', { proxy: false, credentials: false }, true)!;
    assert.deepEqual(data.responses, [{ status: '201', headers: [], content: [{ mediaType: 'application/json', schema: dog }] }]);
  });

  test('a webhook has no playground: the API calls the reader, not the other way round', () => {
    assert.equal(playgroundPayload(api('webhook dogAdopted'), 'interactive', { proxy: false, credentials: false }, true), undefined);
  });
});

test('the Markdown twin of a webhook gives its payload schema as written, readOnly id included', () => {
  const route = operationRoute('kennel.yaml', 'webhook dogAdopted', { slug: 'dog-adopted', title: 'Dog adopted' });
  assert.match(markdownTwin(route, undefined, model), /id:\n\s+type: string\n\s+format: uuid\n\s+readOnly: true/);
});

describe('a WebSocket channel: messages by the side that sends them', async () => {
  const dogMessage =
    '{ payload: { type: object, properties: { id: { type: string, readOnly: true }, name: { type: string }, pin: { type: string, writeOnly: true } } } }';
  const { model } = await loadAsyncApiText(
    [
      'asyncapi: 3.0.0',
      'info: { title: Kennel, version: "1" }',
      'servers: { live: { host: kennel.example, protocol: wss } }',
      'channels:',
      '  kennel:',
      '    address: /kennel',
      `    messages: { order: ${dogMessage}, status: ${dogMessage} }`,
      'operations:',
      "  takeOrder: { action: receive, channel: { $ref: '#/channels/kennel' }, messages: [{ $ref: '#/channels/kennel/messages/order' }] }",
      "  sendStatus: { action: send, channel: { $ref: '#/channels/kennel' }, messages: [{ $ref: '#/channels/kennel/messages/status' }] }",
      '',
    ].join('\n'),
    'kennel-live.yaml',
  );
  const page = renderChannelPage(model!, 'kennel');

  test('messages the reader sends leave out readOnly fields, those the API sends writeOnly ones', () => {
    assert.deepEqual(fields(between(page, '<h2 id="messages-you-send">', '<h2 id="messages-you-receive">')), ['name', 'pin']);
    assert.deepEqual(fields(between(page, '<h2 id="messages-you-receive">')), ['id', 'name']);
  });

  test("so do their generated examples, and the playground's, which sends the reader's messages", () => {
    assert.deepEqual(exampleKeys(between(page, 'Message you send', 'Message you receive')), ['name', 'pin']);
    assert.deepEqual(exampleKeys(between(page, 'Message you receive')), ['id', 'name']);
    const playground = wsPlaygroundPayload(channelPageData('kennel-live.yaml', model!, 'kennel')!)!;
    assert.deepEqual(Object.keys(playground.messages[0]!.examples[0]!.value as object), ['name', 'pin']);
  });
});
