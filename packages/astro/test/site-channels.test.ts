// A built site's channel pages: the reference sections, the Connect button, the table of
// contents, an MDX page with `asyncapi` frontmatter, the Markdown twin, and the WebSocket
// playground's data files and island chunk. One site build serves them all.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { WsPlaygroundData } from '@quire/playground/contract';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';
import { tokenRuns } from '../src/code-theme/token-markup.ts';

const live = readFileSync(join(import.meta.dirname, '../../../sites/demo/asyncapi/live.yaml'), 'utf8');

let site: BuiltSite;
before(async () => {
  site = await buildSite({
    'docs.json': JSON.stringify({
      name: 'Live Docs',
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index', 'chat-guide'] },
          { tab: 'Live API', asyncapi: 'asyncapi/live.yaml', pages: ['channel petUpdates'] },
        ],
      },
      api: { playground: { display: 'interactive' } },
    }),
    'asyncapi/live.yaml': live,
    'index.mdx': '---\ntitle: Welcome\n---\n\nWelcome.\n',
    'chat-guide.mdx': '---\ntitle: Chatting with a shelter\nasyncapi: shelterChat\n---\n\n## Before you start\n\nBe polite to the staff.\n',
  });
});

describe('a built channel page', () => {
  it('shows the address line with the WS badge and the Connect button for the WebSocket playground', () => {
    const page = site.page('/channels/pet-updates');
    const line = section(page, 'div.endpoint-line');
    assert.match(line, /<span class="method method-ws">WS<\/span>/);
    assert.equal(section(line, 'code.endpoint-path').replace(/<[^>]*>/g, ''), 'wss://live.petstore.example/v2/live/pets/{petId}');
    assert.match(
      line,
      /<button type="button" class="try-it" data-ws-playground-data="\/_quire\/playground\/\d+\.json" data-title="Pet updates" aria-haspopup="dialog">Connect<\/button>/,
    );
  });

  it("has the reference sections, and gives the table of contents' column to the examples, as endpoint pages do", () => {
    const page = site.page('/channels/pet-updates');
    for (const id of ['parameters', 'connection-query-parameters', 'servers', 'messages-you-send', 'messages-you-receive', 'authorization']) {
      assert.match(page, new RegExp(`<h2 id="${id}">`), id);
    }
    assert.match(page, /<main id="content"[^>]* class="no-toc"/);
    const aside = section(page, 'aside.reference-aside');
    assert.match(textOf(aside), /Message you send Subscribe \{ "type" ?: "subscribe"/);
    // Highlighted like the OpenAPI examples: tokens in classed spans.
    const json = /<pre class="q-code" data-language="json"[^>]*><code>([\s\S]*?)<\/code>/.exec(aside)![1]!;
    assert.deepEqual(
      tokenRuns(json).find(([cls]) => cls),
      ['tk', '"type"'],
    );
    assert.match(textOf(page), /Add the key to the connection URL as the token query parameter/);
  });

  it("an MDX page with asyncapi frontmatter shows its own text, then the channel's reference", () => {
    const page = site.page('/chat-guide');
    const text = textOf(page);
    assert.ok(text.indexOf('Be polite to the staff.') < text.indexOf('Messages you send'), 'the MDX body comes first');
    // The dialog is titled like the page: the author's title, not the channel's.
    assert.match(page, /data-ws-playground-data="\/_quire\/playground\/\d+\.json" data-title="Chatting with a shelter"/);
    // Its author wrote sections, so it keeps a table of contents: theirs, then the channel's.
    const toc = textOf(section(page, 'nav.toc'));
    assert.match(toc, /Before you start Authorization Parameters Servers Messages you send Messages you receive/);
  });

  it('the Markdown twin carries the AsyncAPI excerpt', () => {
    const twin = site.file('/channels/pet-updates.md');
    assert.match(twin, /^# Pet updates/);
    assert.match(twin, /## AsyncAPI\n\n```yaml\nasyncapi: 3\.0\.0/);
    assert.match(site.file('/chat-guide.md'), /Be polite to the staff\.[\s\S]*## AsyncAPI[\s\S]*shelterChat:/);
  });
});

const dataUrl = (html: string) => /data-ws-playground-data="([^"]+)"/.exec(html)?.[1];

describe('the WebSocket playground of a built channel page', () => {
  it('fetches a data file with the servers, address, parameters, query, sendable messages and credentials', () => {
    const url = dataUrl(site.page('/channels/pet-updates'));
    assert.ok(url, 'the page has a Connect button');
    const data = JSON.parse(site.file(url)) as WsPlaygroundData;
    assert.equal(data.kind, 'websocket');
    assert.equal(data.channel.address, '/live/pets/{petId}');
    assert.deepEqual(
      data.channel.parameters.map((p) => p.name),
      ['petId'],
    );
    assert.deepEqual(
      data.servers.map((s) => `${s.protocol}://${s.host}${s.pathname}`),
      ['wss://live.petstore.example/v2', 'ws://localhost:{port}/v2'],
    );
    assert.deepEqual(
      data.query.map((q) => q.name),
      ['since'],
    );
    assert.deepEqual(
      data.messages.map((m) => [m.id, m.examples[0]?.value]),
      [['subscribe', { type: 'subscribe', events: ['status'] }]],
    );
    assert.deepEqual(
      data.securitySchemes.map((s) => [s.type, s.in, s.paramName]),
      [['httpApiKey', 'query', 'token']],
    );
  });

  it('gives each channel its own data file', () => {
    // Shelter chat's page is the MDX guide that names it.
    const chat = dataUrl(site.page('/chat-guide'));
    assert.ok(chat && chat !== dataUrl(site.page('/channels/pet-updates')));
    assert.deepEqual(
      (JSON.parse(site.file(chat)) as WsPlaygroundData).messages.map((m) => m.id),
      ['chatMessage'],
    );
  });

  it('ships the island as its own chunk, imported by the page script only on demand', () => {
    const assets = join(site.out, '_astro');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const island = scripts.find((f) => readFileSync(join(assets, f), 'utf8').includes('Compose a message'));
    assert.ok(island, 'a chunk holds the WebSocket island');
    const page = site.page('/channels/pet-updates');
    assert.ok(!page.includes(island), 'the page does not load the island');
    const loaders = scripts.filter((f) => f !== island && readFileSync(join(assets, f), 'utf8').includes(island));
    assert.ok(loaders.length > 0, 'some page script imports it lazily');
    assert.ok(loaders.every((f) => /import\(\s*["'`][^"'`]*/.test(readFileSync(join(assets, f), 'utf8'))));
  });
});
