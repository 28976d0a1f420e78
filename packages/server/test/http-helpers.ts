// HTTP tests start a real server on a free loopback port around the handler under test.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
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

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request with node:http, for what fetch will not send: a Host header of our choosing, a path
 * left exactly as written (`..` segments and all), or a connection from another local address
 * (`localAddress: '127.0.0.2'`: Linux routes all of 127.0.0.0/8 to the loopback interface).
 */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const from = options.localAddress ? { localAddress: options.localAddress, agent: false } : {};
    const req = request({ host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers, ...from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
