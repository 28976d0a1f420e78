// What builds leave on the service's disk, bounded: scratch folders of a service that was killed,
// and the page caches the builds write.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { boundPageCaches, pageCacheDir } from '../src/builds/page-cache.ts';
import { sweepScratch } from '../src/builds/scratch.ts';
import { temporaryFolder } from './build-helpers.ts';

/** The pid of a process that has ended. */
function endedPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim());
}

describe('scratch folders', () => {
  it("at start, a service removes the scratch folders of a stopped service, never a running one's", async () => {
    const tmp = await temporaryFolder();
    const left = join(tmp, `quire-scratch-${endedPid()}-a1b2c3`);
    const mine = join(tmp, `quire-scratch-${process.pid}-d4e5f6`);
    const other = join(tmp, 'quire-build-test-g7h8i9');
    for (const dir of [left, mine, other]) {
      await mkdir(join(dir, 'project', 'out'), { recursive: true });
      await writeFile(join(dir, 'project', 'out', 'big.bin'), 'x'.repeat(1000));
    }
    assert.deepEqual(await sweepScratch(tmp), [left.slice(tmp.length + 1)]);
    assert.deepEqual([existsSync(left), existsSync(mine), existsSync(other)], [false, true, true]);
  });
});

describe('page caches', () => {
  const fill = async (dir: string, kb: number) => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'pages.bin'), Buffer.alloc(kb * 1024, 1));
  };

  it("a project's cache past its bound is cleared after its build, and the log says the next update renders every page", async () => {
    const data = await temporaryFolder();
    await fill(pageCacheDir(data, 'big'), 3 * 1024);
    await fill(pageCacheDir(data, 'small'), 100);
    const lines: string[] = [];
    await boundPageCaches(data, 'big', (line) => lines.push(line), { projectMb: 2, totalMb: 100 });
    assert.equal(existsSync(pageCacheDir(data, 'big')), false);
    assert.equal(existsSync(pageCacheDir(data, 'small')), true);
    assert.match(lines.join('\n'), /passed 2 MB and was cleared: the next update renders every page/);
  });

  it('all caches past their total bound: the least recently used go first, the building project keeps its own', async () => {
    const data = await temporaryFolder();
    for (const [project, age] of [
      ['oldest', 3],
      ['older', 2],
      ['recent', 1],
      ['building', 9],
    ] as const) {
      await fill(pageCacheDir(data, project), 1024);
      const then = new Date(Date.now() - age * 3600_000);
      await utimes(pageCacheDir(data, project), then, then);
    }
    await boundPageCaches(data, 'building', () => {}, { projectMb: 2, totalMb: 2.5 });
    assert.deepEqual(
      ['oldest', 'older', 'recent', 'building'].map((project) => existsSync(pageCacheDir(data, project))),
      [false, false, true, true],
    );
  });
});
