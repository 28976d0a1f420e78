// The OAuth device authorization grant (RFC 8628) and metadata discovery (RFC 8414) of the auth
// panel: the requests, how the answers read, the polling rules, and a real provider over HTTP.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { RelayRequest, RelayResponse } from '@quire/request';
import { deviceAuthorizationRequest, deviceTokenRequest, pollForToken, readDeviceAuthorization, readPollAnswer } from '../src/http/auth/device-flow.ts';
import { metadataUrlOf, runnableFlows } from '../src/http/auth/oauth-flows.ts';
import { fetchServerMetadata, readServerMetadata } from '../src/http/auth/oauth-metadata.ts';
import type { Client } from '../src/http/auth/token-request.ts';

const response = (status: number, body: string | object, extra: Partial<RelayResponse> = {}): RelayResponse => ({
  status,
  statusText: '',
  headers: {},
  body: typeof body === 'string' ? body : JSON.stringify(body),
  bodyEncoding: 'utf8',
  timeMs: 1,
  ...extra,
});
const form = (request: RelayRequest) => Object.fromEntries(new URLSearchParams(request.body ?? ''));
const publicClient: Client = { clientId: 'tv-app', clientSecret: '', auth: 'header' };
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

test('the device authorization and token requests are form POSTs naming the client, the scopes and the device code', () => {
  const ask = deviceAuthorizationRequest('https://auth.test/device', publicClient, ['read', 'write']);
  assert.equal(ask.method, 'POST');
  assert.equal(ask.url, 'https://auth.test/device');
  assert.deepEqual(form(ask), { scope: 'read write', client_id: 'tv-app' });
  assert.deepEqual(form(deviceAuthorizationRequest('https://auth.test/device', publicClient, [])), { client_id: 'tv-app' });
  const poll = deviceTokenRequest('https://auth.test/token', publicClient, 'dc 1');
  assert.deepEqual(form(poll), { grant_type: GRANT, device_code: 'dc 1', client_id: 'tv-app' });
  const confidential = deviceTokenRequest('https://auth.test/token', { clientId: 'tv', clientSecret: 's', auth: 'header' }, 'dc');
  assert.match(confidential.headers.Authorization!, /^Basic /);
});

test('the device authorization answer: codes, links (http only) and the RFC defaults; a refusal or a gap in plain words', () => {
  const answer = {
    device_code: 'dc',
    user_code: 'WDJB-MJHT',
    verification_uri: 'https://auth.test/activate',
    verification_uri_complete: 'https://auth.test/activate?c=WDJB',
    expires_in: 900,
    interval: 2,
  };
  assert.deepEqual(readDeviceAuthorization(response(200, answer)), {
    ok: true,
    value: {
      deviceCode: 'dc',
      userCode: 'WDJB-MJHT',
      verificationUri: 'https://auth.test/activate',
      verificationUriComplete: 'https://auth.test/activate?c=WDJB',
      expiresIn: 900,
      interval: 2,
    },
  });
  // Google's older `verification_url`; no interval means 5 s, a javascript: link is dropped.
  const older = readDeviceAuthorization(
    response(200, { device_code: 'dc', user_code: 'U', verification_url: 'https://www.google.com/device', verification_uri_complete: 'javascript:alert(1)' }),
  );
  assert.deepEqual(older, {
    ok: true,
    value: { deviceCode: 'dc', userCode: 'U', verificationUri: 'https://www.google.com/device', expiresIn: 600, interval: 5 },
  });
  assert.deepEqual(readDeviceAuthorization(response(200, { device_code: 'dc', verification_uri: 'javascript:alert(1)' })), {
    ok: false,
    message: 'The device authorization endpoint answered 200 without user_code, verification_uri (an http or https URL), so there is no code to show.',
  });
  assert.deepEqual(readDeviceAuthorization(response(400, { error: 'invalid_scope', error_description: 'Unknown scope' }, { statusText: 'Bad Request' })), {
    ok: false,
    message: 'The device authorization endpoint refused (400 Bad Request): invalid_scope — Unknown scope',
  });
  assert.deepEqual(readDeviceAuthorization(response(404, 'Not Found')), { ok: false, message: 'The device authorization endpoint answered 404: Not Found' });
});

