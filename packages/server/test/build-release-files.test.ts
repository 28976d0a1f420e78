// A built site is the tenant's output: before the host reads it, only its own folders and regular
// files stay. Each kind of entry a build could leave to make the host read something else.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { link, lstat, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { keepOnlyRegularFiles } from '../src/builds/release-files.ts';
import { temporaryFolder } from './build-helpers.ts';

describe('a built site before it is published', () => {
  it('keeps only folders and regular files: links, pipes and sockets are left out, each named in the log, and hard links become files of their own', async () => {
    const host = await temporaryFolder();
    await writeFile(join(host, 'secret.key'), 'the service key');
    const checkout = await temporaryFolder('quire-checkout-');
    await writeFile(join(checkout, 'logo.png'), 'a logo of the repo');
    await mkdir(join(checkout, '.git'));
    await writeFile(join(checkout, '.git', 'config'), '[remote]');
    const site = await temporaryFolder();
    await mkdir(join(site, 'guide'));
    await writeFile(join(site, 'index.html'), '<h1>Home</h1>');
    await writeFile(join(site, 'guide', 'index.md'), '# Guide');
    await symlink(join(host, 'secret.key'), join(site, 'x.md'));
    await symlink(host, join(site, 'guide', 'host'));
    await symlink(join(checkout, '.git', 'config'), join(site, 'git.txt'));
    await symlink(join(checkout, 'logo.png'), join(site, 'logo.png'));
    await link(join(site, 'index.html'), join(site, 'hard.html'));
    execFileSync('mkfifo', [join(site, 'pipe.md')]);
    const listener = createServer().listen(join(site, 'socket.md'));
    await once(listener, 'listening');

    const lines: string[] = [];
    const kept = await keepOnlyRegularFiles(site, { checkoutDir: checkout, log: (line) => lines.push(line) });
    listener.close();

    assert.deepEqual((await readdir(site, { recursive: true })).sort(), ['guide', 'guide/index.md', 'hard.html', 'index.html', 'logo.png']);
    assert.equal(await readFile(join(site, 'logo.png'), 'utf8'), 'a logo of the repo', 'a link to a file of the checkout is a copy of it');
    assert.ok((await lstat(join(site, 'logo.png'))).isFile());
    assert.equal((await lstat(join(site, 'index.html'))).nlink, 1);
    assert.equal((await lstat(join(site, 'hard.html'))).nlink, 1);
    assert.equal(await readFile(join(site, 'hard.html'), 'utf8'), '<h1>Home</h1>');
    assert.equal(kept.bytes, 2 * '<h1>Home</h1>'.length + '# Guide'.length + 'a logo of the repo'.length);
    assert.equal(kept.removed, 5);
    const log = lines.join('\n');
    for (const [name, what] of [
      ['x.md', 'a symbolic link'],
      ['guide/host', 'a symbolic link'],
      ['git.txt', 'a symbolic link'],
      ['pipe.md', 'a named pipe'],
      ['socket.md', 'a socket'],
    ]) {
      assert.match(log, new RegExp(`built site's ${name} is ${what}.*left out of the site`), log);
    }
  });
});
