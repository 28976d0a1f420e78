// Behind a reverse proxy every delivery comes from the proxy's address: with the proxy trusted,
// the webhook's per-address limit counts each client as X-Forwarded-For names it; without trust,
// or from an address that is not a trusted proxy, the header is ignored, so a sender cannot pick
// its own bucket.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import type { TrustProxy } from '../src/http/trust-proxy.ts';
import { listen, rawRequest } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const storage = await openStorage();
const project = await storage.projects.add({ name: 'Proxied', repo: '/repos/proxied' });
const secret = await storage.webhooks.createSecret(project.id);

/** A correctly signed push, sent with `forwardedFor` as X-Forwarded-For, from `localAddress` (127.0.0.1 by default). */
function push(base: string, forwardedFor?: string, localAddress?: string) {
  const body = JSON.stringify({ ref: 'refs/heads/main', after: 'a'.repeat(40) });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-github-event': 'push',
    'x-github-delivery': randomUUID(),
    'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  };
  return rawRequest(base, `/v1/webhooks/git?project=${project.id}`, { method: 'POST', headers, body, ...(localAddress ? { localAddress } : {}) });
}

/** A service whose webhook allows `perAddress` deliveries a minute per client address (and plenty per project). */
function service(perAddress: number, trustProxy?: TrustProxy) {
  const webhookRateLimit = { perProject: { requests: 1000, perMs: 60_000 }, perAddress: { requests: perAddress, perMs: 60_000 } };
  return listen(createApiHandler({ storage, webhookRateLimit, ...(trustProxy === undefined ? {} : { trustProxy }) }));
}

const limitedAddress = (answer: { body: string }) => /This address \(([^)]+)\) sent too many/.exec(answer.body)?.[1];

/** Pushes from each of `accepted` (each must be queued), then from `over`: returns the address the 429 names. */
async function limitedAfter(base: string, accepted: string[], over: string, localAddress?: string): Promise<string | undefined> {
  for (const client of accepted) assert.equal((await push(base, client, localAddress)).status, 202, `${client} is within the limit`);
  const limited = await push(base, over, localAddress);
  assert.equal(limited.status, 429, `${over} is over the limit`);
  return limitedAddress(limited);
}

test('behind a trusted proxy each forwarded client has its own bucket: one exhausting it does not block another', async () => {
  const base = await service(2, ['127.0.0.1']);
  assert.equal(await limitedAfter(base, ['203.0.113.7', '203.0.113.7'], '203.0.113.7'), '203.0.113.7');
  assert.equal((await push(base, '198.51.100.20')).status, 202, 'another client behind the same proxy still delivers');
  assert.equal((await push(base, '198.51.100.20')).status, 202);
});

test('without trust, X-Forwarded-For is ignored: every delivery counts against the socket’s address', async () => {
  const base = await service(2);
  // A new X-Forwarded-For value does not buy a new bucket.
  assert.equal(await limitedAfter(base, ['203.0.113.1', '203.0.113.2'], '203.0.113.3'), '127.0.0.1');
});

test('a connection from an address that is not a trusted proxy has its X-Forwarded-For ignored', async () => {
  const base = await service(1, ['127.0.0.1']);
  // The untrusted sender cannot move to another bucket by naming another client.
  assert.equal(await limitedAfter(base, ['203.0.113.50'], '203.0.113.51', '127.0.0.2'), '127.0.0.2');
  // The trusted proxy's forwarded clients are counted apart from that sender.
  assert.equal((await push(base, '203.0.113.52')).status, 202);
});

test('with a hop count, only the entries the trusted hops appended count: what the client prepends is ignored', async () => {
  const base = await service(1, 1);
  assert.equal(await limitedAfter(base, ['10.9.9.1, 203.0.113.80'], '10.9.9.2, 203.0.113.80'), '203.0.113.80');
});

test('one IPv6 client is one /64, however it spells or rotates its address', async () => {
  const base = await service(2, ['loopback']);
  assert.equal(await limitedAfter(base, ['2001:db8:1:2::1', '2001:0db8:0001:0002:aaaa::9'], '2001:db8:1:2:ffff::3'), '2001:db8:1:2::/64');
  assert.equal((await push(base, '2001:db8:1:3::1')).status, 202, 'the next /64 is another client');
});
