// OAuth 2.0 in the auth panel: PKCE, which flows can run, the token requests and how their
// answers read, against a real token endpoint over HTTP as well.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { RelayRequest, RelayResponse } from '@quire/request';
import { authorizationRequestUrl, runnableFlows } from '../src/http/auth/oauth-flows.ts';
import { randomToken, s256Challenge } from '../src/http/auth/pkce.ts';
import { clientCredentialsRequest, codeExchangeRequest, readTokenResponse, requestToken, type Client } from '../src/http/auth/token-request.ts';

const response = (status: number, body: string, extra: Partial<RelayResponse> = {}): RelayResponse => ({
  status,
  statusText: '',
  headers: {},
  body,
  bodyEncoding: 'utf8',
  timeMs: 1,
  ...extra,
});
const form = (request: RelayRequest) => Object.fromEntries(new URLSearchParams(request.body ?? ''));

test('PKCE S256 matches RFC 7636 appendix B', async () => {
  assert.equal(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

test('verifiers are 43 unreserved characters and never repeat', () => {
  const a = randomToken();
  assert.match(a, /^[A-Za-z0-9_-]{43}$/);
  assert.notEqual(a, randomToken());
  assert.match(randomToken(16), /^[A-Za-z0-9_-]{22}$/);
});

test('only client-credentials and authorization-code flows with absolute http(s) URLs can run', () => {
  const scopes = { read: 'Read pets' };
  const flows = runnableFlows({
    type: 'oauth2',
    flows: {
      implicit: { authorizationUrl: 'https://auth.test/authorize', scopes },
      authorizationCode: { authorizationUrl: 'https://auth.test/authorize?audience=api', tokenUrl: 'https://auth.test/token', scopes },
      clientCredentials: { tokenUrl: 'https://auth.test/token', scopes: {} },
    },
  });
  assert.deepEqual(flows, [
    { kind: 'clientCredentials', tokenUrl: 'https://auth.test/token', scopes: {} },
    { kind: 'authorizationCode', tokenUrl: 'https://auth.test/token', authorizationUrl: 'https://auth.test/authorize?audience=api', scopes },
  ]);
  assert.deepEqual(runnableFlows({ type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes } } }), [], 'a relative token URL');
  assert.deepEqual(
    runnableFlows({ type: 'oauth2', flows: { authorizationCode: { tokenUrl: 'https://auth.test/token', scopes } } }),
    [],
    'no authorization URL',
  );
  assert.deepEqual(runnableFlows({ type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'javascript:alert(1)', scopes } } }), []);
  assert.deepEqual(runnableFlows({ type: 'http', scheme: 'bearer' }), []);
});

test("the authorization request carries the code challenge and state, keeping the URL's own query", () => {
  const url = new URL(
    authorizationRequestUrl('https://auth.test/authorize?audience=api', {
      clientId: 'my app',
      redirectUri: 'https://docs.test/base/',
      scopes: ['read', 'write:pets'],
      state: 'quire-s',
      codeChallenge: 'cc',
    }),
  );
  assert.equal(url.origin + url.pathname, 'https://auth.test/authorize');
  assert.deepEqual(Object.fromEntries(url.searchParams), {
    audience: 'api',
    response_type: 'code',
    client_id: 'my app',
    redirect_uri: 'https://docs.test/base/',
    scope: 'read write:pets',
    state: 'quire-s',
    code_challenge: 'cc',
    code_challenge_method: 'S256',
  });
  assert.equal(
    new URL(authorizationRequestUrl('https://auth.test/a', { clientId: 'c', redirectUri: 'r', scopes: [], state: 's', codeChallenge: 'x' })).searchParams.has(
      'scope',
    ),
    false,
  );
});

test('client credentials: a form POST with the secret in HTTP Basic (form-encoded first) or in the body', () => {
  const basic = clientCredentialsRequest('https://auth.test/token', { clientId: 'id:1', clientSecret: 's ecret', auth: 'header' }, ['read', 'write']);
  assert.equal(basic.method, 'POST');
  assert.equal(basic.url, 'https://auth.test/token');
  assert.equal(basic.bodyEncoding, 'utf8');
  assert.equal(basic.headers['Content-Type'], 'application/x-www-form-urlencoded');
  assert.equal(basic.headers.Accept, 'application/json');
  assert.equal(Buffer.from(basic.headers.Authorization!.replace('Basic ', ''), 'base64').toString(), 'id%3A1:s+ecret');
  assert.equal(basic.body, 'grant_type=client_credentials&scope=read+write');

  const body = clientCredentialsRequest('https://auth.test/token', { clientId: 'id', clientSecret: 'sec&ret', auth: 'body' }, []);
  assert.equal(body.headers.Authorization, undefined);
  assert.deepEqual(form(body), { grant_type: 'client_credentials', client_id: 'id', client_secret: 'sec&ret' });
});

