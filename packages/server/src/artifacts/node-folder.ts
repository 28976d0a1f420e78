// Each node in S3 mode that serves sites keeps its local copies in a folder of its own under the
// data folder's `site-cache/` (several nodes may share one data folder). A clean stop removes the
// folder; a node killed (SIGKILL, OOM) cannot, so the running nodes sweep the folders of dead ones.
//
// Whether a folder's node still runs is told by a heartbeat on the shared folder itself: the node
// sets its folder's modification time every half minute, and a folder untouched for ten beats
// is a dead node's. A process id cannot tell: containers that share the data folder may also share
// a hostname, and a pid that runs nowhere here may run in another container's namespace. Every
// node, in any namespace or on any host, reads the same time on the shared folder; the one thing
// assumed is that the nodes' clocks agree to within the stale time (minutes, not seconds).
import { mkdir, mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';

export interface NodeFolderTiming {
  /** How often a node touches its folder, and sweeps the others'. */
  heartbeatMs: number;
  /** A folder untouched this long is a dead node's: many beats, so a busy node is never taken for one. */
  staleAfterMs: number;
}

export const defaultNodeFolderTiming: NodeFolderTiming = { heartbeatMs: 30_000, staleAfterMs: 5 * 60_000 };

export interface NodeFolder {
  path: string;
  /** Stops the heartbeat and removes the folder (a clean stop). */
  release(): Promise<void>;
}

/** Makes this process's folder under `parent`, keeps it alive, and removes the folders of dead nodes now and at each beat. */
export async function claimNodeFolder(parent: string, timing: NodeFolderTiming = defaultNodeFolderTiming): Promise<NodeFolder> {
  await mkdir(parent, { recursive: true });
  // The name says whose it is, for an operator looking at the folder; the heartbeat says whether it runs.
  const path = await mkdtemp(join(parent, `node-${hostLabel()}-${process.pid}-`));
  const sweep = () => sweepDeadNodes(parent, basename(path), timing.staleAfterMs);
  await sweep();
  const beat = setInterval(() => {
    const now = new Date();
    // Housekeeping: a beat or a sweep that fails is tried again at the next.
    void utimes(path, now, now)
      .catch(() => {})
      .then(sweep);
  }, timing.heartbeatMs);
  // The heartbeat alone never keeps the process running.
  beat.unref();
  return {
    path,
    async release() {
      clearInterval(beat);
      await rm(path, { recursive: true, force: true });
    },
  };
}

/** Removes the node folders under `parent` untouched for `staleAfterMs`, other than `own`. */
async function sweepDeadNodes(parent: string, own: string, staleAfterMs: number): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  const cutoff = Date.now() - staleAfterMs;
  await Promise.all(
    names
      // Node folders only (this format and the earlier `node-<host>-<pid>-<start>-<random>`).
      .filter((name) => name !== own && /^node-.+-[A-Za-z0-9]{6}$/.test(name))
      .map(async (name) => {
        const folder = join(parent, name);
        const touched = await stat(folder).then(
          (info) => info.mtimeMs,
          () => Infinity,
        );
        // Two nodes may sweep one folder at once: whichever fails leaves it to the other.
        if (touched < cutoff) await rm(folder, { recursive: true, force: true }).catch(() => {});
      }),
  );
}

/** The host's name as a path segment. */
function hostLabel(): string {
  return (
    hostname()
      .replace(/[^A-Za-z0-9.]/g, '_')
      .slice(0, 63) || 'host'
  );
}
