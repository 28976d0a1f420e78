// An endpoint page labels the operation with its MCP tool name, and the MCP server lists the tool
// under a name. A reader must see the name an agent calls: the two are computed here as each side
// computes them, the site through its page data (what the endpoint page's badge shows), the server
// through the tools it loads from the same docs folder. The CLI holds both front packages, so the
// comparison lives here rather than in either of them.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadSite } from '@quire/site';
import { loadMcpTools } from '@quire/mcp';
import type { ApiModel } from '@quire/openapi';
import { pageData, schemaSlugs, type SiteSources } from '@quire/astro/agreement';
import { writeFiles } from '../../test-support/write-files.ts';

/** Page slug -> the tool name the endpoint page shows, from the site's own page data. */
async function siteLabels(docsDir: string): Promise<Map<string, string>> {
  const site = await loadSite(docsDir);
  assert.ok(site.manifest, JSON.stringify(site.diagnostics));
  const models = new Map<string, ApiModel | undefined>([...site.specs].map(([source, spec]) => [source, spec.model]));
  const sources: SiteSources = { nav: site.manifest.nav, models, schemaSlugs: schemaSlugs(site.manifest.routes) };
  const labels = new Map<string, string>();
  site.manifest.routes.forEach((route, id) => {
    const tool = pageData(id, route, sources, {}).api?.mcpTool;
    if (tool !== undefined) labels.set(route.slug, tool);
  });
  return labels;
}

/** Page slug -> the name of the tool the MCP server serves for that page's operation. */
async function serverTools(docsDir: string): Promise<Map<string, string>> {
  const { tools } = await loadMcpTools(docsDir);
  assert.ok(
    tools.every((tool) => tool.page !== undefined),
    'every tool has its page',
  );
  return new Map(tools.map((tool) => [tool.page!, tool.name]));
}

const ok = { responses: { '200': { description: 'ok' } } };
/** Two specs whose names clash with a built-in tool and with each other, so uniqueness decides names. */
const clashing = {
  'pets.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    'x-docs': { mcp: { enabled: true } },
    paths: {
      '/search': { get: { operationId: 'search', ...ok } },
      '/pets': {
        get: { operationId: 'listPets', ...ok },
        post: { 'x-docs': { mcp: { enabled: true, name: 'add pet!' } }, ...ok },
        delete: { 'x-docs': { mcp: { enabled: false } }, ...ok },
      },
      '/pets/{id}': { put: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], ...ok } },
    },
  }),
  'store.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Store', version: '1' },
    paths: { '/orders': { get: { operationId: 'listPets', 'x-docs': { mcp: { enabled: true } }, ...ok }, post: { operationId: 'createOrder', ...ok } } },
  }),
  'docs.json': JSON.stringify({
    name: 'Clash',
    navigation: {
      tabs: [
        { tab: 'Pets', openapi: 'pets.json' },
        { tab: 'Store', openapi: 'store.json' },
      ],
    },
  }),
};

describe("the site's tool labels and the MCP server's tools", () => {
  it('agree on the demo site, page by page', async () => {
    const demo = join(import.meta.dirname, '../../sites/demo');
    const [site, server] = await Promise.all([siteLabels(demo), serverTools(demo)]);
    assert.ok(site.size > 0, 'the demo labels some endpoints');
    assert.deepEqual(site, server);
  });

  it('agree where names clash with a built-in tool and across specs', async () => {
    const dir = await writeFiles(clashing);
    const [site, server] = await Promise.all([siteLabels(dir), serverTools(dir)]);
    assert.deepEqual(site, server);
    // The clashes are really there: without them this test would not tell uniqueness rules apart.
    assert.deepEqual([...server.values()].sort(), ['add_pet', 'listPets', 'listPets_2', 'put_pets_id', 'search_2']);
  });
});
