import { resolve } from 'node:path';
import { docsConfigFileIn } from '@quire/config';
import { formatDiagnostic } from '@quire/diagnostics';
import { createDocsMcpServer, environmentCredentials, loadBuiltMcpTools, loadMcpTools, serveStdio } from '@quire/mcp';
import { rootStyle, siteHref } from '@quire/astro/urls';
import type { Output } from '../output.ts';

export interface McpOptions {
  dir: string;
}

/**
 * `quire mcp <docs-folder | built-folder>`: the docs MCP server over stdio. Stdout carries
 * protocol messages only; everything else goes to stderr. Credentials come from the
 * environment (`QUIRE_AUTH_<SCHEME>`). Runs until the client closes stdin.
 */
export async function mcp(options: McpOptions, output: Output): Promise<number> {
  // Stdout is the protocol's: a stray console.log from any library would corrupt it.
  console.log = console.info = console.debug = console.error;
  const dir = resolve(options.dir);
  const docsFolder = docsConfigFileIn(dir) !== undefined;
  const built = docsFolder
    ? undefined
    : await loadBuiltMcpTools(dir).catch((error: Error) => {
        output.err(`quire mcp: ${error.message}`);
        return undefined;
      });
  if (!built && !docsFolder) {
    output.err(`quire mcp: ${options.dir} has neither a docs.json nor a built site's _quire/mcp.json.`);
    return 1;
  }
  // From a docs folder, pages link each other as a build at the root of a host writes them.
  const loaded = built ?? (await loadMcpTools(dir, { link: (href) => siteHref(rootStyle, href) }));
  for (const d of loaded.diagnostics) if (d.severity === 'error') output.err(formatDiagnostic(d));
  const server = createDocsMcpServer({
    tools: loaded.tools,
    pages: loaded.pages,
    readPage: loaded.readPage,
    searchTexts: loaded.searchTexts,
    changes: loaded.changes,
    relay: { targets: loaded.targets, loopback: 'declared' },
    credentials: environmentCredentials(),
  });
  output.err(`quire mcp: serving ${loaded.tools.length} API tool(s) and ${loaded.pages.length} page(s) from ${options.dir} over stdio.`);
  await serveStdio(server);
  return 0;
}
