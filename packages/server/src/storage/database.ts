// Opening a SQLite file the way every store expects it, and the one transaction helper they share.
import { DatabaseSync } from 'node:sqlite';

/** How long a writer waits for another connection's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

export function openDatabase(file: string): DatabaseSync {
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
