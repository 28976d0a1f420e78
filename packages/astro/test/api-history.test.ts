// A docs repository whose spec changed over several commits: its pages say when each endpoint
// and schema was added, changed and deprecated, and the spec gets a changelog page of the site
// (in its layout and navigation), a Markdown twin and an Atom feed that list the same changes,
// each linking to its page. A build that reads
// the history from its cache, after one more commit, writes the same pages as a clean build.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { commitHistory, commitVersion, listEveryPetHistory, steps } from '../../../test-support/pet-history.ts';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { section, textOf } from './build-site.ts';

const cli = join(import.meta.dirname, '../../cli/bin/quire.js');

const liveVersion = (version: string, channels: string) =>
  `asyncapi: 3.0.0\ninfo: { title: Live, version: ${version} }\nchannels:\n${channels}operations:\n  onPet: { action: send, channel: { $ref: '#/channels/pets' } }\n`;
const liveVersions = [
  liveVersion(
    '1.0.0',
    '  pets:\n    address: pets\n    messages:\n      petAdopted: { payload: { type: object } }\n      petFed: { payload: { type: object } }\n',
  ),
  liveVersion(
    '1.1.0',
    '  pets:\n    address: pets\n    messages:\n      petAdopted: { payload: { type: object, properties: { name: { type: string } } } }\n  visits:\n    address: visits\n    messages:\n      visitBooked: { payload: { type: object } }\n',
  ),
];

// An AsyncAPI 2.x document's: keyed by the ids of its pages, made from its 3.0 conversion (a channel by its address).
const eventsVersion = (version: string, fields: string, more = '') =>
  `asyncapi: 2.6.0\ninfo: { title: Events, version: ${version} }\nchannels:\n  pets/adopted:\n    subscribe:\n      message: { messageId: petAdopted, payload: { type: object, properties: { ${fields} } } }\n${more}`;
const eventsVersions = [
  eventsVersion('1.0.0', 'id: { type: integer }, name: { type: string }'),
  eventsVersion('1.1.0', 'id: { type: integer }', '  visits:\n    subscribe:\n      message: { messageId: visitBooked, payload: { type: object } }\n'),
];

