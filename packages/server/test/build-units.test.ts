// The pure parts of a build: what a commit changed, the child's environment, failure summaries,
// limits in words, and the release folders of atomic publishing.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readlink, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildFailureSummary, meaningfulErrorLines } from '../src/builds/build-errors.ts';
import { builtPageCount } from '../src/builds/build-process.ts';
import { buildEnvironment } from '../src/builds/child-env.ts';
import { describeLimit } from '../src/builds/deadline.ts';
import { everyFileAdded, parseNameStatus } from '../src/builds/files-changed.ts';
import { currentRelease, publishRelease, pruneReleases, releaseName, siteFolders } from '../src/builds/publish.ts';
import { temporaryFolder } from './build-helpers.ts';

describe('filesChanged', () => {
  it('reads added, modified and removed files, a rename as removed plus added, a copy as added', () => {
    const output = ['A', 'new.mdx', 'M', 'docs.json', 'D', 'old.mdx', 'R087', 'guides/a.mdx', 'guides/b.mdx', 'C100', 'x.yaml', 'y.yaml', 'T', 'link', ''].join(
      '\0',
    );
    assert.deepEqual(parseNameStatus(output), {
      added: ['guides/b.mdx', 'new.mdx', 'y.yaml'],
      modified: ['docs.json', 'link'],
      removed: ['guides/a.mdx', 'old.mdx'],
    });
  });

  it('lists every tracked file as added on a first update', () => {
    assert.deepEqual(everyFileAdded('index.mdx\0docs.json\0a b.mdx\0'), { added: ['a b.mdx', 'docs.json', 'index.mdx'], modified: [], removed: [] });
  });
});

describe('the build child environment', () => {
  it("holds only PATH, HOME, LANG and the build switches (no compiled-code cache but the service's read-only one), never the service secrets", () => {
    const env = buildEnvironment('/tmp/home-1', {
      PATH: '/bin',
      LANG: 'en_US.UTF-8',
      QUIRE_SECRET_TEST: 's3cret',
      QUIRE_DATA: '/srv/quire',
      DATABASE_URL: 'postgres://x',
    });
    assert.deepEqual(env, {
      PATH: '/bin',
      HOME: '/tmp/home-1',
      XDG_CACHE_HOME: '/tmp/home-1/.cache',
      LANG: 'en_US.UTF-8',
      ASTRO_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      QUIRE_OFFLINE: '1',
      NODE_DISABLE_COMPILE_CACHE: '1',
    });
    const cached = buildEnvironment('/tmp/home-1', { PATH: '/bin' }, '/run/quire/compile-cache');
    assert.equal(cached.NODE_COMPILE_CACHE, '/run/quire/compile-cache');
    assert.equal(cached.NODE_DISABLE_COMPILE_CACHE, undefined);
  });
});

describe('failure summaries', () => {
  const checkoutDir = '/data/checkouts/p1';
  const stderr = [
    '› Reading the docs: docs.json, specs and pages…',
    'The docs in /data/checkouts/p1 have 1 error:',
    '  /data/checkouts/p1/docs.json:1:109  Navigation entry `guides/missing` matches no operation and no MDX file.',
    '  hint: Fix the places listed above, then save: the site reloads. `quire check /data/checkouts/p1` lists the same problems.',
    '✗ quire build: /data/checkouts/p1 did not build.',
  ];

  it("keeps the error lines, with places relative to the repository, not the build's progress", () => {
    assert.deepEqual(meaningfulErrorLines(stderr, checkoutDir), ['docs.json:1:109  Navigation entry `guides/missing` matches no operation and no MDX file.']);
  });

  it('drops stack frames and keeps the last few lines', () => {
    const lines = ['Error: boom', '    at a (/x.js:1:1)', ...Array.from({ length: 8 }, (_, i) => `line ${i}`)];
    assert.deepEqual(meaningfulErrorLines(lines, checkoutDir), ['line 3', 'line 4', 'line 5', 'line 6', 'line 7']);
  });

  it('says when the heap limit was hit, and when there was nothing to say', () => {
    assert.equal(
      buildFailureSummary(['FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'], { checkoutDir, exitCode: 134, memoryMb: 512 }),
      'The build ran out of its 512 MB memory limit.',
    );
    assert.equal(
      buildFailureSummary([], { checkoutDir, exitCode: 3, memoryMb: 512 }),
      'The build failed (exit code 3) without an error message; see the logs.',
    );
  });

  it('reads the page count quire build prints', () => {
    assert.equal(builtPageCount(['✓ Built 42 pages into x in 3.1 s']), 42);
    assert.equal(builtPageCount(['nothing']), undefined);
  });

  it('words a limit as a person would', () => {
    assert.equal(describeLimit(600_000), '10-minute');
    assert.equal(describeLimit(90_000), '90-second');
    assert.equal(describeLimit(1500), '1.5-second');
  });
});

describe('publishing', () => {
  it('swaps current to each new release and keeps only the newest three plus the one served', async () => {
    const folders = siteFolders(await temporaryFolder(), 'mini');
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      const name = releaseName('abcdef1234', new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
      names.push(name);
      await mkdir(join(folders.releases, name), { recursive: true });
      await writeFile(join(folders.releases, name, 'index.html'), `release ${i}`);
      await publishRelease(folders, join(folders.releases, name));
      assert.equal(await readFile(join(folders.current, 'index.html'), 'utf8'), `release ${i}`);
    }
    assert.equal(await readlink(folders.current), join('releases', names[4]!), 'a relative link: the data folder can move');
    assert.equal(await currentRelease(folders), names[4]);
    assert.deepEqual(await pruneReleases(folders, 3), names.slice(0, 2));
    assert.deepEqual((await readdir(folders.releases)).sort(), names.slice(2));
    assert.ok(!(await readdir(folders.site)).some((name) => name.startsWith('.current-')), 'no temporary link is left');
  });

  it('never prunes the release being served, even when it is not among the newest', async () => {
    const folders = siteFolders(await temporaryFolder(), 'mini');
    for (const name of ['1', '2', '3', '4']) await mkdir(join(folders.releases, name), { recursive: true });
    await publishRelease(folders, join(folders.releases, '1'));
    assert.deepEqual(await pruneReleases(folders, 2), ['2']);
    assert.ok(existsSync(join(folders.releases, '1')));
  });
});
