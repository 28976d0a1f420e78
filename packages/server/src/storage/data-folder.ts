// Where the embedded service keeps its data: one folder holding the database (and, beside it, the
// service's checkouts and sites). The admin commands and `quire serve` both open it through here,
// so they always agree on the file.
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { Storage } from './storage.ts';

export const DEFAULT_DATA_DIR = './quire-data';

/** The folder of the database, alone in it: builds run with this folder hidden from them. */
export function databaseDir(dataDir: string): string {
  return join(dataDir, 'db');
}

export function databaseFile(dataDir: string): string {
  return join(databaseDir(dataDir), 'quire.db');
}

/** Opens the data folder's database, creating the folder and the database when they are new. */
export async function openDataFolder(dataDir: string): Promise<Storage> {
  // The database's folder holds the secret key too: the service's user alone may list or enter
  // it. One made by an earlier version with the umask's mode (0755) is closed as well.
  const folder = databaseDir(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  return openSqliteStorage(databaseFile(dataDir));
}
