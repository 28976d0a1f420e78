import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRequest, describeResponse, environmentCredentials, maxBodyChars, type McpToolSpec } from '../src/index.ts';

function tool(overrides: Partial<McpToolSpec>): McpToolSpec {
  return {
    name: 't',
    description: '',
    inputSchema: { type: 'object' },
    method: 'GET',
    path: '/things',
    parameters: [],
    servers: [{ url: 'https://api.example.com/v1/', variables: {} }],
    security: [],
    securitySchemes: {},
    ...overrides,
  };
}

const schemes: McpToolSpec['securitySchemes'] = {
  basic: { type: 'http', scheme: 'basic' },
  bearer: { type: 'http', scheme: 'bearer' },
  queryKey: { type: 'apiKey', in: 'query', name: 'key' },
  cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
  oauth: { type: 'oauth2', flows: {} },
};

test('credentials: basic from user:password, bearer, API keys in query and cookie, OAuth as a bearer token', () => {
  const env = environmentCredentials({
    QUIRE_AUTH_BASIC: 'ann:pw',
    QUIRE_AUTH_BEARER: 'tok',
    QUIRE_AUTH_QUERY_KEY: 'k1',
    QUIRE_AUTH_COOKIE_KEY: 's1',
    QUIRE_AUTH_OAUTH: 'o1',
  });
  const headers = (scheme: string) => {
    const built = buildRequest(tool({ security: [[{ scheme, scopes: [] }]], securitySchemes: schemes }), {}, env);
    assert.ok(built.ok);
    return built.request;
  };
  assert.equal(headers('basic').headers.Authorization, `Basic ${Buffer.from('ann:pw').toString('base64')}`);
  assert.equal(headers('bearer').headers.Authorization, 'Bearer tok');
  assert.equal(headers('queryKey').url, 'https://api.example.com/v1/things?key=k1');
  assert.equal(headers('cookieKey').headers.Cookie, 'session=s1');
  assert.equal(headers('oauth').headers.Authorization, 'Bearer o1');
});

test('credentials: the first requirement the client can satisfy; none sends the request anonymous', () => {
  const spec = tool({
    security: [
      [
        { scheme: 'basic', scopes: [] },
        { scheme: 'queryKey', scopes: [] },
      ],
      [{ scheme: 'bearer', scopes: [] }],
    ],
    securitySchemes: schemes,
  });
  const withBearer = buildRequest(spec, {}, (s) => (s === 'bearer' || s === 'basic' ? 'x:y' : undefined));
  assert.ok(withBearer.ok);
  assert.equal(withBearer.request.headers.Authorization, 'Bearer x:y');
  const none = buildRequest(spec, {}, () => undefined);
  assert.ok(none.ok);
  assert.equal(none.request.headers.Authorization, undefined);
});

test('query styles, cookies, a form body, server variables and a server without an absolute URL', () => {
  const spec = tool({
    method: 'POST',
    path: '/things/{id}',
    servers: [{ url: 'https://{region}.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
    parameters: [
      { name: 'id', in: 'path', required: true },
      { name: 'tag', in: 'query', required: false },
      { name: 'ids', in: 'query', required: false, explode: false },
      { name: 'filter', in: 'query', required: false, style: 'deepObject' },
      { name: 'theme', in: 'cookie', required: false },
    ],
    body: { mediaType: 'application/x-www-form-urlencoded', required: true },
  });
  const built = buildRequest(
    spec,
    { id: 7, tag: ['a', 'b'], ids: [1, 2], filter: { kind: 'dog' }, theme: 'dark', server_region: 'us', body: { name: 'Rex', age: 3 } },
    () => undefined,
  );
  assert.ok(built.ok);
  assert.equal(built.request.url, 'https://us.example.com/things/7?tag=a&tag=b&ids=1,2&filter[kind]=dog');
  assert.equal(built.request.headers.Cookie, 'theme=dark');
  assert.equal(built.request.headers['Content-Type'], 'application/x-www-form-urlencoded');
  assert.equal(built.request.body, 'name=Rex&age=3');
  const relative = buildRequest(tool({ servers: [{ url: '/api', variables: {} }] }), {}, () => undefined);
  assert.equal(relative.ok, false);
  const none = buildRequest(tool({ servers: [] }), {}, () => undefined);
  assert.equal(none.ok, false);
});

test('responses: JSON pretty-printed, binary summarized, long bodies cut', () => {
  const base = { status: 200, statusText: 'OK', timeMs: 1, bodyEncoding: 'utf8' as const };
  assert.equal(
    describeResponse({ ...base, headers: { 'content-type': 'application/json' }, body: '{"a":1}' }),
    'HTTP 200 OK\ncontent-type: application/json\n\n{\n  "a": 1\n}',
  );
  assert.match(
    describeResponse({ ...base, headers: { 'content-type': 'image/png' }, body: Buffer.from([1, 2, 3]).toString('base64'), bodyEncoding: 'base64' }),
    /\[binary body: 3 bytes of image\/png\]$/,
  );
  assert.match(describeResponse({ ...base, headers: {}, body: 'x'.repeat(maxBodyChars + 5) }), /\[… 5 more characters cut/);
});
