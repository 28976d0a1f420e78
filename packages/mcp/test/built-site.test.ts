// A built site serves MCP from what the build wrote: `_quire/mcp.json`, `_quire/relay.json` and
// the Markdown twins. The folder is written here as a build writes it, without running Astro.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createDocsMcpServer, loadBuiltMcpTools, loadMcpTools, mayEnableMcp, readMcpManifest, siteMcpManifest, writeMcpManifest } from '../src/index.ts';
import { readDocsConfig } from '@quire/config';
import { readMdxPages } from '@quire/site';
import { storeSpec, writeDocs } from './fixture.ts';

test('the manifest round-trips, and a built folder gives the same tools, its twins as pages and its relay targets', async () => {
  const docs = writeDocs(4010);
  const source = await loadMcpTools(docs);
  const out = mkdtempSync(join(tmpdir(), 'quire-mcp-out-'));
  await writeMcpManifest(out, { tools: source.tools });
  assert.deepEqual((await readMcpManifest(out))?.tools, JSON.parse(JSON.stringify(source.tools)));
  writeFileSync(join(out, '_quire/relay.json'), JSON.stringify(source.targets));
  mkdirSync(join(out, 'guides'));
  writeFileSync(join(out, 'index.md'), '# Welcome\n\nThe pet store.\n');
  writeFileSync(join(out, 'guides/feeding.md'), '# Feeding your pet\n\nHamsters eat vegetables.\n');
  const built = await loadBuiltMcpTools(out);
  assert.ok(built);
  assert.deepEqual(
    built.tools.map((t) => t.name),
    source.tools.map((t) => t.name),
  );
  assert.deepEqual(built.targets, source.targets);
  assert.deepEqual(built.pages, [
    { slug: '', title: 'Welcome' },
    { slug: 'guides/feeding', title: 'Feeding your pet' },
  ]);

  const server = createDocsMcpServer({ ...built, relay: { targets: built.targets, loopback: 'declared' } });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 't', version: '1' });
  await client.connect(b);
  const page = await client.callTool({ name: 'get_page', arguments: { path: 'https://docs.example.com/guides/feeding/' } });
  assert.deepEqual(page.content, [{ type: 'text', text: '# Feeding your pet\n\nHamsters eat vegetables.\n' }]);
  const unknown = await client.callTool({ name: 'nope', arguments: {} });
  assert.equal(unknown.isError, true);
  await client.close();
});

test('a folder without a manifest is not a built site', async () => {
  assert.equal(await loadBuiltMcpTools(mkdtempSync(join(tmpdir(), 'quire-mcp-empty-'))), undefined);
});

test('a build skips loading the specs again when no spec file mentions mcp', async () => {
  const docs = writeDocs(4010);
  assert.equal(await mayEnableMcp(docs), true);
  assert.equal((await siteMcpManifest(docs)).tools.length, 8);
  const plain = mkdtempSync(join(tmpdir(), 'quire-mcp-plain-'));
  writeFileSync(join(plain, 'store.json'), JSON.stringify(storeSpec()).replaceAll('"x-docs":{"mcp":{"enabled":true}}', '"summary":"Orders"'));
  writeFileSync(join(plain, 'docs.json'), JSON.stringify({ name: 'Store', navigation: { openapi: 'store.json' } }));
  assert.equal(await mayEnableMcp(plain), false);
  assert.deepEqual(await siteMcpManifest(plain), { tools: [] });
  // The platform's own spellings mark operations too: they are not skipped.
  for (const marking of ['"x-mint":{"mcp":{"enabled":true}}', '"x-mcp":{"enabled":true}']) {
    writeFileSync(join(plain, 'store.json'), JSON.stringify(storeSpec()).replaceAll('"x-docs":{"mcp":{"enabled":true}}', marking));
    assert.equal(await mayEnableMcp(plain), true, marking);
    assert.deepEqual(
      (await siteMcpManifest(plain)).tools.map((tool) => tool.name),
      ['getPet'],
      marking,
    );
  }
});

test("a build's manifest finds the specs in the docs the build loaded, reading no page again", async () => {
  const docs = mkdtempSync(join(tmpdir(), 'quire-mcp-loaded-'));
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Store', navigation: { pages: ['pets'] } }));
  // Only a page names the spec, by URL: its tools may be marked for MCP, so they must be looked for.
  writeFileSync(join(docs, 'pets.mdx'), '---\nopenapi: https://api.example.com/openapi.json GET /pets\n---\n');
  const [read, mdx] = await Promise.all([readDocsConfig(docs), readMdxPages(docs)]);
  assert.ok(read.config);
  const loaded = { config: read.config, mdx: mdx.pages };
  // Gone from the folder after the build read it: what the build loaded still names the spec.
  rmSync(join(docs, 'pets.mdx'));
  assert.equal(await mayEnableMcp(docs, loaded), true);
  assert.equal(await mayEnableMcp(docs), false);
});
