// The validator's findings are kept by the document's text: an unchanged spec gets the same
// verdict without validating again, and any edit is validated anew (of a file it $refs too).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSpec } from '@quire/openapi';
import { writeFiles } from '../../../test-support/write-files.ts';

const spec = (in_: string) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: { parameters: [{ name: 'q', in: in_, schema: { type: 'string' } }], responses: { '200': { description: 'OK' } } } } },
  });
const verdict = (loaded: Awaited<ReturnType<typeof loadSpec>>) => loaded.diagnostics.map((d) => [d.code, d.pointer, d.line]);

test('an unchanged spec gets the same verdict from the cache; an edited one is validated again', async () => {
  const dir = await writeFiles({ 'openapi.json': spec('qurey') });
  const cache = join(dir, 'cache');
  const first = await loadSpec(join(dir, 'openapi.json'), { validationCacheDir: cache });
  assert.ok(
    first.diagnostics.some((d) => d.code === 'SPEC_INVALID'),
    'the typo is found',
  );
  assert.equal((await readdir(cache)).length, 1);
  assert.deepEqual(verdict(await loadSpec(join(dir, 'openapi.json'), { validationCacheDir: cache })), verdict(first));
  await writeFile(join(dir, 'openapi.json'), spec('query'));
  assert.deepEqual((await loadSpec(join(dir, 'openapi.json'), { validationCacheDir: cache })).diagnostics, [], 'the fix is seen');
  assert.equal((await readdir(cache)).length, 2);
});

test('a spec that $refs another file keeps its verdict too, and an edit of that file is validated again', async () => {
  const schema = (type: string) => JSON.stringify({ Pet: { type } });
  const dir = await writeFiles({
    'openapi.json': JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/a': {
          get: {
            parameters: [{ name: 'q', in: 'qurey', schema: { type: 'string' } }],
            responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: 'schemas.json#/Pet' } } } } },
          },
        },
      },
    }),
    'schemas.json': schema('object'),
  });
  const cache = join(dir, 'cache');
  const load = () => loadSpec(join(dir, 'openapi.json'), { validationCacheDir: cache });
  const first = await load();
  assert.ok(
    first.diagnostics.some((d) => d.code === 'SPEC_INVALID'),
    'the typo is found',
  );
  assert.equal((await readdir(cache)).length, 1);
  assert.deepEqual(verdict(await load()), verdict(first));
  assert.equal((await readdir(cache)).length, 1, 'the unchanged spec and file are not validated again');
  await writeFile(join(dir, 'schemas.json'), schema('array'));
  assert.deepEqual(verdict(await load()), verdict(first));
  assert.equal((await readdir(cache)).length, 2, 'the edited file is validated again');
});

test('a cache folder that cannot be written only means validating every time', async () => {
  const dir = await writeFiles({ 'openapi.json': spec('qurey'), blocked: 'a file, not a folder' });
  const loaded = await loadSpec(join(dir, 'openapi.json'), { validationCacheDir: join(dir, 'blocked', 'cache') });
  assert.ok(loaded.diagnostics.some((d) => d.code === 'SPEC_INVALID'));
});

test('a start that finds the findings kept does not load the validator', async () => {
  const dir = await writeFiles({ 'openapi.json': spec('query') });
  const cache = join(dir, 'cache');
  // Each start is a process of its own, which says whether it loaded @scalar/openapi-parser.
  const start = () =>
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { registerHooks } from 'node:module';
        let loaded = false;
        registerHooks({ load(url, context, next) { loaded ||= url.includes('/@scalar/openapi-parser/'); return next(url, context); } });
        const { loadSpec } = await import('@quire/openapi');
        await loadSpec(${JSON.stringify(join(dir, 'openapi.json'))}, { validationCacheDir: ${JSON.stringify(cache)} });
        console.log(loaded ? 'validator loaded' : 'no validator');`,
      ],
      { cwd: import.meta.dirname, encoding: 'utf8' },
    ).trim();
  assert.equal(start(), 'validator loaded', 'the first start validates');
  assert.equal(start(), 'no validator');
});

test('a verdict read from the cache marks its entry used now, so that the bounded user cache keeps it', async () => {
  const dir = await writeFiles({ 'openapi.json': spec('qurey') });
  const cache = join(dir, 'cache');
  await loadSpec(join(dir, 'openapi.json'), { validationCacheDir: cache });
  const [name] = await readdir(cache);
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  await utimes(join(cache, name!), monthAgo, monthAgo);
  await loadSpec(join(dir, 'openapi.json'), { validationCacheDir: cache });
  // Its modification time: a file system mounted noatime (or Windows) keeps no time of reading.
  assert.ok((await stat(join(cache, name!))).mtimeMs > Date.now() - 3600 * 1000, 'used within the hour');
});
