// HTTP tests start a real server on a free loopback port around the handler under test.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** Serves `handler` (404 for what it declines) until the test file ends; returns its base URL. */
export async function listen(handler: Handler): Promise<string> {
  const server = createServer((req, res) => {
    handler(req, res).then((handled) => {
      if (handled) return;
      res.writeHead(404, { 'content-type': 'text/plain', 'x-declined': 'true' });
      res.end('declined');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  after(() => new Promise<void>((done) => server.close(() => done())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
