// The AsyncAPI parser's rules take about a second per document: a document's findings are kept
// by its text in the validation cache, and a start that finds them reads the document without
// the rules, with the same verdict; one it could read whole is kept read, and needs no parser.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadAsyncApi } from '../src/index.ts';

const valid = `asyncapi: 3.0.0
info: { title: Feed, version: '1' }
channels:
  feed:
    address: /feed
    messages:
      tick:
        payload: { type: string }
`;
// \`servers\` must be an object: an error of the rules, at /servers.
const invalid = `${valid}servers: [not, a, map]\n`;

/** A docs folder of its own for each read: the same text at another path is not the last load again. */
async function read(text: string, cacheDir: string) {
  const dir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-findings-'));
  await writeFile(join(dir, 'api.yaml'), text);
  return loadAsyncApi('api.yaml', { cwd: dir, root: dir, validationCacheDir: cacheDir });
}

test('a document read again with its findings kept gives the same model and diagnostics', async () => {
  const cacheDir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-cache-'));
  const first = await read(valid, cacheDir);
  assert.equal((await readdir(cacheDir)).length, 1, 'the findings are kept');
  const again = await read(valid, cacheDir);
  assert.deepEqual(again, first);
  assert.equal(again.model!.info.title, 'Feed');
});

test('an invalid document read again still fails, with the same error at its line', async () => {
  const cacheDir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-cache-'));
  const first = await read(invalid, cacheDir);
  assert.equal(first.model, undefined);
  assert.ok(first.diagnostics.some((d) => d.code === 'ASYNCAPI_INVALID' && d.pointer === '/servers'));
  const again = await read(invalid, cacheDir);
  assert.deepEqual(again, first);
});

test('the kept findings are what a second read reports: the rules do not run again', async () => {
  const cacheDir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-cache-'));
  await read(valid, cacheDir);
  const [file] = await readdir(cacheDir);
  const kept = JSON.parse(await readFile(join(cacheDir, file!), 'utf8'));
  kept.diagnostics = [{ code: 'ASYNCAPI_WARNING', severity: 'warning', message: 'Kept.', file: 'api.yaml' }];
  await writeFile(join(cacheDir, file!), JSON.stringify(kept));
  const again = await read(valid, cacheDir);
  assert.deepEqual(
    again.diagnostics.map((d) => d.message),
    ['Kept.'],
  );
});

test('a document kept read is what a second read gives: the parser does not read it again', async () => {
  const cacheDir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-cache-'));
  const first = await read(valid, cacheDir);
  const [file] = await readdir(cacheDir);
  const kept = JSON.parse(await readFile(join(cacheDir, file!), 'utf8'));
  assert.deepEqual(kept.read.model, first.model, 'the model is kept as read');
  kept.read.model.info.title = 'Kept';
  await writeFile(join(cacheDir, file!), JSON.stringify(kept));
  assert.equal((await read(valid, cacheDir)).model!.info.title, 'Kept');
});

test('findings read from the cache mark their entry used now, so that the bounded user cache keeps it', async () => {
  const cache = await mkdtemp(join(tmpdir(), 'quire-asyncapi-cache-'));
  await read(valid, cache);
  const [name] = await readdir(cache);
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  await utimes(join(cache, name!), monthAgo, monthAgo);
  await read(valid, cache);
  // Its modification time: a file system mounted noatime (or Windows) keeps no time of reading.
  assert.ok((await stat(join(cache, name!))).mtimeMs > Date.now() - 3600 * 1000, 'used within the hour');
});