describe('API change history from git', () => {
  let docs = '';
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: docs, env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
  let work = '';
  const read = (out: string, path: string) => readFileSync(join(out, path), 'utf8');
  // Each build is its own `quire build` process, as on a machine or the hosting service.
  const build = async (out: string, cache: string[]) => {
    await promisify(execFile)(process.execPath, [cli, 'build', docs, '-o', join(work, out), '--site', 'https://docs.example.com', ...cache], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    return join(work, out);
  };
  let incremental = '';
  let clean = '';

  before(async () => {
    docs = await mkdtemp(join(tmpdir(), 'quire-api-history-'));
    work = await mkdtemp(join(tmpdir(), 'quire-api-history-out-'));
    await writeFile(
      join(docs, 'docs.json'),
      JSON.stringify({
        name: 'Pets',
        navigation: {
          groups: [
            { group: 'Home', pages: ['index'] },
            { group: 'API', openapi: 'openapi.yaml' },
            { group: 'Live', asyncapi: 'live.yaml' },
            { group: 'Events', asyncapi: 'events.yaml' },
          ],
        },
      }),
    );
    await writeFile(join(docs, 'index.mdx'), '---\ntitle: Pets\n---\n\nAdopt a pet.\n');
    commitHistory(docs, steps.length);
    // An AsyncAPI document's history too: a channel added, a message removed from another.
    for (const [i, text] of liveVersions.entries()) {
      await writeFile(join(docs, 'live.yaml'), text);
      git('add', 'live.yaml');
      git('commit', '-q', '-m', `Live ${i + 1}`);
    }
    for (const [i, text] of eventsVersions.entries()) {
      await writeFile(join(docs, 'events.yaml'), text);
      git('add', 'events.yaml');
      git('commit', '-q', '-m', `Events ${i + 1}`);
    }
    const cache = ['--cache-dir', join(work, 'cache')];
    await build('first', cache);
    commitVersion(docs, steps.length);
    incremental = await build('incremental', cache);
    clean = await build('clean', ['--no-cache']);
  });

  it('endpoint and schema pages say when they were added, changed and deprecated, and link the changelog', () => {
    const line = (path: string) => textOf(section(read(incremental, `${path}/index.html`), 'p.api-history'));
    assert.equal(line('api-reference/list-every-pet'), 'Changed in 2.2.0 , 2.0.0 , 1.1.0 · Changelog');
    assert.equal(line('api-reference/get-a-pet'), 'Deprecated since 2.0.0 · Changelog');
    assert.equal(line('api-reference/add-a-pet'), 'Changed in 2.2.0 , 2.0.0 · Changelog');
    assert.match(line('api-reference/webhooks/pet-returned'), /^Added in 2\.1\.0 · Changelog$/);
    assert.match(read(incremental, 'api-reference/get-a-pet/index.html'), /<a href="\/changelog\/openapi\/">Changelog<\/a>/);
    // Rows too (row-history.test.ts has each kind): a parameter, and a field of the component schema the response shows.
    const list = read(incremental, 'api-reference/list-every-pet/index.html');
    assert.match(list, /<code class="q-field-name">sort<\/code><span>string<\/span><span class="q-since">Added in 1\.1\.0<\/span>/);
    assert.match(list, /<code class="q-field-name">color<\/code><span>string<\/span><span class="q-since">Added in 1\.1\.0<\/span>/);
    // The page's Markdown twin says the same, after the page's text (MCP's get_page too: list-changes.test.ts).
    assert.ok(read(incremental, 'api-reference/list-every-pet.md').endsWith(`\n\n${listEveryPetHistory}`));
  });

  it('the changelog page, its Markdown and its feed list every change of the history, newest first, each linking to its page', () => {
    const html = read(incremental, 'changelog/openapi/index.html');
    const markdown = read(incremental, 'changelog/openapi.md');
    const feed = read(incremental, 'changelog/openapi.xml');
    const all = steps.flatMap((s) => s.changes);
    assert.equal((markdown.match(/^- /gm) ?? []).length, all.length, 'one line per change, none for the prose-only commit');
    assert.deepEqual(
      [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]),
      ['2.2.0', '2.1.0', '2.0.0', '1.1.0'],
    );
    assert.match(
      markdown,
      /^- \*\*Breaking\*\* \[`GET \/pets`\]\(\/api-reference\/list-every-pet\/\): The query parameter `limit` became required\. \(`parameter-made-required`\)$/m,
    );
    assert.match(
      html,
      /<li class="breaking"><strong>Breaking<\/strong> <a href="\/api-reference\/list-every-pet\/"><code>GET \/pets<\/code><\/a>: The query parameter <code>limit<\/code> became required\./,
    );
    assert.deepEqual(
      [...html.matchAll(/<h2 id="[^"]+">([^<]+)<\/h2>/g)].map((m) => m[1]),
      ['2.2.0', '2.1.0', '2.0.0', '1.1.0'],
    );
    assert.equal((feed.match(/<entry>/g) ?? []).length, 4);
    assert.match(feed, /<title>Pets 2\.0\.0: 8 changes, 5 breaking<\/title>/);
    assert.match(feed, /: The query parameter &lt;code&gt;limit&lt;\/code&gt; became required\./);
    assert.match(feed, /href=&quot;https:\/\/docs\.example\.com\/api-reference\/list-every-pet\/&quot;/);
    const json = JSON.parse(read(incremental, '_quire/changes/openapi.json')) as { entries: { changes: unknown[] }[] };
    assert.equal(json.entries.flatMap((e) => e.changes).length, all.length);
  });

  it('the changelog is a page of the site: in its layout, at the end of the API group of the navigation, searchable, linking its feed', () => {
    const html = read(incremental, 'changelog/openapi/index.html');
    assert.match(html, /<link rel="alternate" type="application\/atom\+xml" href="\/changelog\/openapi\.xml">/);
    assert.match(html, /<h1>\s*Pets: changelog/);
    assert.match(html, /<main id="content" data-pagefind-body/, 'search indexes it');
    assert.match(html, /<a href="#v2-2-0"/, 'the table of contents lists the versions');
    // Every page's sidebar lists it last in the group that holds the spec's pages.
    const sidebar = textOf(section(read(incremental, 'index.html'), 'nav.sidebar'));
    // Three specs have a history here: each entry names its spec.
    assert.match(sidebar, /API Endpoints .* Webhooks .* Pets changelog Live pets visits Live changelog Events pets\/adopted visits Events changelog$/s);
    assert.match(read(incremental, 'index.html'), /<a href="\/changelog\/openapi\/"[^>]*>Pets changelog<\/a>/);
  });

  it("an AsyncAPI document's channels have a history too: markers on a channel page, and a changelog of their own", () => {
    const live = read(incremental, 'changelog/live.md');
    assert.match(live, /^- \[`channel visits`\]\(\/[^)]+\/\): The channel was added\. \(`channel-added`\)$/m);
    assert.match(live, /^- \*\*Breaking\*\* \[`channel pets`\]\(\/[^)]+\/\): The message `petFed` was removed\. \(`message-removed`\)$/m);
    const visits = /\[`channel visits`\]\((\/[^)]+\/)\)/.exec(live)![1]!;
    assert.equal(textOf(section(read(incremental, `${visits.slice(1)}index.html`), 'p.api-history')), 'Added in 1.1.0 · Changelog');
    assert.match(read(incremental, `${visits.slice(1, -1)}.md`), /\n## Change history\n\nAdded in 1\.1\.0\n$/);
    // Its rows too (row-history.test.ts has each kind): a payload field added.
    const pets = /\[`channel pets`\]\((\/[^)]+\/)\)/.exec(live)![1]!;
    assert.match(
      read(incremental, `${pets.slice(1)}index.html`),
      /<code class="q-field-name">name<\/code><span>string<\/span><span class="q-since">Added in 1\.1\.0<\/span>/,
    );
  });

  it("an AsyncAPI 2.x document's channels have one as well, by the ids of their pages", () => {
    const events = read(incremental, 'changelog/events.md');
    assert.match(events, /^- \[`channel visits`\]\(\/[^)]+\/\): The channel was added\. \(`channel-added`\)$/m);
    assert.match(
      events,
      /^- \*\*Breaking\*\* \[`channel pets\/adopted`\]\(\/[^)]+\/\): `name` was removed from the payload of message `petAdopted`\. \(`response-property-removed`\)$/m,
    );
    const visits = /\[`channel visits`\]\((\/[^)]+\/)\)/.exec(events)![1]!;
    assert.equal(textOf(section(read(incremental, `${visits.slice(1)}index.html`), 'p.api-history')), 'Added in 1.1.0 · Changelog');
    const adopted = /\[`channel pets\/adopted`\]\((\/[^)]+\/)\)/.exec(events)![1]!;
    assert.equal(textOf(section(read(incremental, `${adopted.slice(1)}index.html`), 'p.api-history')), 'Changed in 1.1.0 · Changelog');
  });

  it('a build that read the history from its cache writes what a clean build writes', () => {
    for (const path of [
      'api-reference/list-every-pet/index.html',
      'api-reference/webhooks/pet-returned/index.html',
      'api-reference/list-every-pet.md',
      'changelog/openapi/index.html',
      'changelog/openapi.xml',
      'changelog/openapi.md',
    ]) {
      assert.equal(read(incremental, path), read(clean, path), path);
    }
  });
});
