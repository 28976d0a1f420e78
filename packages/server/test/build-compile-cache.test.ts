// Node's compile cache for hosted builds (compile-cache.ts): warmed by the service with a build of
// its own, then read by tenants' builds in their sandbox, which can neither write it nor plant a
// file in it. Real builds with the repository's `quire`, and small scripts in its place where the
// test is about what a build sees.
import { strict as assert } from 'node:assert';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compileCacheMount, runBuildProcess } from '../src/builds/build-process.ts';
import { warmCompileCache } from '../src/builds/compile-cache.ts';
import { runBuild } from '../src/builds/run-build.ts';
import { buildInput, gitRepo, miniDocs, openapi, project, temporaryFolder } from './build-helpers.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';

async function script(source: string): Promise<string> {
  const file = join(await temporaryFolder(), 'fake-quire.mjs');
  await writeFile(file, source);
  return file;
}

/** Every file of a folder with its size and modification time: what a write anywhere in it changes. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const info = statSync(join(dir, name));
      return `${name} ${info.size} ${info.mtimeMs}`;
    });
}

/** A build of `cli` in the sandbox, shown the cache read-only, as a tenant's build is. */
async function buildWithCache(cli: string, cache: string) {
  const checkoutDir = await temporaryFolder('quire-checkout-');
  await mkdir(join(checkoutDir, 'docs'));
  const lines: string[] = [];
  const result = await runBuildProcess({
    checkoutDir,
    docsDir: join(checkoutDir, 'docs'),
    home: await temporaryFolder(),
    memoryMb: 1024,
    log: (line) => lines.push(line),
    signal: new AbortController().signal,
    cli,
    compileCache: { dir: cache },
  });
  return { ...result, lines };
}

