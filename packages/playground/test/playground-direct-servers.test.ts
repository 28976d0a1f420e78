// A server whose origin the reader names (a host or port variable without an enum, such as Quire's
// own `https://{host}/v1`) is sent to from the reader's browser: the relay reaches only the origins
// the build knew. Fixed servers and enum choices still go through the relay. A real local server
// stands for both the docs site (its relay) and the API.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { readerNamesOrigin, serverUrl, type RelayRequest } from '@quire/request';
import { createSender, OwnServerBlocked } from '../src/http/send-auto.ts';

type Server = { url: string; variables: Record<string, { default: string; enum?: string[] }> };
const hostingSpec = parse(readFileSync(new URL('../../../sites/docs/openapi/hosting.yaml', import.meta.url), 'utf8')) as { servers: Server[] };

const seen: string[] = [];
const site = createServer((req, res) => {
  seen.push(`${req.method} ${req.url}`);
  req.resume();
  const relayAnswer = { status: 200, statusText: 'OK', headers: {}, body: '{}', bodyEncoding: 'utf8', timeMs: 1 };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(req.url === '/api/request' ? relayAnswer : {}));
});
let origin = '';
before(async () => {
  await new Promise<void>((ready) => site.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // The page the playground runs in: its relay is at <base>/api/request.
  Object.assign(globalThis, { document: { documentElement: { dataset: { base: origin } } }, location: { origin: 'https://docs.example.com' } });
});
after(() => new Promise<void>((done) => site.close(() => done())));

const get = (url: string): RelayRequest => ({ method: 'GET', url, headers: {}, body: null, bodyEncoding: 'utf8' });

test("Quire's own API reference names its host and port as free variables: both servers are the reader's", () => {
  assert.deepEqual(hostingSpec.servers.map(readerNamesOrigin), [true, true]);
  assert.equal(readerNamesOrigin({ url: '{baseUrl}/v2', variables: { baseUrl: { default: 'https://api.example.com' } } }), true);
  assert.equal(
    readerNamesOrigin({ url: 'https://api.example.com/{version}', variables: { version: { default: 'v1' } } }),
    false,
    'a free variable in the path leaves the origin fixed',
  );
  assert.equal(
    readerNamesOrigin({ url: 'https://{region}.api.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }),
    false,
    'an enum lists origins the relay knows',
  );
  assert.equal(readerNamesOrigin({ url: '/api', variables: {} }), false);
});

test('a server whose host the reader typed is sent to from the browser; a fixed one through the relay', async () => {
  const sender = createSender(true);
  const own = { ...hostingSpec.servers[0]!, url: hostingSpec.servers[0]!.url.replace('https://', 'http://') };
  seen.length = 0;
  await sender.send(get(`${serverUrl(own, { host: new URL(origin).host })}/openapi.json`), readerNamesOrigin(own));
  assert.deepEqual(seen, ['GET /v1/openapi.json'], 'straight to the reader’s service');
  assert.equal(sender.sentDirectly(), true);
  const fixed = { url: 'https://api.example.com/v1', variables: {} };
  seen.length = 0;
  await sender.send(get(`${serverUrl(fixed)}/pets`), readerNamesOrigin(fixed));
  assert.deepEqual(seen, ['POST /api/request'], 'through the relay, as before');
  assert.equal(sender.sentDirectly(), false);
});

test("when the browser cannot reach the reader's server, the error says it must allow this site's origin", async () => {
  const closed = createServer();
  await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((done) => closed.close(() => done()));
  const failure = await createSender(true)
    .send(get(`http://127.0.0.1:${port}/v1/openapi.json`), true)
    .catch((error: unknown) => error);
  assert.ok(failure instanceof OwnServerBlocked);
  assert.match(failure.message, new RegExp(`sent this request to http://127\\.0\\.0\\.1:${port} itself`));
  assert.match(failure.message, /allow requests from https:\/\/docs\.example\.com \(CORS\)/);
});
