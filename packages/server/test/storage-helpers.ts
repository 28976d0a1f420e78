// Storage tests run against real database files in a fresh temporary folder each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { openSqliteStorage } from '../src/storage/sqlite-storage.ts';
import type { Storage } from '../src/storage/storage.ts';

/** A new database file, removed (with every storage opened on it) when the test file ends. */
export function tempDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-storage-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'quire.db');
}

const opened: Storage[] = [];
after(async () => {
  for (const storage of opened) await storage.close();
});

/** Opens a storage that is closed when the test file ends (closing twice is harmless). */
export async function openStorage(file = tempDatabase()): Promise<Storage> {
  const storage = await openSqliteStorage(file);
  opened.push(storage);
  return storage;
}

/** A storage with one project in it, for tests about what hangs off a project. */
export async function storageWithProject(name = 'Petstore Docs') {
  const storage = await openStorage();
  const project = await storage.projects.add({ name, repo: '/repos/petstore' });
  return { storage, project };
}
