// Hostile or odd files (issue 15): each gives a clear result, never a crash with a stack trace.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { bin, runQuire, writeFiles } from './run-quire.ts';

const noStackTrace = (output: string) => assert.doesNotMatch(output, /\n\s+at .+:\d+:\d+\)?\n|RangeError|EISDIR|EMFILE/, output);

describe('a folder named like a page', () => {
  const docs = {
    'docs.json': JSON.stringify({ name: 'Odd', navigation: { groups: [{ group: 'Guides', pages: ['intro', 'guide'] }] } }),
    'intro.mdx': '---\ntitle: Intro\n---\n# Intro\n',
    'guide.md': '---\ntitle: Guide\n---\n# Guide\n',
  };
  const addFolders = async (dir: string) => {
    await mkdir(join(dir, 'x.mdx'));
    await mkdir(join(dir, 'guides/y.md'), { recursive: true });
    await writeFile(join(dir, 'guides/y.md/notes'), 'not a page');
    await mkdir(join(dir, 'snippets/z.mdx'), { recursive: true });
  };

  it('quire check <docs> is the same with folders named x.mdx and y.md as without them', async () => {
    const dir = await writeFiles(docs);
    const without = await runQuire(['check', '.'], dir);
    await addFolders(dir);
    const withFolders = await runQuire(['check', '.'], dir);
    assert.equal(without.code, 0, without.stdout + without.stderr);
    assert.deepEqual(withFolders, without);
    assert.match(withFolders.stdout, /✓ \.: 2 pages \(2 MDX, 0 API\)/);
  });

  it('quire build <docs> builds the same pages with folders named x.mdx and y.md as without them', async () => {
    const dir = await writeFiles(docs);
    await addFolders(dir);
    const { code, stdout, stderr } = await runQuire(['build', '.', '-o', 'site'], dir);
    assert.equal(code, 0, stdout + stderr);
    noStackTrace(stdout + stderr);
    assert.match(stdout, /✓ Built 2 pages into site/);
    assert.ok(existsSync(join(dir, 'site/intro/index.html')) && existsSync(join(dir, 'site/guide/index.html')));
    assert.ok(!existsSync(join(dir, 'site/x/index.html')) && !existsSync(join(dir, 'site/x.mdx/index.html')));
  });
});

