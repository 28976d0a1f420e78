import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { migrations, schemaVersion } from '../src/storage/migrations.ts';
import { openStorage, tempDatabase } from './storage-helpers.ts';

describe('storage: schema migrations', () => {
  it('opening twice migrates once and keeps the data', async () => {
    const file = tempDatabase();
    const first = await openStorage(file);
    const project = await first.projects.add({ name: 'Docs', repo: '/r' });
    await first.close();
    const second = await openStorage(file);
    assert.deepEqual(await second.projects.get(project.id), project);
    const third = await openStorage(file);
    assert.equal((await third.projects.list()).length, 1);
    const db = new DatabaseSync(file, { readOnly: true });
    assert.equal(schemaVersion(db), migrations.length);
    assert.equal((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode, 'wal');
    db.close();
  });

  it('refuses a database from a newer Quire', async () => {
    const file = tempDatabase();
    const db = new DatabaseSync(file);
    db.exec(`PRAGMA user_version = ${migrations.length + 1}`);
    db.close();
    await assert.rejects(openStorage(file), /newer than this Quire understands/);
  });
});
