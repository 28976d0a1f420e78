// Where the WebSocket playground connects: server variables, channel parameters (encoded), the
// binding's query, and credentials in the query or as a subprotocol.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  composeConnection,
  credentialPlacement,
  isToken,
  joinPath,
  schemesFor,
  showProtocol,
  type ConnectionChoices,
} from '../src/websocket/connection-url.ts';
import type { WsPlaygroundData, WsSecurityScheme, WsServer } from '../src/contract.ts';

const local: WsServer = {
  name: 'local',
  label: 'Local mock',
  protocol: 'ws',
  host: 'localhost:{port}',
  pathname: '/v2',
  variables: [{ name: 'port', default: '4010' }],
  security: ['apiKey'],
};
const production: WsServer = {
  name: 'production',
  label: 'Production',
  protocol: 'wss',
  host: '{region}.live.example',
  pathname: '/v2/',
  variables: [{ name: 'region', enum: ['eu', 'us'], default: 'eu' }],
  security: [],
};
const apiKey: WsSecurityScheme = { name: 'apiKey', type: 'httpApiKey', in: 'query', paramName: 'token' };
const bearer: WsSecurityScheme = { name: 'bearer', type: 'http', scheme: 'bearer' };
const data: WsPlaygroundData = {
  kind: 'websocket',
  channel: { id: 'petUpdates', address: '/live/pets/{petId}', parameters: [{ name: 'petId', schema: { type: 'string' } }] },
  servers: [production, local],
  query: [{ name: 'since', required: false, schema: { type: 'string', format: 'date-time' } }],
  messages: [],
  securitySchemes: [apiKey, bearer],
};
const choices = (c: Partial<ConnectionChoices>): ConnectionChoices => ({ server: local, variables: {}, parameters: { petId: '42' }, query: {}, ...c });

test('server variables are filled in, defaults standing in for empty ones', () => {
  assert.equal(composeConnection(data, choices({})).url, 'ws://localhost:4010/v2/live/pets/42');
  assert.equal(composeConnection(data, choices({ variables: { port: '9000' } })).url, 'ws://localhost:9000/v2/live/pets/42');
  assert.equal(composeConnection(data, choices({ server: production, variables: { region: 'us' } })).url, 'wss://us.live.example/v2/live/pets/42');
});

test('channel parameters are URL-encoded into the address, and missing ones are named', () => {
  assert.equal(composeConnection(data, choices({ parameters: { petId: 'a b/c?d' } })).url, 'ws://localhost:4010/v2/live/pets/a%20b%2Fc%3Fd');
  const missing = composeConnection(data, choices({ parameters: { petId: '' } }));
  assert.deepEqual(missing.missing, ['petId']);
  assert.equal(missing.url, 'ws://localhost:4010/v2/live/pets/{petId}');
});

test('binding query parameters with a value are added, encoded; empty ones are left out', () => {
  assert.equal(
    composeConnection(data, choices({ query: { since: '2026-05-01T10:00:00+02:00' } })).url,
    'ws://localhost:4010/v2/live/pets/42?since=2026-05-01T10%3A00%3A00%2B02%3A00',
  );
  assert.equal(composeConnection(data, choices({ query: { since: '' } })).url, 'ws://localhost:4010/v2/live/pets/42');
});

test('an API key in the query goes in the query, after the binding parameters', () => {
  const c = composeConnection(data, choices({ query: { since: 'x' }, auth: { scheme: apiKey, value: 's3cr&t' } }));
  assert.equal(c.url, 'ws://localhost:4010/v2/live/pets/42?since=x&token=s3cr%26t');
  assert.deepEqual(c.protocols, []);
});

test('a bearer token, or a key the spec puts in a header, is offered as the first subprotocol', () => {
  const c = composeConnection(data, choices({ auth: { scheme: bearer, value: 'eyJhbGciOi.abc' }, protocols: [' graphql-ws ', ''] }));
  assert.equal(c.url, 'ws://localhost:4010/v2/live/pets/42');
  assert.deepEqual(c.protocols, ['eyJhbGciOi.abc', 'graphql-ws']);
  assert.deepEqual(c.invalidProtocols, []);
  assert.deepEqual(credentialPlacement({ name: 'k', type: 'httpApiKey', in: 'header', paramName: 'X-Key' }), { in: 'protocol' });
  assert.deepEqual(credentialPlacement({ name: 'k', type: 'httpApiKey', in: 'cookie', paramName: 'sid' }), { in: 'protocol' });
  assert.deepEqual(credentialPlacement(apiKey), { in: 'query', name: 'token' });
});

test('subprotocols a browser would refuse are reported before connecting', () => {
  const c = composeConnection(data, choices({ auth: { scheme: bearer, value: 'has space' }, protocols: ['ok', 'a/b'] }));
  // The credential is named by its mask: the alert must not print it.
  assert.deepEqual(c.invalidProtocols, ['<token>', 'a/b']);
  assert.ok(isToken('base64url.bearer.authorization.k8s.io.abc_-'));
  assert.ok(!isToken('a,b'));
});

