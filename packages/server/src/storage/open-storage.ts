// The one place a database location becomes a Storage: a postgres:// URL opens PostgreSQL, and
// anything else is the embedded default, the SQLite file of a data folder.
import { openDataFolder } from './data-folder.ts';
import { isPostgresUrl } from './pg-database.ts';
import { openPostgresStorage, type PostgresOptions } from './postgres-storage.ts';
import type { Storage } from './storage.ts';
import { redactCredentials } from './url-credentials.ts';

/** The environment variable that names the database when no option does. */
export const DATABASE_URL_ENV = 'QUIRE_DATABASE_URL';

/**
 * The database `database` names (else QUIRE_DATABASE_URL, else the data folder's SQLite file).
 * Rejects with a one-line message when a URL is given that is not PostgreSQL's.
 */
export async function openServiceStorage(dataDir: string, database?: string, options: PostgresOptions = {}): Promise<Storage> {
  const location = database ?? process.env[DATABASE_URL_ENV] ?? '';
  if (!location) return openDataFolder(dataDir);
  if (isPostgresUrl(location)) return openPostgresStorage(location, options);
  const from = database === undefined ? `${DATABASE_URL_ENV} is` : '--database is';
  throw new Error(
    `${from} ${JSON.stringify(redactCredentials(location))}: it takes a PostgreSQL URL (postgres://user:password@host:5432/database); leave it out for the embedded SQLite database in the data folder.`,
  );
}
