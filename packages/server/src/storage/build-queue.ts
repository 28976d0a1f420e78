// The build queue is the updates table: a queued update is a job. Every read-then-write runs in a
// `BEGIN IMMEDIATE` transaction, so two workers (or two processes on one file) never claim the
// same job and a trigger never slips in beside a queued update it should have joined.
import type { DatabaseSync } from 'node:sqlite';
import { immediateTransaction } from './database.ts';
import { isoNow, newRecordId } from './ids.ts';
import type { UpdateSource, UpdateStatus } from './records.ts';
import type { BuildQueue } from './storage.ts';
import { storedOutcome } from './update-store.ts';
import { ProjectDisabledError } from './project-store.ts';

export const QUEUED_SUMMARY = 'Queued: waiting for a build worker.';
export const STARTED_SUMMARY = 'Building.';
export const STOPPED_TWICE_SUMMARY =
  'The service stopped twice while building this commit (this update was already the second try), so it is not queued again: its build may be what stops the service. Read the end of this log for what the build did last, then push a fix or trigger an update.';

/** The statuses a cancel ends; the others are final already. */
export const CANCELABLE: ReadonlySet<UpdateStatus> = new Set(['queued', 'in_progress']);

export function canceledSummary(from: UpdateStatus): string {
  return from === 'queued' ? 'Canceled before it started.' : 'Canceled while building: the build was stopped.';
}

export function sqliteBuildQueue(db: DatabaseSync): BuildQueue {
  // A preview is disabled with the project it previews.
  const projectState = db.prepare(`
    SELECT CASE WHEN p.disabled_at IS NOT NULL THEN p.id WHEN parent.disabled_at IS NOT NULL THEN parent.id END AS disabled_by
    FROM projects p LEFT JOIN projects parent ON parent.id = p.preview_of WHERE p.id = ?`);
  const queuedOf = db.prepare(`SELECT id FROM updates WHERE project_id = ? AND status = 'queued' LIMIT 1`);
  const insertQueued = db.prepare(`INSERT INTO updates (id, project_id, created_at, status, summary, source) VALUES (?, ?, ?, 'queued', ?, ?)`);
  // A project with a build in progress waits: two builds of one project could publish out of order.
  // Workers are shared fairly: the next build goes to the tenant (a project with its previews) with
  // the fewest builds running, its own site before its previews, then to the update waiting longest.
  // So one tenant's pushes to many branches never hold every worker while another tenant waits.
  const nextClaimable = db.prepare(`
    WITH tenant_of AS (SELECT id AS project_id, COALESCE(preview_of, id) AS tenant, preview_of IS NOT NULL AS preview FROM projects),
    running AS (
      SELECT t.tenant, count(*) AS builds FROM updates u JOIN tenant_of t USING (project_id)
      WHERE u.status = 'in_progress' GROUP BY t.tenant
    )
    SELECT u.id, u.project_id FROM updates u
    JOIN tenant_of t USING (project_id)
    LEFT JOIN running r ON r.tenant = t.tenant
    WHERE u.status = 'queued'
      AND u.project_id NOT IN (SELECT project_id FROM updates WHERE status = 'in_progress')
    ORDER BY COALESCE(r.builds, 0), t.preview, u.created_at, u.rowid LIMIT 1`);
  const start = db.prepare(`UPDATE updates SET status = 'in_progress', summary = ? WHERE id = ?`);
  const statusOf = db.prepare('SELECT status FROM updates WHERE id = ?');
  const end = db.prepare(`
    UPDATE updates SET status = ?, summary = ?, ended_at = ?, author = ?, commit_json = ?,
      screenshot = ?, screenshot_light = ?, screenshot_dark = ?
    WHERE id = ?`);
  const inProgress = db.prepare(`SELECT id, project_id, source FROM updates WHERE status = 'in_progress' ORDER BY created_at, rowid`);
  const fail = db.prepare(`UPDATE updates SET status = 'failure', summary = ?, ended_at = ? WHERE id = ?`);
  const appendLine = db.prepare('INSERT INTO update_logs (update_id, line) VALUES (?, ?)');
  const cancel = db.prepare(`UPDATE updates SET status = 'canceled', summary = ?, ended_at = ? WHERE id = ?`);
  const insertFile = db.prepare('INSERT INTO update_files (update_id, change, path) VALUES (?, ?, ?)');

  /** The project's queued update, or a new one: the coalescing rule, in the caller's transaction. */
  const queueUpdate = (projectId: string, source: UpdateSource) => {
    const queued = queuedOf.get(projectId) as { id: string } | undefined;
    if (queued) return { statusId: queued.id, coalesced: true };
    const statusId = newRecordId();
    insertQueued.run(statusId, projectId, isoNow(), QUEUED_SUMMARY, source);
    return { statusId, coalesced: false };
  };

  return {
    async enqueue(projectId, source) {
      return immediateTransaction(db, () => {
        const state = projectState.get(projectId) as { disabled_by: string | null } | undefined;
        if (!state) throw new Error(`Unknown project "${projectId}".`);
        if (state.disabled_by) throw new ProjectDisabledError(state.disabled_by);
        return queueUpdate(projectId, source);
      });
    },
    async claim() {
      return immediateTransaction(db, () => {
        const job = nextClaimable.get() as { id: string; project_id: string } | undefined;
        if (!job) return undefined;
        start.run(STARTED_SUMMARY, job.id);
        return { updateId: job.id, projectId: job.project_id };
      });
    },
    async finish(updateId, outcome) {
      immediateTransaction(db, () => {
        const row = statusOf.get(updateId) as { status: string } | undefined;
        if (!row) throw new Error(`Unknown update "${updateId}".`);
        if (row.status === 'canceled') return;
        // Ending a record twice would rewrite what its readers were already told.
        if (row.status !== 'in_progress') throw new Error(`Update "${updateId}" is ${row.status}, not in progress: only a claimed build can finish.`);
        const light = outcome.screenshots?.light ?? null;
        const dark = outcome.screenshots?.dark ?? null;
        const stored = storedOutcome(outcome);
        end.run(outcome.status, stored.summary, isoNow(), stored.author, stored.commitJson, light, light, dark, updateId);
        for (const file of stored.files) insertFile.run(updateId, file.change, file.path);
      });
    },
    async cancel(updateId) {
      return immediateTransaction(db, () => {
        const row = statusOf.get(updateId) as { status: UpdateStatus } | undefined;
        if (!row || !CANCELABLE.has(row.status)) return row?.status;
        const summary = canceledSummary(row.status);
        cancel.run(summary, isoNow(), updateId);
        appendLine.run(updateId, summary);
        return 'canceled';
      });
    },
    // Every update in progress is taken as stranded: right for the one embedded service at its
    // start. Many workers on many machines use PostgreSQL, whose claims are leases (pg-build-queue.ts).
    // A stranded update is queued again once; one that was already that second try took the
    // service down twice, so its build may be what ends the service (an endless line, a memory
    // bomb): it is failed, never queued again, or it would end the service after every restart.
    async recover() {
      return immediateTransaction(db, () => {
        const stranded = inProgress.all() as unknown as { id: string; project_id: string; source: UpdateSource }[];
        for (const update of stranded) {
          let reason: string;
          if (update.source === 'internal') reason = STOPPED_TWICE_SUMMARY;
          else {
            const { statusId } = queueUpdate(update.project_id, 'internal');
            reason = `The service stopped while this update was building; it was queued again as ${statusId}.`;
          }
          fail.run(reason, isoNow(), update.id);
          appendLine.run(update.id, reason);
        }
        return stranded.length;
      });
    },
  };
}