test('an empty credential adds nothing', () => {
  const c = composeConnection(data, choices({ auth: { scheme: apiKey, value: '' } }));
  assert.equal(c.url, 'ws://localhost:4010/v2/live/pets/42');
});

test("the schemes on offer are the server's own, else all that apply", () => {
  assert.deepEqual(
    schemesFor(data, local).map((s) => s.name),
    ['apiKey'],
  );
  assert.deepEqual(
    schemesFor(data, production).map((s) => s.name),
    ['apiKey', 'bearer'],
  );
});

test('paths join with one slash', () => {
  assert.equal(joinPath('/v2/', '/live'), '/v2/live');
  assert.equal(joinPath('', 'live'), '/live');
  assert.equal(joinPath('/v2', ''), '/v2');
});

const tenant: WsServer = {
  name: 'tenant',
  label: 'Tenant',
  protocol: 'wss',
  host: '{tenant}.example.com',
  pathname: '/{version}',
  variables: [
    { name: 'tenant', default: 'acme' },
    { name: 'version', default: 'v2' },
  ],
  security: [],
};
const tenantData: WsPlaygroundData = { ...data, servers: [tenant] };

test('a server variable that would rewrite the URL is refused by name, never filled in or echoed', () => {
  for (const hostile of ['evil.com/', 'evil.com?', 'evil.com#', 'me@evil.com', 'evil.com:443', 'a b', 'é']) {
    const c = composeConnection(tenantData, choices({ server: tenant, variables: { tenant: hostile } }));
    assert.deepEqual(c.invalidVariables, ['tenant'], hostile);
    assert.equal(c.url, 'wss://{tenant}.example.com/v2/live/pets/42', hostile);
    assert.ok(!c.url.includes('evil'), hostile);
  }
  const path = composeConnection(tenantData, choices({ server: tenant, variables: { version: '../x/@evil' } }));
  assert.deepEqual(path.invalidVariables, ['version']);
  const fine = composeConnection(tenantData, choices({ server: tenant, variables: { tenant: 'Blue-team_1.eu~x', version: 'v3' } }));
  assert.deepEqual(fine.invalidVariables, []);
  assert.equal(fine.unsafeUrl, false);
  assert.equal(fine.url, 'wss://Blue-team_1.eu~x.example.com/v3/live/pets/42');
});

test('a port variable takes digits only; an empty server variable is missing, by name', () => {
  assert.deepEqual(composeConnection(data, choices({ variables: { port: '9000' } })).invalidVariables, []);
  assert.deepEqual(composeConnection(data, choices({ variables: { port: '80abc' } })).invalidVariables, ['port']);
  const noDefault: WsServer = { ...tenant, variables: [{ name: 'tenant' }, { name: 'version', default: 'v2' }] };
  const c = composeConnection({ ...data, servers: [noDefault] }, choices({ server: noDefault }));
  assert.deepEqual(c.missingVariables, ['tenant']);
  assert.deepEqual(c.invalidVariables, []);
});

test("the composed URL must keep the server's protocol and host: anything else is flagged unsafe", () => {
  assert.equal(composeConnection(data, choices({})).unsafeUrl, false);
  assert.equal(composeConnection(data, choices({ server: production, variables: { region: 'us' } })).unsafeUrl, false);
  // A host the spec itself writes oddly (a path in it) would not be the host connected to.
  const odd: WsServer = { ...local, host: 'evil.com/x{port}', variables: [{ name: 'port', default: '1' }] };
  assert.equal(composeConnection({ ...data, servers: [odd] }, choices({ server: odd })).unsafeUrl, true);
});

test("a credential sent as a subprotocol is masked wherever it is shown; the reader's own subprotocols are not", () => {
  const c = composeConnection(data, choices({ auth: { scheme: bearer, value: 'eyJ.secret' }, protocols: ['graphql-ws'] }));
  assert.deepEqual(c.protocols, ['eyJ.secret', 'graphql-ws']);
  assert.deepEqual(c.shownProtocols, ['<token>', 'graphql-ws']);
  assert.equal(c.credentialProtocol, 'eyJ.secret');
  assert.equal(showProtocol(c, 'eyJ.secret'), '<token>');
  assert.equal(showProtocol(c, 'graphql-ws'), 'graphql-ws');
  const invalid = composeConnection(data, choices({ auth: { scheme: bearer, value: 'alice:secret=' } }));
  assert.deepEqual(invalid.invalidProtocols, ['<token>']);
  assert.ok(!JSON.stringify(invalid.shownProtocols).includes('secret'));
});

test('HTTP basic credentials are never offered as a subprotocol: a browser cannot send them on a WebSocket', () => {
  const basic: WsSecurityScheme = { name: 'basic', type: 'http', scheme: 'Basic' };
  assert.deepEqual(credentialPlacement(basic), { in: 'none' });
  const c = composeConnection({ ...data, securitySchemes: [basic] }, choices({ auth: { scheme: basic, value: 'alice:secret' } }));
  assert.deepEqual(c.protocols, []);
  assert.deepEqual(c.invalidProtocols, []);
  assert.ok(!c.url.includes('secret'));
});
