// The docs MCP server: the API tools plus `search` and `get_page`. The low-level SDK Server, so
// that each tool's JSON Schema reaches the client exactly as built (the high-level McpServer
// wants zod shapes).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { RelayOptions } from '@quire/request/node';
import { fileLimit, mapWithLimit } from '@quire/site';
import { callTool, toolError } from './call-tool.ts';
import type { Credentials } from './credentials.ts';
import { pageSlug, searchPages, type DocsPage, type SearchTexts } from './search-pages.ts';
import type { McpToolSpec } from './tool-spec.ts';
import { listChanges, listChangesTool } from './list-changes.ts';
import type { ChangelogFile } from '@quire/changes';

export interface DocsMcpServerOptions {
  tools: McpToolSpec[];
  pages: DocsPage[];
  /** A page's Markdown by slug; undefined when there is no such page. */
  readPage: (slug: string) => Promise<string | undefined>;
  /**
   * What search looks through, held by the caller for every server it makes (a built site's
   * index, loaded once per release). Without it each server reads every page on its first search.
   */
  searchTexts?: () => Promise<SearchTexts>;
  relay: RelayOptions;
  credentials?: Credentials;
  /** Prefix of page URLs in results: the site's URL, else `/`. */
  baseUrl?: string;
  name?: string;
  /** Each spec's change history: with it the server offers list_changes. */
  changes?: () => Promise<ChangelogFile[]>;
}

const searchTool: Tool = {
  name: 'search',
  description: 'Search the documentation pages. Answers the best matching pages with title, URL and a snippet; read one with get_page.',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string', description: 'Words to look for.' }, limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
    required: ['query'],
  },
};

const getPageTool: Tool = {
  name: 'get_page',
  description: "A documentation page's Markdown, by its path (`/guides/intro`) or URL.",
  inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'The page path, as search answers it.' } }, required: ['path'] },
};

export function createDocsMcpServer(options: DocsMcpServerOptions): Server {
  const server = new Server({ name: options.name ?? 'quire-docs', version: '0.1.0' }, { capabilities: { tools: {} } });
  const byName = new Map(options.tools.map((tool) => [tool.name, tool]));
  const base = options.baseUrl ? `${options.baseUrl.replace(/\/+$/, '')}/` : '/';
  // The path of the site's pages (`/docs/`), which get_page takes off the paths search answers.
  const basePath = new URL(base, 'http://site.invalid').pathname;
  const listed: Tool[] = [...options.tools.map((tool) => listedTool(tool, base)), searchTool, getPageTool];
  const known = new Set(options.pages.map((p) => p.slug));
  const searchTexts = options.searchTexts ?? readAllOnce(options.pages, options.readPage);

  // list_changes is offered only where some spec has a change history to answer from.
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: (await options.changes?.())?.length ? [...listed, listChangesTool] : listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    try {
      if (name === 'search') {
        const query = args?.query;
        if (typeof query !== 'string' || !query.trim()) return toolError('Invalid arguments: `query` must be a non-empty string.');
        const limit = typeof args?.limit === 'number' ? Math.max(1, Math.min(50, Math.floor(args.limit))) : 10;
        const { texts, note } = await searchTexts();
        const hits = searchPages(query, texts, limit, base);
        const found = hits.length ? hits.map((h) => `## ${h.title}\n${h.url}\n${h.snippet}`).join('\n\n') : `No page matches "${query.slice(0, 200)}".`;
        const text = note ? `${note}\n\n${found}` : found;
        return { content: [{ type: 'text', text }], structuredContent: { results: hits.map(({ score: _score, ...hit }) => hit), ...(note ? { note } : {}) } };
      }
      if (name === 'get_page') {
        if (typeof args?.path !== 'string') return toolError('Invalid arguments: `path` must be a string.');
        const slug = pageSlug(args.path, basePath);
        const text = known.has(slug) ? await options.readPage(slug) : undefined;
        if (text === undefined) return toolError(`No page at /${slug}. Use search to find pages.`);
        return { content: [{ type: 'text', text }] };
      }
      if (name === 'list_changes' && options.changes) return listChanges(await options.changes(), args, base);
      const tool = byName.get(name);
      if (!tool) return toolError(`Unknown tool ${name}.`);
      return await callTool(tool, args, { relay: options.relay, ...(options.credentials ? { credentials: options.credentials } : {}) });
    } catch (error) {
      return toolError(`The tool failed: ${(error as Error).message}`);
    }
  });
  return server;
}

/** Every page's text, read on the first search of this server; a bounded number at a time, as a docs folder's pages are files. */
function readAllOnce(pages: DocsPage[], readPage: (slug: string) => Promise<string | undefined>): () => Promise<SearchTexts> {
  let read: Promise<SearchTexts> | undefined;
  return () =>
    (read ??= mapWithLimit(pages, fileLimit, async (page) => ({ page, text: (await readPage(page.slug).catch(() => undefined)) ?? '' })).then((texts) => ({
      texts,
    })));
}

/** What a client sees of an API tool: its docs page linked, and hints from the HTTP method. */
function listedTool(tool: McpToolSpec, base: string): Tool {
  const method = tool.method.toUpperCase();
  const safe = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  return {
    name: tool.name,
    description: tool.page === undefined ? tool.description : `${tool.description}\n\nDocs: ${base}${tool.page}`,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    annotations: {
      readOnlyHint: safe,
      destructiveHint: method === 'DELETE',
      idempotentHint: safe || method === 'PUT' || method === 'DELETE',
      openWorldHint: true,
    },
  };
}