test('code exchange: grant, code, redirect URI and verifier; a public client names itself in the body', () => {
  const exchange = { code: 'c0de', redirectUri: 'https://docs.test/', codeVerifier: 'v' };
  const publicClient = codeExchangeRequest('https://auth.test/token', { clientId: 'app', clientSecret: '', auth: 'header' }, exchange);
  assert.equal(publicClient.headers.Authorization, undefined);
  assert.deepEqual(form(publicClient), {
    grant_type: 'authorization_code',
    code: 'c0de',
    redirect_uri: 'https://docs.test/',
    code_verifier: 'v',
    client_id: 'app',
  });
  const confidential = codeExchangeRequest('https://auth.test/token', { clientId: 'app', clientSecret: 's', auth: 'header' }, exchange);
  assert.match(confidential.headers.Authorization!, /^Basic /);
  assert.equal(form(confidential).client_secret, undefined);
});

test('token answers: JSON, form-encoded, base64-relayed', () => {
  assert.deepEqual(readTokenResponse(response(200, '{"access_token":"t1","token_type":"Bearer","expires_in":3600,"scope":"read"}')), {
    ok: true,
    accessToken: 't1',
    tokenType: 'Bearer',
    expiresIn: 3600,
    scope: 'read',
  });
  assert.deepEqual(readTokenResponse(response(200, 'access_token=t2&token_type=bearer')), { ok: true, accessToken: 't2', tokenType: 'bearer' });
  assert.deepEqual(readTokenResponse(response(200, Buffer.from('{"access_token":"t3"}').toString('base64'), { bodyEncoding: 'base64' })), {
    ok: true,
    accessToken: 't3',
  });
});

test('token errors read plainly: OAuth errors (even under 200), other statuses with their body', () => {
  const refused = readTokenResponse(
    response(401, '{"error":"invalid_client","error_description":"Client authentication failed","error_uri":"https://auth.test/errors"}', {
      statusText: 'Unauthorized',
    }),
  );
  assert.deepEqual(refused, {
    ok: false,
    message: 'The token endpoint refused (401 Unauthorized): invalid_client — Client authentication failed (see https://auth.test/errors)',
  });
  assert.deepEqual(readTokenResponse(response(200, 'error=bad_verification_code&error_description=The+code+is+incorrect')), {
    ok: false,
    message: 'The token endpoint refused (200): bad_verification_code — The code is incorrect',
  });
  assert.deepEqual(readTokenResponse(response(502, '<html>Bad gateway</html>', { statusText: 'Bad Gateway' })), {
    ok: false,
    message: 'The token endpoint answered 502 Bad Gateway: <html>Bad gateway</html>',
  });
  assert.deepEqual(readTokenResponse(response(200, '{"token":"x"}')), {
    ok: false,
    message: 'The token endpoint answered 200 without an access_token: {"token":"x"}',
  });
  const long = readTokenResponse(response(500, 'x'.repeat(1000)));
  assert.ok(!long.ok && long.message.length < 350 && long.message.endsWith('…'));
});

test('a request that cannot be sent (relay refusal, CORS) becomes a message, not a throw', async () => {
  const result = await requestToken(
    () => Promise.reject(new Error('The relay refused: host not allowed')),
    clientCredentialsRequest('https://auth.test/token', { clientId: 'a', clientSecret: 'b', auth: 'header' }, []),
  );
  assert.deepEqual(result, { ok: false, message: 'Could not reach the token endpoint: The relay refused: host not allowed' });
});

