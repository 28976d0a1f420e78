// The build queue on PostgreSQL, delivered by pg-boss. The update record stays ours (the status
// API reads it); pg-boss carries one job per queued update and gives what a hand-made queue would
// get wrong: a claim that lapses when its holder stops sending heartbeats (a killed worker, a lost
// network), redelivery with exponential backoff, and per-project order (`key_strict_fifo` keyed by
// the project: one build of a project at a time, the next one waiting behind it).
// Coalescing is decided on our records, under a row lock, in the same transaction as pg-boss's
// insert (its `db` option), so a trigger and its job are committed together or not at all.
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { CANCELABLE, QUEUED_SUMMARY, STARTED_SUMMARY, canceledSummary } from './build-queue.ts';
import { isoNow, newRecordId } from './ids.ts';
import type { Client, Pool } from './pg-database.ts';
import { transaction } from './pg-database.ts';
import { appendLogLines } from './pg-update-store.ts';
import { storedOutcome } from './update-store.ts';
import { ProjectDisabledError } from './project-store.ts';
import type { UpdateSource, UpdateStatus } from './records.ts';
import type { BuildQueue } from './storage.ts';

export const BUILD_QUEUE = 'quire-builds';
/** Where pg-boss puts a job whose every delivery lapsed: its update is failed from there. */
export const LAPSED_QUEUE = 'quire-builds-lapsed';

/** How long claims live and how lapsed ones come back; the defaults suit production. */
export interface QueueTiming {
  /** A claim lapses when its holder has sent no heartbeat for this long (pg-boss needs 10 or more). */
  leaseSeconds: number;
  /** A claim lapses this long after it was taken, heartbeats or not: longer than any build runs. */
  maxBuildSeconds: number;
  /** How many times a lapsed job is delivered again before its update is failed. */
  retries: number;
  /** The delay before the first redelivery; each next one doubles (with jitter). */
  retryDelaySeconds: number;
  /** How often pg-boss looks for lapsed claims, and this queue for jobs that ran out of deliveries. */
  superviseSeconds: number;
}

// One redelivery only: a build whose worker died twice may be what kills workers (an endless
// line, a memory bomb), and each delivery would take another worker down with it.
export const defaultQueueTiming: QueueTiming = { leaseSeconds: 30, maxBuildSeconds: 11 * 60, retries: 1, retryDelaySeconds: 5, superviseSeconds: 5 };

interface JobData {
  updateId: string;
  projectId: string;
}

/** The attempt of a job this node holds, the timer that keeps its lease alive, and what says it lapsed. */
interface Held {
  attempt: { id: string; retryCount: number };
  heartbeat: ReturnType<typeof setInterval>;
  lapsed: AbortController;
}

/** pg-boss statements run on one of our transaction's connection. */
const onClient = (client: Client) => ({ db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values as unknown[]) } });

export async function createBossQueues(boss: PgBoss, timing: QueueTiming): Promise<void> {
  const existing = new Set((await boss.getQueues([BUILD_QUEUE, LAPSED_QUEUE])).map((queue) => queue.name));
  if (!existing.has(LAPSED_QUEUE)) await boss.createQueue(LAPSED_QUEUE, { retentionSeconds: 14 * 24 * 3600 });
  const options = {
    heartbeatSeconds: timing.leaseSeconds,
    expireInSeconds: timing.maxBuildSeconds,
    retryLimit: timing.retries,
    retryDelay: timing.retryDelaySeconds,
    retryBackoff: true,
    deadLetter: LAPSED_QUEUE,
  };
  // Two nodes starting at once may both find the queue missing: the second create is refused and harmless.
  if (!existing.has(BUILD_QUEUE)) {
    await boss.createQueue(BUILD_QUEUE, { policy: 'key_strict_fifo', ...options }).catch(async (error: unknown) => {
      if (!(await boss.getQueue(BUILD_QUEUE))) throw error;
    });
  } else {
    // The timing is the queue's, shared by every node: the last node started with a changed
    // configuration (a longer build limit, say) brings it up to date.
    await boss.updateQueue(BUILD_QUEUE, options);
  }
}

