// The embedded default Storage: one SQLite file (node:sqlite), migrated on open.
import { dirname } from 'node:path';
import { openDatabase } from './database.ts';
import { migrate } from './migrations.ts';
import { sqliteBuildQueue } from './build-queue.ts';
import { sqliteProjectStore } from './project-store.ts';
import type { Storage } from './storage.ts';
import { sqliteTokenStore } from './token-store.ts';
import { sqliteUpdateStore } from './update-store.ts';
import { sqliteSecretRows, sqliteWebhookStore } from './webhook-store.ts';
import { sealStoredSecrets } from './sealed-secrets.ts';
import { sqliteCredentialRows, sqliteCredentialStore } from './repo-credentials.ts';
import { serviceSecretKeys, type SecretKeys } from './secret-keys.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * Opens (creating if needed) the database at `file`; its folder must exist. Stored secrets are
 * sealed under `secretKeys`: by default QUIRE_SECRET_KEY, else a key file beside the database.
 */
export async function openSqliteStorage(file: string, secretKeys?: SecretKeys): Promise<Storage> {
  const db = openDatabase(file);
  let box: SecretBox;
  try {
    migrate(db);
    box = await sealStoredSecrets([sqliteSecretRows(db), sqliteCredentialRows(db)], secretKeys ?? serviceSecretKeys(dirname(file)));
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    projects: sqliteProjectStore(db),
    tokens: sqliteTokenStore(db),
    updates: sqliteUpdateStore(db),
    queue: sqliteBuildQueue(db),
    webhooks: sqliteWebhookStore(db, box),
    credentials: sqliteCredentialStore(db, box),
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
