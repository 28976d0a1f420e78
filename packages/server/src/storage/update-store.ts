// Update records (spec §2.1) as the status API reads them, and the log lines a build appends.
import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './database.ts';
import type { CommitInfo, UpdateRecord, UpdateSource, UpdateStatus } from './records.ts';
import type { UpdateStore } from './storage.ts';

interface UpdateRow {
  id: string;
  project_id: string;
  created_at: string;
  ended_at: string | null;
  status: UpdateStatus;
  summary: string;
  subdomain: string;
  screenshot: string | null;
  screenshot_light: string | null;
  screenshot_dark: string | null;
  author: string | null;
  commit_json: string | null;
  source: UpdateSource;
}

// The subdomain is the project's, read at query time, so a record always names where the site is.
const SELECT_UPDATE = `
  SELECT u.id, u.project_id, u.created_at, u.ended_at, u.status, u.summary, p.subdomain,
         u.screenshot, u.screenshot_light, u.screenshot_dark, u.author, u.commit_json, u.source
  FROM updates u JOIN projects p ON p.id = u.project_id`;

/**
 * A build runs a docs repository's code, which can print without end; every status poll returns
 * the whole log, so it is bounded here, where every writer passes: long lines are cut, and past
 * the line limit one marker line says the rest was dropped.
 */
export const LOG_LIMITS = { lines: 10_000, lineLength: 4_000 } as const;
const TRUNCATED_MARKER = `[The log stops here: a build keeps at most ${LOG_LIMITS.lines} lines.]`;

export function sqliteUpdateStore(db: DatabaseSync): UpdateStore {
  const byId = db.prepare(`${SELECT_UPDATE} WHERE u.id = ?`);
  const logsOf = db.prepare('SELECT line FROM update_logs WHERE update_id = ? ORDER BY seq');
  // Rows as arrays: half the cost of one object per line, and every status poll reads all lines.
  logsOf.setReturnArrays(true);
  const appendLine = db.prepare('INSERT INTO update_logs (update_id, line) VALUES (?, ?)');
  const exists = db.prepare('SELECT 1 FROM updates WHERE id = ?');
  const lineCount = db.prepare('SELECT count(*) AS n FROM update_logs WHERE update_id = ?');
  const lastSuccess = db.prepare(`${SELECT_UPDATE} WHERE u.project_id = ? AND u.status = 'success' ORDER BY u.ended_at DESC, u.rowid DESC LIMIT 1`);

  const toRecord = (row: UpdateRow): UpdateRecord => ({
    _id: row.id,
    projectId: row.project_id,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    status: row.status,
    summary: row.summary,
    logs: (logsOf.all(row.id) as unknown as [string][]).map(([line]) => line),
    subdomain: row.subdomain,
    screenshot: row.screenshot,
    screenshotLight: row.screenshot_light,
    screenshotDark: row.screenshot_dark,
    author: row.author,
    commit: row.commit_json === null ? null : (JSON.parse(row.commit_json) as CommitInfo),
    source: row.source,
  });

  return {
    async get(id) {
      const row = byId.get(id) as UpdateRow | undefined;
      return row && toRecord(row);
    },
    async appendLogs(id, lines) {
      if (lines.length === 0) return;
      // One transaction per batch: one fsync for many lines, and readers never see half a batch.
      immediateTransaction(db, () => {
        if (!exists.get(id)) throw new Error(`Unknown update "${id}".`);
        let room = LOG_LIMITS.lines - (lineCount.get(id) as { n: number }).n;
        for (const line of lines) {
          if (room <= 0) {
            // Zero room: the limit was just reached, so the marker goes in; below zero it is there.
            if (room === 0) appendLine.run(id, TRUNCATED_MARKER);
            break;
          }
          appendLine.run(id, line.length > LOG_LIMITS.lineLength ? `${line.slice(0, LOG_LIMITS.lineLength)}…` : line);
          room--;
        }
      });
    },
    async lastSuccess(projectId) {
      const row = lastSuccess.get(projectId) as UpdateRow | undefined;
      return row && toRecord(row);
    },
  };
}
