import { strict as assert } from 'node:assert';
import { existsSync, globSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { eventually, freePort, settle, start } from './dev-server.ts';
import { miniDocs, miniDocsJson, miniSpec, runQuire, writeFiles } from './run-quire.ts';

const docs = () => miniDocs([], 'First version of the text.');

const codeTheme = { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } };

type Built = Promise<{ dir: string; result: Awaited<ReturnType<typeof runQuire>> }>;
/**
 * One `quire build` of `docs()` with three redirects (one a pattern) into <docs>/dist, made by the first test that
 * needs it: the tests that only read what that build said and wrote share it (a build is most of
 * such a test's time).
 */
let firstBuild: Built | undefined;
const builtDocs = () => {
  firstBuild ??= docs().then(async (dir) => {
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    const redirects = [
      { source: '/old-home', destination: '/' },
      { source: '/v1/things', destination: '/api-reference/list-things' },
      { source: '/v0/:slug*', destination: '/api-reference/:slug*', permanent: false },
    ];
    await writeFile(join(dir, 'docs.json'), JSON.stringify({ ...config, redirects }));
    return { dir, result: await runQuire(['build', dir], dir) };
  });
  return firstBuild;
};
/**
 * The same folder built again after that build, with a code theme in docs.json, into <docs>/again
 * (so that dist stays the first build's): a second build, and the theme's samples.
 */
let themedBuild: Built | undefined;
const builtAgainThemed = () => {
  themedBuild ??= builtDocs().then(async ({ dir }) => {
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    await writeFile(join(dir, 'docs.json'), JSON.stringify({ ...config, styling: codeTheme }));
    return { dir, result: await runQuire(['build', dir, '-o', join(dir, 'again')], dir) };
  });
  return themedBuild;
};

describe('quire build', () => {
  it('builds a docs folder without package.json or Astro config into <docs>/dist and says how many pages', async () => {
    const { dir, result } = await builtDocs();
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Built 2 pages into dist/);
    assert.match(await readFile(join(dir, 'dist/api-reference/list-things/index.html'), 'utf8'), /<h1>List things<\/h1>/);
    assert.ok(!existsSync(join(dir, 'node_modules')) && !existsSync(join(dir, '.astro')), 'the docs folder gets nothing but dist/ and .quire/');
  });

  it('in a log, says each phase on stderr as it starts, and the relay paragraph on the first build only', async () => {
    const { result: first } = await builtDocs();
    assert.equal(first.code, 0, first.stderr);
    const phases = ['Reading the docs', 'Bundling the site', 'Rendering 2 pages', 'Writing the search index', 'Writing the MCP tools'];
    const at = phases.map((phase) => first.stderr.indexOf(phase));
    assert.ok(
      at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!)),
      `each phase, in order:\n${first.stderr}`,
    );
    assert.doesNotMatch(first.stderr, /\x1b\[/, 'a log gets lines, not a redrawn status');
    assert.match(first.stdout, /^✓ Built 2 pages into dist in [\d.]+ s$/m, 'the last line is unchanged');
    assert.match(first.stdout, /^Playground: requests go through the relay at POST \/api\/request where the site is served with one/m);

    const { result: second } = await builtAgainThemed();
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /Built 2 pages into again/);
    assert.doesNotMatch(second.stdout, /Playground:/, 'the page cache holds an earlier build: the paragraph was said then');
  });

  it('counts the pages of the site, not the stand-in pages its redirects leave behind', async () => {
    const { dir, result } = await builtDocs();
    assert.equal(result.code, 0, result.stderr);
    assert.ok(existsSync(join(dir, 'dist/old-home/index.html')), 'the redirect has its stand-in page');
    assert.match(result.stdout, /Built 2 pages into dist/);
  });

  it("keeps the pages' data in one file, written anew each build without the pages that are gone", async () => {
    const dir = await docs();
    const twoOperations = miniSpec('List things').replace(
      'paths:\n',
      "paths:\n  /other:\n    get: { operationId: other, summary: Other summary, responses: { '200': { description: OK } } }\n",
    );
    await writeFile(join(dir, 'api.yaml'), twoOperations);
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    config.navigation.groups[1].pages.push('GET /other');
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    assert.equal((await runQuire(['build', dir], dir)).code, 0);
    // One file, not one per page: GitHub's 2,192 files cost seconds of a cold build on a busy disk.
    const dataFiles = () => globSync('.quire/site/.quire/*/pages/*', { cwd: dir }).sort();
    const [pack, ...others] = dataFiles();
    assert.deepEqual(others, [], 'no file per page');
    assert.match(await readFile(join(dir, pack!), 'utf8'), /Other summary/);

    config.navigation.groups[1].pages.pop();
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    await writeFile(join(dir, 'api.yaml'), miniSpec('List things'));
    assert.equal((await runQuire(['build', dir], dir)).code, 0);
    assert.deepEqual(dataFiles(), [pack], 'the same one file, and nothing left beside it');
    const text = await readFile(join(dir, pack!), 'utf8');
    assert.doesNotMatch(text, /Other summary/, "the removed page's data is gone");
    assert.match(text, /List things/);
  });

  it('exits 1 with the errors, their places and hints on a broken docs repo', async () => {
    // A value of the wrong type leaves no sensible site (a navigation entry naming no page is only a warning).
    const dir = await writeFiles({ 'docs.json': '{ "name": "Broken", "navigation": { "pages": ["index"] }, "theme": 42 }', 'index.mdx': '# Home\n' });
    const result = await runQuire(['build', dir, '-o', join(dir, 'out')], dir);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /docs\.json:1:\d+ .*`theme` must be a string/);
    assert.match(result.stderr, /\(Put the value in double quotes/, 'each error carries its hint');
    assert.match(result.stderr, /did not build: 1 error\./);
    assert.doesNotMatch(result.stderr, /save: the site reloads/, 'a build has no dev server to reload');
    assert.ok(!existsSync(join(dir, 'out/index.html')), 'nothing is published');
  });

  it('says what to do when the folder has no docs.json', async () => {
    const dir = await writeFiles({ 'readme.md': '# nothing\n' });
    const result = await runQuire(['build', dir], dir);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /has no docs\.json/);
  });
});

