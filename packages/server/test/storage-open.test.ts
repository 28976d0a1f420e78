import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { openServiceStorage } from '../src/storage/open-storage.ts';
import { postgresMissing, testPostgres } from './postgres-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'quire-open-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** The message a bad location is refused with: one line, no stack, naming what to do. */
async function refusal(location: string): Promise<string> {
  const error = await openServiceStorage(dataDir, location).then(
    () => assert.fail(`${location} opened`),
    (reason: Error) => reason,
  );
  assert.doesNotMatch(error.message, /\n|\bat \w+ \(/, 'one line, no stack');
  return error.message;
}

describe('storage: choosing the database', () => {
  it("no URL (and no QUIRE_DATABASE_URL) is the data folder's SQLite file", async () => {
    const storage = await openServiceStorage(dataDir, undefined);
    await storage.projects.add({ name: 'Embedded', repo: '/r' });
    await storage.close();
  });

  it("a URL that is not PostgreSQL's is refused, saying what it takes", async () => {
    assert.match(
      await refusal('mysql://db/quire'),
      /--database is "mysql:\/\/db\/quire": it takes a PostgreSQL URL \(postgres:\/\/user:password@host:5432\/database\)/,
    );
  });

  it('an unreachable server, a wrong password and a missing database are each one readable line, without the password', async () => {
    assert.match(
      await refusal('postgres://quire:secret@127.0.0.1:1/quire'),
      /^Cannot use the PostgreSQL database postgres:\/\/quire:\*\*\*@127\.0\.0\.1:1\/quire: nothing accepts connections there/,
    );
    assert.match(await refusal('postgres://quire@localhost/quire?host=/nonexistent-folder'), /no PostgreSQL socket in that folder/);
    assert.doesNotMatch(await refusal('postgres://quire:secret@127.0.0.1:1/quire'), /secret/);
  });

  it('a database that does not exist on a running server says so', { skip: postgresMissing() }, async () => {
    const server = await testPostgres();
    const url = new URL(server.adminUrl);
    url.pathname = '/no_such_database';
    assert.match(await refusal(url.toString()), /that database does not exist \(create it with createdb/);
  });

  it('QUIRE_DATABASE_URL names the database when --database does not', async () => {
    const run = promisify(execFile);
    const script = `import { openServiceStorage } from ${JSON.stringify(new URL('../src/storage/open-storage.ts', import.meta.url).pathname)};
      await openServiceStorage(${JSON.stringify(dataDir)}).catch((error) => { console.log(error.message); });`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, QUIRE_DATABASE_URL: 'sqlite:///tmp/x.db' },
    });
    assert.match(stdout, /^QUIRE_DATABASE_URL is "sqlite:\/\/\/tmp\/x\.db": it takes a PostgreSQL URL/);
  });
});
