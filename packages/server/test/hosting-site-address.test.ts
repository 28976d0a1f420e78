// Which site a request names, as a pure function of its Host header and path.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteAddress } from '../src/hosting/site-address.ts';

test('a subdomain of the host names its site, whatever the port', () => {
  assert.deepEqual(siteAddress('acme.quire.test:4321', '/guide', 'quire.test'), { kind: 'site', subdomain: 'acme', path: '/guide' });
  assert.deepEqual(siteAddress('quire.test', '/guide', 'quire.test'), { kind: 'none' });
  assert.deepEqual(siteAddress('a.b.quire.test', '/', 'quire.test'), { kind: 'none' }, 'two labels are no subdomain');
  assert.deepEqual(siteAddress('acme.other.test', '/', 'quire.test'), { kind: 'none' });
  assert.deepEqual(siteAddress('acme.quire.test', '/', undefined), { kind: 'none' }, 'no host configured: path mode only');
});

test('path mode: /sites/<subdomain>/ and the rest of the path inside the site', () => {
  assert.deepEqual(siteAddress('localhost:4000', '/sites/acme/guide/', undefined), { kind: 'site', subdomain: 'acme', path: '/guide/' });
  assert.deepEqual(siteAddress('localhost', '/sites/acme/', 'localhost'), { kind: 'site', subdomain: 'acme', path: '/' });
  assert.deepEqual(siteAddress('localhost:4500', '/sites/acme/', 'localhost:4500'), { kind: 'site', subdomain: 'acme', path: '/' });
  assert.deepEqual(siteAddress('localhost', '/sites/acme', undefined), { kind: 'redirect', location: '/sites/acme/' });
  for (const path of ['/sites/', '/sites/../x', '/sites/Acme/', '/sites/-acme/', '/sitesacme/', '/v1/openapi.json']) {
    assert.deepEqual(siteAddress('localhost', path, undefined), { kind: 'none' }, path);
  }
});

test('path mode is local-only: off once a domain is configured, since it puts every tenant on the service’s origin', () => {
  for (const hostHeader of ['quire.test', 'localhost', 'acme.quire.test']) {
    assert.deepEqual(
      siteAddress(hostHeader, '/sites/acme/', 'quire.test'),
      hostHeader === 'acme.quire.test' ? { kind: 'site', subdomain: 'acme', path: '/sites/acme/' } : { kind: 'none' },
      hostHeader,
    );
  }
  assert.deepEqual(siteAddress('docs.example.com', '/sites/acme', 'docs.example.com'), { kind: 'none' }, 'no redirect either');
});
