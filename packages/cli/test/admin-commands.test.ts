import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openDataFolder } from '@quire/server';
import { runQuire } from './run-quire.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quire-admin-'));
after(() => rmSync(cwd, { recursive: true, force: true }));

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

describe('quire projects and quire tokens', () => {
  it('adds a project in ./quire-data by default, lists it, and makes, lists and revokes tokens', async () => {
    const added = await runQuire(['projects', 'add', '--name', 'Pet Store', '--repo', '/repos/pets', '--dir', 'docs'], cwd);
    assert.equal(added.code, 0, added.stderr);
    const projectId = lastLine(added.stdout);
    assert.match(projectId, /^[0-9a-f]{24}$/);
    assert.match(added.stdout, /subdomain "pet-store"/);

    const listed = await runQuire(['projects', 'list'], cwd);
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, new RegExp(`^${projectId} +pet-store +Pet Store +/repos/pets#main \\(docs/\\)$`, 'm'));

    const created = await runQuire(['tokens', 'create', '--project', projectId], cwd);
    assert.equal(created.code, 0, created.stderr);
    const token = lastLine(created.stdout);
    assert.match(token, /^qt_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
    assert.match(created.stdout.split('\n').at(-3) ?? '', /shown only once/);
    const org = await runQuire(['tokens', 'create', '--org'], cwd);
    assert.equal(org.code, 0, org.stderr);

    // What the commands wrote is what the service reads.
    const storage = await openDataFolder(join(cwd, 'quire-data'));
    const record = await storage.tokens.verify(token);
    assert.equal(record?.projectId, projectId);
    assert.equal((await storage.tokens.verify(lastLine(org.stdout)))?.projectId, null);
    await storage.close();

    const tokenList = await runQuire(['tokens', 'list', '--json'], cwd);
    assert.deepEqual(
      JSON.parse(tokenList.stdout).map((t: { projectId: string | null }) => t.projectId),
      [projectId, null],
    );
    assert.ok(!tokenList.stdout.includes(token), 'the token itself is never listed');

    const revoked = await runQuire(['tokens', 'revoke', record!.id], cwd);
    assert.equal(revoked.code, 0, revoked.stderr);
    const after = await openDataFolder(join(cwd, 'quire-data'));
    assert.equal(await after.tokens.verify(token), undefined);
    await after.close();
  });

  it('--data chooses the data folder', async () => {
    const added = await runQuire(
      ['projects', 'add', '--name', 'Elsewhere', '--repo', '/r', '--subdomain', 'else', '--branch', 'stable', '--data', 'other-data'],
      cwd,
    );
    assert.equal(added.code, 0, added.stderr);
    const listed = await runQuire(['projects', 'list', '--json', '--data', 'other-data'], cwd);
    assert.deepEqual(
      JSON.parse(listed.stdout).map((p: { subdomain: string; branch: string }) => [p.subdomain, p.branch]),
      [['else', 'stable']],
    );
  });

  it('prints its usage for --help (exit 0)', async () => {
    const help = await runQuire(['tokens', '--help'], cwd);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /quire tokens create --org/);
  });

  it('names a missing flag with an example (exit 2)', async () => {
    const noRepo = await runQuire(['projects', 'add', '--name', 'X'], cwd);
    assert.equal(noRepo.code, 2);
    assert.match(noRepo.stderr, /missing --repo .*for example: quire projects add --name/);
    const noProject = await runQuire(['tokens', 'create'], cwd);
    assert.equal(noProject.code, 2);
    assert.match(noProject.stderr, /missing --project <id> \(or --org/);
  });

  it('refuses unknown projects and token ids, taken subdomains and a folder without data (exit 1)', async () => {
    const storage = await openDataFolder(join(cwd, 'taken-data'));
    await storage.projects.add({ name: 'Taken', repo: '/r' });
    await storage.close();
    const unknownProject = await runQuire(['tokens', 'create', '--project', '0'.repeat(24), '--data', 'taken-data'], cwd);
    assert.equal(unknownProject.code, 1);
    assert.match(unknownProject.stderr, /Unknown project "0{24}"/);
    const unknownToken = await runQuire(['tokens', 'revoke', '0'.repeat(24), '--data', 'taken-data'], cwd);
    assert.equal(unknownToken.code, 1);
    assert.match(unknownToken.stderr, /Unknown token id/);
    const taken = await runQuire(['projects', 'add', '--name', 'Taken', '--repo', '/other', '--data', 'taken-data'], cwd);
    assert.equal(taken.code, 1);
    assert.match(taken.stderr, /subdomain "taken" is taken/);
    const empty = await runQuire(['projects', 'list', '--data', 'nothing-here'], cwd);
    assert.equal(empty.code, 1);
    assert.match(empty.stderr, /No Quire data in nothing-here/);
  });
});
