// A docs repo's MDX runs code at build time. Every cache a hosted build may write (Quire's user
// cache of findings, the project's page cache of pages, twins and histories, the temporary
// folder) is that project's alone: what one tenant's build plants there, another's never reads.
import { strict as assert } from 'node:assert';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BuildResult } from '../src/builds/build-types.ts';
import { runBuild } from '../src/builds/run-build.ts';
import { buildInput, gitRepo, miniDocs, project, temporaryFolder } from './build-helpers.ts';

/**
 * The caches a build can write, as code in the build names them: Quire's user cache (userCacheDir
 * in @quire/site), the page cache the service passes as `--cache-dir`, the temporary folder.
 */
const cachePlaces = `const fs = process.getBuiltinModule('node:fs');
  const home = process.getBuiltinModule('node:os').homedir();
  const userCache = (process.env.XDG_CACHE_HOME || home + '/.cache') + '/quire';
  const pageCache = process.argv.includes('--cache-dir') ? process.argv[process.argv.indexOf('--cache-dir') + 1] : process.cwd() + '/page-cache';
  const places = [userCache + '/planted', userCache + '/validation/planted', pageCache + '/planted', pageCache + '/twins/planted', '/tmp/planted'];`;

/**
 * Tenant A's build: code of its repo (a page's MDX runs at build time) that writes into each
 * cache it can, then fails. It stands in for `quire build` in A's sandbox.
 */
const planting = `${cachePlaces}
const planted = places.filter((place) => {
  try {
    fs.mkdirSync(place.slice(0, place.lastIndexOf('/')), { recursive: true });
    fs.writeFileSync(place, 'from tenant A');
    return true;
  } catch {
    return false;
  }
});
console.log('Planted: ' + planted.join(' '));
process.exit(1);
`;

/** Tenant B's home page, built by Quire: it says which of its caches hold a file it never wrote. */
const looking = `---
title: Home
---

export const found = (() => {
  ${cachePlaces}
  return places.filter((place) => fs.existsSync(place)).join(' ') || 'none';
})();

Found: {found}
`;

function succeeded(result: BuildResult): void {
  assert.ok(result.ok, `the build failed: ${result.summary}`);
}

describe("a hosted build's caches", () => {
  it("are its project's own: what tenant A's build plants in every cache it can write, tenant B's build never sees", async () => {
    const dataDir = await temporaryFolder();
    const a = await gitRepo();
    const b = await gitRepo();
    await a.commit('Docs', miniDocs);
    await b.commit('Docs', { ...miniDocs, 'index.mdx': looking });
    const cli = join(await temporaryFolder(), 'tenant-a-code.mjs');
    await writeFile(cli, planting);
    const inputA = buildInput(dataDir, project(a.dir, { id: 'tenant-a', subdomain: 'a' }), { cli });
    await runBuild(inputA);
    // A wrote its user cache and its page cache: the places B looks in are real, writable caches.
    assert.match(inputA.lines.join('\n'), /Planted: \S*\.cache\/quire\/planted \S*\/quire\/validation\/planted \S*\/page-cache\/planted /);
    succeeded(await runBuild(buildInput(dataDir, project(b.dir, { id: 'tenant-b', subdomain: 'b' }))));
    assert.equal(/Found: ([^<]*)/.exec(await readFile(join(dataDir, 'sites/b/current/index.html'), 'utf8'))?.[1], 'none');
  });
});
