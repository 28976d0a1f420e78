// Channel pages (AsyncAPI) as readers see them: the demo's live API, hostile text, and every
// channel of every AsyncAPI 3.0 document shipped with the dependencies.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadAsyncApi, loadAsyncApiText, type AsyncApiModel } from '@quire/asyncapi';
import { channelPageData } from '../src/data/channel-data.ts';
import { channelHeadings } from '../src/reference/channel-headings.ts';
import { asyncSpec, renderChannelPage } from './channel-fixture.ts';
import { visibleText } from './reference-fixture.ts';

const root = join(import.meta.dirname, '../../..');
const demo = join(root, 'sites/demo/asyncapi/live.yaml');

/** The HTML from a section's `<h2 id>` up to the next `<h2`. */
function part(page: string, id: string): string {
  const start = page.indexOf(`<h2 id="${id}">`);
  assert.ok(start >= 0, `no section ${id}`);
  const end = page.indexOf('<h2', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

describe("the demo's pet updates channel", async () => {
  const page = renderChannelPage(await asyncSpec(demo), 'petUpdates');
  const text = visibleText(page);

  test("the address line: WS badge, first server's URL and the address with its placeholder", () => {
    assert.match(page, /<span class="method method-ws">WS<\/span>/);
    assert.match(text, /^WS wss:\/\/live\.petstore\.example\/v2 ?\/live ?\/pets ?\/\{petId\}/);
  });

  test('the description is Markdown', () => {
    assert.match(page, /Send <code>subscribe<\/code> with the events you want/);
  });

  test('parameter petId with its description and example', () => {
    assert.match(visibleText(part(page, 'parameters')), /petId string required The pet's id, as returned by GET \/pets \. Example: 42/);
  });

  test("the ws binding's query schema is listed as connection query parameters", () => {
    assert.match(visibleText(part(page, 'connection-query-parameters')), /since string<date-time> Replay the changes made after this time first\./);
  });

  test('servers: name, title, URL, protocol, description, variables and security', () => {
    const servers = visibleText(part(page, 'servers'));
    assert.match(servers, /production Production wss wss:\/\/live\.petstore\.example\/v2 The live service, TLS only\. Authorization: apiKey/);
    assert.match(servers, /local Local mock ws ws:\/\/localhost:\{port\}\/v2 .* Variables port string Default: 4010/);
  });

  test('"Messages you send" holds Subscribe, its events field with the allowed values, and the reply Subscribed', () => {
    const send = visibleText(part(page, 'messages-you-send'));
    assert.match(send, /Subscribe to a pet's events Subscribe subscribe Choose which of the pet's events to receive\. Content type: application\/json/);
    assert.match(send, /events enum<string>\[\] required The kinds of change to receive\. Allowed values: status photos visits Items: at least 1 item/);
    assert.match(send, /The API replies with Subscribed \. Subscribed subscribed Confirms a subscription\./);
    assert.doesNotMatch(send, /Pet updated/);
  });

  test('"Messages you receive" holds Pet updated with its fields', () => {
    const receive = visibleText(part(page, 'messages-you-receive'));
    assert.match(receive, /Pet changed Sent whenever the pet's status, photos or visits change\. Pet updated/);
    assert.match(receive, /status enum<string> required Allowed values: available pending adopted/);
    assert.doesNotMatch(receive, /Choose which of the pet's events/);
  });

  test('security says the key goes in the token query parameter of the connection URL', () => {
    const auth = visibleText(part(page, 'authorization'));
    assert.match(auth, /apiKey API key \(query\) Add the key to the connection URL as the token query parameter: \?token=<api-key> \./);
  });

  test('examples: the written payloads as highlighted JSON in the aside, by side', () => {
    const aside = page.slice(page.indexOf('<div class="example-block">'));
    assert.match(visibleText(aside), /Message you send Subscribe \{ "type": "subscribe", "events": \[ "status" \] \}/);
    assert.match(visibleText(aside), /Message you receive Pet updated \{ "type": "petUpdated", "petId": "42"/);
    // The reply is a message the reader receives.
    assert.match(visibleText(aside), /Message you receive .*Subscribed \{ "type": "subscribed"/);
  });

  test('the table of contents lists the sections in page order, authorization first as on endpoint pages', async () => {
    const data = channelPageData('live.yaml', await asyncSpec(demo), 'petUpdates')!;
    const slugs = channelHeadings(data).map((h) => h.slug);
    assert.deepEqual(slugs, ['authorization', 'parameters', 'connection-query-parameters', 'servers', 'messages-you-send', 'messages-you-receive']);
    for (const h of channelHeadings(data)) assert.match(page, new RegExp(`<h2 id="${h.slug}">${h.text}</h2>`));
    const at = slugs.map((slug) => page.indexOf(`<h2 id="${slug}">`));
    assert.deepEqual(
      [...at].sort((a, b) => a - b),
      at,
      'the page has its sections in the same order',
    );
  });
});

describe("the demo's shelter chat channel", async () => {
  const page = renderChannelPage(await asyncSpec(demo), 'shelterChat');
  const text = visibleText(page);

  test('an enumerated parameter shows its values and default', () => {
    assert.match(visibleText(part(page, 'parameters')), /shelterId enum<string> required The shelter's id\. Default: north Allowed values: north south/);
  });

  test('a message both sides send is described once, then linked', () => {
    assert.match(visibleText(part(page, 'messages-you-send')), /Chat message chatMessage .*text string required Length: 1 to 2000 characters/);
    const receive = part(page, 'messages-you-receive');
    assert.match(receive, /The same <a href="#s-message-chatmessage-1">Chat message<\/a> message as above\./);
    assert.ok(text.includes('Staff messages'));
  });
});

const hostile = `asyncapi: 3.0.0
info: { title: Evil, version: '1' }
servers:
  main: { host: 'evil.example', protocol: ws, description: '<img src=x onerror=alert(1)>', security: [{ $ref: '#/components/securitySchemes/key' }] }
channels:
  evil:
    address: '/x/{id}<script>'
    title: '<script>alert(1)</script>'
    description: 'Hello <script>alert(2)</script> [link](javascript:alert(3))'
    parameters:
      id: { description: '<iframe src=//evil.example>' }
    messages:
      bad:
        name: '"><script>alert(4)</script>'
        title: '<b onmouseover=alert(5)>Bad</b>'
        summary: '<script>alert(6)</script>'
        payload:
          type: object
          properties:
            '<script>k</script>': { type: string, description: '<script>alert(7)</script>' }
        examples:
          - name: '<script>n</script>'
            payload: { x: '</script><script>alert(8)</script>' }
operations:
  badOp:
    action: receive
    channel: { $ref: '#/channels/evil' }
    title: '<script>alert(9)</script>'
    security: [{ $ref: '#/components/securitySchemes/key' }]
    messages: [{ $ref: '#/channels/evil/messages/bad' }]
components:
  securitySchemes:
    key: { type: httpApiKey, name: '"><script>alert(10)</script>', in: header, description: '<script>alert(11)</script>' }
`;

test('hostile text in titles, descriptions, names and examples is escaped or dropped, never markup', async () => {
  const loaded = await loadAsyncApiText(hostile, 'evil.yaml');
  assert.ok(loaded.model, loaded.diagnostics.map((d) => d.message).join('; '));
  const page = renderChannelPage(loaded.model!, 'evil');
  assert.doesNotMatch(page, /<script|<iframe|<b onmouseover|onerror|href="javascript:/i);
  assert.match(page, /&lt;b onmouseover=alert\(5\)&gt;Bad&lt;\/b&gt;/);
  assert.match(page, /&lt;script&gt;alert\(9\)&lt;\/script&gt;/);
  assert.match(page, /\/x(<wbr>)?\/\{id\}&lt;script&gt;/);
  // An operation's own security is named where it is described.
  assert.match(visibleText(part(page, 'messages-you-send')), /Authorization: key/);
  // The scheme's header name is spec text too.
  assert.match(page, /<code>&quot;&gt;&lt;script&gt;alert\(10\)&lt;\/script&gt;: &lt;api-key&gt;<\/code>/);
});

test('a document without operations shows one "Messages" section with the channel\'s messages', async () => {
  const loaded = await loadAsyncApiText(
    'asyncapi: 3.0.0\ninfo: { title: T, version: "1" }\nchannels:\n  feed:\n    address: feed\n    messages:\n      tick: { payload: { type: object, properties: { n: { type: integer } } } }\n',
    'plain.yaml',
  );
  const page = renderChannelPage(loaded.model!, 'feed');
  assert.match(page, /<h2 id="messages">Messages<\/h2>/);
  assert.doesNotMatch(page, /Messages you (send|receive)/);
  assert.match(visibleText(page), /tick .*n integer/);
  // Without servers the address line shows the address alone.
  assert.match(visibleText(page), /^WS feed /);
});

// Every full AsyncAPI 3.0 document the dependencies ship: @asyncapi/specs' example documents, Scalar's
// Galaxy, the asyncapi package's fixtures and the demo. @asyncapi/specs 6 ships only fragments
// (one object per file); they are assembled into one document, which is counted when it fails validation.
function corpus(): { name: string; load: () => Promise<{ model?: AsyncApiModel }> }[] {
  const files = (dir: string, pattern: RegExp) => {
    try {
      return readdirSync(dir)
        .filter((f) => pattern.test(f))
        .map((f) => join(dir, f));
    } catch {
      return [];
    }
  };
  const specs = join(root, 'node_modules/@asyncapi/specs/examples/3.0.0');
  const documents = [
    ...files(specs, /\.ya?ml$/),
    ...files(join(root, 'node_modules/@scalar/galaxy/dist/asyncapi'), /^3\.0\.(yaml|json)$/),
    ...files(join(root, 'packages/asyncapi/test/fixtures'), /\.ya?ml$/),
    demo,
  ];
  const first = (file: string) => (JSON.parse(readFileSync(join(specs, file), 'utf8')) as unknown[])[0];
  const assembled = () =>
    loadAsyncApiText(
      JSON.stringify({
        asyncapi: '3.0.0',
        info: first('info.json'),
        servers: first('servers.json'),
        channels: first('channels.json'),
        operations: first('operations.json'),
        components: first('components.json'),
      }),
      'asyncapi-specs-examples.json',
    );
  return [
    ...documents.map((file) => ({ name: file.slice(root.length + 1), load: () => loadAsyncApi(file) })),
    { name: '@asyncapi/specs examples/3.0.0 fragments, assembled', load: assembled },
  ];
}

test('every channel of every shipped AsyncAPI 3.0 document renders, each message named', async (t) => {
  let rendered = 0;
  const skipped: string[] = [];
  for (const { name, load } of corpus()) {
    const { model } = await load();
    if (!model?.version.startsWith('3.0')) {
      skipped.push(name);
      continue;
    }
    for (const channel of model.channels) {
      const page = renderChannelPage(model, channel.id);
      const text = visibleText(page);
      for (const message of channel.messages) {
        const label = message.title ?? message.name ?? message.id;
        assert.ok(text.includes(label), `${name} ${channel.id}: message ${label} missing`);
      }
      rendered++;
    }
  }
  t.diagnostic(`${rendered} channels rendered; ${skipped.length} documents skipped (invalid or not 3.0): ${skipped.join(', ')}`);
  assert.ok(rendered >= 10, `only ${rendered} channels rendered`);
});

test("a relative address joins a WebSocket server's URL; the protocol version is named", async () => {
  const model = await asyncSpec(join(root, 'node_modules/@scalar/galaxy/dist/asyncapi/3.0.yaml'));
  const text = visibleText(renderChannelPage(model, 'planetEvents'));
  assert.match(text, /^WS wss:\/\/galaxy\.scalar\.com\/ws\/\{version\} ?\/planets ?\/\{planetId\} ?\/events /);
  assert.match(text, /production wss, version 13 wss:\/\/galaxy\.scalar\.com\/ws\/\{version\}/);
  // Several schemes: each described in words.
  assert.match(text, /Authorization Any one of these \d+ ways/);
  assert.match(text, /HTTP bearer Send Authorization: Bearer <token> when connecting/);
});

test("a channel on another protocol shows that protocol's name, and its topic beside the server", async () => {
  const loaded = await loadAsyncApiText(
    'asyncapi: 3.0.0\ninfo: { title: T, version: "1" }\nservers:\n  broker: { host: "broker.example:9092", protocol: kafka }\nchannels:\n  signups:\n    address: user.{id}.signedup\n    parameters: { id: {} }\n    messages:\n      signedUp: { title: User signed up, payload: { type: object } }\n',
    'kafka.yaml',
  );
  const page = renderChannelPage(loaded.model!, 'signups');
  assert.match(page, /^<span class="method method-protocol">KAFKA<\/span>/);
  assert.doesNotMatch(page, /method-ws/);
  assert.match(visibleText(page), /^KAFKA user\.\{id\}\.signedup on kafka:\/\/broker\.example:9092 /);
});

test("recursive schemas (a planet's satellites orbit a planet) show their fields where the parser left a $ref", async () => {
  const model = await asyncSpec(join(root, 'node_modules/@scalar/galaxy/dist/asyncapi/3.0.yaml'));
  assert.ok(model.refs['#/components/schemas/Planet'], 'the parser leaves recursive schemas as refs');
  const withRefs = visibleText(renderChannelPage(model, 'planetEvents'));
  const without = visibleText(renderChannelPage({ ...model, refs: {} }, 'planetEvents'));
  // Each Satellite shown in full names its orbitalPeriod; without the ref targets, the nested ones are empty.
  assert.ok(withRefs.split('orbitalPeriod').length > without.split('orbitalPeriod').length);
  assert.doesNotMatch(withRefs, /#\/components\/schemas/);
});

test('an Avro payload is named and shown as written, and a recursive one-file schema shows its fields', async () => {
  const loaded = await loadAsyncApiText(
    `asyncapi: 3.0.0
info: { title: T, version: '1' }
servers:
  live: { host: live.example.com, protocol: wss }
channels:
  users:
    address: /users
    messages:
      signedUp:
        title: Signed up
        payload:
          schemaFormat: application/vnd.apache.avro;version=1.9.0
          schema: { type: record, name: User, fields: [{ name: nickname, type: string }] }
      tree:
        title: Tree
        payload: { $ref: '#/components/schemas/Node' }
components:
  schemas:
    Node:
      type: object
      properties:
        label: { type: string }
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
`,
    'formats.yaml',
  );
  const page = renderChannelPage(loaded.model!, 'users');
  const text = visibleText(page);
  assert.match(text, /Schema format: application\/vnd\.apache\.avro;version=1\.9\.0/);
  assert.match(text, /"nickname"/);
  assert.doesNotMatch(text, /record.*0 fields/);
  assert.doesNotMatch(text, /circular reference/);
  assert.match(text, /label string/);
  // The generated example follows the recursion once, then ends it with an empty list; a label reads like one.
  assert.match(text, /"children": \[\s*\{\s*"label": "featured",\s*"children": \[\]/);
});
