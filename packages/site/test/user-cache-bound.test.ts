// The user cache is bounded: past its budget, the files used least recently go first, a file read
// since it was written counting as used then.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { markUsed, trimUserCache } from '../src/user-cache-dir.ts';

const dir = mkdtempSync(join(tmpdir(), 'quire-user-cache-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const day = 24 * 3600 * 1000;

/** A cache file of `kb` KB last written `daysAgo` days ago (and read no later). */
function entry(path: string, kb: number, daysAgo: number): string {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, Buffer.alloc(kb * 1024));
  const at = new Date(Date.now() - daysAgo * day);
  utimesSync(file, at, at);
  return file;
}

describe('the user cache', () => {
  it('past its budget loses the files used least recently, in every folder, until it fits; a file read lately stays', async () => {
    const oldest = entry('validation/a.json', 40, 30);
    const readLately = entry('specs/b.txt', 40, 20);
    const older = entry('validation/page-texts/c.json', 40, 10);
    const newer = entry('validation/d.json', 40, 5);
    const newest = entry('specs/e.txt', 40, 1);
    await markUsed(readLately);

    assert.equal(await trimUserCache(130 * 1024, dir), 2);
    assert.deepEqual(
      [oldest, readLately, older, newer, newest].map((file) => existsSync(file)),
      [false, true, false, true, true],
    );
    assert.equal(await trimUserCache(1024 * 1024, dir), 0, 'within its budget, nothing goes');
  });

  it('walked by one run, is left alone by the runs within the interval, and walked again after it', async () => {
    const own = join(dir, 'interval');
    const first = entry('interval/a.json', 40, 3);
    const second = entry('interval/b.json', 40, 2);
    const hour = 3600 * 1000;

    assert.equal(await trimUserCache(50 * 1024, own, hour), 1, 'the first run walks the cache');
    assert.equal(existsSync(first), false);
    const third = entry('interval/c.json', 40, 1);
    assert.equal(await trimUserCache(50 * 1024, own, hour), 0, 'a run within the hour does not walk it');
    assert.deepEqual(
      [second, third].map((file) => existsSync(file)),
      [true, true],
    );

    const twoHoursAgo = new Date(Date.now() - 2 * hour);
    utimesSync(join(own, '.last-trim'), twoHoursAgo, twoHoursAgo);
    assert.equal(await trimUserCache(50 * 1024, own, hour), 1, 'a run after the hour walks it again');
    assert.deepEqual(
      [second, third].map((file) => existsSync(file)),
      [false, true],
    );
    assert.equal(existsSync(join(own, '.last-trim')), true, 'the walk keeps its own mark');
  });

  it('a missing cache folder is nothing to trim', async () => {
    assert.equal(await trimUserCache(0, join(dir, 'none')), 0);
  });
});
