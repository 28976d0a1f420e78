// Step 2 of a build: `quire build` in a child process of its own, with a heap limit, a scrubbed
// environment and a process group, so a timeout or a shutdown kills it and everything it started.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildEnvironment } from './child-env.ts';
import { sandboxAvailable, sandboxed } from './sandbox.ts';

/** The `quire` CLI of this checkout of Quire: the service builds with the version it ships with. */
export const quireCli = fileURLToPath(new URL('../../../cli/bin/quire.js', import.meta.url));

export interface BuildProcessOptions {
  /** The docs folder (holding docs.json). */
  docsDir: string;
  outDir: string;
  /** The site's public URL, for canonical links and the sitemap. */
  siteUrl?: string;
  /** The child's HOME and working directory: a fresh folder outside the service's data folder. */
  home: string;
  memoryMb: number;
  log(line: string): void;
  /** Aborting kills the whole process group. */
  signal: AbortSignal;
  /** The script run as `quire`; tests put a small script in its place. */
  cli?: string;
  /** Folders the build must not see (the service's database): covered when the machine allows a sandbox. */
  hidden?: string[];
}

export interface BuildProcessResult {
  exitCode: number | null;
  /** Set when the signal killed it. */
  aborted: boolean;
  /** The last lines of each stream, for the summary. */
  stdout: string[];
  stderr: string[];
}

const kept = 200;
/** A build that prints without end must not fill the status record: past this, lines are dropped. */
const maxLoggedLines = 5000;
const maxLineLength = 2000;

export async function runBuildProcess(options: BuildProcessOptions): Promise<BuildProcessResult> {
  const args = [`--max-old-space-size=${options.memoryMb}`, options.cli ?? quireCli, 'build', options.docsDir, '-o', options.outDir, ...(options.siteUrl ? ['--site', options.siteUrl] : [])];
  // A folder must exist to be covered; one that does not exist has nothing to hide.
  const hidden = (options.hidden ?? []).filter((dir) => existsSync(dir));
  let run = { command: process.execPath, args };
  if (hidden.length && (await sandboxAvailable())) run = sandboxed(hidden, process.execPath, args);
  else if (hidden.length) options.log('Warning: this machine allows no user namespaces (unshare), so the build runs without the sandbox that hides the service\'s database from it.');
  return new Promise((resolve) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    if (options.signal.aborted) return resolve({ exitCode: null, aborted: true, stdout, stderr });
    // detached: the child leads a new process group, so one kill reaches Astro's workers too.
    const child = spawn(run.command, run.args, { cwd: options.home, env: buildEnvironment(options.home), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    options.signal.addEventListener('abort', killGroup, { once: true });
    let logged = 0;
    const log = (line: string) => {
      logged++;
      if (logged < maxLoggedLines) options.log(line.length > maxLineLength ? `${line.slice(0, maxLineLength)} …` : line);
      else if (logged === maxLoggedLines) options.log(`… the build printed more than ${maxLoggedLines} lines; the rest is not kept.`);
    };
    const collect = (stream: NodeJS.ReadableStream, into: string[]) =>
      new Promise<void>((done) => {
        const lines = createInterface({ input: stream, crlfDelay: Infinity });
        lines.on('line', (line) => {
          log(line);
          into.push(line.slice(0, maxLineLength));
          if (into.length > kept) into.shift();
        });
        lines.on('close', done);
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
