// A built site's WebSocket playground: the data file the Connect button names, and the island's
// code kept out of the page until a reader clicks.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { WsPlaygroundData } from '../src/ws-playground/ws-playground-data.ts';
import { buildSite, type BuiltSite } from './build-site.ts';

const live = readFileSync(join(import.meta.dirname, '../../../sites/demo/asyncapi/live.yaml'), 'utf8');

let site: BuiltSite;
before(async () => {
  site = await buildSite({
    'docs.json': JSON.stringify({
      name: 'Live Docs',
      navigation: { tabs: [{ tab: 'Live API', asyncapi: 'asyncapi/live.yaml', pages: ['channel petUpdates', 'channel shelterChat'] }] },
      api: { playground: { display: 'interactive' } },
    }),
    'asyncapi/live.yaml': live,
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
    assert.deepEqual(data.channel.parameters.map((p) => p.name), ['petId']);
    assert.deepEqual(data.servers.map((s) => `${s.protocol}://${s.host}${s.pathname}`), ['wss://live.petstore.example/v2', 'ws://localhost:{port}/v2']);
    assert.deepEqual(data.query.map((q) => q.name), ['since']);
    assert.deepEqual(data.messages.map((m) => [m.id, m.examples[0]?.value]), [['subscribe', { type: 'subscribe', events: ['status'] }]]);
    assert.deepEqual(data.securitySchemes.map((s) => [s.type, s.in, s.paramName]), [['httpApiKey', 'query', 'token']]);
  });

  it('gives each channel its own data file', () => {
    const chat = dataUrl(site.page('/channels/shelter-chat'));
    assert.ok(chat && chat !== dataUrl(site.page('/channels/pet-updates')));
    assert.deepEqual((JSON.parse(site.file(chat)) as WsPlaygroundData).messages.map((m) => m.id), ['chatMessage']);
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
