// Each row of a reference page (parameter, field, header, response, callback, enum value,
// alternative) says when it was added, changed or deprecated, from the spec's git history: the
// fixture history of test-support/pet-history.ts, committed version by version with real git.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { specHistory, type SpecHistory } from '@quire/changes';
import { loadAsyncApi } from '@quire/asyncapi';
import { loadSpec, type ApiModel } from '@quire/openapi';
import type { Route } from '@quire/site';
import { commitHistory } from '../../../test-support/pet-history.ts';
import { escapeHtml } from '../src/data/escape-html.ts';
import { pageData, schemaSlugs } from '../src/data/page-data.ts';
import { renderChannel } from '../src/reference/channel/render-channel.ts';
import { renderReference } from '../src/reference/render-reference.ts';
import { defaultSettings } from './reference-fixture.ts';

/** The badges in the head of the row named `name` (the first such row of the page). */
const badges = (html: string, name: string) => {
  const head = new RegExp(`<code class="q-field-name">${name}</code>(.*?)</p>`).exec(html)?.[1] ?? '';
  return [...head.matchAll(/<span class="q-since[^"]*">([^<]+)<\/span>/g)].map((m) => m[1]);
};

describe('row markers from the change history', () => {
  let model: ApiModel;
  let history: SpecHistory;
  before(async () => {
    const repo = await mkdtemp(join(tmpdir(), 'quire-row-history-'));
    commitHistory(repo);
    const loaded = await loadSpec(join(repo, 'openapi.yaml'));
    model = loaded.model!;
    history = (await specHistory(join(repo, 'openapi.yaml')))!;
  });

  const render = (key: string) => {
    const name = key.startsWith('schema ') ? key.slice(7) : undefined;
    const routes: Route[] = model.schemas.map((s) => ({
      slug: `schemas/${s.name.toLowerCase()}`,
      kind: 'schema',
      source: 'openapi.yaml',
      title: s.name,
      deprecated: false,
      hidden: true,
      schema: { spec: 'openapi.yaml', name: s.name },
      metadata: {},
    }));
    const route: Route = name
      ? routes.find((r) => r.schema?.name === name)!
      : {
          slug: 'page',
          kind: 'operation',
          source: 'openapi.yaml',
          title: key,
          deprecated: false,
          hidden: false,
          operation: { spec: 'openapi.yaml', key },
          metadata: {},
        };
    const sources = { nav: [], models: new Map([['openapi.yaml', model]]), schemaSlugs: schemaSlugs(routes), histories: new Map([['openapi.yaml', history]]) };
    const data = pageData(0, route, sources, {});
    return renderReference(data.api!, { ...defaultSettings, expanded: true }, (code) => escapeHtml(code)).main.value;
  };

  it("a schema page marks each field added, changed or deprecated, each enum value and alternative added, with the version's label", () => {
    const pet = render('schema Pet');
    assert.deepEqual(badges(pet, 'color'), ['Added in 1.1.0']);
    assert.deepEqual(badges(pet, 'name'), ['Deprecated since 2.0.0']);
    assert.deepEqual(badges(pet, 'kind'), ['Changed in 1.1.0']);
    assert.match(pet, /<code>bird<\/code><span class="q-since">Added in 1\.1\.0<\/span>/);
    assert.doesNotMatch(pet, /<code>cat<\/code><span class="q-since">/);
    assert.deepEqual(badges(pet, 'home'), ['Changed in 2.2.0']);
    assert.deepEqual(badges(pet, 'rooms'), ['Added in 2.2.0'], 'a field of an alternative kept since the first version');
    assert.match(
      pet,
      /<span>Boat<\/span><\/label><div class="q-tab-panel"><div><p class="schema-root"><span class="q-field-type">object<\/span><span class="q-since">Added in 2\.2\.0<\/span>/,
      "the new alternative's panel says so",
    );
    assert.doesNotMatch(
      pet,
      /<span>House<\/span><\/label><div class="q-tab-panel"><div><p class="schema-root"><span class="q-field-type">object<\/span><span class="q-since">/,
    );
    assert.deepEqual(badges(pet, 'id'), [], 'a field nothing happened to has no badge');
    assert.deepEqual(badges(render('schema NewPet'), 'owner'), ['Added in 2.1.0']);
  });

  it('an operation page marks its parameters, response headers, responses and callbacks, and the fields of the component schemas it shows from their own history', () => {
    const list = render('GET /pets');
    assert.deepEqual(badges(list, 'sort'), ['Added in 1.1.0']);
    assert.deepEqual(badges(list, 'limit'), ['Changed in 2.0.0']);
    assert.deepEqual(badges(list, 'X-Total-Count'), ['Added in 2.2.0']);
    assert.deepEqual(badges(list, 'color'), ['Added in 1.1.0'], 'a field of Pet, listed under the response');
    const add = render('POST /pets');
    assert.match(add, /petAdopted<\/strong> .*?<code class="endpoint-path">[^<]+<\/code><span class="q-since">Added in 2\.2\.0<\/span><\/summary>/);
  });
});

describe("row markers of an AsyncAPI channel's page", () => {
  // Version 1.1.0 adds a message, a payload field and a header, and deprecates a field.
  const live = (version: string, extra: { message: string; field: string; header: string; deprecated: string }) =>
    `asyncapi: 3.0.0
info: { title: Live, version: ${version} }
channels:
  petEvents:
    address: pets
    messages:
      petAdopted:
        headers: { type: object, properties: { traceId: { type: string }${extra.header} } }
        payload: { type: object, properties: { id: { type: integer${extra.deprecated} }${extra.field} } }
${extra.message}operations:
  onPet: { action: send, channel: { $ref: '#/channels/petEvents' } }
`;
  const versions = [
    live('1.0.0', { message: '', field: '', header: '', deprecated: '' }),
    live('1.1.0', {
      message: '      petFed: { payload: { type: object, properties: { meal: { type: string } } } }\n',
      field: ', name: { type: string }',
      header: ', region: { type: string }',
      deprecated: ', deprecated: true',
    }),
  ];
  let page = '';
  before(async () => {
    const repo = await mkdtemp(join(tmpdir(), 'quire-channel-rows-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
    git('init', '-q', '-b', 'main');
    for (const [i, text] of versions.entries()) {
      await writeFile(join(repo, 'live.yaml'), text);
      git('add', 'live.yaml');
      git('-c', 'user.email=docs@example.com', '-c', 'user.name=Docs', 'commit', '-q', '-m', `Version ${i + 1}`);
    }
    const model = (await loadAsyncApi(join(repo, 'live.yaml'))).model!;
    const history = (await specHistory(join(repo, 'live.yaml')))!;
    const route: Route = {
      slug: 'live/pet-events',
      kind: 'channel',
      source: 'live.yaml',
      title: 'petEvents',
      deprecated: false,
      hidden: false,
      channel: { spec: 'live.yaml', id: 'petEvents' },
      metadata: {},
    };
    const sources = {
      nav: [],
      models: new Map(),
      asyncModels: new Map([['live.yaml', model]]),
      schemaSlugs: new Map(),
      histories: new Map([['live.yaml', history]]),
    };
    // Through JSON, as the page's data file carries it.
    const data = JSON.parse(JSON.stringify(pageData(0, route, sources, {})));
    page = renderChannel(data.channel, { ...defaultSettings, expanded: true }, (code) => escapeHtml(code), data.channelRowHistory).main.value;
  });

  it('a message added says so beside its title, one kept since the first version does not', () => {
    assert.match(page, /<h4 class="channel-message-title">petFed<span class="q-since">Added in 1\.1\.0<\/span><\/h4>/);
    assert.match(page, /<h4 class="channel-message-title">petAdopted<\/h4>/);
  });

  it("a message's payload fields and headers are marked as an endpoint's fields are", () => {
    assert.deepEqual(badges(page, 'name'), ['Added in 1.1.0']);
    assert.deepEqual(badges(page, 'id'), ['Deprecated since 1.1.0']);
    assert.deepEqual(badges(page, 'region'), ['Added in 1.1.0'], 'a header added');
    assert.deepEqual(badges(page, 'traceId'), [], 'a header nothing happened to');
    assert.deepEqual(badges(page, 'meal'), [], "a new message's fields are new with it: its title says so");
  });
});
