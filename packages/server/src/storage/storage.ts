// The service's storage and build queue, behind one narrow interface with two backends: SQLite
// (node:sqlite), the embedded default for one process, and PostgreSQL with a pg-boss queue for
// many nodes (postgres-storage.ts). It is asynchronous even where SQLite is not, and no SQL lives
// outside storage/. The storage-*.test.ts suites run against both.
import type { ChangedFile, Preview, Project, RepoCredential, TokenRecord, UpdateOutcome, UpdateRecord, UpdateSource, UpdateStatus } from './records.ts';

export interface Storage {
  projects: ProjectStore;
  tokens: TokenStore;
  updates: UpdateStore;
  queue: BuildQueue;
  webhooks: WebhookStore;
  credentials: RepoCredentialStore;
  close(): Promise<void>;
}

/**
 * Each project's credential for its git repository, stored sealed (repo-credentials.ts) and
 * read back only for its builds' git. A preview's builds use its project's.
 */
export interface RepoCredentialStore {
  /** Stores the project's credential, replacing any earlier one. Rejects (a readable Error) for an unknown project or a value git's credential protocol cannot carry. */
  set(projectId: string, credential: RepoCredential): Promise<void>;
  /** The project's credential; undefined when it has none. */
  get(projectId: string): Promise<RepoCredential | undefined>;
  /** Deletes the project's credential; false when it had none. */
  remove(projectId: string): Promise<boolean>;
}

/**
 * The per-project secrets of the Git push webhook, and the deliveries already acted on. A secret
 * is kept as it is (not hashed, unlike API tokens): checking a signature needs the key itself.
 */
export interface WebhookStore {
  /** A new random secret for the project's webhook, replacing any earlier one. Rejects for an unknown project. */
  createSecret(projectId: string): Promise<string>;
  /** The project's secret; undefined when it has none or the project does not exist. */
  secretOf(projectId: string): Promise<string | undefined>;
  /** Records a delivery of the project's webhook; false when that delivery id was seen before (a replay). */
  firstDelivery(projectId: string, deliveryId: string): Promise<boolean>;
  /** Forgets a delivery whose update could not be queued, so the Git host's redelivery is acted on. */
  forgetDelivery(projectId: string, deliveryId: string): Promise<void>;
}

/** What a new project is made from: the rest has defaults (branch main, subdomain from the name). */
export interface NewProject {
  name: string;
  repo: string;
  branch?: string;
  subdomain?: string;
  dir?: string;
}

export interface ProjectStore {
  /** Rejects (a readable Error) when the subdomain is taken or not a valid DNS label. */
  add(input: NewProject): Promise<Project>;
  get(id: string): Promise<Project | undefined>;
  bySubdomain(subdomain: string): Promise<Project | undefined>;
  /** The projects, oldest first; previews are listed by `previews`. */
  list(): Promise<Project[]>;
  /** The preview of `projectId` built from `branch`: made when there is none, brought back when it was removed. */
  previewFor(projectId: string, branch: string): Promise<Project>;
  /** A project's live previews, oldest first. */
  previews(projectId: string): Promise<Preview[]>;
  /** Takes the preview of that branch off the list (its update records stay); the removed preview's project, or undefined. */
  removePreview(projectId: string, branch: string): Promise<Project | undefined>;
  /** The project a preview previews; undefined for a project that is not a preview. */
  previewOf(projectId: string): Promise<string | undefined>;
  /**
   * Disables a project (its triggers, webhooks and previews are refused with ProjectDisabledError
   * from then on) or enables it again; the project after, or undefined for an unknown one. Its
   * queued and running updates are canceled by the caller (project-admin.ts).
   */
  setDisabled(projectId: string, disabled: boolean): Promise<Project | undefined>;
  /**
   * Deletes a project, its previews and every record of theirs (updates, logs, changed files,
   * tokens, webhook secrets and deliveries, repository credential); returns the projects removed, the project first, or
   * none for an unknown id. Its site and folders are the caller's to remove (project-admin.ts).
   */
  remove(projectId: string): Promise<Project[]>;
}

export interface TokenStore {
  /** A new random token, returned once; only its hash is kept. `projectId` null makes it org-wide. */
  create(projectId: string | null): Promise<{ token: string; record: TokenRecord }>;
  /** The token's record when it exists and is not revoked; the comparison takes constant time. */
  verify(token: string): Promise<TokenRecord | undefined>;
  revoke(id: string): Promise<boolean>;
  list(): Promise<TokenRecord[]>;
}

export interface UpdateStore {
  get(id: string): Promise<UpdateRecord | undefined>;
  /** Appends build log lines while the build runs: readers polling the status see them at once. */
  appendLogs(id: string, lines: string[]): Promise<void>;
  /** `limit` log lines from the `offset`th, and how many the log has; undefined for an unknown update. */
  logPage(id: string, offset: number, limit: number): Promise<{ lines: string[]; total: number } | undefined>;
  /** `limit` of the files an update's commit changed, from the `offset`th (added, then modified, then removed), and how many there are; undefined for an unknown update. */
  filesPage(id: string, offset: number, limit: number): Promise<{ files: ChangedFile[]; total: number } | undefined>;
  /** A project's updates, newest first: `limit` from the `offset`th, and how many it has. */
  list(projectId: string, offset: number, limit: number): Promise<{ updates: UpdateRecord[]; total: number }>;
  /** The newest successful update of a project: the base of `filesChanged`. */
  lastSuccess(projectId: string): Promise<UpdateRecord | undefined>;
}

/** One queued build: the update it fills in and its project. */
export interface BuildJob {
  updateId: string;
  projectId: string;
  /**
   * Aborted when this node lost the claim (its heartbeats stopped reaching the database for a
   * lease, and the job went to another worker): the build should stop, its outcome is not taken.
   * Absent where claims cannot lapse (SQLite).
   */
  lapsed?: AbortSignal;
}

export interface BuildQueue {
  /**
   * Queues an update of a project. While one is still queued (not started) for that project, the
   * trigger coalesces into it: the same status id comes back with `coalesced: true`. Rejects with
   * ProjectDisabledError for a disabled project or a preview of one.
   */
  enqueue(projectId: string, source: UpdateSource): Promise<{ statusId: string; coalesced: boolean }>;
  /** Takes the oldest queued job and marks its update `in_progress`; undefined when none is queued. */
  claim(): Promise<BuildJob | undefined>;
  /**
   * Ends a claimed job: the update gets its outcome and `endedAt`. A job canceled while it built
   * stays canceled: its outcome is dropped.
   */
  finish(updateId: string, outcome: UpdateOutcome): Promise<void>;
  /**
   * Cancels a queued or building update: it ends `canceled` at once (a worker building it stops
   * at its next look). Returns the status after, which is the final one it already had when it
   * had ended; undefined for an unknown update.
   */
  cancel(updateId: string): Promise<UpdateStatus | undefined>;
  /**
   * At start-up: updates that can no longer finish are failed with a reason; returns how many. On
   * SQLite (one process), every update left `in_progress` by a service that died is such, and its
   * project is queued again. On PostgreSQL a claim is a lease that comes back by itself when its
   * worker dies; what is recovered is an update whose every delivery lapsed. No record stays
   * in_progress forever.
   */
  recover(): Promise<number>;
}
