// Real HTTP servers for the relay tests: targets that count what reaches them, and the relay
// itself behind node's http server, posted to with fetch as the island does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import { createRelayHandler, type RelayOptions, type RelayProblem, type RelayRequest, type RelayResponse, type ResolveHost } from '@quire/request/node';

/** A request as the target saw it. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface Target {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Every request that reached this server. */
  received: Received[];
}

const servers: Server[] = [];
after(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return (server.address() as AddressInfo).port;
}

/** A target API on 127.0.0.1 that records each request, then answers with `answer`. */
export async function startTarget(answer: (req: Received, res: ServerResponse) => void = (_req, res) => res.end('ok')): Promise<Target> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
    received.push(request);
    answer(request, res);
  });
  server.keepAliveTimeout = 1;
  const port = await listen(server);
  return { origin: `http://127.0.0.1:${port}`, port, received };
}

/** What a post to the relay came back with: the API's response, or a problem. */
export type RelayAnswer = { status: number; contentType: string; response?: RelayResponse; problem?: RelayProblem; headers: Headers };

export interface Relay {
  url: string;
  /** Posts a payload (anything: malformed ones too) as JSON, the way the island does. */
  send(payload: unknown, init?: RequestInit): Promise<RelayAnswer>;
}

/** The relay handler on a real http server. */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const port = await listen(createServer(createRelayHandler(options)));
  const url = `http://127.0.0.1:${port}/api/request`;
  return {
    url,
    async send(payload, init = {}) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), ...init });
      return readAnswer(response);
    },
  };
}

export async function readAnswer(response: Response): Promise<RelayAnswer> {
  const contentType = response.headers.get('content-type') ?? '';
  const json = (await response.json()) as RelayResponse & RelayProblem;
  const answer: RelayAnswer = { status: response.status, contentType, headers: response.headers };
  if (contentType === 'application/problem+json') answer.problem = json;
  else answer.response = json;
  return answer;
}

/** A GET payload for `url`. */
export function get(url: string, headers: Record<string, string> = {}): RelayRequest {
  return { method: 'GET', url, headers, body: null, bodyEncoding: 'utf8' };
}

/** DNS as the tests want it: each name answers its listed addresses, others do not exist. */
export function fakeDns(names: Record<string, string[]>): ResolveHost {
  return async (hostname) => {
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}
