// Limits the kernel enforces on a whole build, every process it starts included: how many
// processes (a fork bomb stops at the cap) and how much memory (native memory too, which the heap
// limit does not cover). They come from a control group of the build's own, under cgroup v2's
// unified hierarchy or v1's `pids` and `memory` controllers, whichever the service may write.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ownerRunning } from './owner-pid.ts';

const root = '/sys/fs/cgroup';

export interface BuildCgroupLimits {
  processes: number;
  memoryBytes: number;
}

export interface BuildCgroup {
  /** Files a process writes its pid to, to join the group (with everything it starts after). */
  procs: string[];
  /** Whether the kernel stopped the build for going past its memory. */
  memoryExceeded(): Promise<boolean>;
  remove(): Promise<void>;
}

const prefix = 'quire-build-';

/** A new build group's name: it carries the service's pid, which tells whose group it is. */
export function buildCgroupName(): string {
  return `${prefix}${process.pid}-${randomBytes(6).toString('hex')}`;
}

/** A group for one build with these limits, or undefined where the service may not make one. */
export async function createBuildCgroup(name: string, limits: BuildCgroupLimits): Promise<BuildCgroup | undefined> {
  await removeLeftGroups();
  try {
    return (await unifiedGroup(name, limits)) ?? (await legacyGroups(name, limits));
  } catch {
    return undefined;
  }
}

/**
 * Groups of builds that a killed service never removed: those of a service no longer running,
 * and empty (the sandbox ends with its parent). A running service's groups are left alone even
 * when empty: a build it is starting has made its group, and its first process is about to join.
 */
async function removeLeftGroups(): Promise<void> {
  for (const dir of [root, join(root, 'pids'), join(root, 'memory')]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.startsWith(prefix) && !ownerRunning(ownerOf(entry)))) {
      const procs = await readFile(join(dir, name, 'cgroup.procs'), 'utf8').catch(() => 'unknown');
      if (procs.trim() === '') await rmdir(join(dir, name)).catch(() => {});
    }
  }
}

/** The pid of the service that named this group; 0 for names from before pids were put in. */
function ownerOf(name: string): number {
  return Number(name.slice(prefix.length).split('-')[0]) || 0;
}

/** cgroup v2: one folder, both limits, and `memory.events` counting the kills. */
async function unifiedGroup(name: string, limits: BuildCgroupLimits): Promise<BuildCgroup | undefined> {
  const controllers = await readFile(join(root, 'cgroup.subtree_control'), 'utf8').catch(() => '');
  if (!/\bpids\b/.test(controllers) || !/\bmemory\b/.test(controllers)) return undefined;
  const dir = join(root, name);
  await mkdir(dir);
  await writeFile(join(dir, 'pids.max'), String(limits.processes));
  await writeFile(join(dir, 'memory.max'), String(limits.memoryBytes));
  await writeFile(join(dir, 'memory.swap.max'), '0').catch(() => {});
  return {
    procs: [join(dir, 'cgroup.procs')],
    memoryExceeded: async () => /\boom_kill [1-9]/.test(await readFile(join(dir, 'memory.events'), 'utf8').catch(() => '')),
    remove: () => rmdir(dir).catch(() => {}),
  };
}

/** cgroup v1: a folder under each of the `pids` and `memory` controllers. */
async function legacyGroups(name: string, limits: BuildCgroupLimits): Promise<BuildCgroup | undefined> {
  if (!existsSync(join(root, 'pids', 'pids.max')) && !existsSync(join(root, 'pids', 'cgroup.procs'))) return undefined;
  if (!existsSync(join(root, 'memory', 'memory.limit_in_bytes'))) return undefined;
  const pids = join(root, 'pids', name);
  const memory = join(root, 'memory', name);
  await mkdir(pids);
  await mkdir(memory).catch(async (error) => {
    await rmdir(pids);
    throw error;
  });
  await writeFile(join(pids, 'pids.max'), String(limits.processes));
  await writeFile(join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
  await writeFile(join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes)).catch(() => {});
  return {
    procs: [join(pids, 'cgroup.procs'), join(memory, 'cgroup.procs')],
    memoryExceeded: async () => /\boom_kill [1-9]/.test(await readFile(join(memory, 'memory.oom_control'), 'utf8').catch(() => '')),
    remove: async () => {
      await rmdir(pids).catch(() => {});
      await rmdir(memory).catch(() => {});
    },
  };
}
