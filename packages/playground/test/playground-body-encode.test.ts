// Bodies as they go on the wire, and the cURL arguments that send the same thing: JSON, text,
// form-urlencoded, multipart with a real file's bytes, a whole file; and which editor a media type gets.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookupIn } from '@quire/openapi/browser';
import type { EncodedBody } from '../src/http/island-parts.ts';
import { encodeFile, encodeJson, encodeText, encodeUrlencoded, formPairs } from '../src/http/body/encode-body.ts';
import { encodeMultipart } from '../src/http/body/encode-multipart.ts';
import { bodyField } from '../src/http/body/form-model.ts';
import { bodyValue } from '../src/http/body/form-value.ts';
import { mediaKind } from '../src/http/body/media-kind.ts';
import { requestBody } from './playground-body-fixture.ts';

const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A multipart body read back by the platform's own parser, as a server would. */
function received(body: EncodedBody): Promise<FormData> {
  return new Response(body.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': body.contentType } }).formData();
}

test('JSON: indented text, the same bytes, --data', () => {
  const body = encodeJson({ name: 'Rex', tags: [{ name: 'é' }] }, 'application/json');
  assert.equal(body.text, '{\n  "name": "Rex",\n  "tags": [\n    {\n      "name": "é"\n    }\n  ]\n}');
  assert.equal(utf8(body.bytes), body.text);
  assert.equal(body.bytes.length, body.text!.length + 1, 'é is two bytes in UTF-8');
  assert.deepEqual(body.curl, ['--data', body.text]);
  assert.equal(body.contentType, 'application/json');
});

test('text: as typed, --data-raw so a leading @ is not a file', () => {
  const body = encodeText('@not-a-file\n<a/>', 'application/xml');
  assert.deepEqual([body.text, body.curl, body.contentType], ['@not-a-file\n<a/>', ['--data-raw', '@not-a-file\n<a/>'], 'application/xml']);
});

test('form-urlencoded: deepObject nesting, repeated arrays, indexed objects, spaces and symbols encoded', () => {
  const value = {
    name: 'Rex the 2nd',
    owner: { name: 'Ann & Bo', address: { city: 'Zürich' } },
    tag: ['a', 'b'],
    pets: [{ id: 1 }, { id: 2 }],
    ok: true,
    none: null,
  };
  assert.deepEqual(formPairs(value), [
    ['name', 'Rex the 2nd'],
    ['owner[name]', 'Ann & Bo'],
    ['owner[address][city]', 'Zürich'],
    ['tag', 'a'],
    ['tag', 'b'],
    ['pets[0][id]', '1'],
    ['pets[1][id]', '2'],
    ['ok', 'true'],
    ['none', ''],
  ]);
  const body = encodeUrlencoded(value, 'application/x-www-form-urlencoded');
  assert.equal(
    body.text,
    'name=Rex+the+2nd&owner%5Bname%5D=Ann+%26+Bo&owner%5Baddress%5D%5Bcity%5D=Z%C3%BCrich&tag=a&tag=b&pets%5B0%5D%5Bid%5D=1&pets%5B1%5D%5Bid%5D=2&ok=true&none=',
  );
  assert.deepEqual(Object.fromEntries(new URLSearchParams(body.text)), {
    name: 'Rex the 2nd',
    'owner[name]': 'Ann & Bo',
    'owner[address][city]': 'Zürich',
    tag: 'b',
    'pets[0][id]': '1',
    'pets[1][id]': '2',
    ok: 'true',
    none: '',
  });
  assert.deepEqual(body.curl.slice(0, 4), ['--data-urlencode', 'name=Rex the 2nd', '--data-urlencode', 'owner[name]=Ann & Bo']);
});

test("multipart: the file's own bytes are in the body, between parts of the boundary the content type names", async () => {
  const { schema, refs } = await requestBody('3.0/json/file-uploads.json', 'POST /anything/multipart-formdata');
  const field = bodyField(schema, lookupIn(refs), { required: false, files: true });
  const content = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
  const file = new File([content], 'scan.png', { type: 'image/png' });
  const body = await encodeMultipart(bodyValue(field, { orderId: 42, documentFile: file, extra: { a: 1 } }), 'multipart/form-data');
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(body.contentType)?.[1];
  assert.ok(boundary, body.contentType);
  assert.equal(body.text, undefined, 'bytes, not text');
  const raw = Buffer.from(body.bytes);
  assert.ok(raw.includes(Buffer.from(content)), "the file's bytes, unchanged");
  const latin = raw.toString('latin1');
  assert.equal(latin.split(`--${boundary}`).length, 5, 'three parts, then the closing delimiter');
  assert.ok(latin.endsWith(`--${boundary}--\r\n`));
  assert.match(latin, /Content-Disposition: form-data; name="documentFile"; filename="scan.png"\r\nContent-Type: image\/png\r\n\r\n/);
  assert.match(latin, /name="orderId"\r\n\r\n42\r\n/);
  assert.match(latin, /name="extra"\r\n\r\n\{"a":1\}\r\n/, 'an object part is JSON');
  assert.ok(!latin.includes('[object'), 'never "[object File]"');
  assert.deepEqual(body.curl, ['-F', 'orderId=42', '-F', 'documentFile=@scan.png', '-F', 'extra={"a":1}']);
  const parsed = await received(body);
  const upload = parsed.get('documentFile');
  assert.ok(upload instanceof File);
  assert.deepEqual(new Uint8Array(await upload.arrayBuffer()), content);
  assert.equal(parsed.get('orderId'), '42');
});

test('multipart: several files of one field are several parts; awkward names and values stay literal in cURL', async () => {
  const files = [new File(['one'], 'a.txt'), new File(['two'], 'my file;v2.txt')];
  const body = await encodeMultipart({ filename: files, note: '@home; really', tags: ['x', 'y'] }, 'multipart/form-data');
  const parsed = await received(body);
  assert.deepEqual(await Promise.all(parsed.getAll('filename').map((f) => (f as File).text())), ['one', 'two']);
  assert.deepEqual(parsed.getAll('tags'), ['x', 'y']);
  assert.equal(parsed.get('note'), '@home; really');
  assert.deepEqual(body.curl, [
    '-F',
    'filename=@a.txt',
    '-F',
    'filename=@"my file;v2.txt"',
    '--form-string',
    'note=@home; really',
    '-F',
    'tags=x',
    '-F',
    'tags=y',
  ]);
});

test('a whole-file body: its bytes, the media type of the spec or, for a wildcard, of the file', async () => {
  const file = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
  const body = await encodeFile(file, 'application/octet-stream');
  assert.deepEqual([...body.bytes], [1, 2, 3]);
  assert.deepEqual([body.contentType, body.text, body.curl], ['application/octet-stream', undefined, ['--data-binary', '@photo.png']]);
  assert.equal((await encodeFile(file, 'image/*')).contentType, 'image/png');
});

test('media types choose their editor: JSON and +json, forms, text and XML, bytes; others by schema', () => {
  const lookup = lookupIn({});
  const cases: [string, object | undefined, string][] = [
    ['application/json', {}, 'json'],
    ['application/merge-patch+json; charset=utf-8', {}, 'json'],
    ['application/x-www-form-urlencoded', {}, 'urlencoded'],
    ['multipart/form-data', {}, 'multipart'],
    ['multipart/mixed', {}, 'multipart'],
    ['text/plain', {}, 'text'],
    ['application/xml', {}, 'text'],
    ['application/atom+xml', {}, 'text'],
    ['application/octet-stream', { type: 'string' }, 'binary'],
    ['image/png', { type: 'string', format: 'binary' }, 'binary'],
    ['application/vnd.custom', { type: 'string', format: 'binary' }, 'binary'],
    ['application/vnd.custom', { type: 'object' }, 'json'],
    ['*/*', { type: 'string' }, 'text'],
    ['*/*', undefined, 'binary'],
  ];
  for (const [type, schema, kind] of cases) assert.equal(mediaKind(type, schema as Record<string, unknown> | undefined, lookup), kind, type);
});
