// `quire build --adapter netlify|vercel|cloudflare`: their runtimes cannot run here, so each
// output is checked for what its host needs: the function files, the routes that send
// POST /api/request and /mcp to the function, and every page still a prerendered file. (The node
// adapter's output is run for real, relay and MCP: e2e/adapter-node.spec.ts.)
import { strict as assert } from 'node:assert';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { adapterNames } from '@quire/astro/standalone';
import { adapters } from '../src/command-options.ts';
import { runQuire, writeFiles } from './run-quire.ts';

const docs = () =>
  writeFiles({
    'docs.json': JSON.stringify({
      name: 'Hosted',
      navigation: {
        groups: [
          { group: 'Guide', pages: ['index'] },
          { group: 'API', openapi: 'api.yaml' },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nServed by a host.\n',
    'api.yaml':
      "openapi: 3.1.0\ninfo: { title: Mini, version: 1.0.0 }\nservers: [{ url: https://mini.test }]\npaths:\n  /things:\n    get: { operationId: listThings, summary: List things, responses: { '200': { description: OK } } }\n",
  });

/** Every file under a folder, as paths relative to it. */
function filesIn(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((path) => !lstatSync(join(dir, path)).isDirectory());
}

/** The bare packages the function's modules import: none, as it is bundled whole (a host installs nothing for it). */
function packagesImported(dir: string): string[] {
  const found = new Set<string>();
  for (const file of filesIn(dir).filter((f) => f.endsWith('.mjs'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"'./\n][^"'\n]*)["']|\bimport\(\s*["']([^"'./\n][^"'\n]*)["']\s*\)/g,
    )) {
      const name = m[1] ?? m[2]!;
      if (!name.startsWith('node:') && !name.startsWith('cloudflare:')) found.add(name);
    }
  }
  return [...found];
}

async function build(adapter: string): Promise<{ dir: string; stdout: string }> {
  const dir = await docs();
  const result = await runQuire(['build', dir, '--adapter', adapter], dir);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, new RegExp(`^Playground: requests go through the relay at POST /api/request, a server function of the ${adapter} adapter`, 'm'));
  if (adapter !== 'cloudflare')
    assert.match(
      result.stdout,
      new RegExp(`^MCP: agents connect to /mcp \\(streamable HTTP\\), a server function of the ${adapter} adapter: search, get_page and 0 API tools\\.$`, 'm'),
    );
  return { dir, stdout: result.stdout };
}

describe('quire build --adapter', () => {
  it('knows the adapters Quire deploys with, and no other', async () => {
    assert.deepEqual([...adapters], [...adapterNames]);
    const dir = await docs();
    const result = await runQuire(['build', dir, '--adapter', 'heroku'], dir);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /--adapter expects one of node, netlify, vercel, cloudflare, not "heroku"/);
  });

  it('netlify: the pages in the publish folder, the relay in .netlify/v1/functions, self-contained', async () => {
    const { dir, stdout } = await build('netlify');
    assert.match(stdout, /Functions for netlify: \.netlify\/v1/);
    assert.ok(existsSync(join(dir, 'dist/api-reference/list-things/index.html')), 'pages stay prerendered files');
    const functionDir = join(dir, '.netlify/v1/functions/ssr');
    const handler = readFileSync(join(functionDir, 'ssr.mjs'), 'utf8');
    // The function answers what no file does (preferStatic): POST /api/request, nothing else.
    assert.match(handler, /path: '\/\*'/);
    assert.match(handler, /preferStatic: true/);
    assert.ok(
      filesIn(functionDir).some((f) => /relay-endpoint/.test(f)),
      'the relay is in the function',
    );
    assert.ok(
      filesIn(functionDir).some((f) => /mcp-endpoint/.test(f)),
      '/mcp is in the function',
    );
    assert.deepEqual(packagesImported(functionDir), []);
  });

  it('vercel: .vercel/output with the pages as static files and routes sending /api/request and /mcp to a Node function', async () => {
    const { dir } = await build('vercel');
    const output = join(dir, '.vercel/output');
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as { routes: { src?: string; dest?: string; handle?: string }[] };
    const filesystem = config.routes.findIndex((r) => r.handle === 'filesystem');
    const relay = config.routes.findIndex((r) => r.src === '^/api/request/?$' && r.dest === '_render');
    assert.ok(filesystem >= 0 && relay > filesystem, JSON.stringify(config.routes));
    const mcp = config.routes.findIndex((r) => r.src === '^/mcp/?$' && r.dest === '_render');
    assert.ok(mcp > filesystem, `/mcp goes to the function: ${JSON.stringify(config.routes)}`);
    assert.ok(
      filesIn(join(output, 'functions/_render.func')).some((f) => /mcp-endpoint/.test(f)),
      '/mcp is in the function',
    );
    const vc = JSON.parse(readFileSync(join(output, 'functions/_render.func/.vc-config.json'), 'utf8')) as { runtime: string; handler: string };
    assert.match(vc.runtime, /^nodejs/);
    assert.ok(existsSync(join(output, 'functions/_render.func', vc.handler)), vc.handler);
    assert.ok(existsSync(join(output, 'static/api-reference/list-things/index.html')));
    assert.ok(existsSync(join(output, 'static/pagefind/pagefind.js')), 'the search index is deployed with the pages');
    // No link back to this machine's node_modules: the function is bundled whole.
    assert.equal(existsSync(join(output, 'functions/_render.func/node_modules')), false);
    assert.deepEqual(packagesImported(join(output, 'functions/_render.func')), []);
  });

  it('cloudflare: a worker with the pages as its assets, whose relay refuses what a worker cannot check, and no /mcp', async () => {
    const { dir, stdout } = await build('cloudflare');
    assert.match(stdout, /^MCP: not served on cloudflare: a worker cannot pin the address a host name resolves to/m);
    const wrangler = JSON.parse(readFileSync(join(dir, 'dist/server/wrangler.json'), 'utf8')) as { main: string; assets: { directory: string } };
    assert.equal(wrangler.main, 'entry.mjs');
    assert.equal(wrangler.assets.directory, '../client');
    assert.ok(existsSync(join(dir, 'dist/client/api-reference/list-things/index.html')));
    const chunks = filesIn(join(dir, 'dist/server'));
    assert.ok(
      chunks.some((f) => /relay-refused/.test(f)),
      'the refusing relay is the route',
    );
    assert.ok(!chunks.some((f) => /relay-endpoint/.test(f)), 'no relay that would trust the worker to resolve names');
    assert.ok(!chunks.some((f) => /mcp-endpoint/.test(f)), 'no /mcp whose tool calls the worker could not check');
  });
});
