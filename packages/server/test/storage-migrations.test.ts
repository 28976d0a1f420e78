import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import pg from 'pg';
import { migrations, schemaVersion } from '../src/storage/migrations.ts';
import { postgresMigrations } from '../src/storage/pg-migrations.ts';
import { eachBackend, sqlite } from './storage-helpers.ts';

eachBackend('storage: schema migrations', ({ name, openStorage, newDatabase }) => {
  it('opening twice migrates once and keeps the data', async () => {
    const location = await newDatabase();
    const first = await openStorage(location);
    const project = await first.projects.add({ name: 'Docs', repo: '/r' });
    await first.close();
    const second = await openStorage(location);
    assert.deepEqual(await second.projects.get(project.id), project);
    const third = await openStorage(location);
    assert.equal((await third.projects.list()).length, 1);
    assert.equal(await versionOf(name, location), name === 'sqlite' ? migrations.length : postgresMigrations.length);
  });

  it('nodes starting at once on a new database migrate it once, and all of them work', async () => {
    const location = await newDatabase();
    const nodes = await Promise.all(Array.from({ length: 4 }, () => openStorage(location)));
    const added = await Promise.all(nodes.map((node, i) => node.projects.add({ name: `Docs ${i}`, repo: '/r' })));
    assert.equal((await nodes[0]!.projects.list()).length, added.length);
  });

  it('refuses a database from a newer Quire', async () => {
    const location = await newDatabase();
    await setVersion(name, location, 99);
    await assert.rejects(openStorage(location), /newer than this Quire understands/);
  });
});

describe('storage: schema migrations (sqlite specifics)', () => {
  it('a version 1 database keeps its updates and logs and can cancel after the upgrade', async () => {
    const file = await sqlite.newDatabase();
    const db = new DatabaseSync(file);
    db.exec(migrations[0]!);
    db.exec(`INSERT INTO projects VALUES ('${'a'.repeat(24)}', 'Docs', 'docs', '/r', 'main', '', '2026-01-01T00:00:00.000Z');
      INSERT INTO updates (id, project_id, created_at, status, summary, source) VALUES ('${'b'.repeat(24)}', '${'a'.repeat(24)}', '2026-01-01T00:00:01.000Z', 'queued', 'Queued.', 'api');
      INSERT INTO update_logs (update_id, line) VALUES ('${'b'.repeat(24)}', 'kept');
      PRAGMA user_version = 1;`);
    db.close();
    const storage = await sqlite.openStorage(file);
    assert.deepEqual((await storage.updates.get('b'.repeat(24)))?.logs, ['kept']);
    assert.equal(await storage.queue.cancel('b'.repeat(24)), 'canceled');
  });

  it('the SQLite file is in WAL mode', async () => {
    const file = await sqlite.newDatabase();
    await sqlite.openStorage(file);
    const db = new DatabaseSync(file, { readOnly: true });
    assert.equal((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode, 'wal');
    db.close();
  });
});

async function versionOf(backend: string, location: string): Promise<number> {
  if (backend === 'sqlite') {
    const db = new DatabaseSync(location, { readOnly: true });
    try {
      return schemaVersion(db);
    } finally {
      db.close();
    }
  }
  return withClient(location, async (client) => (await client.query<{ version: number }>('SELECT version FROM quire_schema')).rows[0]!.version);
}

async function setVersion(backend: string, location: string, version: number): Promise<void> {
  if (backend === 'sqlite') {
    const db = new DatabaseSync(location);
    db.exec(`PRAGMA user_version = ${version}`);
    db.close();
    return;
  }
  await withClient(location, (client) => client.query(`CREATE TABLE quire_schema (version integer NOT NULL); INSERT INTO quire_schema VALUES (${version})`));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
