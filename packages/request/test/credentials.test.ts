import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRequest, credentialFor, requirementCredentials, satisfiedRequirement, type SecuritySchemeSpec } from '../src/index.ts';

const schemes: Record<string, SecuritySchemeSpec> = {
  headerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
  queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
  cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
  basic: { type: 'http', scheme: 'basic' },
  bearer: { type: 'http', scheme: 'bearer' },
  digest: { type: 'http', scheme: 'digest' },
  oauth: { type: 'oauth2' },
  oidc: { type: 'openIdConnect' },
  mtls: { type: 'mutualTLS' },
};

test('each kind of scheme places its credential where it says', () => {
  assert.deepEqual(credentialFor(schemes.headerKey!, { value: ' k ' }), { in: 'header', name: 'X-API-Key', value: 'k' });
  assert.deepEqual(credentialFor(schemes.queryKey!, { value: 'k' }), { in: 'query', name: 'api_key', value: 'k' });
  assert.deepEqual(credentialFor(schemes.cookieKey!, { value: 'k' }), { in: 'cookie', name: 'session', value: 'k' });
  const auth = (name: string, secret: Parameters<typeof credentialFor>[1]) => credentialFor(schemes[name]!, secret)?.value;
  assert.equal(auth('basic', { username: 'zoë', password: 'pw' }), `Basic ${Buffer.from('zoë:pw').toString('base64')}`);
  assert.equal(auth('basic', { value: 'ann:pw' }), `Basic ${Buffer.from('ann:pw').toString('base64')}`);
  assert.equal(auth('basic', { value: '<credentials>' }), 'Basic <credentials>');
  assert.equal(auth('bearer', { value: 'Bearer abc' }), 'Bearer abc');
  assert.equal(auth('digest', { value: 'Digest a=1' }), 'Digest a=1');
  assert.equal(auth('digest', { value: 'a=1' }), 'Digest a=1');
  assert.equal(auth('oauth', { value: 't' }), 'Bearer t');
  assert.equal(auth('oidc', { value: 't' }), 'Bearer t');
  assert.equal(credentialFor(schemes.mtls!, { value: 'x' }), undefined);
  assert.equal(credentialFor(schemes.bearer!, { value: 'Bearer ' }), undefined);
});

test('credentials replace parameters of the same name; cookies are encoded, one header', () => {
  const credentials = requirementCredentials([{ scheme: 'headerKey' }, { scheme: 'queryKey' }, { scheme: 'cookieKey' }], schemes, () => ({ value: 'a;b' }));
  const { request } = buildRequest({
    method: 'GET',
    serverUrl: 'https://a.test',
    path: '/',
    parameters: [
      { name: 'x-api-key', in: 'header' },
      { name: 'api_key', in: 'query' },
      { name: 'theme', in: 'cookie' },
    ],
    values: { 'header:x-api-key': 'old', 'query:api_key': 'old', 'cookie:theme': 'dark' },
    credentials,
  });
  assert.equal(request.url, 'https://a.test/?api_key=a%3Bb');
  assert.deepEqual(request.headers, { 'X-API-Key': 'a;b', Cookie: 'theme=dark; session=a%3Bb' });
});

test('the requirement to use: the first with every secret, before an anonymous one', () => {
  const requirements = [[], [{ scheme: 'basic' }, { scheme: 'queryKey' }], [{ scheme: 'bearer' }]];
  assert.deepEqual(
    satisfiedRequirement(requirements, (s) => s === 'bearer'),
    [{ scheme: 'bearer' }],
  );
  assert.deepEqual(
    satisfiedRequirement(requirements, () => false),
    [],
  );
  assert.equal(
    satisfiedRequirement([[{ scheme: 'bearer' }]], () => false),
    undefined,
  );
});

test('bodies: a Content-Type replaces one in any case; bytes travel as base64', () => {
  const { request } = buildRequest({
    method: 'PUT',
    serverUrl: 'https://a.test',
    path: '/f',
    parameters: [],
    values: {},
    body: { contentType: 'image/png', base64: 'AAE=' },
  });
  assert.deepEqual(request.headers, { 'Content-Type': 'image/png' });
  assert.equal(request.body, 'AAE=');
  assert.equal(request.bodyEncoding, 'base64');
});
