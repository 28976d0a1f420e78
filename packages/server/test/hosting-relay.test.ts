// Each published site's /api/request relay: it reaches only the site's declared servers, and a
// tenant's spec that declares the service's own loopback gets refused.
import assert from 'node:assert/strict';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { createSiteHandler } from '../src/hosting/site-handler.ts';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import { publishSite, tempSitesDir } from './hosting-helpers.ts';
import { listen, rawRequest } from './http-helpers.ts';
import { relayStreamType } from '@quire/request';

// An API on the service's own loopback: what a hostile spec would aim the relay at.
const internal = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('internal admin data'));
await new Promise<void>((ready) => internal.listen(0, '127.0.0.1', ready));
after(() => new Promise<void>((done) => internal.close(() => done())));
const internalOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;

const sitesDir = tempSitesDir();
publishSite(sitesDir, 'tenant', 'v1', { 'index.html': '<h1>Tenant</h1>', '_quire/relay.json': JSON.stringify({ origins: [internalOrigin] }) });
publishSite(sitesDir, 'plain', 'v1', { 'index.html': '<h1>No relay</h1>' });

const relayTo = (base: string, host: string) =>
  rawRequest(base, '/api/request', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', url: `${internalOrigin}/`, headers: {}, body: null, bodyEncoding: 'utf8' }),
  });

test("a loopback server declared in a tenant's relay.json is refused", async () => {
  const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test' }));
  const answer = await relayTo(base, 'tenant.quire.test');
  assert.equal(answer.status, 403);
  assert.equal(answer.headers['content-type'], 'application/problem+json');
  assert.equal((JSON.parse(answer.body) as { type: string }).type, 'urn:quire:relay:address-blocked');
  assert.doesNotMatch(answer.body, /internal admin data/);
});

test("the operator's privateOrigins let a declared private server through", async () => {
  const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test', relay: { privateOrigins: [internalOrigin] } }));
  const answer = await relayTo(base, 'tenant.quire.test');
  assert.equal(answer.status, 200);
  assert.equal((JSON.parse(answer.body) as { body: string }).body, 'internal admin data');
});

test('a site without relay.json has no relay: /api/request is a static path', async () => {
  const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test' }));
  const answer = await relayTo(base, 'plain.quire.test');
  assert.equal(answer.status, 405);
});

test("a tenant's relay streams an event stream as it arrives, not once it ends", { timeout: 15_000 }, async () => {
  // The API holds its second event until the reader has the first: a buffering relay would hang.
  let firstSeen!: () => void;
  const seen = new Promise<void>((resolve) => (firstSeen = resolve));
  const events = createServer(async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('data: {"n":1}\n\n');
    await seen;
    res.end('data: {"n":2}\n\n');
  });
  await new Promise<void>((ready) => events.listen(0, '127.0.0.1', ready));
  after(() => new Promise<void>((done) => events.close(() => done())));
  const origin = `http://127.0.0.1:${(events.address() as AddressInfo).port}`;
  publishSite(sitesDir, 'streams', 'v1', { 'index.html': '<h1>Streams</h1>', '_quire/relay.json': JSON.stringify({ origins: [origin] }) });
  const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test', relay: { privateOrigins: [origin] } }));
  // node:http, not fetch: the site is chosen by the Host header, which fetch will not set.
  const payload = JSON.stringify({ method: 'GET', url: `${origin}/`, headers: {}, body: null, bodyEncoding: 'utf8', stream: true });
  const answer = await new Promise<IncomingMessage>((resolve, reject) =>
    request(`${base}/api/request`, { method: 'POST', headers: { host: 'streams.quire.test', 'content-type': 'application/json' } }, resolve)
      .on('error', reject)
      .end(payload),
  );
  assert.equal(answer.headers['content-type'], relayStreamType);
  const frames: { type: string; text?: string; reason?: string }[] = [];
  let pending = '';
  for await (const chunk of answer.setEncoding('utf8')) {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      frames.push(JSON.parse(line));
      if (frames.at(-1)!.text?.includes('"n":1')) firstSeen();
    }
  }
  assert.deepEqual(
    frames.map((frame) => frame.type),
    ['head', 'chunk', 'chunk', 'end'],
  );
  assert.equal(frames.at(-1)!.reason, 'ended');
});