describe('25,000 MDX pages', () => {
  it('quire check reads them all with only 256 open files allowed: reads are bounded, no EMFILE', async (t) => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({
        name: 'Large',
        navigation: { groups: [{ group: 'Some', pages: ['part-0/page-0', 'part-12/page-500', 'part-24/page-999'] }] },
      }),
    });
    for (let part = 0; part < 25; part++) {
      await mkdir(join(dir, `part-${part}`));
      await Promise.all(
        Array.from({ length: 1000 }, (_, i) => writeFile(join(dir, `part-${part}`, `page-${i}.mdx`), `---\ntitle: Page ${part}.${i}\n---\nText.\n`)),
      );
    }
    const started = performance.now();
    // A limit low enough that opening every page at once fails, as it did on large real repos.
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile('sh', ['-c', 'ulimit -n 256 && exec "$0" "$1" check "$2"', process.execPath, bin, dir], { maxBuffer: 16 * 1024 * 1024 }, (error, out, err) =>
        done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout: out, stderr: err }),
      );
    });
    t.diagnostic(`quire check on 25,000 MDX files: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    noStackTrace(stdout + stderr);
    assert.equal(code, 0, stdout + stderr);
    assert.match(stdout, /: 25000 pages \(25000 MDX, 0 API\), 0 OpenAPI specs$/m);
  });
});

describe('a byte order mark at the start of a file', () => {
  const bom = '\uFEFF';
  const files = (mark: string): Record<string, string> => ({
    'docs.json': `${mark}{\n  "name": "Marked",\n  "grups": [],\n  "navigation": { "groups": [{ "group": "Guides", "openapi": "pets.json", "pages": ["intro", "GET /pets"] }, { "group": "YAML", "openapi": "pets.yaml" }, { "group": "Live", "asyncapi": "live.yaml" }] }\n}\n`,
    'pets.json': `${mark}{\n  "openapi": "3.1.0",\n  "info": { "title": "Pets", "version": "1" },\n  "paths": {\n    "/pets": { "get": { "responses": { "200": { "description": "ok" } } } },\n    "/odd": { "get": { "parameters": [{ "name": "q", "in": "body" }], "responses": { "200": { "description": "ok" } } } }\n  }\n}\n`,
    'pets.yaml': `${mark}openapi: 3.1.0\ninfo: { title: Yaml, version: "1" }\npaths:\n  /y:\n    get:\n      parameters:\n        - { name: q, in: body }\n      responses: { "200": { description: ok } }\n  /z:\n    get:\n      responses: { "200": { description: ok } }\n`,
    'live.yaml': `${mark}asyncapi: 3.0.0\ninfo: { title: Live, version: "1" }\nservers:\n  local: { host: "localhost:4010", protocol: ws }\nchannels:\n  live:\n    address: /live\n    messages:\n      ping: { payload: { type: string } }\noperations:\n  send:\n    action: send\n    channel: { $ref: "#/channels/live" }\n`,
    'intro.mdx': `${mark}---\ntitle: Intro page\nopenapi: pets.json GET /nope\n---\n# Hello\n`,
  });

  it('before docs.json, JSON and YAML OpenAPI specs, an AsyncAPI document and an MDX page: each is read as if it were absent', async () => {
    const dir = await writeFiles(files(bom));
    const { code, stdout, stderr } = await runQuire(['check', '.'], dir);
    noStackTrace(stdout + stderr);
    assert.equal(code, 0, stdout);
    assert.match(stdout, /✓ \.: 4 pages \(1 MDX, 2 API, 1 channel\), 2 OpenAPI specs, 1 AsyncAPI document/);
    const routes = JSON.parse((await runQuire(['routes', '.', '--json'], dir)).stdout) as { routes: { slug: string; title: string }[] };
    assert.equal(routes.routes.find((r) => r.slug === 'intro')?.title, 'Intro page', 'the frontmatter behind the mark is read');
    for (const spec of ['pets.json', 'pets.yaml', 'live.yaml']) {
      const alone = await runQuire(['check', spec], dir);
      noStackTrace(alone.stdout + alone.stderr);
      assert.match(alone.stdout, new RegExp(`^${spec.replace('.', '\\.')}:\\d+:\\d+ {2}|✓ ${spec.replace('.', '\\.')}: valid`, 'm'));
    }
  });

  it('line and column numbers of later diagnostics are those of the same files without the mark', async () => {
    const marked = await runQuire(['check', '.'], await writeFiles(files(bom)));
    const plain = await runQuire(['check', '.'], await writeFiles(files('')));
    assert.equal(marked.stdout, plain.stdout);
    assert.match(marked.stdout, /^docs\.json:3:3 {2}warning: Unknown key `grups`/m);
    assert.match(marked.stdout, /^pets\.json:6:\d+ {2}warning: .*`in` must be equal to one of the allowed values/m);
    assert.match(marked.stdout, /^pets\.yaml:7:\d+ {2}warning: .*`in` must be equal to one of the allowed values/m);
    assert.match(marked.stdout, /^intro\.mdx:3:1 {2}warning: `GET \/nope` is not in pets\.json/m);
  });
});

/**
 * A spec with four component schemas nested `depth` levels (properties in properties, an allOf
 * chain, items of items, oneOf in oneOf), used by one MCP-enabled operation. Built as text:
 * JSON.stringify itself overflows past ~4,000 levels.
 */
