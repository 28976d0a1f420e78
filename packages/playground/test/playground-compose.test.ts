// How the playground turns what a reader typed into the request it sends, and its cURL twin.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import type { Parameter } from '@quire/openapi';
import { base64ToBytes, bytesToBase64 } from '../src/base64.ts';
import { composeRequest, parameterKey, serverUrl } from '../src/http/compose-request.ts';
import { curlCommand, shellQuote } from '../src/http/curl-command.ts';

const param = (p: Partial<Parameter> & Pick<Parameter, 'name' | 'in'>): Parameter => ({ required: false, deprecated: false, ...p });

test('server variables are filled in, defaults standing in for empty ones', () => {
  const server = { url: 'https://{region}.api.test:{port}/v1', variables: { region: { default: 'eu', enum: ['eu', 'us'] }, port: { default: '443' } } };
  assert.equal(serverUrl(server, { region: 'us' }), 'https://us.api.test:443/v1');
  assert.equal(serverUrl(server, { region: '', port: '8443' }), 'https://eu.api.test:8443/v1');
});

test('path, query, header and cookie parameters land where the spec puts them, encoded', () => {
  const parameters = [
    param({ name: 'petId', in: 'path', required: true }),
    param({ name: 'q', in: 'query' }),
    param({ name: 'tag', in: 'query', schema: { type: 'array' } }),
    param({ name: 'X-Trace', in: 'header' }),
    param({ name: 'session', in: 'cookie' }),
  ];
  const values = {
    [parameterKey(parameters[0]!)]: 'a b/c',
    [parameterKey(parameters[1]!)]: 'x&y=z',
    [parameterKey(parameters[2]!)]: ['red', '', 'blue'],
    [parameterKey(parameters[3]!)]: 'abc',
    [parameterKey(parameters[4]!)]: 's;1',
  };
  const { request, missing } = composeRequest({ method: 'get', baseUrl: 'https://api.test/v1/', path: '/pets/{petId}', parameters, values });
  assert.deepEqual(missing, []);
  assert.equal(request.method, 'GET');
  assert.equal(request.url, 'https://api.test/v1/pets/a%20b%2Fc?q=x%26y%3Dz&tag=red&tag=blue');
  assert.deepEqual(request.headers, { 'X-Trace': 'abc', Cookie: 'session=s%3B1' });
  assert.equal(request.body, null);
});

test('query styles: form without explode, pipeDelimited and deepObject', () => {
  const parameters = [
    param({ name: 'ids', in: 'query', explode: false }),
    param({ name: 'pipes', in: 'query', style: 'pipeDelimited', explode: false }),
    param({ name: 'filter', in: 'query', style: 'deepObject', explode: true }),
  ];
  const values = { 'query:ids': ['1', '2'], 'query:pipes': ['a', 'b'], 'query:filter': { color: 'red', size: 2 } };
  const { request } = composeRequest({ method: 'GET', baseUrl: 'https://api.test', path: '/things', parameters, values });
  assert.equal(request.url, 'https://api.test/things?ids=1,2&pipes=a%7Cb&filter[color]=red&filter[size]=2');
});

test('path styles label and matrix', () => {
  const parameters = [
    param({ name: 'a', in: 'path', required: true, style: 'label' }),
    param({ name: 'b', in: 'path', required: true, style: 'matrix', explode: true }),
  ];
  const { request } = composeRequest({
    method: 'GET',
    baseUrl: 'https://api.test',
    path: '/x/{a}/{b}',
    parameters,
    values: { 'path:a': ['1', '2'], 'path:b': ['3', '4'] },
  });
  assert.equal(request.url, 'https://api.test/x/.1,2/;b=3;b=4');
});

