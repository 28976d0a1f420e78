// A repository's own .git/config is not the reader's: a hosted build reads a tenant's checkout,
// `quire diff` may run in a clone someone prepared. Reading a spec's history and copying it out at
// a ref must run none of the programs that config names, and still read the history.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { specAtRef, specHistory } from '@quire/changes';
import { commitHistory } from '../../../test-support/pet-history.ts';

describe('a repository whose config names programs', () => {
  let repo = '';
  let ran = '';
  before(async () => {
    repo = await mkdtemp(join(tmpdir(), 'quire-hostile-'));
    ran = join(repo, '..', `${repo.split('/').at(-1)}-ran`);
    commitHistory(repo);
    const script = join(repo, '.git', 'evil.sh');
    await writeFile(script, `#!/bin/sh\necho "$0 $*" >> '${ran}'\ncat\n`);
    await chmod(script, 0o755);
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } }).trim();
    // The newest commit carries a signature header: `log.showSignature` then asks gpg.program to check it.
    const head = git('cat-file', 'commit', 'HEAD');
    const signed = head.replace(/\n\n/, '\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n -----END PGP SIGNATURE-----\n\n');
    const commit = execFileSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin'], { cwd: repo, input: signed, encoding: 'utf8' }).trim();
    git('update-ref', 'refs/heads/main', commit);
    await writeFile(join(repo, '.gitattributes'), '*.yaml filter=evil diff=evil\n');
    for (const [key, value] of [
      ['core.fsmonitor', script],
      ['log.showSignature', 'true'],
      ['gpg.program', script],
      ['diff.external', script],
      ['core.pager', script],
      ['filter.evil.smudge', script],
      ['diff.evil.textconv', script],
    ])
      git('config', key!, value!);
  });

  it("reads the spec's history and copies it out at a ref without running any of them", async () => {
    const history = await specHistory(join(repo, 'openapi.yaml'));
    assert.equal(history?.entries.length, 6);
    assert.equal(history.entries[0]!.version, '2.2.0');
    const copy = await specAtRef(join(repo, 'openapi.yaml'), 'HEAD~1');
    assert.ok('path' in copy, 'error' in copy ? copy.error : '');
    assert.match(await readFile(copy.path, 'utf8'), /version: 2\.1\.0/);
    await copy.remove();
    assert.equal(existsSync(ran), false, existsSync(ran) ? `ran: ${await readFile(ran, 'utf8')}` : '');
  });
});
