// The schema, as an ordered list of migrations. SQLite's `user_version` holds how many have run;
// opening a database runs the rest, each in its own transaction. To change the schema, append a
// migration: never edit one that has shipped.
import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './database.ts';

export const migrations: readonly string[] = [
  // 1: projects, tokens, updates and their log lines.
  `
  CREATE TABLE projects (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    subdomain TEXT NOT NULL UNIQUE,
    repo TEXT NOT NULL,
    branch TEXT NOT NULL,
    dir TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE tokens (
    id TEXT PRIMARY KEY,
    project_id TEXT REFERENCES projects(id),
    secret_sha256 TEXT NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );
  CREATE TABLE updates (
    id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects(id),
    created_at TEXT NOT NULL,
    ended_at TEXT,
    status TEXT NOT NULL CHECK (status IN ('queued', 'in_progress', 'success', 'failure')),
    summary TEXT NOT NULL,
    screenshot TEXT,
    screenshot_light TEXT,
    screenshot_dark TEXT,
    author TEXT,
    commit_json TEXT,
    source TEXT NOT NULL
  );
  -- The queue is the updates table itself: claims scan queued rows oldest first.
  CREATE INDEX updates_by_status ON updates (status, created_at);
  CREATE INDEX updates_by_project ON updates (project_id, status, ended_at);
  -- Log lines in their own table, so appending is an insert and a status poll reads one index range.
  CREATE TABLE update_logs (
    seq INTEGER PRIMARY KEY,
    update_id TEXT NOT NULL REFERENCES updates(id),
    line TEXT NOT NULL
  );
  CREATE INDEX update_logs_by_update ON update_logs (update_id, seq);
  `,
  // 2: the `canceled` status. SQLite cannot change a CHECK constraint, so the table is rebuilt
  // (rowids kept: they order updates made in the same millisecond), with foreign keys off (see migrate).
  `
  CREATE TABLE updates_v2 (
    id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects(id),
    created_at TEXT NOT NULL,
    ended_at TEXT,
    status TEXT NOT NULL CHECK (status IN ('queued', 'in_progress', 'success', 'failure', 'canceled')),
    summary TEXT NOT NULL,
    screenshot TEXT,
    screenshot_light TEXT,
    screenshot_dark TEXT,
    author TEXT,
    commit_json TEXT,
    source TEXT NOT NULL
  );
  INSERT INTO updates_v2 (rowid, id, project_id, created_at, ended_at, status, summary, screenshot, screenshot_light, screenshot_dark, author, commit_json, source)
    SELECT rowid, id, project_id, created_at, ended_at, status, summary, screenshot, screenshot_light, screenshot_dark, author, commit_json, source FROM updates;
  DROP TABLE updates;
  ALTER TABLE updates_v2 RENAME TO updates;
  CREATE INDEX updates_by_status ON updates (status, created_at);
  CREATE INDEX updates_by_project ON updates (project_id, status, ended_at);
  CREATE INDEX updates_by_project_newest ON updates (project_id, created_at);
  `,
  // 3: the push webhook: a secret per project, and the deliveries acted on (replays are ignored).
  `
  CREATE TABLE webhook_secrets (
    project_id TEXT PRIMARY KEY REFERENCES projects(id),
    secret TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE webhook_deliveries (
    project_id TEXT NOT NULL REFERENCES projects(id),
    delivery_id TEXT NOT NULL,
    received_at TEXT NOT NULL,
    PRIMARY KEY (project_id, delivery_id)
  );
  `,
  // 4: previews: a project made for a pushed branch, pointing at the project it previews.
  `
  ALTER TABLE projects ADD COLUMN preview_of TEXT REFERENCES projects(id);
  ALTER TABLE projects ADD COLUMN preview_removed_at TEXT;
  CREATE UNIQUE INDEX projects_preview_branch ON projects (preview_of, branch) WHERE preview_of IS NOT NULL;
  `,
  // 5: the files an update's commit changed, one row each, read page by page: the record keeps
  // only the first of each list. Records written before are copied in, in their lists' order.
  `
  CREATE TABLE update_files (
    seq INTEGER PRIMARY KEY,
    update_id TEXT NOT NULL REFERENCES updates(id),
    change TEXT NOT NULL CHECK (change IN ('added', 'modified', 'removed')),
    path TEXT NOT NULL
  );
  CREATE INDEX update_files_by_update ON update_files (update_id, seq);
  INSERT INTO update_files (update_id, change, path)
    SELECT u.id, c.change, f.value
    FROM updates u
    JOIN (SELECT 'added' AS change, 0 AS n UNION ALL SELECT 'modified', 1 UNION ALL SELECT 'removed', 2) c
    JOIN json_each(u.commit_json, '$.filesChanged.' || c.change) f
    WHERE u.commit_json IS NOT NULL
    ORDER BY u.rowid, c.n, f.key;
  `,
  // 6: an operator can disable a project: its triggers and webhooks are refused until it is enabled.
  `
  ALTER TABLE projects ADD COLUMN disabled_at TEXT;
  `,
  // 7: a project's credential for its git repository: the user name, and the token or password
  // sealed under the service's key (repo-credentials.ts), never in the project's URL.
  `
  CREATE TABLE repo_credentials (
    project_id TEXT PRIMARY KEY REFERENCES projects(id),
    username TEXT NOT NULL,
    secret TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
];

/** Brings the schema up to date; safe to run on every open, and from two processes at once. */
export function migrate(db: DatabaseSync): void {
  if (upToDate(db)) return;
  // Rebuilding a table (SQLite's only way to change a constraint) drops it while other tables
  // point at it: foreign keys are off for the migration (they cannot change inside a transaction),
  // and checked whole before it commits.
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    immediateTransaction(db, () => {
      // Read again under the write lock: another process may have migrated in the meantime.
      if (upToDate(db)) return;
      const from = schemaVersion(db);
      for (let version = from; version < migrations.length; version++) db.exec(migrations[version]!);
      if (db.prepare('PRAGMA foreign_key_check').all().length > 0)
        throw new Error('The schema migration left rows pointing at missing ones: it was rolled back.');
      db.exec(`PRAGMA user_version = ${migrations.length}`);
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

function upToDate(db: DatabaseSync): boolean {
  const version = schemaVersion(db);
  if (version > migrations.length)
    throw new Error(`The database's schema (version ${version}) is newer than this Quire understands (${migrations.length}): upgrade Quire.`);
  return version === migrations.length;
}

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  return row.user_version;
}
