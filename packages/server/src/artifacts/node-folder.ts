// Each API node in S3 mode keeps its local copies in a folder of its own under the data folder's
// `site-cache/` (several nodes may share one data folder). A clean stop removes the folder; a node
// killed (SIGKILL, OOM) cannot, so each start sweeps the folders of nodes no longer running.
//
// A folder's name says whose it is, `node-<host>-<pid>-<start>-<random>`, written in the one
// mkdir that makes it, so a node starting meanwhile never sees a folder without an owner. A folder
// is its owner's while that process runs: same host, a process with that pid, started at the same
// clock tick (Linux's /proc; a pid is reused, in containers at every restart). Folders of other
// hosts (a data folder on a network share) are left to those hosts' own starts.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Makes this process's folder under `parent` and removes the folders of nodes no longer running. */
export async function claimNodeFolder(parent: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  const host = hostLabel();
  const folder = await mkdtemp(join(parent, `node-${host}-${process.pid}-${startTick(process.pid)}-`));
  const names = await readdir(parent);
  // Housekeeping: a folder that cannot go now goes at a later start.
  await Promise.all(names.filter((name) => isLeftBehind(name, host)).map((name) => rm(join(parent, name), { recursive: true, force: true }).catch(() => {})));
  return folder;
}

function isLeftBehind(name: string, host: string): boolean {
  const owner = /^node-(.+)-(\d+)-(\d+)-[A-Za-z0-9]{6}$/.exec(name);
  // Not a node folder of this format, or another host's: nothing here can tell whether it runs.
  if (!owner || owner[1] !== host) return false;
  const pid = Number(owner[2]);
  return !isRunning(pid) || startTick(pid) !== Number(owner[3]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started, in clock ticks since boot (/proc/<pid>/stat, field 22); 0 where there is no /proc. */
function startTick(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]) || 0;
  } catch {
    return 0;
  }
}

/** The host's name as a path segment. */
function hostLabel(): string {
  return hostname().replace(/[^A-Za-z0-9.]/g, '_').slice(0, 63) || 'host';
}
