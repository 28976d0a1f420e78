// Endpoints that are MCP tools say so on their page, with the tool's name: the page data carries
// the effective x-docs.mcp flag and the name, and the built page shows the label.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Route } from '@quire/site';
import { loadSpec } from '@quire/openapi';
import { pageData } from '../src/data/page-data.ts';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';

const demoSpec = join(import.meta.dirname, '../../../sites/demo/openapi/petstore.yaml');

describe('page data', () => {
  it("the demo's GET /pets (x-docs.mcp enabled) carries its tool name; POST /pets (no x-docs.mcp) none", async () => {
    const { model } = await loadSpec(demoSpec);
    assert.ok(model);
    const models = new Map([['openapi/petstore.yaml', model]]);
    const route = (key: string): Route => ({
      slug: 'page',
      kind: 'operation',
      source: 'openapi/petstore.yaml',
      title: key,
      deprecated: false,
      hidden: false,
      operation: { spec: 'openapi/petstore.yaml', key },
      metadata: {},
    });
    const sources = { nav: [], models, schemaSlugs: new Map<string, string>() };
    assert.equal(pageData(0, route('GET /pets'), sources, {}).api?.mcpTool, 'listPets');
    assert.equal(pageData(1, route('POST /pets'), sources, {}).api?.mcpTool, undefined);
  });
});

const toolsSpec = `openapi: 3.1.0
info: { title: Tools API, version: 1.0.0 }
servers: [{ url: https://api.tools.test }]
x-docs: { mcp: { enabled: true } }
paths:
  /things:
    get:
      operationId: listThings
      summary: List things
      responses: { '200': { description: Things } }
    post:
      operationId: createThing
      summary: Create a thing
      x-docs: { mcp: { enabled: false } }
      responses: { '201': { description: Created } }
  /things/{id}:
    get:
      summary: Get a thing
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      x-docs: { mcp: { enabled: true, name: fetch_thing } }
      responses: { '200': { description: A thing } }
`;

describe('built endpoint pages', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildSite({
      'docs.json': JSON.stringify({
        name: 'Tools Docs',
        colors: { primary: '#0E7C66' },
        navigation: {
          tabs: [{ tab: 'API', openapi: 'openapi/tools.yaml', groups: [{ group: 'Things', pages: ['GET /things', 'POST /things', 'GET /things/{id}'] }] }],
        },
      }),
      'openapi/tools.yaml': toolsSpec,
    });
  });

  const endpointLine = (path: string) => section(site.page(path), 'div.endpoint-line');

  it('an enabled operation (the root default) shows "MCP tool" and its name in the endpoint line', () => {
    const line = endpointLine('/api-reference/list-things');
    assert.match(line, /class="mcp-tool"/);
    assert.match(textOf(line), /MCP tool listThings/);
  });

  it('an operation that turns it off shows no label', () => {
    assert.doesNotMatch(site.page('/api-reference/create-thing'), /mcp-tool/);
  });

  it('x-docs.mcp.name names the tool', () => {
    assert.match(textOf(endpointLine('/api-reference/get-a-thing')), /MCP tool fetch_thing/);
  });
});
