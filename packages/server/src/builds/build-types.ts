// What a build worker is given and what it reports: one update of one project, built in a child
// process with limits, then published atomically.
import type { ArtifactStore } from '../artifacts/artifact-store.ts';
import type { CommitInfo, Project, RepoCredential } from '../storage/records.ts';

export interface BuildLimits {
  /** The whole build (checkout, site build, screenshots) is killed past this. */
  timeoutMs: number;
  /** The build process's V8 heap limit (--max-old-space-size). */
  memoryMb: number;
  /** The largest built site published, in MB; a larger one fails the update. */
  outputMb: number;
  /** Disk a build may fill while it runs (scratch and page cache), in MB; past it, it is stopped. */
  diskMb?: number;
}

/** Whose stored credential a build's git may use, and that credential when there is one. */
export interface RepoAccess {
  /** The project the credential belongs to: the project built, or the project a preview previews. */
  projectId: string;
  /** Given to the service's git alone (git.ts), never to the build process. */
  credential?: RepoCredential;
}

export interface BuildInput {
  project: Project;
  /** The credential for the project's repository; none when absent. */
  repoAccess?: RepoAccess;
  /** The commit of the project's last successful update: `filesChanged` is relative to it. */
  previousSha?: string;
  /** Where the service keeps its files: checkouts, staging and published sites go under it. */
  dataDir: string;
  /** Where the built site is published. */
  artifacts: ArtifactStore;
  /** The public base URL of the project's site, for the screenshots' URLs and absolute links. */
  siteUrl: string;
  limits: BuildLimits;
  /** The `quire` script the build runs (ServiceOptions.cli). */
  cli: string;
  /** Where warmed compile caches are kept (compile-cache.ts); the machine's shared folder by default. */
  compileCacheRoot?: string;
  /** Receives each log line as it is produced. */
  log(line: string): void;
  signal?: AbortSignal;
}

export type BuildResult =
  | {
      ok: true;
      summary: string;
      commit: CommitInfo;
      author: string;
      /**
       * The home page's PNGs as saved in the artifact store, paths under `/screenshots/` (the
       * service turns them into URLs). Absent when they could not be taken or stored: that does
       * not fail the update, whose site is already live, and the log says why.
       */
      screenshots?: { light: string; dark: string };
    }
  | { ok: false; summary: string; commit?: CommitInfo; author?: string };
