// Update records and their logs in PostgreSQL; the log's bounds (linesToKeep) and the record's
// shape (updateRecordOf) are update-store.ts's, so both backends answer the same.
import type { Client, Pool } from './pg-database.ts';
import { transaction } from './pg-database.ts';
import { LOG_LIMITS, TRUNCATED_MARKER, linesToKeep, updateRecordOf, type UpdateRow } from './update-store.ts';
import type { ChangedFile, UpdateRecord } from './records.ts';
import type { UpdateStore } from './storage.ts';

export const SELECT_UPDATE = `
  SELECT u.id, u.project_id, quire_iso(u.created_at) AS created_at, quire_iso(u.ended_at) AS ended_at, u.status, u.summary,
         p.subdomain, u.screenshot, u.screenshot_light, u.screenshot_dark, u.author, u.commit_json, u.source
  FROM updates u JOIN projects p ON p.id = u.project_id`;

/** The record of a row: its log's tail and length read in one more query. */
export async function recordOfRow(db: Pool | Client, row: UpdateRow): Promise<UpdateRecord> {
  const { rows } = await db.query<{ line: string; total: string }>(
    `SELECT line, count(*) OVER () AS total FROM update_logs WHERE update_id = $1 ORDER BY seq DESC LIMIT $2`,
    [row.id, LOG_LIMITS.tail],
  );
  // The window count runs before LIMIT: it is the whole log's length.
  return updateRecordOf(row, rows.map((r) => r.line).reverse(), Number(rows[0]?.total ?? 0));
}

async function logCount(db: Pool | Client, id: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM update_logs WHERE update_id = $1', [id]);
  return Number(rows[0]?.n ?? 0);
}

/** Appends log lines within the caller's transaction (the update's row is locked first). */
export async function appendLogLines(client: Client, id: string, lines: string[]): Promise<void> {
  if ((await client.query('SELECT 1 FROM updates WHERE id = $1 FOR UPDATE', [id])).rowCount === 0) throw new Error(`Unknown update "${id}".`);
  const { rows } = await client.query<{ n: string; bytes: string; last: string | null }>(
    `SELECT count(*) AS n, coalesce(sum(length(line)), 0) AS bytes,
            (SELECT line FROM update_logs WHERE update_id = $1 ORDER BY seq DESC LIMIT 1) AS last
     FROM update_logs WHERE update_id = $1`,
    [id],
  );
  const size = rows[0]!;
  const kept = linesToKeep({ lines: Number(size.n), bytes: Number(size.bytes), ended: size.last === TRUNCATED_MARKER }, lines);
  if (kept.length) await client.query('INSERT INTO update_logs (update_id, line) SELECT $1, unnest($2::text[])', [id, kept]);
}

export function postgresUpdateStore(pool: Pool): UpdateStore {
  return {
    async get(id) {
      const { rows } = await pool.query<UpdateRow>(`${SELECT_UPDATE} WHERE u.id = $1`, [id]);
      return rows[0] && recordOfRow(pool, rows[0]);
    },
    async appendLogs(id, lines) {
      if (lines.length === 0) return;
      await transaction(pool, (client) => appendLogLines(client, id, lines));
    },
    async logPage(id, offset, limit) {
      if ((await pool.query('SELECT 1 FROM updates WHERE id = $1', [id])).rowCount === 0) return undefined;
      const { rows } = await pool.query<{ line: string }>('SELECT line FROM update_logs WHERE update_id = $1 ORDER BY seq LIMIT $2 OFFSET $3', [
        id,
        limit,
        offset,
      ]);
      return { lines: rows.map((r) => r.line), total: await logCount(pool, id) };
    },
    async filesPage(id, offset, limit) {
      if ((await pool.query('SELECT 1 FROM updates WHERE id = $1', [id])).rowCount === 0) return undefined;
      const { rows } = await pool.query<ChangedFile>('SELECT path, change FROM update_files WHERE update_id = $1 ORDER BY seq LIMIT $2 OFFSET $3', [
        id,
        limit,
        offset,
      ]);
      const count = await pool.query<{ n: string }>('SELECT count(*) AS n FROM update_files WHERE update_id = $1', [id]);
      return { files: rows, total: Number(count.rows[0]?.n ?? 0) };
    },
    async list(projectId, offset, limit) {
      const { rows } = await pool.query<UpdateRow>(`${SELECT_UPDATE} WHERE u.project_id = $1 ORDER BY u.created_at DESC, u.seq DESC LIMIT $2 OFFSET $3`, [
        projectId,
        limit,
        offset,
      ]);
      const count = await pool.query<{ n: string }>('SELECT count(*) AS n FROM updates WHERE project_id = $1', [projectId]);
      return { updates: await Promise.all(rows.map((row) => recordOfRow(pool, row))), total: Number(count.rows[0]?.n ?? 0) };
    },
    async lastSuccess(projectId) {
      const { rows } = await pool.query<UpdateRow>(
        `${SELECT_UPDATE} WHERE u.project_id = $1 AND u.status = 'success' ORDER BY u.ended_at DESC, u.seq DESC LIMIT 1`,
        [projectId],
      );
      return rows[0] && recordOfRow(pool, rows[0]);
    },
  };
}
