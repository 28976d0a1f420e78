// The service's storage and build queue, behind one narrow interface. SQLite (node:sqlite) is the
// embedded default; a later step puts PostgreSQL and a Postgres-backed queue behind the same
// interface, so it is asynchronous even where SQLite is not, and no SQL lives outside storage/.
import type { Project, TokenRecord, UpdateOutcome, UpdateRecord, UpdateSource } from './records.ts';

export interface Storage {
  projects: ProjectStore;
  tokens: TokenStore;
  updates: UpdateStore;
  queue: BuildQueue;
  close(): Promise<void>;
}

export interface ProjectStore {
  /** Rejects (a readable Error) when the subdomain is taken or not a valid DNS label. */
  add(input: { name: string; repo: string; branch?: string; subdomain?: string; dir?: string }): Promise<Project>;
  get(id: string): Promise<Project | undefined>;
  bySubdomain(subdomain: string): Promise<Project | undefined>;
  list(): Promise<Project[]>;
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
  /** The newest successful update of a project: the base of `filesChanged`. */
  lastSuccess(projectId: string): Promise<UpdateRecord | undefined>;
}

/** One queued build: the update it fills in and its project. */
export interface BuildJob {
  updateId: string;
  projectId: string;
}

export interface BuildQueue {
  /**
   * Queues an update of a project. While one is still queued (not started) for that project, the
   * trigger coalesces into it: the same status id comes back with `coalesced: true`.
   */
  enqueue(projectId: string, source: UpdateSource): Promise<{ statusId: string; coalesced: boolean }>;
  /** Takes the oldest queued job and marks its update `in_progress`; undefined when none is queued. */
  claim(): Promise<BuildJob | undefined>;
  /** Ends a claimed job: the update gets its outcome and `endedAt`. */
  finish(updateId: string, outcome: UpdateOutcome): Promise<void>;
  /**
   * At start-up: updates left `in_progress` by a service that died are failed with a reason (and
   * the project queued again); returns how many were recovered. No record stays in_progress forever.
   */
  recover(): Promise<number>;
}
