import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AsyncApiChannel, AsyncApiModel, AsyncApiServer } from '@quire/asyncapi';
import type { DocsConfig } from '@quire/config';
import { collectAsyncApiSources, collectSpecSources, resolveNavigation, type MdxPage, type SiteManifest } from '@quire/site';
import { codes, outline, page, petsSpec } from './site-fixture.ts';

function server(name: string, protocol: string): AsyncApiServer {
  return { name, host: `${name}.example.com`, protocol, variables: [], security: [] };
}

function channel(id: string, extra: Partial<AsyncApiChannel> = {}): AsyncApiChannel {
  return { id, parameters: [], servers: [], messages: [], ...extra };
}

/**
 * A small AsyncAPI model: channels on every server (one wss), one only on an MQTT broker, one
 * x-hidden and one x-excluded.
 */
function liveModel(title = 'Live'): AsyncApiModel {
  return {
    version: '3.0.0',
    info: { title, version: '1' },
    servers: [server('production', 'wss'), server('broker', 'mqtt')],
    channels: [
      channel('petUpdates', { title: 'Pet updates', summary: "Follow a pet's status.", address: '/pets/{petId}' }),
      channel('shelterChat', { title: 'Shelter chat', servers: ['production'], address: '/chat' }),
      channel('sensorFeed', { servers: ['broker'], address: 'sensors' }),
      channel('auditLog', { title: 'Audit log', hidden: true }),
      channel('legacyFeed', { title: 'Legacy feed', excluded: true }),
    ],
    operations: [],
    securitySchemes: [],
    refs: {},
  };
}

function resolve(
  navigation: Record<string, unknown>,
  options: { asyncapi?: Record<string, AsyncApiModel | undefined>; mdx?: MdxPage[]; api?: Record<string, unknown> } = {},
): SiteManifest {
  const config = { name: 'Test', navigation, ...(options.api ? { api: options.api } : {}) } as unknown as DocsConfig;
  const asyncapi = new Map(Object.entries(options.asyncapi ?? { 'live.yaml': liveModel() }));
  return resolveNavigation({ config, specs: new Map(), asyncapi, mdx: options.mdx ?? [] });
}

function channelRoute(manifest: SiteManifest, id: string, spec = 'live.yaml') {
  return manifest.routes.find((r) => r.channel?.id === id && r.channel.spec === spec);
}

/** Sidebar pages as `[label, badge]`, groups flattened away. */
function badges(manifest: SiteManifest): [string, string | undefined][] {
  const pages: [string, string | undefined][] = [];
  const visit = (nodes: SiteManifest['nav']) => {
    for (const n of nodes) {
      if ('children' in n) visit(n.children);
      else pages.push([n.label, n.method]);
    }
  };
  visit(manifest.nav);
  return pages;
}

