// A site's relay holds each reader to its own share of open requests, telling readers apart as
// every per-client limit of the service does: by the address its trusted proxies report, an IPv6
// reader by its /64, and never by an X-Forwarded-For that no trusted proxy wrote.
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { createSiteRelays } from '../src/hosting/site-relays.ts';
import { compileTrustProxy, type TrustProxy } from '../src/http/trust-proxy.ts';
import { publishSite, tempSitesDir } from './hosting-helpers.ts';

// The tenant's API: /held answers once the test calls releaseHeld(), anything else at once.
let releaseHeld = () => {};
let held = Promise.resolve();
let heldCount = 0;
const holdNext = () => (held = new Promise<void>((done) => (releaseHeld = done)));
const api = createServer((req, res) => {
  if (req.url !== '/held') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  heldCount += 1;
  void held.then(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('late'));
});
await new Promise<void>((ready) => api.listen(0, '127.0.0.1', ready));
after(() => {
  releaseHeld();
  return new Promise<void>((done) => api.close(() => done()));
});
const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
const siteRoot = publishSite(tempSitesDir(), 'tenant', 'v1', { 'index.html': '<h1>Tenant</h1>', '_quire/relay.json': JSON.stringify({ origins: [origin] }) });

/** The site's relay on a real server, one open request per reader, believing `trustProxy`. */
async function startRelay(trustProxy: TrustProxy): Promise<number> {
  const trust = compileTrustProxy(trustProxy);
  assert.ok(trust.ok);
  const relays = createSiteRelays([origin], { trust: trust.value, limits: { perClient: 1 } });
  const relay = (await relays.forSite(siteRoot))!;
  const server = createServer((req, res) => void relay(req, res));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  after(() => new Promise<void>((done) => server.close(() => done()).closeAllConnections()));
  return (server.address() as AddressInfo).port;
}

/** A relay request as a reader behind the proxy sends it (the proxy adds X-Forwarded-For). */
function relayAs(port: number, forwardedFor: string, path: string): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify({ method: 'GET', url: `${origin}${path}`, headers: {}, body: null, bodyEncoding: 'utf8' });
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor };
    request({ host: '127.0.0.1', port, path: '/api/request', method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end(payload);
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((next) => setTimeout(next, 10));
}

test('behind a trusted proxy, a reader at its limit gets 429 naming its address while other readers are relayed', async () => {
  const port = await startRelay(['loopback']);
  holdNext();
  heldCount = 0;
  const waiting = relayAs(port, '203.0.113.7', '/held');
  await until(() => heldCount === 1);

  const refused = await relayAs(port, '203.0.113.7', '/quick');
  assert.equal(refused.status, 429);
  const problem = JSON.parse(refused.body) as { type: string; detail: string };
  assert.equal(problem.type, 'urn:quire:relay:client-busy');
  assert.match(problem.detail, /^This address \(203\.0\.113\.7\) already has 1 request open at the relay, the most one client may/);
  assert.equal((await relayAs(port, '203.0.113.8', '/quick')).status, 200);

  // An IPv6 reader is counted by its /64: another address in it shares the allowance.
  const waiting6 = relayAs(port, '2001:db8:1:2::1', '/held');
  await until(() => heldCount === 2);
  const refused6 = await relayAs(port, '2001:db8:1:2::99', '/quick');
  assert.equal(refused6.status, 429);
  assert.match(refused6.body, /This address \(2001:db8:1:2::\/64\)/);
  assert.equal((await relayAs(port, '2001:db8:1:3::1', '/quick')).status, 200);

  releaseHeld();
  assert.equal((await waiting).status, 200);
  assert.equal((await waiting6).status, 200);
});

test('without trusted proxies X-Forwarded-For is ignored: a reader cannot pick its own allowance', async () => {
  const port = await startRelay(0);
  holdNext();
  heldCount = 0;
  const waiting = relayAs(port, '198.51.100.1', '/held');
  await until(() => heldCount === 1);
  // Same socket address (127.0.0.1), another written X-Forwarded-For: still the same reader.
  const refused = await relayAs(port, '198.51.100.2', '/quick');
  assert.equal(refused.status, 429);
  assert.match(refused.body, /This address \(127\.0\.0\.1\)/);
  releaseHeld();
  assert.equal((await waiting).status, 200);
});