test('poll answers: pending, slow down, the token, and denial or expiry in plain words', () => {
  assert.deepEqual(readPollAnswer(response(400, { error: 'authorization_pending' })), { kind: 'pending' });
  assert.deepEqual(readPollAnswer(response(400, { error: 'slow_down' })), { kind: 'slowDown' });
  assert.deepEqual(readPollAnswer(response(200, { access_token: 't', token_type: 'Bearer' })), {
    kind: 'token',
    result: { ok: true, accessToken: 't', tokenType: 'Bearer' },
  });
  assert.deepEqual(readPollAnswer(response(400, { error: 'access_denied' })), {
    kind: 'failed',
    message: 'The sign-in was declined at the provider, so no token was issued. Start again to get a new code.',
  });
  assert.deepEqual(readPollAnswer(response(400, { error: 'expired_token' })), {
    kind: 'failed',
    message: 'The code expired before it was approved. Start again to get a new code.',
  });
  assert.deepEqual(readPollAnswer(response(401, { error: 'invalid_client' }, { statusText: 'Unauthorized' })), {
    kind: 'failed',
    message: 'The token endpoint refused (401 Unauthorized): invalid_client',
  });
});

/** A scripted token endpoint and a clock that only counts: the loop's rules without waiting. */
function scripted(answers: RelayResponse[]) {
  const waits: number[] = [];
  let sent = 0;
  const send = async () => {
    sent++;
    return answers.shift() ?? response(400, { error: 'authorization_pending' });
  };
  const sleep = async (ms: number, signal: AbortSignal) => {
    if (signal.aborted) throw signal.reason;
    waits.push(ms / 1000);
  };
  return { send, sleep, waits, sent: () => sent };
}
const pending = () => response(400, { error: 'authorization_pending' });
const poll = deviceTokenRequest('https://auth.test/token', publicClient, 'dc');

test('polling waits the interval before each poll, adds 5 s on slow_down, and stops at the token', async () => {
  const run = scripted([pending(), response(400, { error: 'slow_down' }), pending(), response(200, { access_token: 'tok' })]);
  const result = await pollForToken(run.send, poll, { interval: 2, expiresIn: 600, signal: new AbortController().signal, sleep: run.sleep });
  assert.deepEqual(result, { ok: true, accessToken: 'tok' });
  assert.deepEqual(run.waits, [2, 2, 7, 7]);
});

test('polling stops on denial, on expiry, and on cancel without sending again', async () => {
  const denied = scripted([pending(), response(400, { error: 'access_denied' })]);
  assert.deepEqual(await pollForToken(denied.send, poll, { interval: 1, expiresIn: 600, signal: new AbortController().signal, sleep: denied.sleep }), {
    ok: false,
    message: 'The sign-in was declined at the provider, so no token was issued. Start again to get a new code.',
  });
  // The provider keeps saying "pending": the code's lifetime ends the loop (5 s at 2 s a poll: 3 polls).
  const expired = scripted([]);
  const result = await pollForToken(expired.send, poll, { interval: 2, expiresIn: 5, signal: new AbortController().signal, sleep: expired.sleep });
  assert.deepEqual(result, { ok: false, message: 'The code expired before it was approved. Start again to get a new code.' });
  assert.equal(expired.sent(), 3);

  const controller = new AbortController();
  const cancelled = scripted([]);
  const send = async () => {
    const answer = await cancelled.send();
    if (cancelled.sent() === 2) controller.abort();
    return answer;
  };
  assert.equal(await pollForToken(send, poll, { interval: 1, expiresIn: 600, signal: controller.signal, sleep: cancelled.sleep }), undefined);
  assert.equal(cancelled.sent(), 2);
});

const metadata = {
  grantTypesSupported: ['authorization_code', GRANT],
  tokenEndpoint: 'https://auth.test/token',
  authorizationEndpoint: 'https://auth.test/authorize',
  deviceAuthorizationEndpoint: 'https://auth.test/device',
  scopesSupported: ['read', 'write'],
};

test('the metadata fills the endpoints and scopes the spec leaves out; a scheme with no flows gets the granted ones', () => {
  const bare = { type: 'oauth2' as const, flows: {}, metadataUrl: 'https://auth.test/.well-known/oauth-authorization-server' };
  assert.equal(metadataUrlOf(bare), 'https://auth.test/.well-known/oauth-authorization-server');
  assert.equal(metadataUrlOf({ ...bare, metadataUrl: '/.well-known/x' }), undefined, 'relative: the page cannot know its base');
  assert.deepEqual(runnableFlows(bare), []);
  assert.deepEqual(runnableFlows(bare, metadata), [
    { kind: 'authorizationCode', tokenUrl: 'https://auth.test/token', authorizationUrl: 'https://auth.test/authorize', scopes: { read: '', write: '' } },
    { kind: 'deviceCode', tokenUrl: 'https://auth.test/token', deviceAuthorizationUrl: 'https://auth.test/device', scopes: { read: '', write: '' } },
  ]);
  // The spec's own URLs and scopes win; a relative one is filled from the metadata; only the spec's flows are offered.
  const declared = {
    ...bare,
    flows: { deviceAuthorization: { deviceAuthorizationUrl: '/device', tokenUrl: 'https://other.test/token', scopes: { 'read:pets': 'Read' } } },
  };
  assert.deepEqual(runnableFlows(declared, metadata), [
    { kind: 'deviceCode', tokenUrl: 'https://other.test/token', deviceAuthorizationUrl: 'https://auth.test/device', scopes: { 'read:pets': 'Read' } },
  ]);
  assert.deepEqual(runnableFlows(declared), [], 'without metadata the relative device URL cannot run');
});

