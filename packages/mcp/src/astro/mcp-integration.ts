// `/mcp` as an on-demand route of a docs site built with an Astro adapter: the docs MCP server
// runs in the host's function while every page stays prerendered. Everything it serves is
// bundled into the function at build time (a function cannot count on reading the static
// output): the tools from this module's `virtual:quire/mcp-manifest`, the pages' Markdown twins
// and the relay's targets from the Quire integration's `virtual:quire/page-twins` and
// `virtual:quire/relay-targets`. So it is added after `quire()`, never instead of it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { siteMcpManifest } from '../site-manifest.ts';
import type { McpManifest } from '../tool-spec.ts';
import { mcpPath } from '../http/mcp-path.ts';

export interface QuireMcpOptions {
  /** The docs repository (the folder holding docs.json), as given to `quire()`. */
  docs: string;
  /** The site's MCP tools when the caller has them already (`quire build` writes them to `_quire/mcp.json` too); default: found in the docs' specs. */
  manifest?: () => Promise<McpManifest>;
  /** Receives the build's line saying where `/mcp` is served, or why not; Astro's logger shows it otherwise. */
  onNotice?: (line: string) => void;
}

/** Adapters whose functions cannot serve `/mcp`: a worker cannot pin DNS answers, nor compile the tools' argument schemas. */
const workerAdapters = new Set(['@astrojs/cloudflare']);

const id = 'virtual:quire/mcp-manifest';

/**
 * The integration: `integrations: [quire({ docs }), quireMcp({ docs })]` with an adapter (node,
 * netlify, vercel) serves `<base>mcp` over streamable HTTP. Without an adapter a site has no
 * server, and on Cloudflare's workers it is left out: both say so in the build's log.
 */
export function quireMcp(options: QuireMcpOptions): AstroIntegration {
  let manifest: Promise<McpManifest> | undefined;
  // The docs folder as `quire()` reads it: relative to the Astro project's root.
  let docs = options.docs;
  const tools = () => (manifest ??= options.manifest ? options.manifest() : siteMcpManifest(docs));
  let baseUrl = '/';
  let served: string | undefined;
  let notice: string | undefined;
  return {
    name: '@quire/mcp',
    hooks: {
      'astro:config:setup': ({ config, injectRoute, updateConfig }) => {
        docs = resolve(fileURLToPath(config.root), options.docs);
        const adapter = config.adapter?.name;
        if (!adapter)
          notice = `MCP: not served, as a static site has no server: build with an adapter (node, netlify, vercel) to serve ${mcpPath}, or run \`quire preview\`.`;
        else if (workerAdapters.has(adapter))
          notice = `MCP: not served on ${adapter.replace(/^@astrojs\//, '')}: a worker cannot pin the address a host name resolves to (tool calls could reach internal networks) nor compile the tools' argument schemas. Agents read llms.txt and the pages' .md files.`;
        else {
          served = adapter.replace(/^@astrojs\//, '');
          injectRoute({
            pattern: mcpPath,
            entrypoint: new URL(import.meta.url.endsWith('.ts') ? './mcp-endpoint.ts' : './mcp-endpoint.js', import.meta.url),
            prerender: false,
          });
          updateConfig({ vite: { plugins: [manifestModule(tools, () => baseUrl)] } });
        }
      },
      'astro:config:done': ({ config }) => {
        // Search results link pages at the site's own URLs: its origin when known, and its base.
        baseUrl = config.site ? new URL(config.base, config.site).href : config.base;
      },
      'astro:build:done': async ({ logger }) => {
        if (served) {
          const count = (await tools()).tools.length;
          notice = `MCP: agents connect to ${baseUrl.replace(/\/$/, '')}${mcpPath} (streamable HTTP), a server function of the ${served} adapter: search, get_page and ${count} API tool${count === 1 ? '' : 's'}.`;
        }
        if (notice) (options.onNotice ?? ((line: string) => logger.info(line)))(notice);
      },
    },
  };
}

/** `virtual:quire/mcp-manifest`: the tools and the pages' URL prefix, bundled into the function. */
function manifestModule(tools: () => Promise<McpManifest>, baseUrl: () => string): Plugin {
  return {
    name: 'quire:mcp-manifest',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: async (resolved) =>
      resolved === `\0${id}`
        ? `export default JSON.parse(${JSON.stringify(JSON.stringify({ tools: (await tools()).tools, baseUrl: baseUrl() }))});`
        : undefined,
  };
}
