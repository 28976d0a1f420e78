// The embedded default Storage: one SQLite file (node:sqlite), migrated on open.
import { openDatabase } from './database.ts';
import { migrate } from './migrations.ts';
import { sqliteBuildQueue } from './build-queue.ts';
import { sqliteProjectStore } from './project-store.ts';
import type { Storage } from './storage.ts';
import { sqliteTokenStore } from './token-store.ts';
import { sqliteUpdateStore } from './update-store.ts';
import { sqliteWebhookStore } from './webhook-store.ts';

/** Opens (creating if needed) the database at `file`; its folder must exist. */
export async function openSqliteStorage(file: string): Promise<Storage> {
  const db = openDatabase(file);
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    projects: sqliteProjectStore(db),
    tokens: sqliteTokenStore(db),
    updates: sqliteUpdateStore(db),
    queue: sqliteBuildQueue(db),
    webhooks: sqliteWebhookStore(db),
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
