// OpenAPI 3.2 serializations: `in: querystring` (one value is the whole query string, written in its
// media type), `style: cookie` (RFC 6265 pairs, not percent-encoded), and sequential media streams.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRequest, writeItems, readItems, type ParameterSpec } from '../src/index.ts';

const form: ParameterSpec = { name: 'filter', in: 'querystring', content: [{ mediaType: 'application/x-www-form-urlencoded' }] };
const json: ParameterSpec = { name: 'selector', in: 'querystring', content: [{ mediaType: 'application/json' }] };
const url = (p: ParameterSpec, value: unknown, more: ParameterSpec[] = [], values: Record<string, unknown> = {}) =>
  buildRequest({ method: 'GET', serverUrl: 'https://a.test', path: '/pets', parameters: [p, ...more], values: { [`querystring:${p.name}`]: value, ...values } })
    .request.url;

test('a form-encoded query string writes an object as pairs, arrays repeated', () => {
  assert.equal(url(form, { species: 'cat', limit: 2, tag: ['calm', 'small world'] }), 'https://a.test/pets?species=cat&limit=2&tag=calm&tag=small%20world');
  assert.equal(url(form, '?species=dog'), 'https://a.test/pets?species=dog');
});

test('a JSON query string is the JSON text, percent-encoded, as the whole query', () => {
  assert.equal(url(json, { species: 'cat' }), 'https://a.test/pets?%7B%22species%22%3A%22cat%22%7D');
  assert.equal(url(json, '{"a":1}'), 'https://a.test/pets?%7B%22a%22%3A1%7D');
});

test('an empty query string leaves the URL without one', () => {
  assert.equal(url(form, undefined), 'https://a.test/pets');
});

test('streams are written and read back item for item', () => {
  const items = [{ n: 1 }, { n: 2 }, { n: 3 }];
  for (const kind of ['json-lines', 'json-seq'] as const)
    assert.deepEqual(
      readItems(kind, writeItems(kind, items)),
      items.map((value) => ({ value })),
    );
  assert.equal(writeItems('event-stream', [{ event: 'tick', id: '1', data: '{"n":1}' }, { n: 2 }]), 'event: tick\nid: 1\ndata: {"n":1}\n\ndata: {"n":2}\n\n');
});

test('style: cookie sends RFC 6265 pairs as given; form cookies stay percent-encoded', () => {
  const cookie = (p: ParameterSpec, value: unknown) =>
    buildRequest({ method: 'GET', serverUrl: 'https://a.test', path: '/', parameters: [p], values: { [`cookie:${p.name}`]: value } }).request.headers.Cookie;
  assert.equal(cookie({ name: 'color', in: 'cookie', style: 'cookie', explode: true }, { R: 100, G: 200 }), 'R=100; G=200');
  assert.equal(cookie({ name: 'color', in: 'cookie', style: 'cookie', explode: true }, ['blue', 'black']), 'color=blue; color=black');
  assert.equal(cookie({ name: 'color', in: 'cookie', style: 'cookie', explode: false }, ['blue', 'black']), 'color=blue,black');
  assert.equal(cookie({ name: 'session', in: 'cookie', style: 'cookie' }, 'a%20b'), 'session=a%20b');
  assert.equal(cookie({ name: 'session', in: 'cookie' }, 'a b'), 'session=a%20b');
});
