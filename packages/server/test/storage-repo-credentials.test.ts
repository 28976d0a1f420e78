// Repository credentials at rest, on both backends: the token is stored sealed under the
// service's key (never in the clear), given back to the build, sealed again when keys rotate,
// refused when git's credential protocol could not carry it, and deleted with its project.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { after, it } from 'node:test';
import pg from 'pg';
import { openPostgresStorage } from '../src/storage/postgres-storage.ts';
import type { SecretKeys } from '../src/storage/secret-keys.ts';
import { openSqliteStorage } from '../src/storage/sqlite-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { testQueueTiming } from './postgres-server.ts';
import { eachBackend, type Backend } from './storage-helpers.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const keys = (...list: Buffer[]): SecretKeys => ({ keys: list, source: 'QUIRE_SECRET_KEY' });
const TOKEN = 'ghp_TOKEN-4f1b2c3d5e6f7a8b9c0d';

const opened: Storage[] = [];
after(async () => {
  for (const storage of opened) await storage.close().catch(() => {});
});
async function open(backend: Backend, location: string, secretKeys: SecretKeys): Promise<Storage> {
  const storage =
    backend.name === 'sqlite'
      ? await openSqliteStorage(location, secretKeys)
      : await openPostgresStorage(location, { timing: testQueueTiming, maxConnections: 3, secretKeys });
  opened.push(storage);
  return storage;
}

/** The repo_credentials rows as the database holds them. */
async function rawRows(backend: Backend, location: string): Promise<{ project_id: string; username: string; secret: string }[]> {
  const sql = 'SELECT project_id, username, secret FROM repo_credentials';
  if (backend.name === 'sqlite') {
    const db = new DatabaseSync(location);
    try {
      return db.prepare(sql).all() as { project_id: string; username: string; secret: string }[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

eachBackend('storage: repository credentials', (backend) => {
  it('are stored sealed, given back whole, replaced by a new one, and removed', async () => {
    const location = await backend.newDatabase();
    const storage = await open(backend, location, keys(keyA));
    const project = await storage.projects.add({ name: 'Private', repo: 'https://git.example.com/acme/docs.git' });
    assert.equal(await storage.credentials.get(project.id), undefined);
    await storage.credentials.set(project.id, { username: 'x-access-token', password: TOKEN });
    assert.deepEqual(await storage.credentials.get(project.id), { username: 'x-access-token', password: TOKEN });
    const [row] = await rawRows(backend, location);
    assert.equal(row?.username, 'x-access-token');
    assert.match(row!.secret, /^sealed:v1:[0-9a-f]{8}:/);
    assert.ok(!row!.secret.includes('TOKEN'), 'the row holds no token in the clear');

    await storage.credentials.set(project.id, { username: 'oauth2', password: 'glpat-second' });
    assert.deepEqual(await storage.credentials.get(project.id), { username: 'oauth2', password: 'glpat-second' });
    assert.equal(await storage.credentials.remove(project.id), true);
    assert.equal(await storage.credentials.get(project.id), undefined);
    assert.equal(await storage.credentials.remove(project.id), false);
  });

  it("refuse an unknown project and values git's credential protocol cannot carry, saying why", async () => {
    const storage = await backend.openStorage();
    const project = await storage.projects.add({ name: 'Private', repo: 'https://git.example.com/acme/docs.git' });
    await assert.rejects(
      storage.credentials.set('0'.repeat(24), { username: 'u', password: TOKEN }),
      /Unknown project "0{24}"\. The projects are listed by: quire projects list/,
    );
    // A newline would add a line of its own (host=, url=) to what the helper tells git.
    await assert.rejects(
      storage.credentials.set(project.id, { username: 'u', password: `${TOKEN}\nhost=evil.example` }),
      /token or password contains a line break/,
    );
    await assert.rejects(storage.credentials.set(project.id, { username: 'u\nprotocol=http', password: TOKEN }), /user name contains a line break/);
    await assert.rejects(storage.credentials.set(project.id, { username: ' ', password: TOKEN }), /needs a user name .*x-access-token/);
    await assert.rejects(storage.credentials.set(project.id, { username: 'u', password: '' }), /needs a token or password/);
    await assert.rejects(storage.credentials.set(project.id, { username: 'u', password: 'x'.repeat(5000) }), /5000 characters long; at most 4096/);
    assert.equal(await storage.credentials.get(project.id), undefined);
  });

  it('go with their project when it is removed', async () => {
    const location = await backend.newDatabase();
    const storage = await open(backend, location, keys(keyA));
    const project = await storage.projects.add({ name: 'Private', repo: 'https://git.example.com/acme/docs.git' });
    const other = await storage.projects.add({ name: 'Other', repo: 'https://git.example.com/acme/other.git' });
    await storage.projects.previewFor(project.id, 'feature');
    await storage.credentials.set(project.id, { username: 'u', password: TOKEN });
    await storage.credentials.set(other.id, { username: 'v', password: 'other-token' });
    await storage.projects.remove(project.id);
    assert.equal(await storage.credentials.get(project.id), undefined);
    assert.deepEqual(
      (await rawRows(backend, location)).map((row) => row.project_id),
      [other.id],
    );
  });

  it('are sealed again under the new key when keys rotate; under a key the service lacks, the start says what to set', async () => {
    const location = await backend.newDatabase();
    const before = await open(backend, location, keys(keyA));
    const project = await before.projects.add({ name: 'Private', repo: 'https://git.example.com/acme/docs.git' });
    await before.credentials.set(project.id, { username: 'u', password: TOKEN });
    const sealedBefore = (await rawRows(backend, location))[0]!.secret;
    await before.close();
    await assert.rejects(
      open(backend, location, keys(keyB)),
      /^Error: One repository credential is sealed under key [0-9a-f]{8}, and QUIRE_SECRET_KEY holds key [0-9a-f]{8} only: start the service with the key they were sealed with/,
    );
    await (await open(backend, location, keys(keyB, keyA))).close();
    assert.notEqual((await rawRows(backend, location))[0]!.secret.split(':')[2], sealedBefore.split(':')[2], 'sealed under the new key');
    const after = await open(backend, location, keys(keyB));
    assert.deepEqual(await after.credentials.get(project.id), { username: 'u', password: TOKEN });
  });
});
