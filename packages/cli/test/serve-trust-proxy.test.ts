// `quire serve --trust-proxy --webhook-limit`: behind the named proxy, the webhook's per-address
// limit (set by --webhook-limit) counts each client that X-Forwarded-For names; a value that is no
// proxy setting or no limit stops the start (exit 2).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';
import { serve, work } from './serve-helpers.ts';

/** The per-address webhook limit the test sets: a minute's worth. */
const PER_ADDRESS = 20;

describe('quire serve --trust-proxy', () => {
  it('counts webhook deliveries per forwarded client behind the trusted proxy, up to --webhook-limit', async () => {
    const { url } = await serve(join(work, 'trust-proxy-data'), ['--trust-proxy', '127.0.0.1', '--webhook-limit', `60,${PER_ADDRESS}`]);
    // Unsigned deliveries are refused (401) before their body is read, but each counts against its sender.
    const deliver = (client: string) =>
      fetch(`${url}/v1/webhooks/git?project=665f1c2e9b1d4a0012ab34cd`, { method: 'POST', headers: { 'x-forwarded-for': client }, body: '{}' });
    for (let i = 0; i < PER_ADDRESS; i++) assert.equal((await deliver('203.0.113.9')).status, 401);
    // The bucket refills as the requests go (one every 3 s): at most one more gets through.
    let limited = await deliver('203.0.113.9');
    if (limited.status === 401) limited = await deliver('203.0.113.9');
    assert.equal(limited.status, 429);
    assert.match(await limited.text(), /This address \(203\.0\.113\.9\) sent too many webhook deliveries/);
    assert.equal((await deliver('198.51.100.4')).status, 401, 'another client behind the proxy is not limited');
  });

  it('refuses a value that is no proxy setting, saying how to write one', async () => {
    const result = await runQuire(['serve', '--port', '0', '--data', join(work, 'unused'), '--trust-proxy', '10.0.0.0/33'], work);
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /^quire serve: --trust-proxy: "10\.0\.0\.0\/33" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal\. Write the number of proxies/,
    );
    assert.match(result.stderr, /Usage: quire serve .*\[--trust-proxy <hops \| addresses>\]/);
  });

  it('refuses a --webhook-limit that is not two whole numbers, with an example', async () => {
    const result = await runQuire(['serve', '--port', '0', '--data', join(work, 'unused'), '--webhook-limit', '60'], work);
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /^quire serve: --webhook-limit takes two whole numbers of at least 1, deliveries a minute per project and per sender address \(such as 60,600\); got "60"\./,
    );
  });
});