describe('quire preview', () => {
  it('serves a built site as a static host would: clean URLs, Markdown twins, a 404 page with status 404, nothing outside the folder; docs.json redirect patterns as the hosted platform does', async () => {
    const { dir, result } = await builtDocs();
    assert.equal(result.code, 0, result.stderr);
    const port = await freePort();
    const server = start(['preview', join(dir, 'dist'), '--port', String(port)]);
    const base = `http://127.0.0.1:${port}`;
    await eventually(`${base}/api-reference/list-things`, (body, status) => status === 200 && body.includes('<h1>List things</h1>'), server);
    const twin = await fetch(`${base}/api-reference/list-things.md`);
    assert.equal(twin.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const missing = await fetch(`${base}/no/such/page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page not found/);
    const traversal = await fetch(`${base}/..%2f..%2fdocs.json`);
    assert.equal(traversal.status, 404);
    // A docs.json pattern answers any path under it, not only the old paths of existing pages.
    const moved = await fetch(`${base}/v0/archived/thing`, { redirect: 'manual' });
    assert.equal(moved.status, 302);
    assert.equal(moved.headers.get('location'), '/api-reference/archived/thing/');
  });
});

describe('quire dev', () => {
  it('reloads as an MDX page, its frontmatter, a spec and docs.json change', async () => {
    const dir = await docs();
    const port = await freePort();
    const server = start(['dev', dir, '--port', String(port)]);
    const base = `http://localhost:${port}`;
    await eventually(`${base}/`, (body) => body.includes('First version of the text.'), server);
    await settle();

    await writeFile(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nSecond version of the text.\n');
    await eventually(`${base}/`, (body) => body.includes('Second version of the text.'), server);
    await settle();

    await writeFile(join(dir, 'index.mdx'), '---\ntitle: Start here\n---\n\nSecond version of the text.\n');
    await eventually(`${base}/api-reference/list-things`, (body) => /<a href="\/"[^>]*>Start here<\/a>/.test(body), server);
    await settle();

    await writeFile(join(dir, 'api.yaml'), miniSpec('List every thing'));
    await eventually(`${base}/api-reference/list-things`, (body) => body.includes('<h1>List every thing</h1>'), server);
    await settle();

    await writeFile(join(dir, 'guide.mdx'), '---\ntitle: A new guide\n---\n\nNew.\n');
    await writeFile(join(dir, 'docs.json'), miniDocsJson(['index', 'guide']));
    await eventually(`${base}/`, (body) => body.includes('>A new guide</a>'), server);
    await settle();

    // A .md page is MDX while MDX reads it, and Markdown once it does not, as `quire check` says.
    await writeFile(join(dir, 'notes.md'), '---\ntitle: Notes\n---\n\n<Tip>Read me first.</Tip>\n');
    await eventually(`${base}/notes`, (body, status) => status === 200 && /q-callout-tip[\s\S]*Read me first\./.test(body), server);
    await settle();
    await writeFile(join(dir, 'notes.md'), '---\ntitle: Notes\n---\n\nIt takes <5 minutes.\n\n<Tip>Read me first.</Tip>\n');
    await eventually(`${base}/notes`, (body, status) => status === 200 && body.includes('It takes &lt;5 minutes.'), server);
    await settle();

    // A snippet sees what the page including it imports, as on the hosted platform: an edit that
    // has it show one of those components shows it, though the snippet imports nothing itself.
    await mkdir(join(dir, 'snippets'), { recursive: true });
    await writeFile(join(dir, 'snippets/shelf.jsx'), 'export const Shelf = () => <b>On the shelf</b>;\n');
    await writeFile(join(dir, 'snippets/part.mdx'), 'A part of the page.\n');
    const page = "---\ntitle: Start here\n---\n\nimport { Shelf } from '/snippets/shelf.jsx';\nimport Part from '/snippets/part.mdx';\n\n<Part />\n";
    await writeFile(join(dir, 'index.mdx'), page);
    await eventually(`${base}/`, (body) => body.includes('A part of the page.'), server);
    await settle();
    await writeFile(join(dir, 'snippets/part.mdx'), 'A part of the page.\n\n<Shelf />\n');
    await eventually(`${base}/`, (body) => body.includes('<b>On the shelf</b>'), server);
  });
});

describe('quire dev renders interactive components in any order of visits', () => {
  it('a snippet with hooks, on a page visited after one whose own component has hooks', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Islands', navigation: { pages: ['a-filter', 'b-counter'] } }),
      'a-filter.mdx':
        '---\ntitle: Filter\n---\n\nexport const Filter = () => {\n  const [query, setQuery] = useState(\'\');\n  return <input aria-label="Filter" value={query} onInput={(event) => setQuery(event.target.value)} />;\n};\n\n<Filter />\n',
      'b-counter.mdx': "---\ntitle: Counter\n---\nimport { Counter } from '/snippets/counter.jsx';\n\n<Counter />\n",
      'snippets/counter.jsx':
        'export const Counter = () => {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;\n};\n',
    });
    const port = await freePort();
    const server = start(['dev', dir, '--port', String(port)]);
    const base = `http://localhost:${port}`;
    await eventually(`${base}/a-filter`, (body, status) => status === 200 && body.includes(`aria-label="Filter"`), server);
    // The page's own component had Preact found from Quire's packages; the snippet, in the docs
    // folder (no node_modules), must find the same Preact, not fail with "Cannot find module".
    // (Which module asks first follows the pages' names: these make it the page's own.)
    const counter = await fetch(`${base}/b-counter`, { headers: { accept: 'text/html' } });
    const body = await counter.text();
    assert.equal(counter.status, 200, server.output().slice(-2000));
    assert.match(body, /<astro-island[^>]*>[\s\S]*Clicked 0 times/);
  });
});

