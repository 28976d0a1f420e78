// The PostgreSQL schema, as an ordered list of migrations (the twin of migrations.ts, in
// PostgreSQL's dialect). `quire_schema` holds how many have run. Every node runs `migratePostgres`
// at start; a transaction-scoped advisory lock makes the others wait while one migrates, so each
// migration runs once however many nodes start at the same moment. Append; never edit a shipped one.
import type { Pool } from './pg-database.ts';
import { transaction } from './pg-database.ts';

/** The advisory lock key of migrations: any fixed number, the same on every node. */
const MIGRATION_LOCK = 0x71756972; // "quir"

export const postgresMigrations: readonly string[] = [
  // 1: projects, tokens, updates and their log lines. Timestamps are timestamptz; `iso()` gives
  // them back in the exact format SQLite stores (ISO 8601 UTC, milliseconds), so both backends
  // answer the same records. `seq` orders rows created in the same millisecond.
  `
  CREATE FUNCTION quire_iso(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE
    AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
  CREATE TABLE projects (
    id text PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    name text NOT NULL,
    subdomain text NOT NULL UNIQUE,
    repo text NOT NULL,
    branch text NOT NULL,
    dir text NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE TABLE tokens (
    id text PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    project_id text REFERENCES projects(id),
    secret_sha256 text NOT NULL,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz
  );
  CREATE TABLE updates (
    id text PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    project_id text NOT NULL REFERENCES projects(id),
    created_at timestamptz NOT NULL,
    ended_at timestamptz,
    status text NOT NULL CHECK (status IN ('queued', 'in_progress', 'success', 'failure', 'canceled')),
    summary text NOT NULL,
    screenshot text,
    screenshot_light text,
    screenshot_dark text,
    author text,
    commit_json text,
    source text NOT NULL,
    -- The pg-boss job that delivers this update to a worker.
    job_id uuid
  );
  CREATE INDEX updates_by_project ON updates (project_id, status, ended_at);
  CREATE INDEX updates_by_project_newest ON updates (project_id, created_at);
  CREATE UNIQUE INDEX updates_one_queued_per_project ON updates (project_id) WHERE status = 'queued';
  CREATE TABLE update_logs (
    seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    update_id text NOT NULL REFERENCES updates(id),
    line text NOT NULL
  );
  CREATE INDEX update_logs_by_update ON update_logs (update_id, seq);
  `,
  // 2: the push webhook: a secret per project, and the deliveries acted on (replays are ignored).
  `
  CREATE TABLE webhook_secrets (
    project_id text PRIMARY KEY REFERENCES projects(id),
    secret text NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE TABLE webhook_deliveries (
    project_id text NOT NULL REFERENCES projects(id),
    delivery_id text NOT NULL,
    received_at timestamptz NOT NULL,
    PRIMARY KEY (project_id, delivery_id)
  );
  `,
  // 3: previews: a project made for a pushed branch, pointing at the project it previews.
  `
  ALTER TABLE projects ADD COLUMN preview_of text REFERENCES projects(id);
  ALTER TABLE projects ADD COLUMN preview_removed_at timestamptz;
  CREATE UNIQUE INDEX projects_preview_branch ON projects (preview_of, branch) WHERE preview_of IS NOT NULL;
  `,
  // 4: the files an update's commit changed, one row each, read page by page: the record keeps
  // only the first of each list. Records written before are copied in, in their lists' order.
  `
  CREATE TABLE update_files (
    seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    update_id text NOT NULL REFERENCES updates(id),
    change text NOT NULL CHECK (change IN ('added', 'modified', 'removed')),
    path text NOT NULL
  );
  CREATE INDEX update_files_by_update ON update_files (update_id, seq);
  INSERT INTO update_files (update_id, change, path)
    SELECT u.id, c.change, f.path
    FROM updates u
    CROSS JOIN (VALUES ('added', 0), ('modified', 1), ('removed', 2)) AS c(change, n)
    CROSS JOIN LATERAL jsonb_array_elements_text(u.commit_json::jsonb -> 'filesChanged' -> c.change) WITH ORDINALITY AS f(path, i)
    WHERE u.commit_json IS NOT NULL
    ORDER BY u.seq, c.n, f.i;
  `,
  // 5: an operator can disable a project: its triggers and webhooks are refused until it is enabled.
  `
  ALTER TABLE projects ADD COLUMN disabled_at timestamptz;
  `,
  // 6: a project's credential for its git repository: the user name, and the token or password
  // sealed under the service's key (repo-credentials.ts), never in the project's URL.
  `
  CREATE TABLE repo_credentials (
    project_id text PRIMARY KEY REFERENCES projects(id),
    username text NOT NULL,
    secret text NOT NULL,
    updated_at timestamptz NOT NULL
  );
  `,
];

/** Brings the schema up to date; safe from any number of nodes at once. */
export async function migratePostgres(pool: Pool): Promise<void> {
  await transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS quire_schema (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM quire_schema');
    const from = rows[0]?.version ?? 0;
    if (from > postgresMigrations.length) {
      throw new Error(`The database's schema (version ${from}) is newer than this Quire understands (${postgresMigrations.length}): upgrade Quire.`);
    }
    for (let version = from; version < postgresMigrations.length; version++) await client.query(postgresMigrations[version]!);
    if (rows.length === 0) await client.query('INSERT INTO quire_schema (version) VALUES ($1)', [postgresMigrations.length]);
    else await client.query('UPDATE quire_schema SET version = $1', [postgresMigrations.length]);
  });
}

export async function postgresSchemaVersion(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ version: number }>('SELECT version FROM quire_schema');
  return rows[0]?.version ?? 0;
}