function deepSpec(depth: number): string {
  const nest = (open: string, close: string) => `${open.repeat(depth)}{"type":"string"}${close.repeat(depth)}`;
  const schemas = {
    Props: nest('{"type":"object","properties":{"p":', '}}'),
    AllOf: nest('{"allOf":[', ']}'),
    Items: nest('{"type":"array","items":', '}'),
    OneOf: nest('{"oneOf":[{"type":"integer"},', ']}'),
  };
  const ref = (name: string) => `{"$ref":"#/components/schemas/${name}"}`;
  return `{"openapi":"3.1.0","info":{"title":"Deep","version":"1"},"x-docs":{"mcp":{"enabled":true}},"servers":[{"url":"http://127.0.0.1:9/v1"}],"paths":{"/deep":{"post":{"operationId":"deep","parameters":[{"name":"q","in":"query","content":{"application/json":{"schema":${ref('Items')}}}}],"requestBody":{"content":{"application/json":{"schema":${ref('Props')}}}},"responses":{"200":{"description":"OK","content":{"application/json":{"schema":${ref('AllOf')}}}},"201":{"description":"Created","content":{"application/json":{"schema":${ref('OneOf')}}}}}}}},"components":{"schemas":{${Object.entries(
    schemas,
  )
    .map(([name, schema]) => `"${name}":${schema}`)
    .join(',')}}}}`;
}

describe('a schema nested 1,000 levels deep', () => {
  it('quire check <spec> passes with a warning that says what is not validated (time at 1,000 and 2,000 levels logged)', async (t) => {
    const dir = await writeFiles({ 'deep.json': deepSpec(1000), 'deeper.json': deepSpec(2000) });
    const seconds: string[] = [];
    for (const file of ['deep.json', 'deeper.json']) {
      const started = performance.now();
      const { code, stdout, stderr } = await runQuire(['check', file], dir);
      seconds.push(((performance.now() - started) / 1000).toFixed(2));
      noStackTrace(stdout + stderr);
      assert.equal(code, 0, stdout + stderr);
      assert.match(
        stdout,
        new RegExp(
          `^${file.replace('.', '\\.')}:1:\\d+ {2}warning: Nested more than 256 levels deep: what lies below is not validated \\(and 3 more places as deep\\)\\.`,
          'm',
        ),
      );
      assert.match(stdout, new RegExp(`✓ ${file.replace('.', '\\.')}: valid OpenAPI 3\\.1 \\(1 operation, 0 webhooks, 4 schemas\\) \\(0 errors, 1 warning\\)`));
    }
    t.diagnostic(`quire check: depth 1,000 ${seconds[0]} s, depth 2,000 ${seconds[1]} s (process start included)`);
  });

  it('quire generate <spec> writes the page', async () => {
    const dir = await writeFiles({ 'deep.json': deepSpec(1000) });
    const { code, stdout, stderr } = await runQuire(['generate', 'deep.json', '-o', 'pages'], dir);
    noStackTrace(stdout + stderr);
    assert.equal(code, 0, stdout + stderr);
    assert.match(await readFile(join(dir, 'pages/deep.mdx'), 'utf8'), /^---\ntitle: POST \/deep\nopenapi: POST \/deep\n---\n/);
  });

  it('quire mcp <docs> lists the operation as a tool whose input schema stops where it says so', async (t) => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Deep', navigation: { groups: [{ group: 'API', openapi: 'deep.json' }] } }),
      'deep.json': deepSpec(1000),
    });
    const started = performance.now();
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', dir], stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'quire-test', version: '1.0.0' });
    try {
      await client.connect(transport);
      const { tools } = await client.listTools();
      t.diagnostic(`quire mcp: tools listed ${((performance.now() - started) / 1000).toFixed(2)} s after start`);
      const deep = tools.find((tool) => tool.name === 'deep');
      assert.ok(deep, tools.map((tool) => tool.name).join());
      const schema = JSON.stringify(deep.inputSchema);
      assert.match(schema, /nested too deep: not expanded further/);
      assert.ok(schema.length < 20_000, `${schema.length} characters`);
    } finally {
      await client.close();
    }
    noStackTrace(stderr);
  });
});