test('missing required parameters are named, and the request is still composed for copying', () => {
  const parameters = [param({ name: 'petId', in: 'path', required: true }), param({ name: 'X-Key', in: 'header', required: true })];
  const { request, missing } = composeRequest({ method: 'DELETE', baseUrl: 'https://api.test', path: '/pets/{petId}', parameters, values: {} });
  assert.deepEqual(missing, ['petId', 'X-Key']);
  assert.equal(request.url, 'https://api.test/pets/{petId}');
});

test('auth adds its part; bodies set the content type, text as utf8 and bytes as base64', () => {
  const json = new TextEncoder().encode('{"name":"Rex"}');
  const text = composeRequest({
    method: 'POST',
    baseUrl: 'https://api.test',
    path: '/pets',
    parameters: [],
    values: {},
    auth: (draft) => {
      draft.headers.Authorization = 'Bearer t0k';
      draft.query.push(['api_key', 'k']);
    },
    body: { contentType: 'application/json', bytes: json, text: '{"name":"Rex"}', curl: ['--data', '{"name":"Rex"}'] },
  });
  assert.equal(text.request.url, 'https://api.test/pets?api_key=k');
  assert.deepEqual(text.request.headers, { Authorization: 'Bearer t0k', 'Content-Type': 'application/json' });
  assert.equal(text.request.body, '{"name":"Rex"}');
  assert.equal(text.request.bodyEncoding, 'utf8');
  const bytes = new Uint8Array([0, 255, 137, 80, 78, 71]);
  const binary = composeRequest({
    method: 'PUT',
    baseUrl: 'https://api.test',
    path: '/f',
    parameters: [],
    values: {},
    body: { contentType: 'application/octet-stream', bytes, curl: ['--data-binary', '@file.bin'] },
  });
  assert.equal(binary.request.bodyEncoding, 'base64');
  assert.deepEqual(base64ToBytes(binary.request.body!), bytes);
});

test('base64 round-trips bodies larger than one chunk', () => {
  const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
  assert.deepEqual(base64ToBytes(bytesToBase64(bytes)), bytes);
  assert.equal(bytesToBase64(bytes), Buffer.from(bytes).toString('base64'));
});

test('the cURL command, run by a real shell, passes every argument through unchanged', () => {
  const request = {
    method: 'POST',
    url: "https://api.test/pets?q=it's&x=$HOME",
    headers: { 'X-Note': 'a "quoted" `cmd` $(whoami)', 'Content-Type': 'application/json' },
    body: '{}',
    bodyEncoding: 'utf8' as const,
  };
  const command = curlCommand(request, {
    contentType: 'application/json',
    bytes: new Uint8Array(),
    text: '{"name":"O\'Brien"}',
    curl: ['--data', '{"name":"O\'Brien"}'],
  });
  // The shell prints each argument on its own line instead of running curl.
  const args = execFileSync('sh', ['-c', `printarg() { shift; for a in "$@"; do printf '%s\\n' "$a"; done; }; ${command.replace(/^curl/, 'printarg curl')}`], {
    encoding: 'utf8',
  })
    .trimEnd()
    .split('\n');
  assert.deepEqual(args, [
    '--request',
    'POST',
    "https://api.test/pets?q=it's&x=$HOME",
    '--header',
    'X-Note: a "quoted" `cmd` $(whoami)',
    '--header',
    'Content-Type: application/json',
    '--data',
    '{"name":"O\'Brien"}',
  ]);
  assert.equal(shellQuote('plain-value'), 'plain-value');
});

test('multipart bodies leave the content type to cURL, which writes its own boundary', () => {
  const request = {
    method: 'POST',
    url: 'https://api.test/photos',
    headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    body: '',
    bodyEncoding: 'base64' as const,
  };
  const command = curlCommand(request, {
    contentType: 'multipart/form-data; boundary=xyz',
    bytes: new Uint8Array(),
    curl: ['-F', 'photo=@cat.png', '-F', 'caption=Hi'],
  });
  assert.equal(command, 'curl --request POST https://api.test/photos \\\n  -F photo=@cat.png \\\n  -F caption=Hi');
});
