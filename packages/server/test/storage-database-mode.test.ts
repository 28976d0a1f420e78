// The embedded database holds every tenant's records and token hashes: only the service's user
// may read it, whatever the umask, like the secret key beside it.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { databaseDir, databaseFile, openDataFolder } from '../src/storage/data-folder.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("storage: the database file is the service user's alone", () => {
  it("a new data folder's database, its -wal and -shm files are 0600 and their folder 0700, under umask 022", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-mode-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const previous = process.umask(0o022);
    try {
      const storage = await openDataFolder(dataDir);
      // A write makes SQLite create the -wal and -shm files, with the database file's mode.
      await storage.projects.add({ name: 'Docs', repo: '/r' });
      const file = databaseFile(dataDir);
      for (const each of [file, `${file}-wal`, `${file}-shm`]) {
        assert.ok(existsSync(each), each);
        assert.equal(modeOf(each).toString(8), '600', each);
      }
      assert.equal(modeOf(databaseDir(dataDir)).toString(8), '700');
      await storage.close();
    } finally {
      process.umask(previous);
    }
  });

  it('a database made world-readable by an earlier version is closed to others when opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-mode-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    mkdirSync(databaseDir(dataDir), { mode: 0o755, recursive: true });
    chmodSync(databaseDir(dataDir), 0o755);
    writeFileSync(databaseFile(dataDir), '', { mode: 0o644 });
    chmodSync(databaseFile(dataDir), 0o644);
    const storage = await openDataFolder(dataDir);
    await storage.projects.add({ name: 'Docs', repo: '/r' });
    assert.equal(modeOf(databaseFile(dataDir)).toString(8), '600');
    assert.equal(modeOf(`${databaseFile(dataDir)}-wal`).toString(8), '600');
    assert.equal(modeOf(databaseDir(dataDir)).toString(8), '700');
    await storage.close();
  });
});
