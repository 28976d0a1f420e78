// Connecting to PostgreSQL (node-postgres): a pool per storage, a first query that turns every way
// a database URL can be wrong into one readable line, and the one transaction helper the stores share.
import pg from 'pg';
import { redactCredentials } from './url-credentials.ts';

export type Pool = pg.Pool;
export type Client = pg.PoolClient;

/** Whether `location` names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** The URL without its password, for messages (url-credentials.ts decides what a credential is). */
export function redactUrl(url: string): string {
  return redactCredentials(url);
}

/**
 * A pool on `url`, tried once: rejects with an Error whose message is one line saying what is
 * wrong (unreachable, refused, no such database, bad password), never a driver stack.
 */
export async function openPool(url: string, max: number): Promise<Pool> {
  const shown = redactUrl(url);
  try {
    new URL(url);
  } catch {
    throw new Error(`The database URL ${JSON.stringify(shown)} is not a URL: use postgres://user:password@host:5432/database.`);
  }
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000, application_name: 'quire' });
  // An idle connection the server dropped (a restart, a failover) is replaced on next use; without
  // a listener, node-postgres would throw it as an uncaught error and stop the process.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Cannot use the PostgreSQL database ${shown}: ${reasonOf(error)}`);
  }
  return pool;
}

function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case 'ECONNREFUSED':
      return 'nothing accepts connections there (is PostgreSQL running, on that host and port?).';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'its host name does not resolve.';
    case 'ENOENT':
      return 'no PostgreSQL socket in that folder (is PostgreSQL running?).';
    case '3D000':
      return 'that database does not exist (create it with createdb, or name another).';
    case '28P01':
    case '28000':
      return 'the server refused the user name or password.';
    default:
      return `${(message ?? String(error)).split('\n')[0]}.`.replace(/\.\.$/, '.');
  }
}

/** Runs `work` in a transaction on one connection: committed when it resolves, rolled back when it throws. */
export async function transaction<T>(pool: Pool, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Runs `work` while holding a session-level advisory lock on its own connection: other nodes
 * asking for the same `key` wait until it is done, whatever connections `work` itself uses.
 */
export async function whileLocked<T>(pool: Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
