// The API node's local copies of object-stored versions: downloaded once, bounded in number and size.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { createVersionCache } from '../src/artifacts/version-cache.ts';

function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-version-cache-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

it('a version is downloaded once, even when asked for by many requests at once', async () => {
  const cache = createVersionCache(cacheDir());
  let downloads = 0;
  const download = async (into: string) => {
    downloads++;
    writeFileSync(join(into, 'index.html'), 'v1');
  };
  const folders = await Promise.all(Array.from({ length: 5 }, () => cache.folderOf('acme', 'v1', download)));
  assert.equal(new Set(folders).size, 1);
  assert.equal(downloads, 1);
});

it('past the bound, the least recently used copy is deleted; one that failed to download is tried again', async () => {
  const cache = createVersionCache(cacheDir(), { versions: 2, bytes: 1e9 });
  const write = (text: string) => async (into: string) => writeFileSync(join(into, 'index.html'), text);
  const v1 = await cache.folderOf('acme', 'v1', write('v1'));
  await cache.folderOf('docs', 'v1', write('d1'));
  await cache.folderOf('acme', 'v1', write('v1'));
  const v2 = await cache.folderOf('acme', 'v2', write('v2'));
  await new Promise((settled) => setTimeout(settled, 50));
  assert.ok(existsSync(v1) && existsSync(v2));
  assert.ok(!existsSync(join(v1, '..', 'docs@v1')), 'the least recently used copy went');
  await assert.rejects(
    cache.folderOf('acme', 'v3', async () => {
      throw new Error('network');
    }),
    /network/,
  );
  assert.ok(existsSync(await cache.folderOf('acme', 'v3', write('v3'))));
});

it('a byte bound keeps the copy being served, whatever its size', async () => {
  const cache = createVersionCache(cacheDir(), { versions: 10, bytes: 10 });
  const big = await cache.folderOf('acme', 'v1', async (into) => writeFileSync(join(into, 'a'), 'x'.repeat(100)));
  await new Promise((settled) => setTimeout(settled, 50));
  assert.ok(existsSync(join(big, 'a')));
  await cache.folderOf('acme', 'v2', async (into) => writeFileSync(join(into, 'a'), 'y'.repeat(100)));
  await new Promise((settled) => setTimeout(settled, 50));
  assert.ok(!existsSync(big), 'the older copy went to make room');
});

it('one large copy pushes out as many of the least recently used as it takes to fit, and no more', async () => {
  const cache = createVersionCache(cacheDir(), { versions: 10, bytes: 100 });
  const fill = (bytes: number) => async (into: string) => writeFileSync(join(into, 'a'), 'x'.repeat(bytes));
  const folders = new Map<string, string>();
  for (const version of ['v1', 'v2', 'v3', 'v4']) folders.set(version, await cache.folderOf('acme', version, fill(20)));
  // v1 is used again: v2 and v3 are now the least recently used.
  await cache.folderOf('acme', 'v1', fill(20));
  await new Promise((settled) => setTimeout(settled, 50));
  folders.set('v5', await cache.folderOf('acme', 'v5', fill(50)));
  await new Promise((settled) => setTimeout(settled, 50));
  const kept = [...folders].filter(([, folder]) => existsSync(folder)).map(([version]) => version);
  assert.deepEqual(kept, ['v1', 'v4', 'v5'], '90 bytes kept of 130: v2 and v3 went, v1 (used again) and v4 stayed');
});
