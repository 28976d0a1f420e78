// Update records (docs: hosting-api/update-status) as the status API reads them, and the log lines a build appends.
import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './database.ts';
import type { ChangedFile, CommitInfo, FilesChanged, RecordedCommit, UpdateOutcome, UpdateRecord, UpdateSource, UpdateStatus } from './records.ts';
import type { UpdateStore } from './storage.ts';
import { redactCredentials } from './url-credentials.ts';

export interface UpdateRow {
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
 * A build runs a docs repository's code, which can print without end. The log is bounded here,
 * where every writer passes: long lines are cut, and past the line or byte limit one marker line
 * says the rest was dropped. A status record carries only the log's tail; the whole of it is read
 * page by page (`logPage`), so a poll costs the same whatever the build printed.
 */
export const LOG_LIMITS = { lines: 10_000, lineLength: 2_000, bytes: 4 * 1024 * 1024, tail: 100, page: 1_000 } as const;
export const TRUNCATED_MARKER = `[The log stops here: a build keeps at most ${LOG_LIMITS.lines} lines and ${LOG_LIMITS.bytes / 1024 / 1024} MB.]`;

/**
 * A status record is polled while its build runs, so what it carries is bounded whatever the
 * commit: the first `files` paths of each list of filesChanged (the rest page by page, `filesPage`
 * files at a time) and texts (summary, commit message, author) of at most `text` characters.
 */
export const RECORD_LIMITS = { files: 100, filesPage: 1_000, text: 10_000 } as const;

const CHANGES: readonly (keyof FilesChanged)[] = ['added', 'modified', 'removed'];

/** A text as the record keeps it: credentials redacted (url-credentials.ts), cut at the limit. */
export function storedText(text: string, limit: number = RECORD_LIMITS.text): string {
  const redacted = redactCredentials(text);
  return redacted.length > limit ? `${redacted.slice(0, limit)}…` : redacted;
}

/**
 * What `finish` writes for an outcome, on both backends: the summary and author as stored texts,
 * the commit as the record carries it (bounded lists and their counts, as JSON), and every changed
 * file, in order, for the paged list.
 */
export function storedOutcome(outcome: UpdateOutcome): { summary: string; author: string | null; commitJson: string | null; files: ChangedFile[] } {
  const { commit } = outcome;
  return {
    summary: storedText(outcome.summary),
    author: outcome.author === undefined ? null : storedText(outcome.author, 1_000),
    commitJson: commit ? JSON.stringify(recordedCommit({ ...commit, message: storedText(commit.message) })) : null,
    files: commit ? CHANGES.flatMap((change) => commit.filesChanged[change].map((path) => ({ path, change }))) : [],
  };
}

/** A commit with bounded lists and their counts; a stored one that has its counts already is kept as it is. */
function recordedCommit(commit: CommitInfo & { filesChangedCount?: RecordedCommit['filesChangedCount'] }): RecordedCommit {
  if (commit.filesChangedCount) return commit as RecordedCommit;
  // Records written before the lists were bounded hold whole lists: bounded as they are read.
  const { filesChanged } = commit;
  return {
    sha: commit.sha,
    ref: commit.ref,
    message: commit.message,
    filesChanged: {
      added: filesChanged.added.slice(0, RECORD_LIMITS.files),
      modified: filesChanged.modified.slice(0, RECORD_LIMITS.files),
      removed: filesChanged.removed.slice(0, RECORD_LIMITS.files),
    },
    filesChangedCount: { added: filesChanged.added.length, modified: filesChanged.modified.length, removed: filesChanged.removed.length },
  };
}

/** An `updates` row (with its project's subdomain) as the status record, given its log's tail and length. */
export function updateRecordOf(row: UpdateRow, logs: string[], logLines: number): UpdateRecord {
  return {
    _id: row.id,
    projectId: row.project_id,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    status: row.status,
    summary: row.summary,
    logs,
    logLines,
    subdomain: row.subdomain,
    screenshot: row.screenshot,
    screenshotLight: row.screenshot_light,
    screenshotDark: row.screenshot_dark,
    author: row.author,
    commit: row.commit_json === null ? null : recordedCommit(JSON.parse(row.commit_json) as CommitInfo),
    source: row.source,
  };
}

/**
 * Of `lines` about to be appended to a log that already holds `lines` lines and `bytes` bytes
 * (`ended` when its last line is the marker), the lines to store: long ones cut, and past the
 * limits one marker line instead of the rest. Both backends append through here.
 */
export function linesToKeep(log: { lines: number; bytes: number; ended: boolean }, lines: string[]): string[] {
  if (log.ended) return [];
  const kept: string[] = [];
  let room = LOG_LIMITS.lines - log.lines;
  let bytes = LOG_LIMITS.bytes - log.bytes;
  for (const raw of lines) {
    // Every line enters the log here: a credential a message echoed (git's errors name the URL) is never stored.
    const line = storedText(raw, LOG_LIMITS.lineLength);
    if (room <= 0 || bytes < line.length) {
      // The first line that does not fit puts the marker in; once it is there, nothing more goes.
      kept.push(TRUNCATED_MARKER);
      break;
    }
    kept.push(line);
    room--;
    bytes -= line.length;
  }
  return kept;
}

export function sqliteUpdateStore(db: DatabaseSync): UpdateStore {
  const byId = db.prepare(`${SELECT_UPDATE} WHERE u.id = ?`);
  // Rows as arrays: half the cost of one object per line.
  const tailOf = db.prepare('SELECT line FROM (SELECT seq, line FROM update_logs WHERE update_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq');
  tailOf.setReturnArrays(true);
  const pageOf = db.prepare('SELECT line FROM update_logs WHERE update_id = ? ORDER BY seq LIMIT ? OFFSET ?');
  pageOf.setReturnArrays(true);
  const appendLine = db.prepare('INSERT INTO update_logs (update_id, line) VALUES (?, ?)');
  const exists = db.prepare('SELECT 1 FROM updates WHERE id = ?');
  const logSize = db.prepare('SELECT count(*) AS n, coalesce(sum(length(line)), 0) AS bytes FROM update_logs WHERE update_id = ?');
  const logCount = db.prepare('SELECT count(*) AS n FROM update_logs WHERE update_id = ?');
  const lastSuccess = db.prepare(`${SELECT_UPDATE} WHERE u.project_id = ? AND u.status = 'success' ORDER BY u.ended_at DESC, u.rowid DESC LIMIT 1`);
  const ofProject = db.prepare(`${SELECT_UPDATE} WHERE u.project_id = ? ORDER BY u.created_at DESC, u.rowid DESC LIMIT ? OFFSET ?`);
  const projectCount = db.prepare('SELECT count(*) AS n FROM updates WHERE project_id = ?');
  const lastLine = db.prepare('SELECT line FROM update_logs WHERE update_id = ? ORDER BY seq DESC LIMIT 1');
  const linesOf = (rows: unknown) => (rows as [string][]).map(([line]) => line);
  const filesOf = db.prepare('SELECT path, change FROM update_files WHERE update_id = ? ORDER BY seq LIMIT ? OFFSET ?');
  filesOf.setReturnArrays(true);
  const fileCount = db.prepare('SELECT count(*) AS n FROM update_files WHERE update_id = ?');

  const toRecord = (row: UpdateRow) => updateRecordOf(row, linesOf(tailOf.all(row.id, LOG_LIMITS.tail)), (logCount.get(row.id) as { n: number }).n);

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
        const size = logSize.get(id) as { n: number; bytes: number };
        const ended = (lastLine.get(id) as { line: string } | undefined)?.line === TRUNCATED_MARKER;
        for (const line of linesToKeep({ lines: size.n, bytes: size.bytes, ended }, lines)) appendLine.run(id, line);
      });
    },
    async logPage(id, offset, limit) {
      if (!exists.get(id)) return undefined;
      return { lines: linesOf(pageOf.all(id, limit, offset)), total: (logCount.get(id) as { n: number }).n };
    },
    async filesPage(id, offset, limit) {
      if (!exists.get(id)) return undefined;
      const files = (filesOf.all(id, limit, offset) as unknown as [string, ChangedFile['change']][]).map(([path, change]) => ({ path, change }));
      return { files, total: (fileCount.get(id) as { n: number }).n };
    },
    async list(projectId, offset, limit) {
      const rows = ofProject.all(projectId, limit, offset) as unknown as UpdateRow[];
      return { updates: rows.map(toRecord), total: (projectCount.get(projectId) as { n: number }).n };
    },
    async lastSuccess(projectId) {
      const row = lastSuccess.get(projectId) as UpdateRow | undefined;
      return row && toRecord(row);
    },
  };
}
