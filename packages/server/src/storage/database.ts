// Opening a SQLite file the way every store expects it, and the one transaction helper they share.
import { chmodSync, closeSync, openSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/** How long a writer waits for another connection's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * The database holds every project's records and token hashes: only the service's user may read
 * it. SQLite gives its -wal and -shm files the database file's mode, so the file is made 0600
 * before SQLite opens it, and one made earlier with the umask's mode (0644) is brought to 0600.
 */
const DATABASE_MODE = 0o600;

export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') {
    closeSync(openSync(file, 'a', DATABASE_MODE));
    for (const each of [file, `${file}-wal`, `${file}-shm`]) chmodIfPresent(each, DATABASE_MODE);
  }
  const db = new DatabaseSync(file);
  try {
    // WAL lets status polls read while a build appends logs; the busy timeout makes a second
    // process (or a second worker connection) wait for the write lock instead of failing.
    // `synchronous` stays FULL (the default): a committed token or update survives a power loss.
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA foreign_keys = ON');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function chmodIfPresent(file: string, mode: number): void {
  try {
    chmodSync(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Runs `work` in a `BEGIN IMMEDIATE` transaction: the write lock is taken at the start, so a
 * read-then-write (claim a job, coalesce a trigger) cannot interleave with another connection's,
 * even one in another process.
 */
export function immediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
