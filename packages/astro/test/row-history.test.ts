// Each row of a reference page (parameter, field, header, response, callback, enum value,
// alternative) says when it was added, changed or deprecated, from the spec's git history: the
// fixture history of test-support/pet-history.ts, committed version by version with real git.
import { strict as assert } from 'node:assert';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { specHistory, type SpecHistory } from '@quire/changes';
import { loadSpec, type ApiModel } from '@quire/openapi';
import type { Route } from '@quire/site';
import { commitHistory } from '../../../test-support/pet-history.ts';
import { escapeHtml } from '../src/data/escape-html.ts';
import { pageData, schemaSlugs } from '../src/data/page-data.ts';
import { renderReference } from '../src/reference/render-reference.ts';
import { defaultSettings } from './reference-fixture.ts';

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
  /** The badges in the head of the row named `name` (the first such row of the page). */
  const badges = (html: string, name: string) => {
    const head = new RegExp(`<code class="q-field-name">${name}</code>(.*?)</p>`).exec(html)?.[1] ?? '';
    return [...head.matchAll(/<span class="q-since[^"]*">([^<]+)<\/span>/g)].map((m) => m[1]);
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
