// The auth panel's pure parts: which alternatives a reader can choose, and where each kind of
// credential goes in the request.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SecurityRequirement, SecurityScheme } from '@quire/openapi/browser';
import type { RequestDraft } from '../src/http/island-parts.ts';
import { authAlternatives, describeScheme, initialAlternative, NO_AUTH } from '../src/http/auth/alternatives.ts';
import { addCredentials, basicAuthorization, type Field } from '../src/http/auth/credentials.ts';

const schemes: Record<string, SecurityScheme> = {
  headerKey: { type: 'apiKey', name: 'X-API-Key', in: 'header' },
  queryKey: { type: 'apiKey', name: 'api_key', in: 'query' },
  cookieKey: { type: 'apiKey', name: 'session', in: 'cookie' },
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  basic: { type: 'http', scheme: 'basic' },
  digest: { type: 'http', scheme: 'digest' },
  oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.test/token', scopes: { read: 'Read' } } } },
  oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.test/.well-known/openid-configuration' },
  mtls: { type: 'mutualTLS' },
};

const requirement = (...names: string[]): SecurityRequirement => names.map((scheme) => ({ scheme, scopes: [] }));
const emptyDraft = (): RequestDraft => ({ headers: {}, query: [], cookies: [] });

/** Applies a requirement with values given as { 'scheme.field': value }. */
function apply(names: string[], values: Record<string, string>, draft = emptyDraft()): RequestDraft {
  addCredentials(draft, requirement(...names), schemes, (scheme: string, field: Field) => values[`${scheme}.${field}`] ?? '');
  return draft;
}

test('API keys go to the header, query parameter or cookie the scheme names, under its exact name', () => {
  assert.deepEqual(apply(['headerKey'], { 'headerKey.key': 'h1' }), { headers: { 'X-API-Key': 'h1' }, query: [], cookies: [] });
  assert.deepEqual(apply(['queryKey'], { 'queryKey.key': 'q1' }), { headers: {}, query: [['api_key', 'q1']], cookies: [] });
  assert.deepEqual(apply(['cookieKey'], { 'cookieKey.key': 'c1' }), { headers: {}, query: [], cookies: [['session', 'c1']] });
});

test('bearer, OAuth 2.0 and OpenID Connect tokens are sent as Authorization: Bearer, a pasted "Bearer " prefix dropped', () => {
  assert.deepEqual(apply(['bearer'], { 'bearer.token': ' abc.def ' }).headers, { Authorization: 'Bearer abc.def' });
  assert.deepEqual(apply(['bearer'], { 'bearer.token': 'bearer abc' }).headers, { Authorization: 'Bearer abc' });
  assert.deepEqual(apply(['oauth'], { 'oauth.token': 'tok' }).headers, { Authorization: 'Bearer tok' });
  assert.deepEqual(apply(['oidc'], { 'oidc.token': 'id' }).headers, { Authorization: 'Bearer id' });
});

test('basic auth encodes the UTF-8 bytes of user:password, so non-ASCII names and passwords survive', () => {
  assert.equal(basicAuthorization('Aladdin', 'open sesame'), 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  // RFC 7617 §2.1's example of charset="UTF-8": "test" with password "123£".
  assert.equal(basicAuthorization('test', '123£'), 'Basic dGVzdDoxMjPCow==');
  const header = apply(['basic'], { 'basic.username': 'zoë', 'basic.password': 'пароль🔑' }).headers.Authorization!;
  assert.equal(Buffer.from(header.replace('Basic ', ''), 'base64').toString('utf8'), 'zoë:пароль🔑');
  assert.deepEqual(apply(['basic'], { 'basic.username': 'only' }).headers, { Authorization: basicAuthorization('only', '') });
});

test('other HTTP schemes send the raw Authorization value; mutual TLS sends nothing', () => {
  assert.deepEqual(apply(['digest'], { 'digest.authorization': 'Digest username="a"' }).headers, { Authorization: 'Digest username="a"' });
  assert.deepEqual(apply(['mtls'], { 'mtls.token': 'x' }), emptyDraft());
});

test('empty fields add nothing, and an undefined scheme is skipped', () => {
  assert.deepEqual(apply(['headerKey', 'queryKey', 'cookieKey', 'bearer', 'basic', 'digest', 'oauth', 'oidc', 'mtls', 'missing'], {}), emptyDraft());
  assert.deepEqual(apply(['bearer'], { 'bearer.token': 'Bearer ' }), emptyDraft());
});

test('every scheme of a requirement applies together', () => {
  const draft = apply(['headerKey', 'queryKey', 'bearer'], { 'headerKey.key': 'h', 'queryKey.key': 'q', 'bearer.token': 't' });
  assert.deepEqual(draft, { headers: { 'X-API-Key': 'h', Authorization: 'Bearer t' }, query: [['api_key', 'q']], cookies: [] });
});

test('a credential replaces what the draft already had under its name, headers in any case', () => {
  const draft: RequestDraft = {
    headers: { 'x-api-key': 'from a parameter', Accept: 'application/json' },
    query: [
      ['api_key', 'old'],
      ['page', '2'],
    ],
    cookies: [['session', 'old']],
  };
  apply(['headerKey', 'queryKey', 'cookieKey'], { 'headerKey.key': 'h', 'queryKey.key': 'q', 'cookieKey.key': 'c' }, draft);
  assert.deepEqual(draft, {
    headers: { Accept: 'application/json', 'X-API-Key': 'h' },
    query: [
      ['page', '2'],
      ['api_key', 'q'],
    ],
    cookies: [['session', 'c']],
  });
});

test('alternatives are labelled by their schemes; the empty requirement is "No auth" among others', () => {
  const alternatives = authAlternatives([requirement('headerKey'), requirement('oauth', 'queryKey'), [], requirement('headerKey')]);
  assert.deepEqual(
    alternatives.map((a) => a.label),
    ['headerKey', 'oauth + queryKey', NO_AUTH],
  );
  assert.deepEqual(alternatives[1]!.requirement, requirement('oauth', 'queryKey'));
});

test('no requirement, or only empty ones, means no auth panel at all', () => {
  assert.deepEqual(authAlternatives([]), []);
  assert.deepEqual(authAlternatives([[]]), []);
  assert.deepEqual(authAlternatives([[], []]), []);
});

test('the first choice is the one remembered if offered, else the first that asks for credentials', () => {
  const alternatives = authAlternatives([[], requirement('bearer'), requirement('basic')]);
  assert.equal(initialAlternative(alternatives, undefined)!.label, 'bearer');
  assert.equal(initialAlternative(alternatives, 'basic')!.label, 'basic');
  assert.equal(initialAlternative(alternatives, NO_AUTH)!.label, NO_AUTH);
  assert.equal(initialAlternative(alternatives, 'gone')!.label, 'bearer');
});

test('legends say what kind of credential each scheme takes', () => {
  assert.equal(describeScheme(schemes.headerKey), 'API key in header X-API-Key');
  assert.equal(describeScheme(schemes.queryKey), 'API key in query api_key');
  assert.equal(describeScheme(schemes.bearer), 'Bearer token (JWT)');
  assert.equal(describeScheme(schemes.basic), 'Basic authentication');
  assert.equal(describeScheme(schemes.digest), 'HTTP digest');
  assert.equal(describeScheme(schemes.oauth), 'OAuth 2.0');
  assert.equal(describeScheme(schemes.mtls), 'Mutual TLS');
  assert.equal(describeScheme(undefined), 'not defined in the spec');
});
