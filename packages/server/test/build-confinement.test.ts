// What a build leaves behind stays its own: links out of the checkout are dropped, and a site's
// `current` serves only that site's releases and mends when it is broken.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { mkdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { removeOutsideLinks } from '../src/builds/outside-links.ts';
import { publishRelease, siteFolders } from '../src/builds/publish.ts';
import { publishedSiteRoot } from '../src/hosting/published-site.ts';
import { runBuild } from '../src/builds/run-build.ts';
import { buildInput, gitRepo, miniDocs, project, temporaryFolder } from './build-helpers.ts';

describe('links out of a checkout', () => {
  it('are removed with a warning naming the file; links within the repository stay', async () => {
    const checkout = await temporaryFolder('quire-checkout-');
    await mkdir(join(checkout, 'images'));
    await writeFile(join(checkout, 'images/logo.svg'), '<svg/>');
    await symlink('/etc/passwd', join(checkout, 'passwd.txt'));
    await symlink('../../../../../../etc', join(checkout, 'images/etc'));
    await symlink('/nowhere/at/all', join(checkout, 'dangling.md'));
    await symlink('images/logo.svg', join(checkout, 'logo.svg'));
    const warnings: string[] = [];
    await removeOutsideLinks(checkout, (line) => warnings.push(line));
    assert.deepEqual(warnings.sort(), [
      'Warning: dangling.md is a symbolic link to /nowhere/at/all, outside the repository: it was left out.',
      'Warning: images/etc is a symbolic link to ../../../../../../etc, outside the repository: it was left out.',
      'Warning: passwd.txt is a symbolic link to /etc/passwd, outside the repository: it was left out.',
    ]);
    assert.equal(existsSync(join(checkout, 'passwd.txt')), false);
    assert.equal(await readlink(join(checkout, 'logo.svg')), 'images/logo.svg');
  });
});

describe("a site's current release", () => {
  it("serves only one of the site's own releases: a current that leads to the data folder or another site serves nothing", async () => {
    const data = await temporaryFolder();
    const folders = siteFolders(data, 'docs');
    await mkdir(join(folders.releases, 'r1'), { recursive: true });
    await publishRelease(folders, join(folders.releases, 'r1'));
    assert.equal(await publishedSiteRoot(join(data, 'sites'), 'docs'), join(folders.releases, 'r1'));
    for (const target of ['../../..', '../../other/releases/r1', 'releases']) {
      await mkdir(join(data, 'sites/other/releases/r1'), { recursive: true });
      await rm(folders.current, { force: true });
      await symlink(target, folders.current);
      assert.equal(await publishedSiteRoot(join(data, 'sites'), 'docs'), undefined, target);
    }
  });

  it('mends a current that is a real folder on the next publish, instead of failing every later one', async () => {
    const data = await temporaryFolder();
    const folders = siteFolders(data, 'docs');
    await mkdir(join(folders.current, 'stale'), { recursive: true });
    await mkdir(join(folders.releases, 'r2'), { recursive: true });
    await publishRelease(folders, join(folders.releases, 'r2'));
    assert.equal(await readlink(folders.current), join('releases', 'r2'));
  });
});

describe('what a failed update says', () => {
  it("names the service's own folders, never shows them, when the service itself fails", async () => {
    const dataDir = await temporaryFolder();
    const repo = await gitRepo();
    await repo.commit('Docs', miniDocs);
    // The site's folder is a file: the service cannot make the release folder.
    await mkdir(join(dataDir, 'sites'), { recursive: true });
    await writeFile(join(dataDir, 'sites', 'mini'), 'not a folder');
    const input = buildInput(dataDir, project(repo.dir));
    const result = await runBuild(input);
    assert.equal(result.ok, false);
    assert.match(result.summary, /^The service failed while building: .*<data folder>\/sites\/mini/);
    assert.ok(!result.summary.includes(dataDir), result.summary);
    assert.ok(!input.lines.some((line) => line.includes(dataDir)), input.lines.join('\n'));
  });
});
