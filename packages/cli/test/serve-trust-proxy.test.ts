// `quire serve --trust-proxy`: behind the named proxy, the webhook's per-address limit counts each
// client that X-Forwarded-For names; a value that is no proxy setting stops the start (exit 2).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';
import { serve, work } from './serve-helpers.ts';

/** The service's per-address webhook limit (a minute's worth, by default). */
const PER_ADDRESS = 600;

describe('quire serve --trust-proxy', () => {
  it('counts webhook deliveries per forwarded client behind the trusted proxy', async () => {
    const { url } = await serve(join(work, 'trust-proxy-data'), ['--trust-proxy', '127.0.0.1']);
    // Unsigned deliveries are refused (401) before their body is read, but each counts against its sender.
    const deliver = (client: string) => fetch(`${url}/v1/webhooks/git?project=665f1c2e9b1d4a0012ab34cd`, { method: 'POST', headers: { 'x-forwarded-for': client }, body: '{}' });
    for (let i = 0; i < PER_ADDRESS; i++) assert.equal((await deliver('203.0.113.9')).status, 401);
    // The bucket refills as the requests go (10 a second): send on until it is empty.
    let limited = await deliver('203.0.113.9');
    for (let more = 0; limited.status === 401 && more < 100; more++) limited = await deliver('203.0.113.9');
    assert.equal(limited.status, 429);
    assert.match(await limited.text(), /This address \(203\.0\.113\.9\) sent too many webhook deliveries/);
    assert.equal((await deliver('198.51.100.4')).status, 401, 'another client behind the proxy is not limited');
  });

  it('refuses a value that is no proxy setting, saying how to write one', async () => {
    const result = await runQuire(['serve', '--port', '0', '--data', join(work, 'unused'), '--trust-proxy', '10.0.0.0/33'], work);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /^quire serve: --trust-proxy: "10\.0\.0\.0\/33" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal\. Write the number of proxies/);
    assert.match(result.stderr, /Usage: quire serve .*\[--trust-proxy <hops \| addresses>\]/);
  });
});