describe('navigation rules for AsyncAPI channels', () => {
  it('`asyncapi` is inherited by child elements; a child may name its own; `channel <id>` uses the one in scope', () => {
    const other = liveModel('Other');
    const manifest = resolve(
      {
        tabs: [
          {
            tab: 'Live',
            asyncapi: 'live.yaml',
            groups: [
              { group: 'Inherited', pages: ['channel petUpdates'] },
              { group: 'Own', asyncapi: 'other.yaml', pages: ['channel shelterChat'] },
            ],
          },
        ],
      },
      { asyncapi: { 'live.yaml': liveModel(), 'other.yaml': other } },
    );
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(outline(manifest.nav), [
      [
        'Live',
        [
          ['Inherited', ['Pet updates']],
          ['Own', ['Shelter chat']],
        ],
      ],
    ]);
    const pets = channelRoute(manifest, 'petUpdates')!;
    assert.deepEqual(
      [pets.kind, pets.source, pets.slug, pets.title, pets.description, pets.hidden],
      ['channel', 'live.yaml', 'channels/pet-updates', 'Pet updates', "Follow a pet's status.", false],
    );
    assert.equal(channelRoute(manifest, 'shelterChat', 'other.yaml')?.source, 'other.yaml');
    assert.equal(channelRoute(manifest, 'shelterChat'), undefined, "the child's own document wins");
  });

  it('a `channel <id>` entry without an asyncapi in scope is an error at the entry', () => {
    const manifest = resolve({ groups: [{ group: 'No document', pages: ['channel petUpdates'] }] });
    assert.deepEqual(codes(manifest), ['NAV_NO_DEFAULT_ASYNCAPI']);
    assert.equal(manifest.diagnostics[0]!.pointer, '/navigation/groups/0/pages/0');
    assert.equal(manifest.routes.length, 0);
  });

  it('`<asyncapi-path> channel <id>` names its document without a default; `./` and a leading `/` name the same one', () => {
    const asyncapi = { 'live.yaml': liveModel(), 'v2/other.yaml': liveModel('Other') };
    const manifest = resolve(
      { groups: [{ group: 'Mixed', pages: ['v2/other.yaml channel petUpdates', './live.yaml channel shelterChat', '/live.yaml channel sensorFeed'] }] },
      { asyncapi },
    );
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(outline(manifest.nav), [['Mixed', ['Pet updates', 'Shelter chat', 'sensorFeed']]]);
    assert.equal(channelRoute(manifest, 'petUpdates', 'v2/other.yaml')?.slug, 'channels/pet-updates');
    assert.equal(channelRoute(manifest, 'shelterChat')?.source, 'live.yaml');
  });

  it('a channel entry naming a document the site does not load is an error, not a silent gap', () => {
    const manifest = resolve({ pages: ['nowhere.yaml channel petUpdates'] });
    assert.deepEqual(codes(manifest), ['NAV_PAGE_NOT_FOUND']);
    assert.match(manifest.diagnostics[0]!.message, /nowhere\.yaml/);
  });

  it("an unknown channel is an error that lists the document's channels", () => {
    const manifest = resolve({ asyncapi: 'live.yaml', pages: ['channel nope'] });
    assert.deepEqual(codes(manifest), ['NAV_CHANNEL_NOT_FOUND']);
    assert.equal(manifest.diagnostics[0]!.pointer, '/navigation/pages/0');
    assert.match(manifest.diagnostics[0]!.message, /petUpdates, shelterChat, sensorFeed/);
  });

  it('an element with its own asyncapi and nothing listed gets every channel in document order: x-hidden built but unlisted, x-excluded not built', () => {
    const manifest = resolve({ tabs: [{ tab: 'Live', asyncapi: 'live.yaml' }] });
    assert.deepEqual(manifest.diagnostics, []);
    assert.deepEqual(outline(manifest.nav), [['Live', ['Pet updates', 'Shelter chat', 'sensorFeed']]]);
    assert.deepEqual(
      manifest.routes.map((r) => [r.channel?.id, r.slug, r.hidden]),
      [
        ['petUpdates', 'channels/pet-updates', false],
        ['shelterChat', 'channels/shelter-chat', false],
        ['sensorFeed', 'channels/sensor-feed', false],
        ['auditLog', 'channels/audit-log', true],
      ],
    );
    assert.equal(channelRoute(manifest, 'legacyFeed'), undefined);
  });

  it('an x-hidden channel listed explicitly shows; an entry naming an x-excluded channel is an error', () => {
    const listed = resolve({ asyncapi: 'live.yaml', pages: ['channel auditLog'] });
    assert.deepEqual(listed.diagnostics, []);
    assert.deepEqual(outline(listed.nav), ['Audit log']);
    assert.equal(channelRoute(listed, 'auditLog')?.hidden, false);
    const excluded = resolve({ asyncapi: 'live.yaml', pages: ['channel legacyFeed'] });
    assert.deepEqual(codes(excluded), ['NAV_CHANNEL_EXCLUDED']);
    assert.equal(excluded.diagnostics[0]!.pointer, '/navigation/pages/0');
    assert.equal(excluded.routes.length, 0);
  });

  it('explicit channel entries anywhere suppress every-channel generation for that document, with a warning at its asyncapi', () => {
    const manifest = resolve({
      tabs: [
        { tab: 'Everything?', asyncapi: 'live.yaml' },
        { tab: 'Picked', asyncapi: 'live.yaml', groups: [{ group: 'One', pages: ['channel shelterChat'] }] },
      ],
    });
    assert.deepEqual(outline(manifest.nav), [
      ['Everything?', []],
      ['Picked', [['One', ['Shelter chat']]]],
    ]);
    assert.deepEqual(
      manifest.routes.map((r) => r.channel?.id),
      ['shelterChat'],
    );
    const warning = manifest.diagnostics.find((d) => d.code === 'NAV_AUTOGEN_SUPPRESSED');
    assert.equal(warning?.severity, 'warning');
    assert.equal(warning?.pointer, '/navigation/tabs/0/asyncapi');
    assert.match(warning!.message, /channels/);
    assert.equal(manifest.diagnostics.length, 1);
  });

  it('`directory` of `{ source, directory }` places the pages; folders are slugified and cannot climb out', () => {
    const manifest = resolve({ tabs: [{ tab: 'Live', asyncapi: { source: 'live.yaml', directory: 'Realtime/V2' } }] });
    assert.equal(channelRoute(manifest, 'petUpdates')?.slug, 'realtime/v2/pet-updates');
    const inherited = resolve({ asyncapi: { source: 'live.yaml', directory: 'ws' }, groups: [{ group: 'G', pages: ['channel shelterChat'] }] });
    assert.equal(channelRoute(inherited, 'shelterChat')?.slug, 'ws/shelter-chat', 'children inherit the directory with the document');
    const climbing = resolve({ asyncapi: { source: 'live.yaml', directory: '../..' }, pages: ['channel petUpdates'] });
    assert.equal(channelRoute(climbing, 'petUpdates')?.slug, 'channels/pet-updates');
  });

  it('slug collisions get -2: channel ids that slugify alike, and the same id in two documents', () => {
    const model = liveModel();
    model.channels.push(channel('pet_updates'));
    const alike = resolve({ asyncapi: 'live.yaml', pages: ['channel petUpdates', 'channel pet_updates'] }, { asyncapi: { 'live.yaml': model } });
    assert.deepEqual(alike.diagnostics, []);
    assert.deepEqual([channelRoute(alike, 'petUpdates')?.slug, channelRoute(alike, 'pet_updates')?.slug], ['channels/pet-updates', 'channels/pet-updates-2']);
    const two = resolve(
      { pages: ['live.yaml channel petUpdates', 'other.yaml channel petUpdates'] },
      { asyncapi: { 'live.yaml': liveModel(), 'other.yaml': liveModel('Other') } },
    );
    assert.deepEqual(
      two.routes.map((r) => r.slug),
      ['channels/pet-updates', 'channels/pet-updates-2'],
    );
  });

  it('one channel listed twice is one page', () => {
    const manifest = resolve({
      asyncapi: 'live.yaml',
      groups: [
        { group: 'A', pages: ['channel petUpdates'] },
        { group: 'B', pages: ['live.yaml channel petUpdates'] },
      ],
    });
    assert.deepEqual(manifest.diagnostics, []);
    assert.equal(manifest.routes.length, 1);
    assert.deepEqual(outline(manifest.nav), [
      ['A', ['Pet updates']],
      ['B', ['Pet updates']],
    ]);
  });

  it('MDX `asyncapi` frontmatter names a channel, with or without the document path; title and description default from the channel', () => {
    const mdx = [page('live/pets.mdx', { asyncapi: 'petUpdates' }), page('live/chat.mdx', { asyncapi: 'live.yaml shelterChat', title: 'Chat with us' })];
    const manifest = resolve({ pages: ['live/pets', 'live/chat'] }, { mdx });
    assert.deepEqual(manifest.diagnostics, []);
    const pets = manifest.routes.find((r) => r.slug === 'live/pets')!;
    assert.deepEqual(
      [pets.kind, pets.channel, pets.title, pets.description, pets.playground],
      ['mdx', { spec: 'live.yaml', id: 'petUpdates' }, 'Pet updates', "Follow a pet's status.", 'interactive'],
    );
    const chat = manifest.routes.find((r) => r.slug === 'live/chat')!;
    assert.deepEqual([chat.channel, chat.title], [{ spec: 'live.yaml', id: 'shelterChat' }, 'Chat with us']);
    assert.deepEqual(
      badges(manifest),
      [
        ['Pet updates', 'WS'],
        ['Chat with us', 'WS'],
      ],
      'listed MDX channel pages carry the badge too',
    );
  });

  it('MDX `asyncapi` frontmatter: an unknown channel warns; no path with two documents, or with none, says why', () => {
    const unknown = resolve({ pages: [] }, { mdx: [page('p.mdx', { asyncapi: 'nope' })] });
    assert.deepEqual(codes(unknown), ['MDX_ASYNCAPI_NOT_FOUND']);
    assert.equal(unknown.diagnostics[0]!.severity, 'warning');
    assert.deepEqual([unknown.diagnostics[0]!.file, unknown.diagnostics[0]!.pointer], ['p.mdx', '/asyncapi']);
    assert.equal(unknown.routes[0]!.channel, undefined, 'the page builds without a channel');
    const two = { 'live.yaml': liveModel(), 'other.yaml': liveModel('Other') };
    const ambiguous = resolve({ pages: [] }, { asyncapi: two, mdx: [page('p.mdx', { asyncapi: 'petUpdates' })] });
    assert.deepEqual(codes(ambiguous), ['MDX_ASYNCAPI_AMBIGUOUS']);
    assert.equal(ambiguous.diagnostics[0]!.severity, 'error', 'as for `openapi` frontmatter with several specs');
    assert.match(ambiguous.diagnostics[0]!.message, /does not say which of 2 AsyncAPI documents \(live\.yaml, other\.yaml\)/);
    const named = resolve({ pages: [] }, { asyncapi: two, mdx: [page('p.mdx', { asyncapi: 'other.yaml petUpdates' })] });
    assert.deepEqual(named.diagnostics, []);
    assert.deepEqual(named.routes[0]!.channel, { spec: 'other.yaml', id: 'petUpdates' });
    const elsewhere = resolve({ pages: [] }, { mdx: [page('p.mdx', { asyncapi: 'nowhere.yaml petUpdates' })] });
    assert.deepEqual(codes(elsewhere), ['MDX_ASYNCAPI_NOT_FOUND']);
    assert.match(elsewhere.diagnostics[0]!.message, /nowhere\.yaml, which the site does not load/);
    const none = resolve({ pages: [] }, { asyncapi: {}, mdx: [page('p.mdx', { asyncapi: 'petUpdates' })] });
    assert.deepEqual(codes(none), ['NAV_NO_DEFAULT_ASYNCAPI']);
  });

  it('an MDX page and a generated page for the same channel conflict (ROUTE_CONFLICT naming both), as does an MDX file where a generated page would go', () => {
    const mdx = [page('live/pets.mdx', { asyncapi: 'petUpdates' })];
    const both = resolve({ asyncapi: 'live.yaml', pages: ['channel petUpdates', 'live/pets'] }, { mdx });
    const conflict = both.diagnostics.find((d) => d.code === 'ROUTE_CONFLICT');
    assert.match(conflict!.message, /petUpdates/);
    assert.match(conflict!.message, /live\/pets\.mdx/);
    assert.equal(conflict!.pointer, '/navigation/pages/0');
    const auto = resolve({ tabs: [{ tab: 'Live', asyncapi: 'live.yaml' }] }, { mdx });
    assert.deepEqual(codes(auto), ['ROUTE_CONFLICT'], 'every-channel generation meets the MDX page too');
    const squatter = resolve({ asyncapi: 'live.yaml', pages: ['channel petUpdates'] }, { mdx: [page('channels/pet-updates.mdx', { title: 'Hand-written' })] });
    assert.deepEqual(codes(squatter), ['ROUTE_CONFLICT']);
    assert.match(squatter.diagnostics[0]!.message, /channels\/pet-updates\.mdx/);
  });

  it('the nav badge is WS only for channels with a ws/wss server', () => {
    const manifest = resolve({ asyncapi: 'live.yaml' });
    assert.deepEqual(badges(manifest), [
      ['Pet updates', 'WS'],
      ['Shelter chat', 'WS'],
      ['sensorFeed', undefined],
    ]);
    const model = liveModel();
    model.servers = [server('broker', 'mqtt'), server('local', 'ws')];
    const plain = resolve({ asyncapi: 'live.yaml', pages: ['channel shelterChat', 'channel petUpdates'] }, { asyncapi: { 'live.yaml': model } });
    assert.deepEqual(
      badges(plain),
      [
        ['Shelter chat', undefined],
        ['Pet updates', 'WS'],
      ],
      'shelterChat names a server that is not there',
    );
  });

  it('the WebSocket playground is off without a ws/wss server, with `playground: none` frontmatter, or with api.playground.display none', () => {
    const manifest = resolve({ asyncapi: 'live.yaml' });
    assert.equal(channelRoute(manifest, 'petUpdates')?.playground, 'interactive');
    assert.equal(channelRoute(manifest, 'sensorFeed')?.playground, 'none');
    const mdx = [
      page('pets.mdx', { asyncapi: 'petUpdates', playground: 'none' }),
      page('chat.mdx', { asyncapi: 'shelterChat' }),
      page('feed.mdx', { asyncapi: 'sensorFeed' }),
    ];
    const pages = resolve({ pages: ['pets', 'chat', 'feed'] }, { mdx });
    assert.deepEqual(
      pages.routes.map((r) => [r.slug, r.playground]),
      [
        ['pets', 'none'],
        ['chat', 'interactive'],
        ['feed', 'none'],
      ],
    );
    const off = resolve({ asyncapi: 'live.yaml', pages: ['channel petUpdates', 'chat'] }, { mdx: [mdx[1]!], api: { playground: { display: 'none' } } });
    assert.deepEqual(
      off.routes.map((r) => r.playground),
      ['none', 'none'],
      'the site-wide switch turns channel playgrounds off too',
    );
    const simple = resolve({ asyncapi: 'live.yaml', pages: ['channel petUpdates'] }, { api: { playground: { display: 'simple' } } });
    assert.equal(channelRoute(simple, 'petUpdates')?.playground, 'interactive', '`simple` (no Send) has no WebSocket meaning: the playground stays');
  });

  it('a channel without an address (a reply channel) has no playground: there is no URL to connect to', () => {
    const model = liveModel();
    model.channels.push(channel('replies', { title: 'Replies' }));
    const manifest = resolve({ asyncapi: 'live.yaml', pages: ['channel replies', 'channel shelterChat'] }, { asyncapi: { 'live.yaml': model } });
    assert.equal(channelRoute(manifest, 'replies')?.playground, 'none');
    assert.equal(channelRoute(manifest, 'shelterChat')?.playground, 'interactive');
  });

  it('channel keys with spaces work in entries and frontmatter, with or without the document path', () => {
    const model = liveModel();
    model.channels.push(channel('chat room', { title: 'Chat room', address: '/rooms/chat' }));
    const asyncapi = { 'live.yaml': model };
    const entries = resolve({ asyncapi: 'live.yaml', pages: ['channel chat room', 'live.yaml channel chat room'] }, { asyncapi });
    assert.deepEqual(entries.diagnostics, []);
    assert.equal(channelRoute(entries, 'chat room')?.slug, 'channels/chat-room');
    const mdx = [page('with-path.mdx', { asyncapi: 'live.yaml chat room' }), page('without.mdx', { asyncapi: 'chat room' })];
    const pages = resolve({ pages: ['with-path', 'without'] }, { asyncapi, mdx });
    assert.deepEqual(pages.diagnostics, []);
    assert.deepEqual(
      pages.routes.map((r) => r.channel?.id),
      ['chat room', 'chat room'],
    );
    assert.deepEqual(
      collectAsyncApiSources({ name: 'T', navigation: {} } as unknown as DocsConfig, mdx),
      ['live.yaml'],
      'a lone key with a space is not read as a document path',
    );
  });

  it('the version comes from the enclosing element, as for operation pages', () => {
    const manifest = resolve({ versions: [{ version: 'v2', asyncapi: 'live.yaml' }] });
    assert.equal(channelRoute(manifest, 'petUpdates')?.version, 'v2');
  });

  it('the documents a site loads: element asyncapi, entry prefixes, api.asyncapi (for MDX pages only) and frontmatter prefixes, each once', () => {
    const config = {
      name: 'T',
      api: { asyncapi: ['./extra.yaml', { source: 'live.yaml' }], openapi: 'only-mdx.yaml' },
      navigation: { asyncapi: { source: 'live.yaml', directory: 'ws' }, pages: ['v2/other.yaml channel a', 'channel b', 'GET /pets'] },
    } as unknown as DocsConfig;
    const mdx = [page('a.mdx', { asyncapi: 'fm.yaml c' }), page('b.mdx', { asyncapi: 'd' })];
    assert.deepEqual(collectAsyncApiSources(config, mdx), ['live.yaml', 'v2/other.yaml', 'extra.yaml', 'fm.yaml']);
    assert.deepEqual(collectSpecSources(config, mdx), ['only-mdx.yaml'], 'api.openapi is loaded the same way; channel entries are not OpenAPI specs');
  });

  it('an element with both openapi and asyncapi and nothing listed gets every operation, then every channel', () => {
    const config = { name: 'T', navigation: { tabs: [{ tab: 'API', openapi: 'openapi.yaml', asyncapi: 'live.yaml' }] } } as unknown as DocsConfig;
    const manifest = resolveNavigation({ config, specs: new Map([['openapi.yaml', petsSpec()]]), asyncapi: new Map([['live.yaml', liveModel()]]), mdx: [] });
    assert.deepEqual(manifest.diagnostics, []);
    const [tab] = outline(manifest.nav) as [string, unknown[]][];
    assert.deepEqual(tab![1].slice(-3), ['Pet updates', 'Shelter chat', 'sensorFeed']);
    assert.ok(
      tab![1].some((n) => Array.isArray(n) && n[0] === 'pets'),
      'the operations keep their tag groups',
    );
  });

  it('a document that failed to load adds nothing here (its loader already reported why)', () => {
    const manifest = resolve(
      {
        tabs: [
          { tab: 'Live', asyncapi: 'live.yaml', pages: ['channel petUpdates'] },
          { tab: 'All', asyncapi: 'live.yaml' },
        ],
      },
      { asyncapi: { 'live.yaml': undefined } },
    );
    assert.deepEqual(manifest.diagnostics, []);
    assert.equal(manifest.routes.length, 0);
  });
});
