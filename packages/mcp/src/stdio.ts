// The stdio transport: the server reads JSON-RPC from stdin and writes it to stdout, so nothing
// else may write to stdout while it runs. Resolves when the client closes the stream.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

export async function serveStdio(server: Server): Promise<void> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((done) => {
    transport.onclose = done;
    process.stdin.once('end', done);
    process.stdin.once('close', done);
  });
  await server.connect(transport);
  await closed;
  await server.close().catch(() => undefined);
}