// A real token endpoint: checks client authentication, grants and PKCE as a provider would.
const CLIENT = { id: 'docs-app', secret: 'söme secret:1' };
const codes = new Map<string, { challenge: string; redirectUri: string }>();
let tokenUrl = '';
const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  let text = '';
  for await (const chunk of req) text += chunk;
  if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded')
    return answer(400, { error: 'invalid_request', error_description: 'POST a form' });
  const params = new URLSearchParams(text);
  const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  const [id, secret] = basic
    ? Buffer.from(basic, 'base64')
        .toString('utf8')
        .split(':')
        .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))
    : [params.get('client_id'), params.get('client_secret')];
  if (params.get('grant_type') === 'client_credentials') {
    if (id !== CLIENT.id || secret !== CLIENT.secret) return answer(401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret' });
    return answer(200, { access_token: `cc-${params.get('scope') ?? ''}`, token_type: 'Bearer', expires_in: 600 });
  }
  if (params.get('grant_type') === 'authorization_code') {
    const grant = codes.get(params.get('code') ?? '');
    if (id !== CLIENT.id) return answer(401, { error: 'invalid_client' });
    if (!grant || grant.redirectUri !== params.get('redirect_uri'))
      return answer(400, { error: 'invalid_grant', error_description: 'Unknown code or redirect URI' });
    if ((await s256Challenge(params.get('code_verifier') ?? '')) !== grant.challenge)
      return answer(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    codes.delete(params.get('code')!);
    return answer(200, { access_token: 'from-code', token_type: 'Bearer' });
  }
  answer(400, { error: 'unsupported_grant_type' });
});

/** What the relay or the direct mode does: make the request with fetch and report the answer. */
async function send(request: RelayRequest): Promise<RelayResponse> {
  const started = performance.now();
  const res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  return {
    status: res.status,
    statusText: res.statusText,
    headers: Object.fromEntries(res.headers),
    body: await res.text(),
    bodyEncoding: 'utf8',
    timeMs: performance.now() - started,
  };
}

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth/token`;
});
after(() => server.close());

test('client credentials against a real token endpoint: Basic and body authentication, scopes, a wrong secret', async () => {
  const client = (auth: Client['auth'], clientSecret = CLIENT.secret): Client => ({ clientId: CLIENT.id, clientSecret, auth });
  assert.deepEqual(await requestToken(send, clientCredentialsRequest(tokenUrl, client('header'), ['read', 'write'])), {
    ok: true,
    accessToken: 'cc-read write',
    tokenType: 'Bearer',
    expiresIn: 600,
  });
  assert.deepEqual(await requestToken(send, clientCredentialsRequest(tokenUrl, client('body'), [])), {
    ok: true,
    accessToken: 'cc-',
    tokenType: 'Bearer',
    expiresIn: 600,
  });
  assert.deepEqual(await requestToken(send, clientCredentialsRequest(tokenUrl, client('header', 'wrong'), [])), {
    ok: false,
    message: 'The token endpoint refused (401 Unauthorized): invalid_client — Unknown client or wrong secret',
  });
});

test('authorization code with PKCE against a real token endpoint: the right verifier gets a token, another does not', async () => {
  const verifier = randomToken();
  const redirectUri = 'https://docs.test/';
  codes.set('code-1', { challenge: await s256Challenge(verifier), redirectUri });
  codes.set('code-2', { challenge: await s256Challenge(verifier), redirectUri });
  const client: Client = { clientId: CLIENT.id, clientSecret: '', auth: 'header' };
  assert.deepEqual(await requestToken(send, codeExchangeRequest(tokenUrl, client, { code: 'code-1', redirectUri, codeVerifier: verifier })), {
    ok: true,
    accessToken: 'from-code',
    tokenType: 'Bearer',
  });
  assert.deepEqual(await requestToken(send, codeExchangeRequest(tokenUrl, client, { code: 'code-2', redirectUri, codeVerifier: randomToken() })), {
    ok: false,
    message: 'The token endpoint refused (400 Bad Request): invalid_grant — PKCE verification failed',
  });
  assert.deepEqual(
    await requestToken(send, codeExchangeRequest(tokenUrl, client, { code: 'code-1', redirectUri, codeVerifier: verifier })),
    { ok: false, message: 'The token endpoint refused (400 Bad Request): invalid_grant — Unknown code or redirect URI' },
    'a code works once',
  );
});

test('an unreachable token endpoint says so', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/token`;
  await new Promise((resolve) => closed.close(resolve));
  const result = await requestToken(send, clientCredentialsRequest(url, { clientId: 'a', clientSecret: 'b', auth: 'header' }, []));
  assert.equal(result.ok, false);
  assert.match(!result.ok ? result.message : '', /^Could not reach the token endpoint: fetch failed/);
});
