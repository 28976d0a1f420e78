// Every style and explode combination against the OpenAPI specification's style examples table
// (https://spec.openapis.org/oas/v3.1.0#style-examples): `color` as the string "blue", the array
// ["blue", "black", "brown"] and the object { R: 100, G: 200, B: 150 }.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRequest, serializeCookie, serializeHeader, serializePath, serializeQuery, type ParameterSpec } from '../src/index.ts';

const string = 'blue';
const array = ['blue', 'black', 'brown'];
const object = { R: 100, G: 200, B: 150 };

/** The URL part a parameter writes, as the spec's table shows it. */
function written(p: ParameterSpec, value: unknown): string {
  if (p.in === 'path') return serializePath(p, value);
  const { request } = buildRequest({ method: 'GET', serverUrl: 'https://a.test', path: '/', parameters: [p], values: { [`${p.in}:${p.name}`]: value } });
  return request.url.slice('https://a.test/?'.length);
}

const table: [
  style: string,
  explode: boolean,
  inPlace: ParameterSpec['in'],
  string: string | undefined,
  array: string | undefined,
  object: string | undefined,
][] = [
  ['matrix', false, 'path', ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  ['matrix', true, 'path', ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
  ['label', false, 'path', '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', true, 'path', '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', false, 'path', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, 'path', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ['form', false, 'query', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', true, 'query', 'color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150'],
  ['spaceDelimited', false, 'query', undefined, 'color=blue%20black%20brown', 'color=R%20100%20G%20200%20B%20150'],
  // The table writes `|` bare; it is not a URL character (RFC 3986), so it goes percent-encoded.
  ['pipeDelimited', false, 'query', undefined, 'color=blue%7Cblack%7Cbrown', 'color=R%7C100%7CG%7C200%7CB%7C150'],
  ['deepObject', true, 'query', undefined, undefined, 'color[R]=100&color[G]=200&color[B]=150'],
];

for (const [style, explode, where, forString, forArray, forObject] of table) {
  test(`style ${style}, explode ${explode} (${where})`, () => {
    const p: ParameterSpec = { name: 'color', in: where, style, explode };
    if (forString !== undefined) assert.equal(written(p, string), forString);
    if (forArray !== undefined) assert.equal(written(p, array), forArray);
    if (forObject !== undefined) assert.equal(written(p, object), forObject);
  });
}

test('defaults: simple for path and header, form with explode for query, form for cookies', () => {
  assert.equal(serializePath({ name: 'id', in: 'path' }, [1, 2]), '1,2');
  assert.deepEqual(serializeQuery({ name: 'id', in: 'query' }, [1, 2]), [
    ['id', '1'],
    ['id', '2'],
  ]);
  assert.equal(serializeHeader({ name: 'X-Ids', in: 'header' }, [1, 2]), '1,2');
  assert.equal(serializeHeader({ name: 'X-Obj', in: 'header' }, object), 'R,100,G,200,B,150');
  assert.equal(serializeHeader({ name: 'X-Obj', in: 'header', explode: true }, object), 'R=100,G=200,B=150');
  assert.equal(serializeCookie({ name: 'c', in: 'cookie' }, array), 'blue,black,brown');
});

test('values are percent-encoded, delimiters are not; query spaces are %20, never +', () => {
  assert.equal(serializePath({ name: 'p', in: 'path' }, 'a b/c,d'), 'a%20b%2Fc%2Cd');
  assert.equal(serializePath({ name: 'p', in: 'path' }, ['a/b', 'c d']), 'a%2Fb,c%20d');
  assert.equal(written({ name: 'q', in: 'query' }, 'x&y=z +1'), 'q=x%26y%3Dz%20%2B1');
  assert.equal(written({ name: 'q', in: 'query', explode: false }, ['a b', 'c']), 'q=a%20b,c');
});

test('a parameter with content is one value in its media type, never split by a style', () => {
  assert.deepEqual(serializeQuery({ name: 'filter', in: 'query', content: [{}] }, '{"a":[1,2]}'), [['filter', '{"a":[1,2]}']]);
});

test('empty values are left out; blank list items too; missing required ones are named', () => {
  const parameters: ParameterSpec[] = [
    { name: 'id', in: 'path', required: true },
    { name: 'tag', in: 'query' },
    { name: 'q', in: 'query', required: true },
    { name: 'empty', in: 'query' },
  ];
  const { request, missing } = buildRequest({
    method: 'get',
    serverUrl: 'https://a.test/v1/',
    path: '/x/{id}',
    parameters,
    values: { 'query:tag': ['a', '', 'b'], 'query:empty': [] },
  });
  assert.equal(request.url, 'https://a.test/v1/x/{id}?tag=a&tag=b');
  assert.deepEqual(missing, ['id', 'q']);
  assert.equal(request.method, 'GET');
});

test('headers named Accept, Content-Type or Authorization are ignored as parameters (OpenAPI)', () => {
  const parameters: ParameterSpec[] = [
    { name: 'Accept', in: 'header' },
    { name: 'X-Trace', in: 'header' },
  ];
  const { request } = buildRequest({
    method: 'GET',
    serverUrl: 'https://a.test',
    path: '/',
    parameters,
    values: { 'header:Accept': 'text/html', 'header:X-Trace': 't' },
  });
  assert.deepEqual(request.headers, { 'X-Trace': 't' });
});
