import assert from 'node:assert/strict';
import { test } from 'node:test';
import { absoluteServerUrl, fillVariables, serverUrl, serverUrlVariants, serverVariableChoices } from '../src/index.ts';

const server = {
  url: 'https://{region}.api.test:{port}/{version}',
  variables: { region: { default: 'eu', enum: ['eu', 'us'] }, port: { default: '443' }, version: { default: 'v1', enum: ['v2'] } },
};

test('variables take the given value, else their default; an empty value counts as not given', () => {
  assert.equal(serverUrl(server), 'https://eu.api.test:443/v1');
  assert.equal(serverUrl(server, { region: 'us', port: '8443' }), 'https://us.api.test:8443/v1');
  assert.equal(serverUrl(server, { region: '' }), 'https://eu.api.test:443/v1');
});

test('a variable the server does not declare stays as written', () => {
  assert.equal(serverUrl({ url: 'https://{tenant}.api.test', variables: {} }), 'https://{tenant}.api.test');
});

test("a variable's choices: its default first, then its enum, each once", () => {
  assert.deepEqual(serverVariableChoices(server.variables.region), ['eu', 'us']);
  assert.deepEqual(serverVariableChoices(server.variables.version), ['v1', 'v2']);
});

test('every URL a server stands for: enum variables multiply, free-form ones keep their default', () => {
  assert.deepEqual(serverUrlVariants(server), [
    'https://eu.api.test:443/v1',
    'https://eu.api.test:443/v2',
    'https://us.api.test:443/v1',
    'https://us.api.test:443/v2',
  ]);
});

test('relative and scheme-relative servers are made absolute', () => {
  assert.equal(absoluteServerUrl('/api/v3', 'https://api.example.com'), 'https://api.example.com/api/v3');
  assert.equal(absoluteServerUrl('api', 'https://api.example.com/'), 'https://api.example.com/api');
  assert.equal(absoluteServerUrl('//cdn.test/x', 'https://api.example.com'), 'https://cdn.test/x');
  assert.equal(absoluteServerUrl('http://a.test', 'https://api.example.com'), 'http://a.test');
});

test('one templating for HTTP servers, AsyncAPI hosts and channel addresses: a name without a value stays, values may be encoded', () => {
  const values: Record<string, string> = { room: 'a b/c', host: 'live' };
  assert.equal(
    fillVariables('{host}.chat.test', (name) => values[name]),
    'live.chat.test',
  );
  assert.equal(
    fillVariables('/rooms/{room}/{missing}', (name) => values[name], encodeURIComponent),
    '/rooms/a%20b%2Fc/{missing}',
  );
});
