// `quire projects credential` as an operator runs it: the token comes on standard input, never on
// the command line, is stored sealed for the project (the service's builds read it), replaced by
// running it again and deleted with --remove.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openServiceStorage } from '@quire/server';
import { bin, runQuire } from './run-quire.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quire-credential-'));
after(() => rmSync(cwd, { recursive: true, force: true }));
const data = join(cwd, 'data');
const TOKEN = 'ghp_SEKRIT0a1b2c3d4e5f';

/** `quire <args>` with `input` on its standard input (a pipe, as `echo "$TOKEN" |` gives). */
function quireWithInput(args: string[], input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(input);
  });
}

async function storedCredential(id: string) {
  const storage = await openServiceStorage(data);
  try {
    return await storage.credentials.get(id);
  } finally {
    await storage.close();
  }
}

describe('quire projects credential', () => {
  it('stores the token read from standard input, sealed; replaces it; removes it; refuses what it cannot store', { timeout: 300_000 }, async () => {
    const added = await runQuire(['projects', 'add', '--name', 'Private', '--repo', 'https://git.example.com/acme/docs.git', '--data', data], cwd);
    assert.equal(added.code, 0, added.stderr);
    const id = added.stdout.trimEnd().split('\n').at(-1)!;

    const stored = await quireWithInput(['projects', 'credential', id, '--username', 'x-access-token', '--data', data], `${TOKEN}\n`);
    assert.equal(stored.code, 0, stored.stderr);
    assert.match(
      stored.stdout,
      new RegExp(`^Stored the repository credential of project "Private" \\(${id}\\) for user x-access-token, sealed under the service's key\\.`),
    );
    assert.match(stored.stdout, new RegExp(`To remove it: quire projects credential ${id} --remove`));
    assert.doesNotMatch(stored.stdout + stored.stderr, /SEKRIT/);
    assert.deepEqual(await storedCredential(id), { username: 'x-access-token', password: TOKEN });
    for (const file of readdirSync(data, { recursive: true, encoding: 'utf8' }).filter((name) => name.includes('quire.db'))) {
      assert.ok(!readFileSync(join(data, file)).includes(TOKEN), `${file} holds the token in the clear`);
    }

    const replaced = await quireWithInput(['projects', 'credential', id, '--username', 'oauth2', '--data', data], 'glpat-second');
    assert.equal(replaced.code, 0, replaced.stderr);
    assert.deepEqual(await storedCredential(id), { username: 'oauth2', password: 'glpat-second' });

    const twoLines = await quireWithInput(['projects', 'credential', id, '--username', 'u', '--data', data], 'one\nhost=evil.example\n');
    assert.equal(twoLines.code, 1);
    assert.match(
      twoLines.stderr,
      /^quire projects credential: The token or password contains a line break or another control character: give it as one line\.\n$/,
    );
    const empty = await quireWithInput(['projects', 'credential', id, '--username', 'u', '--data', data], '');
    assert.equal(empty.code, 1);
    assert.match(empty.stderr, /needs a token or password: none was given/);
    const noUser = await quireWithInput(['projects', 'credential', id, '--data', data], TOKEN);
    assert.equal(noUser.code, 2);
    assert.match(noUser.stderr, /missing --username .*for example: echo "\$TOKEN" \| quire projects credential/);
    const unknown = await quireWithInput(['projects', 'credential', '0'.repeat(24), '--username', 'u', '--data', data], TOKEN);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Unknown project "0{24}"/);
    assert.deepEqual(await storedCredential(id), { username: 'oauth2', password: 'glpat-second' }, 'refusals change nothing');

    const removed = await runQuire(['projects', 'credential', id, '--remove', '--data', data], cwd);
    assert.equal(removed.code, 0, removed.stderr);
    assert.match(removed.stdout, new RegExp(`^Removed the repository credential of project ${id}`));
    assert.equal(await storedCredential(id), undefined);
    const again = await runQuire(['projects', 'credential', id, '--remove', '--data', data], cwd);
    assert.match(again.stdout, /has no stored repository credential: nothing was removed/);
  });

  it('a URL with a token is refused, naming this command', async () => {
    const refused = await runQuire(['projects', 'add', '--name', 'Leaky', '--repo', `https://${TOKEN}@git.example.com/acme/docs.git`, '--data', data], cwd);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /quire projects credential <project id> --username <name>, which reads the token or password from standard input/);
    assert.doesNotMatch(refused.stderr, /SEKRIT/);
  });
});
