// Builds queued updates, a few at a time: each worker claims the oldest job, builds it in a child
// process (builds/), streams its log lines into the status record, and records the outcome.
import type { ArtifactStore } from '../artifacts/artifact-store.ts';
import type { BuildInput, BuildLimits, BuildResult } from '../builds/build-types.ts';
import type { Project, UpdateOutcome } from '../storage/records.ts';
import type { Storage } from '../storage/storage.ts';

export interface WorkerPoolOptions {
  storage: Storage;
  concurrency: number;
  dataDir: string;
  artifacts: ArtifactStore;
  limits: BuildLimits;
  build: (input: BuildInput) => Promise<BuildResult>;
  /** The `quire` script each build runs. */
  cli: string;
  /** The public address of a project's site. */
  siteUrl(project: Project): string;
  /** The public address of a screenshot saved in the artifact store (`<project id>/<release>-light.png`). */
  screenshotUrl(path: string): string;
  /** How often an idle worker looks for work, besides being woken by a trigger. */
  pollMs?: number;
  /** How often a building worker looks whether its update was canceled. */
  cancelCheckMs?: number;
}

export interface WorkerPool {
  /** Looks for work now (after a trigger), instead of at the next poll. */
  wake(): void;
  /** Stops claiming work and waits for the builds in flight, aborting them after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function startWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const abort = new AbortController();
  let wakeUp: (() => void) | undefined;
  let stopping = false;
  const sleep = () =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, options.pollMs ?? 500);
      wakeUp = () => {
        clearTimeout(timer);
        done();
      };
    });

  const worker = async (): Promise<void> => {
    while (!stopping) {
      const job = await options.storage.queue.claim().catch(() => undefined);
      if (!job) {
        await sleep();
        continue;
      }
      await buildOne(job.updateId, job.projectId, job.lapsed).catch(async (error: unknown) => {
        // A bug of ours must not leave the record in_progress: fail it and say so.
        await options.storage.queue
          .finish(job.updateId, { status: 'failure', summary: `The service failed while building: ${(error as Error).message}` })
          .catch(() => {});
      });
    }
  };

  const buildOne = async (updateId: string, projectId: string, lapsed?: AbortSignal): Promise<void> => {
    const { storage } = options;
    const project = await storage.projects.get(projectId);
    if (!project) return storage.queue.finish(updateId, { status: 'failure', summary: `Project ${projectId} no longer exists.` });
    const previous = await storage.updates.lastSuccess(projectId);
    // A preview fetches its project's repository: it uses that project's credential.
    const owner = (await storage.projects.previewOf(projectId)) ?? projectId;
    const credential = await storage.credentials.get(owner);
    const logs = logBuffer((lines) => storage.updates.appendLogs(updateId, lines));
    // A user may cancel the update on any API node: the record says so, and the build stops at the
    // next look (its finish then leaves the record canceled). A record that is gone was removed
    // with its project (`quire projects remove`): nothing is left to build for.
    const canceled = new AbortController();
    const watch = setInterval(() => {
      void storage.updates.get(updateId).then(
        (record) => (record === undefined || record.status === 'canceled') && canceled.abort(),
        () => {},
      );
    }, options.cancelCheckMs ?? 1000);
    try {
      const result = await options.build({
        project,
        repoAccess: { projectId: owner, ...(credential ? { credential } : {}) },
        ...(previous?.commit ? { previousSha: previous.commit.sha } : {}),
        dataDir: options.dataDir,
        artifacts: options.artifacts,
        siteUrl: options.siteUrl(project),
        limits: options.limits,
        cli: options.cli,
        log: logs.push,
        signal: AbortSignal.any([abort.signal, canceled.signal, ...(lapsed ? [lapsed] : [])]),
      });
      await logs.flush();
      await storage.queue.finish(updateId, outcomeOf(result, options.screenshotUrl));
    } finally {
      clearInterval(watch);
    }
  };

  const workers = Array.from({ length: Math.max(1, options.concurrency) }, () => worker());
  return {
    wake: () => wakeUp?.(),
    async stop(graceMs = 10_000) {
      stopping = true;
      wakeUp?.();
      const grace = setTimeout(() => abort.abort(), graceMs);
      await Promise.all(workers);
      clearTimeout(grace);
    },
  };
}

function outcomeOf(result: BuildResult, screenshotUrl: (path: string) => string): UpdateOutcome {
  if (!result.ok)
    return {
      status: 'failure',
      summary: result.summary,
      ...(result.commit ? { commit: result.commit } : {}),
      ...(result.author ? { author: result.author } : {}),
    };
  // A site that built and went live stays a success when its screenshots could not be taken or
  // stored (the log says why): the record then has no screenshot URLs rather than links to nothing.
  const shots = result.screenshots;
  return {
    status: 'success',
    summary: result.summary,
    commit: result.commit,
    author: result.author,
    ...(shots ? { screenshots: { light: screenshotUrl(shots.light), dark: screenshotUrl(shots.dark) } } : {}),
  };
}

/**
 * Log lines reach the record in small batches (every quarter second): a reader polling the status
 * sees a build's progress, without one database write per line of a chatty build.
 */
function logBuffer(write: (lines: string[]) => Promise<void>): { push(line: string): void; flush(): Promise<void> } {
  let pending: string[] = [];
  let writing = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const lines = pending;
    pending = [];
    if (lines.length) writing = writing.then(() => write(lines)).catch(() => {});
    return writing;
  };
  return {
    push(line) {
      pending.push(line);
      timer ??= setTimeout(() => void flush(), 250);
    },
    flush,
  };
}