describe("hosted builds' compile cache", () => {
  /** The real `quire`'s cache, warmed once for the two tests that build with it (a warm-up is a build). */
  let warmedRoot: Promise<string> | undefined;
  const realRoot = () => (warmedRoot ??= temporaryFolder('quire-compile-cache-'));

  it("is warmed by the service's own build, and a tenant's build reads it at the folder Node names for the sandbox's uid, but cannot write or plant a file in it", async () => {
    const root = await realRoot();
    const cache = await warmCompileCache({ cli: quireCli, memoryMb: 1024, root });
    assert.ok(cache, 'the warm-up built its docs');
    const before = snapshot(cache);
    assert.ok(before.length > 500, `the warm-up left compiled code of Quire, Astro and Vite (${before.length} files)`);

    const probe = await script(`import module from 'node:module';
import { readdirSync, writeFileSync } from 'node:fs';
const dir = module.getCompileCacheDir();
const attempt = (run) => { try { run(); return 'written'; } catch (error) { return 'blocked ' + error.code; } };
console.log(JSON.stringify({
  env: process.env.NODE_COMPILE_CACHE,
  dir,
  entries: readdirSync(dir).length,
  plant: attempt(() => writeFileSync(dir + '/planted', 'x')),
  overwrite: attempt(() => writeFileSync(dir + '/' + readdirSync(dir)[0], 'x')),
}));`);
    const built = await buildWithCache(probe, cache);
    assert.equal(built.exitCode, 0, built.lines.join('\n'));
    const seen = JSON.parse(built.lines.join('')) as { env: string; dir: string; entries: number; plant: string; overwrite: string };
    assert.equal(seen.env, compileCacheMount);
    // The folder Node reads in the sandbox (named for Node's version, its flags and the uid) is the one the warm-up filled.
    const filled = join(cache, seen.dir.slice(compileCacheMount.length));
    assert.ok(seen.dir.startsWith(`${compileCacheMount}/`) && seen.dir.endsWith('-65534'), seen.dir);
    assert.equal(seen.entries, readdirSync(filled).length);
    assert.ok(seen.entries > 500);
    assert.equal(seen.plant, 'blocked EROFS');
    assert.equal(seen.overwrite, 'blocked EROFS');
    assert.deepEqual(snapshot(cache), before);
  });

  it('real updates built with it succeed, and their own modules leave no entry in the cache', async () => {
    const root = await realRoot();
    const cache = await warmCompileCache({ cli: quireCli, memoryMb: 1024, root });
    const warmed = snapshot(cache!);
    assert.ok(warmed.length > 500);
    const data = await temporaryFolder();
    const repo = await gitRepo();
    await repo.commit('Docs', miniDocs);
    const result = await runBuild(buildInput(data, project(repo.dir), { compileCacheRoot: root }));
    assert.equal(result.ok, true, result.summary);
    assert.deepEqual(snapshot(cache!), warmed);
    // A second update of a changed site: the cache is read as it was, not written.
    await repo.commit('More', { 'guide.mdx': '---\ntitle: Guide\n---\n\nA longer guide.\n', 'openapi.yaml': openapi('List more things') });
    const again = await runBuild(buildInput(data, project(repo.dir), { compileCacheRoot: root, previousSha: repo.git('rev-parse', 'HEAD~1') }));
    assert.equal(again.ok, true, again.summary);
    assert.deepEqual(snapshot(cache!), warmed);
    assert.deepEqual(readdirSync(root), [cache!.slice(root.length + 1)], 'one cache, the warmed one');
  });

  it('is warmed again when a temporary-files sweep removed it', async () => {
    const root = await temporaryFolder('quire-compile-cache-');
    const cli = await script(`console.log('✓ Built 1 page');`);
    const cache = await warmCompileCache({ cli, memoryMb: 256, root });
    assert.ok(cache && existsSync(join(cache, '.complete')));
    rmSync(cache, { recursive: true });
    assert.equal(await warmCompileCache({ cli, memoryMb: 256, root }), cache);
    assert.ok(existsSync(join(cache, '.complete')));
  });

  it("a warm-up removes the caches no service has used for a week (an older Node's or Quire's), and keeps the others", async () => {
    const root = await temporaryFolder('quire-compile-cache-');
    const old = join(root, 'v22.0.0-x64-0123456789abcdef');
    const recent = join(root, 'v24.0.0-x64-fedcba9876543210');
    mkdirSync(old);
    mkdirSync(recent);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    utimesSync(old, eightDaysAgo, eightDaysAgo);
    const cli = await script(`console.log('✓ Built 1 page');`);
    const cache = await warmCompileCache({ cli, memoryMb: 256, root });
    assert.deepEqual(readdirSync(root).sort(), [cache!.slice(root.length + 1), 'v24.0.0-x64-fedcba9876543210'].sort());
  });

  it('a warm-up that fails leaves no cache behind, so builds run without one', async () => {
    const root = await temporaryFolder('quire-compile-cache-');
    const cli = await script(`console.error('broken'); process.exitCode = 1;`);
    assert.equal(await warmCompileCache({ cli, memoryMb: 256, root }), undefined);
    assert.deepEqual(readdirSync(root), []);
  });

  it('a folder of caches the service cannot make, or a script that is gone, leaves builds without a cache instead of failing them', async () => {
    const file = join(await temporaryFolder('quire-compile-cache-'), 'a-file');
    await writeFile(file, '');
    const cli = await script(`console.log('✓ Built 1 page');`);
    assert.equal(await warmCompileCache({ cli, memoryMb: 256, root: join(file, 'cache') }), undefined);
    assert.equal(await warmCompileCache({ cli: join(file, 'quire.js'), memoryMb: 256, root: await temporaryFolder('quire-compile-cache-') }), undefined);
  });

  it('a folder of caches that others may write is not used, and the service says how to fix it', async () => {
    const root = join(await temporaryFolder('quire-compile-cache-'), 'shared');
    mkdirSync(root);
    chmodSync(root, 0o777);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const cli = await script(`console.log('✓ Built 1 page');`);
      assert.equal(await warmCompileCache({ cli, memoryMb: 256, root }), undefined);
      // The warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(warnings, [`Hosted builds run without Node's compile cache: others may write in ${root}: remove it, and the service makes it again.`]);
      assert.deepEqual(readdirSync(root), [], 'nothing was warmed in it');
    } finally {
      process.off('warning', onWarning);
    }
  });
});
