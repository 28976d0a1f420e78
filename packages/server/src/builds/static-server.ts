// A loopback server for the screenshots: the site is looked at over HTTP, as readers see it
// (file:// would break its absolute links and its scripts' fetches), and served by the hosting
// code itself, so a symlink a build left in its output reaches nothing outside the release.
import { realpath } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveStaticFile } from '../hosting/static-files.ts';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveFolder(folder: string): Promise<StaticServer> {
  const root = await realpath(folder);
  const server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    serveStaticFile(root, path, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
