// `@quire/mcp/astro` in an Astro project of its own, as the deploy docs tell users to add it:
// `quire()` and `quireMcp()` with the node adapter, built by Astro's CLI, its server started as its
// own process, and the official MCP SDK client on /mcp: the tools and pages the build bundled.
import { strict as assert } from 'node:assert';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { writeFiles } from '../../../test-support/write-files.ts';

const repo = resolve(import.meta.dirname, '../../..');
const ASTRO = join(repo, 'node_modules/astro/bin/astro.mjs');

const files: Record<string, string> = {
  'package.json': '{ "type": "module" }\n',
  'astro.config.mjs': `import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import quire from '@quire/astro';
import { quireMcp } from '@quire/mcp/astro';

export default defineConfig({
  base: '/kennel',
  adapter: node({ mode: 'standalone' }),
  integrations: [quire({ docs: './docs' }), quireMcp({ docs: './docs' })],
});
`,
  'docs/docs.json': JSON.stringify({
    name: 'Kennel',
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index'] },
        { group: 'API', openapi: 'openapi.yaml' },
      ],
    },
  }),
  'docs/index.mdx': '---\ntitle: Welcome to Kennel\n---\n\nKennel keeps track of dogs: [list them](/api-reference/list-dogs).\n',
  'docs/openapi.yaml': `openapi: 3.1.0
info: { title: Kennel API, version: 1.0.0 }
x-docs: { mcp: { enabled: true } }
servers: [{ url: 'https://api.kennel.example' }]
paths:
  /dogs:
    get: { operationId: listDogs, summary: List dogs, responses: { '200': { description: The dogs. } } }
`,
};

/** A port nothing listens on now, for a server that takes its port from the environment. */
function freePort(): Promise<number> {
  return new Promise((found) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => found(port));
    });
  });
}

let server: ChildProcess | undefined;
after(() => void server?.kill('SIGTERM'));

describe('quireMcp in an Astro project with the node adapter', () => {
  it('serves /kennel/mcp from the built server: the tools, and the pages with the base in their links', { timeout: 300_000 }, async () => {
    const dir = await writeFiles(files);
    mkdirSync(join(dir, 'node_modules'));
    for (const name of readdirSync(join(repo, 'node_modules'))) {
      if (!name.startsWith('.')) symlinkSync(join(repo, 'node_modules', name), join(dir, 'node_modules', name));
    }
    const build = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = spawn(process.execPath, [ASTRO, 'build'], { cwd: dir, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('close', (code) => done({ code, output }));
    });
    assert.equal(build.code, 0, build.output);
    assert.match(
      build.output,
      /MCP: agents connect to \/kennel\/mcp \(streamable HTTP\), a server function of the node adapter: search, get_page and 1 API tool\./,
    );

    const port = await freePort();
    server = spawn(process.execPath, [join(dir, 'dist/server/entry.mjs')], {
      cwd: dir,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: 'ignore',
    });
    const url = new URL(`http://127.0.0.1:${port}/kennel/mcp`);
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(url)
        .then((r) => r.status === 405)
        .catch(() => false));
      i++
    )
      await new Promise((wait) => setTimeout(wait, 100));

    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url));
    try {
      assert.deepEqual((await client.listTools()).tools.map((t) => t.name).sort(), ['get_page', 'listDogs', 'search']);
      const page = await client.callTool({ name: 'get_page', arguments: { path: '/kennel/' } });
      const text = (page.content as { text: string }[])[0]?.text ?? '';
      assert.match(text, /^# Welcome to Kennel\n\nKennel keeps track of dogs: \[list them\]\(\/kennel\/api-reference\/list-dogs\/\)\./, text);
    } finally {
      await client.close();
    }
  });
});
