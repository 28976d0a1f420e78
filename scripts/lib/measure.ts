import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GNU_TIME = '/usr/bin/time';
const POLL_MS = 20;

/** How a measured command ended, what it printed, and what it cost. */
export interface Measurement {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  seconds: number;
  /** Peak resident set size in KB; undefined when it could not be read. */
  peakKb: number | undefined;
}

// Children run in their own process group (so a timeout kills the command, not just its wrapper);
// Ctrl-C no longer reaches them by itself, so it is forwarded.
const running = new Set<number>();
process.on('SIGINT', () => {
  for (const pid of running) killGroup(pid);
  process.exit(130);
});

/**
 * Runs a command with a time limit, measuring wall time and peak RSS: through GNU time when it is
 * installed, else by polling the child's VmHWM in /proc (which may miss the last few milliseconds).
 */
export function measure(command: string, args: readonly string[], timeoutMs: number, env: NodeJS.ProcessEnv = process.env): Promise<Measurement> {
  const scratch = mkdtempSync(join(tmpdir(), 'quire-measure-'));
  const timeFile = join(scratch, 'rss');
  const wrapped = existsSync(GNU_TIME);
  const started = performance.now();
  const child = wrapped
    ? spawn(GNU_TIME, ['-o', timeFile, '-f', '%M', command, ...args], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env })
    : spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  const pid = child.pid;
  if (pid !== undefined) running.add(pid);

  let polledKb: number | undefined;
  const poll = wrapped || pid === undefined ? undefined : setInterval(() => (polledKb = readHighWater(pid) ?? polledKb), POLL_MS);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (pid !== undefined) killGroup(pid);
  }, timeoutMs);

  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));

  return new Promise((resolve) => {
    const finish = (code: number | null, signal: NodeJS.Signals | null, error?: Error): void => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      if (pid !== undefined) running.delete(pid);
      const peakKb = wrapped ? readTimeOutput(timeFile) : polledKb;
      rmSync(scratch, { recursive: true, force: true });
      resolve({
        code,
        signal,
        timedOut,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8') + (error ? `${error.message}\n` : ''),
        seconds: (performance.now() - started) / 1000,
        peakKb,
      });
    };
    child.on('error', (error) => finish(127, null, error));
    child.on('close', (code, signal) => finish(code, signal));
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function readHighWater(pid: number): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    return undefined;
  }
}

/** GNU time writes "%M" as the last line (after a "Command exited with non-zero status" note, if any). */
function readTimeOutput(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const last = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  return /^\d+$/.test(last) ? Number(last) : undefined;
}
