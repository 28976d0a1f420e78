// The playground names required parameters and credentials left empty before it sends.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Parameter, SecurityScheme } from '@quire/openapi';
import { emptyCredentials } from '../src/http/auth/credentials.ts';
import { parameterKey } from '../src/http/compose-request.ts';
import { emptyRequired, emptyRequiredText } from '../src/http/empty-required.ts';

const param = (p: Partial<Parameter> & Pick<Parameter, 'name' | 'in'>): Parameter => ({ required: false, deprecated: false, ...p });

test("required parameters without a value are named with where they go, in the form's order; optional ones never", () => {
  const parameters = [
    param({ name: 'X-Request', in: 'header', required: true }),
    param({ name: 'petId', in: 'path', required: true }),
    param({ name: 'tags', in: 'query', required: true }),
    param({ name: 'limit', in: 'query' }),
  ];
  const values = { [parameterKey(parameters[2]!)]: ['', ''], [parameterKey(parameters[0]!)]: '' };
  assert.deepEqual(emptyRequired(parameters, values), [
    { name: 'petId', what: 'path parameter' },
    { name: 'tags', what: 'query parameter' },
    { name: 'X-Request', what: 'header' },
  ]);
  assert.deepEqual(
    emptyRequired(parameters, { [parameterKey(parameters[0]!)]: 'a', [parameterKey(parameters[1]!)]: '7', [parameterKey(parameters[2]!)]: ['x'] }),
    [],
  );
});

test('credentials of the chosen way that are empty are named by what the form asks for', () => {
  const schemes: Record<string, SecurityScheme> = {
    key: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    bearer: { type: 'http', scheme: 'bearer' },
    login: { type: 'http', scheme: 'basic' },
    tls: { type: 'mutualTLS' },
  };
  const stored: Record<string, string> = { 'bearer.token': 'abc' };
  const read = (scheme: string, field: string) => stored[`${scheme}.${field}`] ?? '';
  const requirement = ['key', 'bearer', 'login', 'tls'].map((scheme) => ({ scheme, scopes: [] }));
  assert.deepEqual(emptyCredentials(requirement, schemes, read), [
    { name: 'X-API-Key', what: 'API key' },
    { name: 'login', what: 'username and password' },
  ]);
});

test('the warning reads as one sentence naming each empty value', () => {
  assert.equal(
    emptyRequiredText([{ name: 'petId', what: 'path parameter' }]),
    'petId (path parameter) is required but empty: the API will probably refuse the request.',
  );
  assert.equal(
    emptyRequiredText([
      { name: 'petId', what: 'path parameter' },
      { name: 'q', what: 'query parameter' },
      { name: 'X-API-Key', what: 'API key' },
    ]),
    'petId (path parameter), q (query parameter) and X-API-Key (API key) are required but empty: the API will probably refuse the request.',
  );
});
