// Which origins the relay may reach: computed from the specs and docs.json at build time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalize } from '@quire/openapi';
import { parse } from 'yaml';
import { isOriginAllowed } from '../src/relay/origin-allowed.ts';
import { relayTargets } from '../src/relay/relay-targets.ts';

const spec = `openapi: 3.1.0
info: { title: Regions, version: 1.0.0 }
servers:
  - url: https://{region}.api.example.com:{port}/v1
    variables:
      region: { default: eu, enum: [eu, us] }
      port: { default: '443', enum: ['443', '8443'] }
  - url: '{scheme}://sandbox.example.com'
    variables:
      scheme: { default: https }
  - url: /relative/v1
  - url: https://{tenant}.example.org
paths:
  /things:
    servers: [{ url: 'http://localhost:4010' }]
    get: { responses: { '200': { description: OK } } }
  /other:
    get:
      servers: [{ url: 'https://ops.example.com/{version}', variables: { version: { default: v2 } } }]
      responses: { '200': { description: OK } }
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: https://login.example.com/authorize
          tokenUrl: https://auth.example.com/token
          refreshUrl: https://refresh.example.com:9443/refresh
          scopes: {}
        clientCredentials: { tokenUrl: /relative/token, scopes: {} }
`;

const model = normalize(parse(spec), 'regions.yaml', '3.1').model;
const playground = { display: 'interactive' as const, proxy: true, credentials: false };

describe('relay targets', () => {
  it('are the servers of root, path and operation level with every enum value of their variables, the default of free-form ones, and the OAuth token URLs', () => {
    assert.deepEqual(relayTargets([model], { playground }).origins, [
      'http://localhost:4010',
      'https://auth.example.com',
      'https://eu.api.example.com',
      'https://eu.api.example.com:8443',
      'https://ops.example.com',
      'https://refresh.example.com:9443',
      'https://sandbox.example.com',
      'https://us.api.example.com',
      'https://us.api.example.com:8443',
    ]);
  });

  it('add docs.json allowedOrigins and the MDX endpoint servers, in normal form; relative URLs and the authorization page are left out', () => {
    const { origins } = relayTargets([], {
      playground: { ...playground, allowedOrigins: ['HTTPS://Sandbox.Example.com:443/', 'https://*.example.net'] },
      mdx: { server: ['https://mdx.example.com/v1', '/relative'] },
    });
    assert.deepEqual(origins, ['https://*.example.net', 'https://mdx.example.com', 'https://sandbox.example.com']);
    assert.ok(!relayTargets([model], { playground }).origins.some((origin) => origin.includes('login.') || origin.includes('{')));
  });

  it('match an origin exactly, or a subdomain under a wildcard with the same scheme and port', () => {
    const origins = ['https://api.example.com', 'https://*.example.net', 'http://localhost:4010'];
    const allowed = (url: string) => isOriginAllowed(origins, new URL(url));
    assert.ok(allowed('https://api.example.com/v1/pets?x=1'));
    assert.ok(allowed('https://api.example.com:443/'));
    assert.ok(allowed('https://eu.example.net/'));
    assert.ok(allowed('https://a.b.example.net/'));
    assert.ok(allowed('http://localhost:4010/things'));
    for (const url of [
      'http://api.example.com/',
      'https://api.example.com:8443/',
      'https://example.net/',
      'http://eu.example.net/',
      'https://eu.example.net:8443/',
      'https://evilexample.net/',
      'http://localhost:4011/',
      'https://api.example.com.evil.test/',
    ]) {
      assert.ok(!allowed(url), url);
    }
  });
});
