// An existing Astro project that adds Quire to its own config, built and served by Astro's own CLI
// as its users run it. Astro evaluates an astro.config.ts in a Vite module runner that it closes
// once the config is read (an AsyncAPI parser imported later crashed with "Vite module runner has
// been closed"), and an astro.config.mjs with Node's own import: both must give every feature.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { writeFiles } from '../../../test-support/write-files.ts';

const repo = resolve(import.meta.dirname, '../../..');
const ASTRO = join(repo, 'node_modules/astro/bin/astro.mjs');

const config = `import { defineConfig } from 'astro/config';
import quire from '@quire/astro';

export default defineConfig({ integrations: [quire({ docs: './docs' })] });
`;

const docs: Record<string, string> = {
  'docs/docs.json': JSON.stringify({
    name: 'Kennel',
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'API', openapi: 'openapi.yaml' },
        { tab: 'Live', asyncapi: 'asyncapi.yaml' },
      ],
    },
  }),
  'docs/index.mdx': `---
title: Welcome to Kennel
---
import Support from '/snippets/support.mdx';

Kennel keeps track of dogs.

<Support />
`,
  'docs/snippets/support.mdx': 'Stuck? Write to the kennel keepers.\n',
  'docs/openapi.yaml': `openapi: 3.1.0
info: { title: Kennel API, version: 1.0.0 }
servers:
  - url: https://api.kennel.example
paths:
  /dogs:
    get:
      operationId: listDogs
      summary: List dogs
      tags: [Dogs]
      responses:
        '200':
          description: The dogs.
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Dog' } }
    post:
      operationId: addDog
      summary: Add a dog
      tags: [Dogs]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Dog' }
      responses:
        '201': { description: Added. }
components:
  schemas:
    Dog:
      type: object
      required: [name]
      properties:
        name: { type: string }
`,
  'docs/asyncapi.yaml': `asyncapi: 3.0.0
info: { title: Kennel Live, version: 1.0.0 }
servers:
  live: { host: live.kennel.example, protocol: ws }
channels:
  barks:
    address: /barks
    title: Barks
    summary: Every bark, as it happens.
    messages:
      bark:
        payload:
          type: object
          properties:
            loudness: { type: integer }
operations:
  sendBark:
    action: send
    channel: { $ref: '#/channels/barks' }
`,
};

/** A temporary Astro project with Quire in `configFile`, its packages resolved from the repo's. */
async function astroProject(configFile: 'astro.config.ts' | 'astro.config.mjs'): Promise<string> {
  const dir = await writeFiles({ 'package.json': '{ "type": "module" }\n', [configFile]: config, ...docs });
  // Each package linked rather than the whole folder, so Vite's dependency cache
  // (node_modules/.vite) stays in this project instead of the repo's, which `npm run dev` uses.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(repo, 'node_modules'))) {
    if (!name.startsWith('.')) symlinkSync(join(repo, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return dir;
}

/** `astro <args>` in `cwd`, as the project's users run it; resolves when it ends. */
function astro(cwd: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [ASTRO, ...args], { cwd, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

function assertBuilt(dir: string, build: { code: number | null; output: string }): void {
  assert.equal(build.code, 0, `astro build failed:\n${build.output}`);
  const page = (path: string) => {
    const file = join(dir, 'dist', path, 'index.html');
    assert.ok(existsSync(file), `dist${path}/index.html exists`);
    return readFileSync(file, 'utf8');
  };
  assert.match(page('/api-reference/dogs/list-dogs'), /<span class="method method-get">GET<\/span>[\s\S]*<h1>List dogs<\/h1>/);
  assert.match(page('/api-reference/dogs/add-dog'), /<h1>Add a dog<\/h1>/);
  const channel = page('/channels/barks');
  assert.match(channel, /<h1>Barks<\/h1>/);
  assert.match(channel, /<span class="method method-ws">WS<\/span>/);
  assert.match(channel, />Connect<\/button>/);
  const home = page('/');
  assert.match(home, /Kennel keeps track of dogs\./);
  assert.match(home, /Stuck\? Write to the kennel keepers\./, "the snippet's text is in the page that imports it");
  // Written once the pages are, by modules loaded after the config's module runner was closed.
  assert.match(readFileSync(join(dir, 'dist/api-reference/dogs/list-dogs.md'), 'utf8'), /List dogs/, "the endpoint's Markdown twin");
  assert.ok(
    readdirSync(join(dir, 'dist/pagefind')).some((name) => name.startsWith('pagefind-entry')),
    'the search index',
  );
}

describe('an existing Astro project with Quire in its own config', () => {
  it('astro build with an astro.config.ts builds the endpoint pages, the channel page and the snippet', { timeout: 300_000 }, async () => {
    const dir = await astroProject('astro.config.ts');
    assertBuilt(dir, await astro(dir, ['build']));
  });

  it('astro build with an astro.config.mjs builds the same site', { timeout: 300_000 }, async () => {
    const dir = await astroProject('astro.config.mjs');
    assertBuilt(dir, await astro(dir, ['build']));
  });

  it('astro dev with an astro.config.ts serves the channel page', { timeout: 300_000 }, async (t) => {
    const dir = await astroProject('astro.config.ts');
    // Its own process group, so stopping it stops whatever Astro started too.
    const dev = spawn(process.execPath, [ASTRO, 'dev'], { cwd: dir, detached: true, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    const closed = new Promise((ended) => dev.on('close', ended));
    const stop = () => {
      try {
        process.kill(-dev.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    process.once('exit', stop);
    t.after(async () => {
      process.off('exit', stop);
      stop();
      await closed;
    });
    let output = '';
    // Astro picks the next free port when 4321 is taken: the port comes from its banner.
    const port = await new Promise<string>((found, fail) => {
      const timer = setTimeout(() => fail(new Error(`astro dev printed no Local URL in 90 s:\n${output}`)), 90_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
        const local = /Local\s+http:\/\/localhost:(\d+)\//.exec(output);
        if (local) {
          clearTimeout(timer);
          found(local[1]!);
        }
      };
      dev.stdout.on('data', read);
      dev.stderr.on('data', read);
      dev.on('close', (code) => fail(new Error(`astro dev ended (exit code ${code}):\n${output}`)));
    });
    const response = await fetch(`http://localhost:${port}/channels/barks`, { signal: AbortSignal.timeout(60_000) });
    const html = await response.text();
    assert.equal(response.status, 200, `GET /channels/barks answered ${response.status}:\n${output}`);
    assert.match(html, /<h1[^>]*>Barks<\/h1>/);
  });
});