describe('quire dev highlights request samples in a worker started with it', () => {
  const samplesOf = (html: string) => html.match(/<pre class="q-code"[\s\S]*?<\/pre>/g)?.join('\n') ?? '';
  /** The samples of the endpoint page as `quire build` writes them (below 200 endpoints, highlighted on the main thread), without and with the code theme. */
  const built = async (themed: boolean) => {
    const { dir, result } = await (themed ? builtAgainThemed() : builtDocs());
    assert.equal(result.code, 0, result.stderr);
    return samplesOf(await readFile(join(dir, themed ? 'again' : 'dist', 'api-reference/list-things/index.html'), 'utf8'));
  };

  it("with the HTML a build gives, in Quire's colors and in the docs.json code theme a restart brings in", async () => {
    const [palette, github] = [await built(false), await built(true)];
    assert.match(palette, /<q-t[a-z]>/, 'the samples are colored');
    assert.notEqual(github, palette);

    const dir = await docs();
    const port = await freePort();
    const server = start(['dev', dir, '--port', String(port)]);
    const url = `http://localhost:${port}/api-reference/list-things`;
    assert.equal(samplesOf(await eventually(url, (body) => body.includes('<pre class="q-code"'), server)), palette);
    await settle();

    // The worker outlives the restart: its next batches carry the new theme.
    await writeFile(join(dir, 'docs.json'), JSON.stringify({ ...JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8')), styling: codeTheme }));
    assert.equal(samplesOf(await eventually(url, (body) => samplesOf(body) !== '' && samplesOf(body) !== palette, server)), github);
  });
});

describe('quire dev writes the Markdown twins after its first pages', () => {
  it('a twin or llms.txt asked for at once is written for that request', async () => {
    const dir = await docs();
    const port = await freePort();
    const server = start(['dev', dir, '--port', String(port)]);
    const base = `http://localhost:${port}`;
    await eventually(`${base}/`, (body) => body.includes('First version of the text.'), server);
    const llms = await fetch(`${base}/llms.txt`);
    assert.equal(llms.status, 200);
    assert.match(await llms.text(), /\/api-reference\/list-things/);
    const twin = await fetch(`${base}/api-reference/list-things.md`);
    assert.equal(twin.status, 200);
    assert.match(await twin.text(), /^# List things\n[\s\S]*operationId: listThings/);
  });
});

describe('quire dev relays playground requests', () => {
  it('to a loopback server the spec declares, and to no other', async () => {
    const received: string[] = [];
    const api = createHttpServer((req, res) => {
      received.push(`${req.method} ${req.url} ${req.headers['x-api-key'] ?? ''} ${req.headers.cookie ?? ''}`);
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":7}');
    });
    await new Promise<void>((ready) => api.listen(0, '127.0.0.1', ready));
    after(() => api.close());
    const apiPort = (api.address() as { port: number }).port;
    const dir = await docs();
    await writeFile(join(dir, 'api.yaml'), miniSpec('List things').replace('https://mini.test', `http://127.0.0.1:${apiPort}/v1`));
    const port = await freePort();
    const server = start(['dev', dir, '--port', String(port)]);
    const base = `http://localhost:${port}`;
    await eventually(`${base}/api-reference/list-things`, (_, status) => status === 200, server);
    const send = (url: string) =>
      fetch(`${base}/api/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'dev-session=secret' },
        body: JSON.stringify({ method: 'POST', url, headers: { 'X-API-Key': 'k1' }, body: '{}', bodyEncoding: 'utf8' }),
      });

    const relayed = await send(`http://127.0.0.1:${apiPort}/v1/things`);
    assert.equal(relayed.status, 200);
    const answer = (await relayed.json()) as { status: number; body: string };
    assert.deepEqual([answer.status, answer.body], [201, '{"id":7}']);
    assert.deepEqual(received, ['POST /v1/things k1 '], "the API gets the payload's header, not the docs site's cookie");

    const refused = await send(`http://127.0.0.1:${apiPort + 1}/v1/things`);
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { type: string }).type, 'urn:quire:relay:target-not-allowed');
    assert.equal(received.length, 1);
  });
});
