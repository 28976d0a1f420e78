// list_changes answers what changed in the API from the docs repository's git history, the same
// changes the changelog lists; a site without history does not offer it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { changelogIndexPath } from '@quire/changes';
import { createDocsMcpServer, loadBuiltMcpTools, loadMcpTools, writeMcpManifest, type LoadedMcpTools } from '../src/index.ts';
import { commitHistory, listEveryPetHistory, steps } from '../../../test-support/pet-history.ts';
import { writeDocs } from './fixture.ts';

async function connect(loaded: LoadedMcpTools): Promise<Client> {
  const server = createDocsMcpServer({ ...loaded, relay: { targets: loaded.targets, loopback: 'declared' } });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 't', version: '1' });
  await client.connect(b);
  return client;
}

type Answer = { specs: { spec: string; entries: { label: string; changes: { page: string; rule: string; breaking: boolean; href?: string }[] }[] }[] };

describe('list_changes', () => {
  const docs = mkdtempSync(join(tmpdir(), 'quire-mcp-changes-'));
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Pets', navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] } }));
  commitHistory(docs);

  it('from a docs folder in git: every change of the history, newest first, since a version, or only the breaking ones', async () => {
    const client = await connect(await loadMcpTools(docs));
    assert.ok((await client.listTools()).tools.some((t) => t.name === 'list_changes'));
    const all = (await client.callTool({ name: 'list_changes', arguments: {} })).structuredContent as Answer;
    assert.deepEqual(
      all.specs[0]!.entries.map((e) => e.label),
      ['2.2.0', '2.1.0', '2.0.0', '1.1.0'],
    );
    assert.equal(all.specs[0]!.entries.flatMap((e) => e.changes).length, steps.flatMap((s) => s.changes).length);
    const since = (await client.callTool({ name: 'list_changes', arguments: { since: '1.1.0' } })).structuredContent as Answer;
    assert.deepEqual(
      since.specs[0]!.entries.map((e) => e.label),
      ['2.2.0', '2.1.0', '2.0.0'],
    );
    const breaking = await client.callTool({ name: 'list_changes', arguments: { since: '2.0.0', breaking_only: true } });
    assert.deepEqual(
      (breaking.structuredContent as Answer).specs[0]!.entries.flatMap((e) => e.changes.map((c) => c.rule)),
      ['response-header-removed', 'callback-removed', 'response-alternative-added', 'operation-removed', 'required-request-property-added'],
    );
    assert.match(
      (breaking.content as { text: string }[])[0]!.text,
      /^- BREAKING schema NewPet: `owner` was added \(required\)\. \[required-request-property-added\] \/api-reference\/schemas\/new-pet$/m,
    );
    // Each sentence names its place itself: the line does not repeat it as a key.
    assert.doesNotMatch((breaking.content as { text: string }[])[0]!.text, / › /);
    // get_page says what the site's twin of the page says of its history (api-history.test.ts reads the same there).
    const page = await client.callTool({ name: 'get_page', arguments: { path: '/api-reference/list-every-pet' } });
    assert.ok((page.content as { text: string }[])[0]!.text.endsWith(`\n\n${listEveryPetHistory}`));
    await client.close();
  });

  it('from a built site: the changelogs the build wrote; a site without history does not offer the tool', async () => {
    const source = await loadMcpTools(docs);
    const out = mkdtempSync(join(tmpdir(), 'quire-mcp-changes-out-'));
    await writeMcpManifest(out, { tools: source.tools });
    mkdirSync(join(out, '_quire/changes'), { recursive: true });
    writeFileSync(join(out, '_quire/changes/openapi.json'), JSON.stringify((await source.changes())[0]));
    writeFileSync(join(out, changelogIndexPath), JSON.stringify(['_quire/changes/openapi.json']));
    const client = await connect((await loadBuiltMcpTools(out))!);
    const answer = (await client.callTool({ name: 'list_changes', arguments: { spec: 'openapi' } })).structuredContent as Answer;
    assert.equal(answer.specs[0]!.entries.flatMap((e) => e.changes).length, steps.flatMap((s) => s.changes).length);
    await client.close();

    const plain = await connect(await loadMcpTools(writeDocs(4010)));
    assert.ok(!(await plain.listTools()).tools.some((t) => t.name === 'list_changes'));
    await plain.close();
  });
});
