// Webhook secrets at rest: sealed with AES-256-GCM under the service's key, on both backends.
// The rows never hold the secret; plain rows from before are sealed on open; a key rotation
// seals them again; a wrong key stops the start with a message, not a stack trace.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, it } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPostgresStorage } from '../src/storage/postgres-storage.ts';
import { SECRET_KEY_FILE, type SecretKeys } from '../src/storage/secret-keys.ts';
import { openSqliteStorage } from '../src/storage/sqlite-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { testQueueTiming } from './postgres-server.ts';
import { eachBackend, type Backend } from './storage-helpers.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const keys = (...list: Buffer[]): SecretKeys => ({ keys: list, source: 'QUIRE_SECRET_KEY' });

/** Opens `location` under `secretKeys`, closed when the file ends. */
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

/** The webhook_secrets rows as the database holds them. */
async function rawRows(
  backend: Backend,
  location: string,
  sql = 'SELECT project_id, secret FROM webhook_secrets',
  values: string[] = [],
): Promise<{ project_id: string; secret: string }[]> {
  if (backend.name === 'sqlite') {
    const db = new DatabaseSync(location);
    try {
      return db.prepare(sql.replace(/\$\d/g, '?')).all(...values) as { project_id: string; secret: string }[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

eachBackend('storage: webhook secrets sealed at rest', (backend) => {
  it('the database holds no secret in the clear, yet the store gives it back', async () => {
    const location = await backend.newDatabase();
    const storage = await open(backend, location, keys(keyA));
    const project = await storage.projects.add({ name: 'Petstore', repo: '/repos/petstore' });
    const secret = await storage.webhooks.createSecret(project.id);
    assert.equal(await storage.webhooks.secretOf(project.id), secret);
    const [row] = await rawRows(backend, location);
    assert.match(row!.secret, /^sealed:v1:[0-9a-f]{8}:/);
    assert.ok(!row!.secret.includes(secret.slice('whsec_'.length, 30)));
    if (backend.name === 'sqlite') {
      // The file itself and its write-ahead log, byte for byte.
      const dir = resolve(location, '..');
      for (const file of readdirSync(dir).filter((name) => name.startsWith('quire.db'))) assert.ok(!readFileSync(join(dir, file)).includes(secret), file);
    }
  });

  it('plain secrets from before are sealed on open; a sealed value copied to another project does not open', async () => {
    const location = await backend.newDatabase();
    const first = await open(backend, location, keys(keyA));
    const a = await first.projects.add({ name: 'A', repo: '/a' });
    const b = await first.projects.add({ name: 'B', repo: '/b' });
    await rawRows(
      backend,
      location,
      "INSERT INTO webhook_secrets (project_id, secret, created_at) VALUES ($1, 'whsec_plain-from-before', '2026-01-01T00:00:00Z') RETURNING project_id, secret",
      [a.id],
    );
    await first.close();
    const reopened = await open(backend, location, keys(keyA));
    const [row] = await rawRows(backend, location);
    assert.match(row!.secret, /^sealed:v1:/);
    assert.equal(await reopened.webhooks.secretOf(a.id), 'whsec_plain-from-before');
    await rawRows(
      backend,
      location,
      "INSERT INTO webhook_secrets (project_id, secret, created_at) VALUES ($1, $2, '2026-01-01T00:00:00Z') RETURNING project_id, secret",
      [b.id, row!.secret],
    );
    await assert.rejects(reopened.webhooks.secretOf(b.id), /does not open under key [0-9a-f]{8}: it was altered or copied from another row/);
  });

  it('rotation: the new key first and the old one after seals every secret again; then the new key alone opens them', async () => {
    const location = await backend.newDatabase();
    const before = await open(backend, location, keys(keyA));
    const project = await before.projects.add({ name: 'A', repo: '/a' });
    const secret = await before.webhooks.createSecret(project.id);
    await before.close();
    await (await open(backend, location, keys(keyB, keyA))).close();
    const after = await open(backend, location, keys(keyB));
    assert.equal(await after.webhooks.secretOf(project.id), secret);
  });

  it('a wrong key stops the open with a message that names the keys and what to set', async () => {
    const location = await backend.newDatabase();
    const storage = await open(backend, location, keys(keyA));
    const project = await storage.projects.add({ name: 'A', repo: '/a' });
    await storage.webhooks.createSecret(project.id);
    await storage.close();
    await assert.rejects(open(backend, location, keys(keyB)), (error: Error) => {
      assert.match(
        error.message,
        /^One webhook secret is sealed under key [0-9a-f]{8}, and QUIRE_SECRET_KEY holds key [0-9a-f]{8} only: start the service with the key they were sealed with/,
      );
      return true;
    });
  });
});

it('zero setup: SQLite makes a 0600 key file beside the database, used again on the next start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-secrets-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const env = { ...process.env };
  delete process.env.QUIRE_SECRET_KEY;
  try {
    const storage = await openSqliteStorage(join(dir, 'quire.db'));
    const project = await storage.projects.add({ name: 'A', repo: '/a' });
    const secret = await storage.webhooks.createSecret(project.id);
    await storage.close();
    assert.equal(statSync(join(dir, SECRET_KEY_FILE)).mode & 0o777, 0o600);
    const again = await openSqliteStorage(join(dir, 'quire.db'));
    assert.equal(await again.webhooks.secretOf(project.id), secret);
    await again.close();
  } finally {
    process.env.QUIRE_SECRET_KEY = env.QUIRE_SECRET_KEY;
    if (env.QUIRE_SECRET_KEY === undefined) delete process.env.QUIRE_SECRET_KEY;
  }
});

it('`quire serve` with a wrong or malformed QUIRE_SECRET_KEY says so in one line and exits 1', async () => {
  const data = mkdtempSync(join(tmpdir(), 'quire-secrets-serve-'));
  after(() => rmSync(data, { recursive: true, force: true }));
  mkdirSync(join(data, 'db'));
  const storage = await openSqliteStorage(join(data, 'db', 'quire.db'), keys(keyA));
  await storage.webhooks.createSecret((await storage.projects.add({ name: 'A', repo: '/a' })).id);
  await storage.close();
  const cli = resolve(import.meta.dirname, '../../cli/bin/quire.js');
  const run = (key: string) =>
    promisify(execFile)(process.execPath, [cli, 'serve', '--port', '0', '--data', data], { env: { ...process.env, QUIRE_SECRET_KEY: key } }).then(
      () => assert.fail('the service started'),
      (error: { code: number; stderr: string }) => error,
    );
  const wrong = await run(keyB.toString('base64'));
  assert.equal(wrong.code, 1);
  assert.match(wrong.stderr, /^quire serve: .*sealed under key [0-9a-f]{8}.*QUIRE_SECRET_KEY.*\n$/);
  const malformed = await run('hunter2');
  assert.equal(malformed.code, 1);
  assert.equal(
    malformed.stderr,
    "quire serve: QUIRE_SECRET_KEY's first key is not a key: give 32 random bytes as base64 or 64 hex digits (make one with: openssl rand -base64 32).\n",
  );
});

eachBackend('storage: no secret in a project record', ({ openStorage }) => {
  it('a repository URL with a password or token is refused, saying how to give access instead', async () => {
    const storage = await openStorage();
    await assert.rejects(
      storage.projects.add({ name: 'A', repo: 'https://x-access-token:ghp_secret@github.com/acme/docs.git' }),
      /carries a password \(user:password@\).*quire projects credential <project id> --username <name>/,
    );
    assert.deepEqual(await storage.projects.list(), []);
    // ssh's user is the login, not a secret (an https user name is taken for a token: storage-url-credentials.test.ts).
    assert.equal((await storage.projects.add({ name: 'B', repo: 'ssh://git@github.com/acme/docs.git' })).repo, 'ssh://git@github.com/acme/docs.git');
  });
});
