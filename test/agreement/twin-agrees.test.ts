// One owner of a page's Markdown: the built site's `.md` twin and MCP's `get_page` give the same
// text, for MDX pages (imports, exports, Visibility, components, code, tables) and API pages.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { loadSite } from '@quire/site';
import { twinPath } from '@quire/site/twin';
import { rootStyle, siteHref } from '@quire/astro/urls';
import { createDocsMcpServer, loadMcpTools } from '@quire/mcp';
import { writeSiteTexts, type LoadedDocs } from '@quire/astro/agreement';
import { writeTabbedDocs } from '../../test-support/tabbed-docs.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1.0.0' },
  'x-docs': { mcp: { enabled: true } },
  servers: [{ url: 'http://127.0.0.1:9/v1' }],
  paths: {
    '/pets': {
      post: {
        operationId: 'addPet',
        summary: 'Add a pet',
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
        responses: { 201: { description: 'Added' } },
      },
      get: {
        operationId: 'listPets',
        summary: 'List pets',
        description: 'Every pet in the store.',
        responses: { 200: { description: 'The pets', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } },
      },
    },
  },
};

const intro = `---
title: Welcome
description: The pet store.
---
import { Chart } from '/snippets/chart.mdx';
export const answer = 42;

The pet store API lets you *adopt* animals. Start with [listing them](/guides/listing).

<Visibility for="humans">
Click the big green button.
</Visibility>

<Visibility for="agents">
Call GET /pets to list them.
</Visibility>

<Note title="Careful">
  Hamsters **bite**.
</Note>

Inline <Visibility for="humans">seen by readers</Visibility><Visibility for="agents">seen by agents</Visibility> text.

\`\`\`ts
import { client } from 'pets';
export const pets = await client.list();
\`\`\`

| Animal | Legs |
| ------ | ---- |
| Cat    | 4    |
`;

const withSpec = `---
title: Listing pets
openapi: GET /pets
---
import Tip from '/snippets/tip.mdx';

<Tip>Page through with \`cursor\`.</Tip>

<Visibility for="humans">
Try it on the right.
</Visibility>
`;

let dir: string;
let out: string;

describe("a page's Markdown twin and MCP's get_page", () => {
  before(() => {
    dir = writeTabbedDocs(
      { Guides: ['index', 'guides/listing'], API: 'pets.json' },
      {
        'snippets/chart.mdx': 'export const Chart = () => null;\n',
        'snippets/tip.mdx': 'A tip.\n',
        'pets.json': JSON.stringify(spec),
        'index.mdx': intro,
        'guides/listing.mdx': withSpec,
      },
    );
    out = mkdtempSync(join(tmpdir(), 'quire-twin-out-'));
  });
  after(() => rmSync(out, { recursive: true, force: true }));

  it('give the same text for every page, without imports, exports or humans-only content', async () => {
    const site = await loadSite(dir);
    assert.ok(site.config && site.manifest, JSON.stringify(site.diagnostics));
    await writeSiteTexts({ dir, site } as unknown as LoadedDocs, out);

    // As `quire mcp <docs-folder>` loads it: pages link each other as a site at a host's root does.
    const loaded = await loadMcpTools(dir, { link: (href) => siteHref(rootStyle, href) });
    const server = createDocsMcpServer({ tools: loaded.tools, pages: loaded.pages, readPage: loaded.readPage, relay: { targets: loaded.targets } as never });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'test', version: '1' });
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    try {
      const slugs = site.manifest.routes.map((r) => r.slug);
      assert.ok(
        slugs.includes('') && slugs.includes('guides/listing') && slugs.some((s) => site.manifest!.routes.find((r) => r.slug === s)?.kind === 'operation'),
        slugs.join(', '),
      );
      for (const slug of slugs) {
        const twin = readFileSync(join(out, twinPath(slug)), 'utf8');
        const answer = await client.callTool({ name: 'get_page', arguments: { path: `/${slug}` } });
        assert.ok(!answer.isError, JSON.stringify(answer));
        const text = (answer.content as { type: string; text: string }[])[0]!.text;
        assert.equal(text, twin, `/${slug}`);
      }

      const home = readFileSync(join(out, 'index.md'), 'utf8');
      assert.doesNotMatch(home, /title: Welcome|import \{ Chart|export const answer|big green button|seen by readers/);
      assert.match(
        home,
        /^# Welcome\n\n> The pet store\.\n\nThe pet store API lets you \*adopt\* animals\. Start with \[listing them\]\(\/guides\/listing\/\)\.\n\nCall GET \/pets to list them\./,
      );
      assert.match(home, /<Note title="Careful">\n {2}Hamsters \*\*bite\*\*\.\n<\/Note>/);
      assert.match(home, /Inline seen by agents text\./);
      // Code keeps its own import and export lines; the table stays a table.
      assert.match(home, /```ts\nimport \{ client \} from 'pets';\nexport const pets = await client\.list\(\);\n```/);
      assert.match(home, /\| Animal \| Legs \|\n\| -+ \| -+ \|\n\| Cat +\| 4 +\|/);

      const listing = readFileSync(join(out, 'guides/listing.md'), 'utf8');
      assert.doesNotMatch(listing, /import Tip|Try it on the right/);
      assert.match(listing, /<Tip>Page through with `cursor`\.<\/Tip>/);
      assert.match(listing, /## OpenAPI\n\n```yaml\n[\s\S]*\/pets:/);
    } finally {
      await client.close();
    }
  });
});