test('metadata documents: endpoints kept when http(s), RFC 8414 default grants, and each failure named', () => {
  const url = 'https://auth.test/.well-known/oauth-authorization-server';
  assert.deepEqual(
    readServerMetadata(
      url,
      response(200, { token_endpoint: 'https://auth.test/token', authorization_endpoint: 'javascript:alert(1)', scopes_supported: ['a', 3] }),
    ),
    {
      ok: true,
      metadata: { grantTypesSupported: ['authorization_code', 'implicit'], tokenEndpoint: 'https://auth.test/token', scopesSupported: ['a'] },
    },
  );
  assert.deepEqual(readServerMetadata(url, response(404, 'nope', { statusText: 'Not Found' })), {
    ok: false,
    message: `Could not read the OAuth server metadata at ${url}: it answered 404 Not Found. Check the scheme's oauth2MetadataUrl.`,
  });
  assert.deepEqual(readServerMetadata(url, response(200, '<html>')), {
    ok: false,
    message: `Could not read the OAuth server metadata at ${url}: the answer is not JSON. RFC 8414 metadata is a JSON object with token_endpoint and the other endpoints.`,
  });
  assert.deepEqual(readServerMetadata(url, response(200, { issuer: 'https://auth.test' })), {
    ok: false,
    message: `The OAuth server metadata at ${url} names no token_endpoint (an http or https URL), so no token can be requested.`,
  });
});

// A real provider: metadata, device endpoint, and a token endpoint that is pending twice.
let base = '';
let polls = 0;
const server = createServer(async (req, res) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.url === '/.well-known/oauth-authorization-server')
    return json(200, { token_endpoint: `${base}/token`, device_authorization_endpoint: `${base}/device`, grant_types_supported: [GRANT] });
  const params = new URLSearchParams(text);
  if (req.url === '/device')
    return json(200, { device_code: 'dc-real', user_code: 'ABCD-EFGH', verification_uri: `${base}/activate`, expires_in: 60, interval: 1 });
  if (req.url === '/token' && params.get('grant_type') === GRANT && params.get('device_code') === 'dc-real') {
    return ++polls <= 2 ? json(400, { error: 'authorization_pending' }) : json(200, { access_token: 'real-token', token_type: 'Bearer' });
  }
  json(400, { error: 'invalid_request' });
});

/** What the relay or the direct mode does: make the request with fetch and report the answer. */
async function send(request: RelayRequest): Promise<RelayResponse> {
  const res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  return { status: res.status, statusText: res.statusText, headers: Object.fromEntries(res.headers), body: await res.text(), bodyEncoding: 'utf8', timeMs: 1 };
}

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

test('against a real provider: discovery, a user code, two pending polls a second apart, then the token', async () => {
  const discovered = await fetchServerMetadata(send, `${base}/.well-known/oauth-authorization-server`);
  assert.ok(discovered.ok);
  const [flow] = runnableFlows({ type: 'oauth2', flows: {} }, discovered.metadata);
  assert.equal(flow?.kind, 'deviceCode');
  const device = readDeviceAuthorization(await send(deviceAuthorizationRequest(flow.deviceAuthorizationUrl!, publicClient, [])));
  assert.ok(device.ok);
  assert.equal(device.value.userCode, 'ABCD-EFGH');
  const started = performance.now();
  const result = await pollForToken(send, deviceTokenRequest(flow.tokenUrl, publicClient, device.value.deviceCode), {
    interval: device.value.interval,
    expiresIn: device.value.expiresIn,
    signal: new AbortController().signal,
  });
  assert.deepEqual(result, { ok: true, accessToken: 'real-token', tokenType: 'Bearer' });
  assert.equal(polls, 3);
  assert.ok(performance.now() - started >= 2900, 'three polls, each after a one-second wait');
});

test('an unreachable metadata URL says so', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/.well-known/oauth-authorization-server`;
  await new Promise((resolve) => closed.close(resolve));
  const result = await fetchServerMetadata(send, url);
  assert.match(result.ok ? '' : result.message, new RegExp(`^Could not reach the OAuth server metadata at ${url.replace(/[.?]/g, '\\$&')}: fetch failed`));
});
