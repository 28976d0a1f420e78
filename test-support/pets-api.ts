/**
 * A real HTTP API with a documentation to hold it to (`petsSpec`), for the tests of response
 * checks: the playground's verdict, MCP tool results, `quire check --against`. With `drift: true`
 * it answers off-spec in known ways:
 *
 * - `GET /pets/{id}`: `id` as a string, `status` outside its enum, an undocumented `color`
 *   property, and no `X-Rate-Limit` header;
 * - `GET /pets`: an item without its required `name`;
 * - `GET /store/inventory`: HTML instead of JSON;
 * - `HEAD /pets/{id}`: 500, a status the documentation does not list.
 *
 * `GET /pets/{id}/events` streams server-sent events, one `tick` every 300 ms (five in all, the
 * third off-spec when drifting), so a streaming client sees them arrive one by one.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PetsApi {
  url: string;
  /** Requests received, as `METHOD /path?query`. */
  received: string[];
  close(): Promise<void>;
}

export async function startPetsApi(options: { port?: number; drift?: boolean; cors?: boolean } = {}): Promise<PetsApi> {
  const drift = options.drift === true;
  const received: string[] = [];
  const cors: Record<string, string> = options.cors
    ? { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*', 'access-control-expose-headers': '*' }
    : {};
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://pets');
    received.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...cors, ...headers }).end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    const one = /^\/pets\/(\d+)$/.exec(url.pathname);
    if (one) {
      const id = Number(one[1]);
      if (req.method === 'HEAD' && drift) return void res.writeHead(500, cors).end();
      if (id === 404) return json(404, { title: 'No such pet' }, { 'content-type': 'application/problem+json' });
      const pet = drift ? { id: String(id), name: 'Rex', status: 'sold-out', color: 'brown' } : { id, name: 'Rex', status: 'available' };
      return json(200, pet, drift ? {} : { 'x-rate-limit': '100' });
    }
    if (url.pathname === '/pets')
      return json(
        200,
        drift
          ? [
              { id: 1, name: 'Rex', status: 'available' },
              { id: 2, status: 'pending' },
            ]
          : [
              { id: 1, name: 'Rex', status: 'available' },
              { id: 2, name: 'Tom', status: 'pending' },
            ],
      );
    if (url.pathname === '/store/inventory') {
      if (drift) return void res.writeHead(200, { 'content-type': 'text/html', ...cors }).end('<h1>Inventory</h1>');
      return json(200, { available: 3, pending: 1 });
    }
    if (/^\/pets\/\d+\/events$/.test(url.pathname)) return streamEvents(res, drift, cors);
    json(404, { title: 'No such path' });
  });
  await new Promise<void>((ready, fail) => server.once('error', fail).listen(options.port ?? 0, ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    received,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function streamEvents(res: import('node:http').ServerResponse, drift: boolean, cors: Record<string, string>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', ...cors });
  let n = 0;
  const timer = setInterval(() => {
    n += 1;
    const data = drift && n === 3 ? { n: String(n) } : { n };
    res.write(`event: tick\nid: ${n}\ndata: ${JSON.stringify(data)}\n\n`);
    if (n === 5) {
      clearInterval(timer);
      res.end();
    }
  }, 300);
  res.on('close', () => clearInterval(timer));
}

/** One `tick` server-sent event: its data a JSON object whose `n` is an integer. */
export const tickEvent = {
  type: 'object',
  required: ['data'],
  properties: {
    event: { type: 'string', enum: ['tick'] },
    id: { type: 'string' },
    data: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } },
  },
};

/** The documentation the API is held to (OpenAPI 3.2: the event stream has an `itemSchema`). */
export function petsSpec(serverUrl: string, version = '3.2.0'): Record<string, unknown> {
  const mcp = { 'x-docs': { mcp: { enabled: true } } };
  const petId = { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 7 };
  const problem = {
    description: 'No such pet.',
    content: { 'application/problem+json': { schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } } } },
  };
  return {
    openapi: version,
    info: { title: 'Pets API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          summary: 'List pets',
          ...mcp,
          responses: {
            '200': { description: 'The pets.', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } },
          },
        },
      },
      '/pets/{id}': {
        parameters: [petId],
        get: {
          operationId: 'getPet',
          summary: 'Get a pet',
          ...mcp,
          responses: {
            '200': {
              description: 'The pet.',
              headers: { 'X-Rate-Limit': { required: true, schema: { type: 'integer' } } },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
            '404': problem,
          },
        },
        head: {
          operationId: 'petExists',
          summary: 'Check a pet exists',
          responses: { '200': { description: 'It exists.' }, '404': { description: 'It does not.' } },
        },
      },
      '/pets/{id}/events': {
        parameters: [petId],
        get: {
          operationId: 'petEvents',
          summary: 'Follow a pet',
          responses: {
            '200': {
              description: 'A tick every 300 ms.',
              content: {
                'text/event-stream': {
                  itemSchema: tickEvent,
                },
              },
            },
          },
        },
      },
      '/store/inventory': {
        get: {
          operationId: 'inventory',
          summary: 'Inventory',
          responses: {
            '200': {
              description: 'Counts by status.',
              content: { 'application/json': { schema: { type: 'object', additionalProperties: { type: 'integer' } } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          required: ['id', 'name', 'status'],
          additionalProperties: false,
          properties: { id: { type: 'integer' }, name: { type: 'string' }, status: { type: 'string', enum: ['available', 'pending', 'sold'] } },
        },
      },
    },
  };
}
