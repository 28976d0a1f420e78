// Step 2 of a build: `quire build` in a child process of its own, inside the sandbox (sandbox.ts),
// with a heap limit, a scrubbed environment and a process group, so a timeout or a shutdown kills
// it and everything it started.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { readBoundedLines } from './bounded-lines.ts';
import { buildEnvironment } from './child-env.ts';
import { sandboxArgs, sandboxProblem, sandboxTool, type SandboxView } from './sandbox.ts';
import { buildCgroupName, createBuildCgroup } from './build-cgroup.ts';
import { fileSizeBlocks, watchDiskUse } from './disk-quota.ts';

/**
 * What a build must see of Quire to run the `quire` script `cli`: every node_modules folder Node
 * looks in from the script up, the package.json beside each, and the real folders of the @quire
 * packages found there (a clone links them to its packages/ folder; an install holds them in
 * node_modules). Read once per script.
 */
function quireFiles(cli: string): string[] {
  let files = quireFilesOf.get(cli);
  if (!files) {
    files = [...new Set(nodeModulesFrom(dirname(cli)).flatMap((dir) => [dir, join(dirname(dir), 'package.json'), ...quirePackagesIn(dir)]))];
    quireFilesOf.set(cli, files);
  }
  return files;
}
const quireFilesOf = new Map<string, string[]>();

function nodeModulesFrom(start: string): string[] {
  const found: string[] = [];
  for (let dir = start; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules' && existsSync(join(dir, 'node_modules'))) found.push(join(dir, 'node_modules'));
    if (dir === dirname(dir)) return found;
  }
}

function quirePackagesIn(nodeModules: string): string[] {
  const scope = join(nodeModules, '@quire');
  return existsSync(scope) ? readdirSync(scope).map((name) => realpathSync(join(scope, name))) : [];
}

/**
 * Where the built site lands on the host: in the scratch folder, which the build sees as
 * `<docs>/.quire` (Astro's project folder). Output and project share one mount, so Astro can
 * move its files into the output.
 */
export function builtSiteDir(home: string): string {
  return join(home, 'project', 'out');
}

export interface BuildProcessOptions {
  /** The repository's checkout, shown read-only. */
  checkoutDir: string;
  /** The docs folder (holding docs.json), in the checkout. */
  docsDir: string;
  /** The site's public URL, for canonical links and the sitemap. */
  siteUrl?: string;
  /** The child's HOME, working directory and scratch: a fresh folder outside the service's data folder, the only one it may write. */
  home: string;
  memoryMb: number;
  log(line: string): void;
  /** Aborting kills the whole process group. */
  signal: AbortSignal;
  /**
   * The script run as `quire`: the CLI that started the service names its own (ServiceOptions.cli),
   * so the service builds with that version; tests put a small script in its place.
   */
  cli: string;
  /**
   * The project's page cache on the host, kept between its updates: the build reads and writes
   * it (as `<home>/page-cache`), so an update renders only the pages its commit changed.
   */
  cacheDir?: string;
  /** Folders the build must not see even where a shown folder holds them (the service's data folder). */
  hidden?: string[];
  /** The build's path to the map of documents fetched for it (remote-specs.ts). */
  remoteSpecs?: string;
  /** Disk the build may fill while it runs (its scratch and page cache together), in MB; disk-quota.ts. */
  diskMb?: number;
  /**
   * Node's compile cache on the host (compile-cache.ts), seen at `compileCacheMount`: read-only
   * for a tenant's build, writable only for the service's own warm-up.
   */
  compileCache?: { dir: string; writable?: boolean };
}

/** Where a build sees Node's compile cache: outside every folder it is shown otherwise. */
export const compileCacheMount = '/run/quire/compile-cache';

export interface BuildProcessResult {
  exitCode: number | null;
  /** Set when the signal killed it. */
  aborted: boolean;
  /** Why the sandbox could not start: the build did not run. */
  refused?: string;
  /** The kernel stopped the build for going past its memory cap (native memory included). */
  memoryExceeded?: boolean;
  /** The build was stopped for filling more disk than its quota. */
  diskExceeded?: boolean;
  /** The last lines of each stream, for the summary. */
  stdout: string[];
  stderr: string[];
}

const kept = 200;
/** A build that prints without end must not fill the status record: past this, lines are dropped. */
const maxLoggedLines = 5000;
const maxLineLength = 2000;

export async function runBuildProcess(options: BuildProcessOptions): Promise<BuildProcessResult> {
  const refused = await sandboxProblem();
  if (refused) return { exitCode: null, aborted: false, refused, stdout: [], stderr: [] };
  const { cli } = options;
  const project = join(options.docsDir, '.quire');
  const cache = options.cacheDir ? ['--cache-dir', cacheMount(options.home)] : [];
  const args = [
    `--max-old-space-size=${options.memoryMb}`,
    cli,
    'build',
    options.docsDir,
    '-o',
    join(project, 'out'),
    ...(options.siteUrl ? ['--site', options.siteUrl] : []),
    ...cache,
  ];
  const sandboxed = [sandboxTool, ...sandboxArgs(sandboxView(options, cli), [process.execPath, ...args])];
  const cgroup = await createBuildCgroup(buildCgroupName(), { processes: maxProcesses, memoryBytes: capMb(options.memoryMb) * 1048576 });
  if (!cgroup)
    options.log(
      `Note: this machine lets the service make no control groups, so the build has no cap on processes or on memory beyond its ${options.memoryMb} MB heap.`,
    );
  // The sandbox's first process takes the file size limit and joins the groups before it becomes
  // bubblewrap: all it starts is bounded and counted.
  const diskMb = options.diskMb ?? defaultDiskMb;
  const run = { command: '/bin/sh', args: ['-c', limitThenRun, 'sh', String(fileSizeBlocks(maxFileMb(diskMb))), ...(cgroup?.procs ?? []), '--', ...sandboxed] };
  const stopForDisk = new AbortController();
  const writable = [options.home, ...(options.cacheDir ? [options.cacheDir] : [])];
  const disk = watchDiskUse(writable, diskMb * 1048576, () => stopForDisk.abort());
  try {
    const result = await spawnBuild(run, { ...options, signal: AbortSignal.any([options.signal, stopForDisk.signal]) });
    return {
      ...result,
      aborted: options.signal.aborted,
      ...(cgroup && (await cgroup.memoryExceeded()) ? { memoryExceeded: true } : {}),
      ...(disk.exceeded() ? { diskExceeded: true } : {}),
    };
  } finally {
    disk.stop();
    await cgroup?.remove();
  }
}

