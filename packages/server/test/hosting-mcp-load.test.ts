// A tenant floods its site's /mcp with searches: each search answers from the index its build
// wrote (loaded once per release), never by reading the site's pages, so 20 searches at once on
// a site of 60 MB of Markdown leave the service's memory where it was, and all are answered
// (those past the site's 8 at a time after a 503 that says to retry).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { writeSearchIndex } from '@quire/mcp';
import { createSiteHandler } from '../src/hosting/site-handler.ts';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import { publishSite, tempSitesDir } from './hosting-helpers.ts';
import { listen } from './http-helpers.ts';

const pages = 30;
const pageBytes = 2 * 1024 * 1024;
const sitesDir = tempSitesDir();
const root = publishSite(sitesDir, 'flooded', 'v1', {
  'index.html': '<h1>Big</h1>',
  'index.md': '# Big site\n',
  '_quire/mcp.json': JSON.stringify({ tools: [] }),
});
const filler = `${'lorem ipsum dolor sit amet '.repeat(40)}\n`.repeat(Math.ceil(pageBytes / 1081));
for (let i = 0; i < pages; i++) writeFileSync(join(root, `page-${i}.md`), `# Page ${i}\n\nThe widget w${i}x lives here.\n\n${filler}`);
// What `quire build` writes after the pages, in the build's sandbox.
await writeSearchIndex(root);
// Path mode (`/sites/<name>/`), which a service without a domain of its own serves.
const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir) }));

/** One agent's search, sent again when the site answers that it is busy (its 503 says to retry). */
async function search(query: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ name: 'agent', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/sites/flooded/mcp`)));
      return JSON.stringify((await client.callTool({ name: 'search', arguments: { query } })).content);
    } catch (error) {
      if (attempt === 200 || !/503|Busy/.test(String(error))) throw error;
    } finally {
      await client.close();
    }
  }
}

test('20 searches at once on a site of 60 MB of pages are all answered from its index, and the heap stays bounded', async () => {
  // Loads the release's MCP server (and its index) once, as the first agent would.
  assert.match(await search('w0x'), /Page 0/);
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const answers = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const answer = await search(`widget w${i % pages}x`);
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      return { i, answer };
    }),
  );
  for (const { i, answer } of answers) assert.match(answer, new RegExp(`Page ${i % pages}\\b`));
  const grownMb = (heapPeak - heapBefore) / 1024 / 1024;
  assert.ok(grownMb < 50, `the heap grew ${grownMb.toFixed(0)} MB while the site's pages hold ${(pages * pageBytes) / 1024 / 1024} MB`);
});
