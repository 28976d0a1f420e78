import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Output } from '../output.ts';
import { untilStopped } from './until-stopped.ts';
import { createRelayHandler, readRelayFile } from '@quire/request/node';
import { createBuiltSiteMcpHandler, mcpPath } from '@quire/mcp/http';
import { startSiteServer } from '../preview/site-server.ts';

export interface PreviewOptions {
  dir: string;
  port?: number;
  host?: string;
  /** The path the site was built for (`quire build --base`): served there, as its host will. */
  base?: string;
}

/** `quire preview <out>`: serves a built site as a static host would, plus the playground's request relay. */
export async function preview(options: PreviewOptions, output: Output): Promise<number> {
  const root = resolve(options.dir);
  if (!existsSync(join(root, 'index.html')) && !existsSync(join(root, '404.html'))) {
    output.err(`quire preview: ${options.dir} is not a built site (no index.html). Run \`quire build <docs-folder> -o ${options.dir}\` first.`);
    return 1;
  }
  // The preview runs on the author's machine: the specs' servers may be a mock API on localhost.
  const targets = await readRelayFile(root);
  const relay = targets && createRelayHandler({ targets, loopback: 'declared' });
  // MCP tool calls follow the relay's rules; credentials come from each request's X-Quire-Auth-* headers.
  // Under a base, search answers pages at their URLs there, and get_page takes those back.
  const mcp = await createBuiltSiteMcpHandler(root, { relay: { loopback: 'declared' }, ...(options.base ? { baseUrl: options.base } : {}) }).catch(
    (error: Error) => {
      output.err(`quire preview: no MCP server: ${error.message}`);
      return undefined;
    },
  );
  const server = await startSiteServer({
    root,
    port: options.port ?? 4321,
    host: options.host ?? '127.0.0.1',
    ...(relay ? { relay } : {}),
    ...(mcp ? { mcp } : {}),
    ...(options.base ? { base: options.base } : {}),
  });
  output.out(`Quire preview of ${options.dir}: ${server.url}  (Ctrl+C to stop)`);
  if (targets)
    output.out(
      `Playground requests go through ${server.url}api/request to ${targets.origins.length} origin${targets.origins.length === 1 ? '' : 's'} the site declares.`,
    );
  else output.out('This build has no relay file (_quire/relay.json): the playground cannot send requests. Rebuild it with this version of quire.');
  if (mcp) output.out(`MCP server (streamable HTTP): ${server.url.replace(/\/$/, '')}${mcpPath}`);
  await untilStopped(() => server.close());
  return 0;
}