/** A build's disk quota when the service sets none: a large site's output, intermediates and cache. */
export const defaultDiskMb = 8192;

/** The largest file a build may write: a site's largest files are specs and bundles, far below this. */
const maxFileMb = (diskMb: number) => Math.min(1024, diskMb);

/** Processes a build may run at once: Astro's workers and what a docs repo's code starts, not a fork bomb. */
const maxProcesses = 512;

/** The memory cap of the whole build: twice its heap, since bundling takes native memory too. */
export const capMb = (heapMb: number) => heapMb * 2 + 512;

/** Sets the file size limit to its first argument, writes its pid to each file up to `--` (joining those control groups), then runs what follows. */
const limitThenRun = 'ulimit -f "$1" || exit 96; shift; while [ "$1" != -- ]; do echo $$ > "$1" || exit 97; shift; done; shift; exec "$@"';

function spawnBuild(run: { command: string; args: string[] }, options: BuildProcessOptions): Promise<BuildProcessResult> {
  return new Promise((resolve) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    if (options.signal.aborted) return resolve({ exitCode: null, aborted: true, stdout, stderr });
    // detached: the child leads a new process group, so one kill reaches Astro's workers too.
    const env = {
      ...buildEnvironment(options.home, process.env, options.compileCache && compileCacheMount),
      ...(options.remoteSpecs ? { QUIRE_REMOTE_SPECS: options.remoteSpecs } : {}),
    };
    const child = spawn(run.command, run.args, { cwd: options.home, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    options.signal.addEventListener('abort', killGroup, { once: true });
    let logged = 0;
    const log = (line: string, cut: boolean) => {
      logged++;
      if (logged < maxLoggedLines) options.log(cut ? `${line} …` : line);
      else if (logged === maxLoggedLines) options.log(`… the build printed more than ${maxLoggedLines} lines; the rest is not kept.`);
    };
    const collect = (stream: NodeJS.ReadableStream, into: string[]) =>
      readBoundedLines(stream, {
        maxLength: maxLineLength,
        onLine(line, cut) {
          log(line, cut);
          into.push(line);
          if (into.length > kept) into.shift();
        },
      });
    const streams = Promise.all([collect(child.stdout, stdout), collect(child.stderr, stderr)]);
    child.on('error', async (error) => {
      // Spawning itself failed: there is no process and no 'exit'.
      await streams;
      resolve({ exitCode: null, aborted: options.signal.aborted, stdout, stderr: [...stderr, error.message] });
    });
    // 'exit', not 'close': a grandchild left running would hold the pipes open, and 'close' with them.
    child.on('exit', async (code) => {
      options.signal.removeEventListener('abort', killGroup);
      // Nothing the build started may outlive it (a server an MDX page started, a stuck worker).
      killGroup();
      await streams;
      resolve({ exitCode: code, aborted: options.signal.aborted, stdout, stderr });
    });
  });
}

/** The page count `quire build` prints on success ("✓ Built 42 pages into …"). */
export function builtPageCount(stdout: readonly string[]): number | undefined {
  for (const line of stdout) {
    const match = /Built (\d+) pages?/.exec(line);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/**
 * What the build sees: the system's libraries, Node and Quire read-only, its checkout read-only,
 * and, writable, its own HOME and the project folder Astro writes in (`<docs>/.quire`, the
 * scratch folder's `project`). Nothing of the data folder, other checkouts, other sites or the
 * database. The checkout's own `.quire` is replaced by an empty folder to mount on.
 */
/** Where the build sees its project's page cache. */
function cacheMount(home: string): string {
  return join(home, 'page-cache');
}

function sandboxView(options: BuildProcessOptions, cli: string): SandboxView {
  const project = join(options.home, 'project');
  mkdirSync(project, { recursive: true });
  const writable: [string, string][] = [[options.home, options.home]];
  const mountPoint = join(options.docsDir, '.quire');
  if (options.docsDir.startsWith(options.checkoutDir)) {
    rmSync(mountPoint, { recursive: true, force: true });
    mkdirSync(mountPoint, { recursive: true });
    writable.push([project, mountPoint]);
  }
  if (options.cacheDir) {
    mkdirSync(options.cacheDir, { recursive: true });
    mkdirSync(cacheMount(options.home), { recursive: true });
    writable.push([options.cacheDir, cacheMount(options.home)]);
  }
  const compileCache: [string, string][] = options.compileCache ? [[options.compileCache.dir, compileCacheMount]] : [];
  if (options.compileCache?.writable) writable.push(...compileCache);
  return {
    readOnly: [dirname(dirname(process.execPath)), ...quireFiles(cli), dirname(cli), options.checkoutDir],
    writable,
    readOnlyAt: options.compileCache?.writable ? [] : compileCache,
    hidden: options.hidden ?? [],
    cwd: options.home,
  };
}
