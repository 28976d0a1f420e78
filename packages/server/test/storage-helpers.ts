// Storage tests run against real databases: a SQLite file in a fresh temporary folder, and a fresh
// database on a real PostgreSQL server (postgres-server.ts). `eachBackend` runs one suite on both,
// so the two backends are held to the same tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe } from 'node:test';
import { openPostgresStorage } from '../src/storage/postgres-storage.ts';
import { openSqliteStorage } from '../src/storage/sqlite-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { postgresMissing, testPostgres, testQueueTiming } from './postgres-server.ts';

export { testQueueTiming };

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** Why this backend's half of a suite is skipped on this machine; undefined when it runs. */
  skip: string | undefined;
  /** A new empty database: a file path (SQLite) or a URL (PostgreSQL), removed when the test file ends. */
  newDatabase(): Promise<string>;
  /** Opens a storage on `location` (a new database by default), closed when the test file ends. */
  openStorage(location?: string): Promise<Storage>;
  /** A storage with one project in it, for tests about what hangs off a project. */
  storageWithProject(name?: string): Promise<{ storage: Storage; project: Awaited<ReturnType<Storage['projects']['add']>> }>;
}

const opened: Storage[] = [];
after(async () => {
  for (const storage of opened) await storage.close();
});

function backend(name: Backend['name'], skip: string | undefined, newDatabase: () => Promise<string>, open: (location: string) => Promise<Storage>): Backend {
  const self: Backend = {
    name,
    skip,
    newDatabase,
    async openStorage(location) {
      const storage = await open(location ?? (await newDatabase()));
      opened.push(storage);
      return storage;
    },
    async storageWithProject(projectName = 'Petstore Docs') {
      const storage = await self.openStorage();
      const project = await storage.projects.add({ name: projectName, repo: '/repos/petstore' });
      return { storage, project };
    },
  };
  return self;
}

export const sqlite = backend('sqlite', undefined, async () => tempDatabase(), openSqliteStorage);
export const postgres = backend(
  'postgres',
  postgresMissing(),
  async () => (await testPostgres()).createDatabase(),
  (url) => openPostgresStorage(url, { timing: testQueueTiming, maxConnections: 5 }),
);
export const backends: readonly Backend[] = [sqlite, postgres];

/**
 * `describe(title (backend))` once for each backend; PostgreSQL's is skipped, saying why, where it is
 * absent. `concurrency: true` runs the block's tests at once, for tests that mostly wait (on a lease
 * to lapse) and each open a database of their own.
 */
export function eachBackend(title: string, body: (backend: Backend) => void): void;
export function eachBackend(title: string, options: { concurrency: boolean }, body: (backend: Backend) => void): void;
export function eachBackend(title: string, ...args: [(backend: Backend) => void] | [{ concurrency: boolean }, (backend: Backend) => void]): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  for (const each of backends) describe(`${title} (${each.name})`, { skip: each.skip, ...options }, () => body(each));
}

/** A new database file, removed (with every storage opened on it) when the test file ends. */
export function tempDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-storage-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'quire.db');
}

/** A SQLite storage, for the tests of what sits above storage (the HTTP API). */
export function openStorage(file?: string): Promise<Storage> {
  return sqlite.openStorage(file);
}

export function storageWithProject(name?: string) {
  return sqlite.storageWithProject(name);
}
