// `/mcp` in an adapter's server function (see mcp-integration.ts). Tool calls go through the same
// SSRF-guarded relay as the playground's `POST /api/request`, with the same rules: the site's
// declared targets only, every DNS answer checked and the connection pinned to it, loopback and
// private addresses refused unless the operator's `QUIRE_RELAY_PRIVATE_ORIGINS` names them.
import manifest from 'virtual:quire/mcp-manifest';
import site from 'virtual:quire/page-twins';
import targets from 'virtual:quire/relay-targets';
import { relayEnvironment, type RelayOptions } from '@quire/request/node';
import { createDocsMcpServer } from '../mcp-server.ts';
import { headerCredentials } from '../http/header-credentials.ts';
import { createMcpWebHandler } from '../http/web-handler.ts';

export const prerender = false;

// One options object for every request: the relay counts its requests in flight against it.
const relay: RelayOptions = { ...relayEnvironment(typeof process === 'undefined' ? {} : process.env), targets };

// The twins are bundled: every server of this function searches the same texts.
const texts = { texts: site.pages.map((page) => ({ page, text: site.twins[page.slug] ?? '' })) };

const handler = createMcpWebHandler((request) =>
  createDocsMcpServer({
    tools: manifest.tools,
    pages: site.pages,
    readPage: async (slug) => site.twins[slug],
    searchTexts: async () => texts,
    relay,
    credentials: headerCredentials(request.headers),
    baseUrl: manifest.baseUrl,
  }),
);

// Every method, so that a GET gets MCP's own 405 ("POST only"), not the host's 404.
export const ALL = ({ request }: { request: Request }): Promise<Response> => handler(request);
