// The trust-proxy setting: a number of hops or a list of proxies, as an operator writes it; a
// wrong one stops the service's start with a line that says what is wrong and how to write it.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseTrustProxy } from '../src/http/trust-proxy.ts';
import { startService } from '../src/service/start-service.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';

test('a hop count and a list of addresses, CIDR ranges and named ranges are read', () => {
  assert.deepEqual(parseTrustProxy('1'), { ok: true, value: 1 });
  assert.deepEqual(parseTrustProxy(' 0 '), { ok: true, value: 0 });
  assert.deepEqual(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback'), {
    ok: true,
    value: ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'],
  });
});

test('a wrong value says which part is wrong and how to write the setting', () => {
  for (const [text, what] of [
    ['proxy.internal', /"proxy\.internal" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal/],
    ['10.0.0.0/33', /"10\.0\.0\.0\/33" is not an IP address/],
    ['10.0.0.5,', /An entry of the list of trusted proxies is empty/],
    ['', /An entry of the list of trusted proxies is empty/],
    ['99', /99 is not a number of proxy hops/],
    ['-1', /"-1" is not an IP address/],
  ] as const) {
    const parsed = parseTrustProxy(text);
    assert.equal(parsed.ok, false, text);
    if (parsed.ok) continue;
    assert.match(parsed.message, what, text);
    assert.match(
      parsed.message,
      /Write the number of proxies in front of the service .* or a comma-separated list of the proxies' addresses and CIDR ranges \(such as 10\.0\.0\.5,10\.1\.0\.0\/16,loopback/,
      text,
    );
  }
});

test('the service refuses a wrong setting before it opens anything', async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'quire-trust-')), 'data');
  await assert.rejects(
    startService({ cli: quireCli, dataDir, port: 0, trustProxy: ['10.0.0.5', 'gateway'] }),
    /^Error: The trust-proxy setting: "gateway" is not an IP address/,
  );
  assert.equal(existsSync(dataDir), false, 'no data folder was made');
});
