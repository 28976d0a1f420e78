// What the service stores, as its API and its workers see it. The status record is documented at docs: hosting-api/update-status.

/**
 * An update's lifecycle: `queued` -> `in_progress` -> `success` | `failure`; `canceled` from
 * `queued` or `in_progress` when a user cancels it. The last three are final.
 */
export type UpdateStatus = 'queued' | 'in_progress' | 'success' | 'failure' | 'canceled';
/**
 * Who asked for the update: the REST API, a Git host's push webhook, the service itself (a
 * restart re-queue), or an admin command.
 */
export type UpdateSource = 'api' | 'webhook' | 'internal' | 'cli';

export interface Project {
  id: string;
  name: string;
  /** The site is served at `<subdomain>.<host>` (and at `/sites/<subdomain>/` for local use). */
  subdomain: string;
  /** A git repository: a local path or a URL. */
  repo: string;
  branch: string;
  /** The docs folder inside the repository (holding docs.json); empty for its root. */
  dir: string;
  createdAt: string;
  /**
   * When an operator disabled it (`quire projects disable`); null while it is enabled. A disabled
   * project's triggers and webhooks are refused and its previews are not built; its site stays
   * published as it was.
   */
  disabledAt: string | null;
}

/**
 * A preview: a project of its own, made when a branch other than the project's is pushed, built
 * from that branch and served at `<branch>--<subdomain>`, until the branch is deleted.
 */
/**
 * A project's credential for its git repository, given by the operator (`quire projects
 * credential`): the service's git presents it through a credential helper, never in the URL.
 */
export interface RepoCredential {
  /** The login; for a Git host's access token, whatever name the host asks for (x-access-token, oauth2). */
  username: string;
  /** The token or password. */
  password: string;
}

export interface Preview {
  /** The preview's own project id: its updates are triggered, read and canceled by it. */
  projectId: string;
  /** The project it previews. */
  previewOf: string;
  branch: string;
  subdomain: string;
  createdAt: string;
}

export interface FilesChanged {
  added: string[];
  modified: string[];
  removed: string[];
}

export interface CommitInfo {
  sha: string;
  /** The ref built, such as `refs/heads/main`. */
  ref: string;
  message: string;
  /** Relative to the last successful update; the first update lists every file as added. */
  filesChanged: FilesChanged;
}

/** How many files each list of `filesChanged` has in all. */
export interface FilesChangedCount {
  added: number;
  modified: number;
  removed: number;
}

/**
 * The commit as the status record carries it: each list of `filesChanged` holds its first
 * files only (at most 100), `filesChangedCount` says how many there are in all, and the whole
 * list is read page by page (`update-files`). A poll then costs the same whatever a commit changed.
 */
export interface RecordedCommit extends CommitInfo {
  filesChangedCount: FilesChangedCount;
}

/** One changed file, as the paged list gives it. */
export interface ChangedFile {
  path: string;
  change: keyof FilesChanged;
}

/** The status record of one update (docs: hosting-api/update-status): every field always present, null until known. */
export interface UpdateRecord {
  _id: string;
  projectId: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  endedAt: string | null;
  status: UpdateStatus;
  summary: string;
  /** The log's last lines (at most 100); the whole log is read page by page (`update-logs`). */
  logs: string[];
  /** How many lines the log has. */
  logLines: number;
  subdomain: string;
  /** URLs of PNGs of the site's home page, taken after the build. */
  screenshot: string | null;
  screenshotLight: string | null;
  screenshotDark: string | null;
  /** The commit's author, as `Name <email>`. */
  author: string | null;
  commit: RecordedCommit | null;
  source: UpdateSource;
}

/** An API token as stored: never the token itself, only its hash. */
export interface TokenRecord {
  id: string;
  /** The one project it may act on; null for an org-wide token. */
  projectId: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** How an update ended, as the worker reports it. */
export interface UpdateOutcome {
  status: 'success' | 'failure';
  summary: string;
  author?: string;
  commit?: CommitInfo;
  screenshots?: { light: string; dark: string };
}