export function postgresBuildQueue(pool: Pool, boss: PgBoss, timing: QueueTiming): BuildQueue & { release(): void } {
  const held = new Map<string, Held>();

  const hold = (updateId: string, attempt: Held['attempt']): AbortSignal => {
    const lapsed = new AbortController();
    // Three heartbeats per lease: one lost to a slow query does not lapse the claim. A heartbeat
    // that touches nothing finds the claim gone (the job was handed on): the build is told to stop.
    const beat = async () => {
      const touched = (await boss.touch(BUILD_QUEUE, attempt)) as { affected?: number };
      if (touched.affected === 0) lapsed.abort(new Error("This worker's claim lapsed: another worker builds this update."));
    };
    const heartbeat = setInterval(() => void beat().catch(() => {}), (timing.leaseSeconds * 1000) / 3);
    heartbeat.unref();
    held.set(updateId, { attempt, heartbeat, lapsed });
    return lapsed.signal;
  };
  const letGo = (updateId: string) => {
    const claim = held.get(updateId);
    if (claim) clearInterval(claim.heartbeat);
    held.delete(updateId);
  };

  /** The project's queued update, or a new one and its job: the coalescing rule, in the caller's transaction. */
  const queueUpdate = async (client: Client, projectId: string, source: UpdateSource) => {
    // Serializes triggers of one project across nodes; a claim taking the queued row waits on its row lock.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`quire-enqueue:${projectId}`]);
    const queued = await client.query<{ id: string }>(`SELECT id FROM updates WHERE project_id = $1 AND status = 'queued' FOR UPDATE`, [projectId]);
    if (queued.rows[0]) return { statusId: queued.rows[0].id, coalesced: true };
    const statusId = newRecordId();
    const jobId = randomUUID();
    await client.query(`INSERT INTO updates (id, project_id, created_at, status, summary, source, job_id) VALUES ($1, $2, $3, 'queued', $4, $5, $6)`, [
      statusId,
      projectId,
      isoNow(),
      QUEUED_SUMMARY,
      source,
      jobId,
    ]);
    const data: JobData = { updateId: statusId, projectId };
    // The job's tenant (a project with its previews) for the fair share of claims; a preview waits behind its project's own site.
    const { rows } = await client.query<{ preview_of: string | null }>('SELECT preview_of FROM projects WHERE id = $1', [projectId]);
    const previewOf = rows[0]?.preview_of ?? null;
    await boss.send(BUILD_QUEUE, data, {
      id: jobId,
      singletonKey: projectId,
      group: { id: previewOf ?? projectId },
      priority: previewOf ? -1 : 0,
      ...onClient(client),
    });
    return { statusId, coalesced: false };
  };

  /** Takes one delivered job's update; false when the update no longer wants building (its job is settled). */
  const take = async (job: { id: string; retryCount: number; data: JobData }): Promise<boolean> =>
    transaction(pool, async (client) => {
      const { rows } = await client.query<{ status: string }>('SELECT status FROM updates WHERE id = $1 FOR UPDATE', [job.data.updateId]);
      const status = rows[0]?.status;
      if (status === 'queued') {
        await client.query(`UPDATE updates SET status = 'in_progress', summary = $2 WHERE id = $1`, [job.data.updateId, STARTED_SUMMARY]);
        return true;
      }
      if (status === 'in_progress') {
        // A redelivery: the worker that held it stopped sending heartbeats (killed, or cut off).
        const line = `The worker building this update stopped answering; another worker builds it again (delivery ${job.retryCount + 1} of ${timing.retries + 1}).`;
        await appendLogLines(client, job.data.updateId, [line]);
        return true;
      }
      // Canceled, or already ended by a holder whose claim lapsed late: nothing to build.
      await boss.complete(BUILD_QUEUE, { id: job.id, retryCount: job.retryCount }, null, onClient(client));
      return false;
    });

  /** Fails the updates whose every delivery lapsed, and unblocks their projects. */
  const sweepLapsed = async (): Promise<number> => {
    let failed = 0;
    for (;;) {
      const jobs = await boss.fetch<JobData>(LAPSED_QUEUE, { batchSize: 50 });
      if (jobs.length === 0) return failed;
      for (const job of jobs) {
        await transaction(pool, async (client) => {
          const { rows } = await client.query<{ status: string; job_id: string | null }>('SELECT status, job_id FROM updates WHERE id = $1 FOR UPDATE', [
            job.data.updateId,
          ]);
          if (rows[0]?.status === 'in_progress') {
            const reason = `The build was started ${timing.retries + 1} times and each time its worker stopped answering (killed, out of memory, or cut off from the database): given up. Trigger an update to try again.`;
            await client.query(`UPDATE updates SET status = 'failure', summary = $2, ended_at = $3 WHERE id = $1`, [job.data.updateId, reason, isoNow()]);
            await appendLogLines(client, job.data.updateId, [reason]);
            failed++;
          }
          // A failed job holds back its project's next ones (key_strict_fifo): it goes.
          if (rows[0]?.job_id) await boss.deleteJob(BUILD_QUEUE, rows[0].job_id, onClient(client));
          await boss.complete(LAPSED_QUEUE, { id: job.id, retryCount: job.retryCount }, null, onClient(client));
        });
      }
    }
  };

  return {
    async enqueue(projectId, source) {
      return transaction(pool, async (client) => {
        // FOR SHARE waits for a disable being committed, and reads the project as it left it. A
        // preview is disabled with the project it previews.
        const { rows } = await client.query<{ id: string; disabled: boolean }>(
          `SELECT id, disabled_at IS NOT NULL AS disabled FROM projects
           WHERE id = $1 OR id = (SELECT preview_of FROM projects WHERE id = $1) FOR SHARE`,
          [projectId],
        );
        if (!rows.some((row) => row.id === projectId)) throw new Error(`Unknown project "${projectId}".`);
        const disabled = rows.find((row) => row.disabled);
        if (disabled) throw new ProjectDisabledError(disabled.id);
        return queueUpdate(client, projectId, source);
      });
    },
    async claim() {
      for (;;) {
        // Workers are shared fairly: first a build of a tenant with none running (pg-boss counts a
        // group's active jobs across nodes); only when no such build waits, one of a busy tenant.
        const fair = await boss.fetch<JobData>(BUILD_QUEUE, { batchSize: 1, groupConcurrency: 1 });
        const [job] = fair.length ? fair : await boss.fetch<JobData>(BUILD_QUEUE, { batchSize: 1 });
        if (!job) return undefined;
        const attempt = { id: job.id, retryCount: job.retryCount };
        if (!(await take(job))) continue;
        const lapsed = hold(job.data.updateId, attempt);
        return { updateId: job.data.updateId, projectId: job.data.projectId, lapsed };
      }
    },
    async finish(updateId, outcome) {
      const claim = held.get(updateId);
      await transaction(pool, async (client) => {
        const { rows } = await client.query<{ status: string }>('SELECT status FROM updates WHERE id = $1 FOR UPDATE', [updateId]);
        const row = rows[0];
        if (!row) throw new Error(`Unknown update "${updateId}".`);
        if (row.status === 'canceled') {
          // Canceled while it built: the cancel stands, and the holder's job is done with.
          if (claim) await boss.complete(BUILD_QUEUE, claim.attempt, null, onClient(client));
          return;
        }
        if (row.status !== 'in_progress') throw new Error(`Update "${updateId}" is ${row.status}, not in progress: only a claimed build can finish.`);
        if (!claim) throw new Error(`Update "${updateId}" is being built by another worker: only the worker that claimed it can finish it.`);
        const light = outcome.screenshots?.light ?? null;
        const dark = outcome.screenshots?.dark ?? null;
        const stored = storedOutcome(outcome);
        await client.query(
          `UPDATE updates SET status = $2, summary = $3, ended_at = $4, author = $5, commit_json = $6, screenshot = $7, screenshot_light = $7, screenshot_dark = $8 WHERE id = $1`,
          [updateId, outcome.status, stored.summary, isoNow(), stored.author, stored.commitJson, light, dark],
        );
        if (stored.files.length) {
          await client.query(
            'INSERT INTO update_files (update_id, change, path) SELECT $1, change, path FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS f(change, path, n) ORDER BY n',
            [updateId, stored.files.map((file) => file.change), stored.files.map((file) => file.path)],
          );
        }
        // Only the attempt this node holds may settle the job: once its claim lapsed and the job
        // went to another worker, this outcome is stale, and rolling back keeps the record theirs.
        const settled = (await boss.complete(BUILD_QUEUE, claim.attempt, null, onClient(client))) as { affected?: number };
        if (settled.affected === 0) {
          throw new Error(`Update "${updateId}" was handed to another worker (this worker's claim lapsed): its outcome here is not recorded.`);
        }
      }).finally(() => letGo(updateId));
    },
    async cancel(updateId) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ status: UpdateStatus; job_id: string | null }>('SELECT status, job_id FROM updates WHERE id = $1 FOR UPDATE', [
          updateId,
        ]);
        const row = rows[0];
        if (!row || !CANCELABLE.has(row.status)) return row?.status;
        const summary = canceledSummary(row.status);
        await client.query(`UPDATE updates SET status = 'canceled', summary = $2, ended_at = $3 WHERE id = $1`, [updateId, summary, isoNow()]);
        await appendLogLines(client, updateId, [summary]);
        // A queued job is withdrawn; a building one stays active until its worker stops and
        // settles it, so the project's next build cannot start beside it.
        if (row.status === 'queued' && row.job_id) await boss.cancel(BUILD_QUEUE, row.job_id, onClient(client));
        return 'canceled';
      });
    },
    // Leases replace the restart rule of the embedded service: a claim whose worker died comes
    // back by itself. What is left to recover is a job that ran out of deliveries.
    async recover() {
      return sweepLapsed();
    },
    /** Stops the heartbeats of the claims held (at close): they lapse and go to other workers. */
    release() {
      for (const claim of held.values()) clearInterval(claim.heartbeat);
    },
  };
}
