import { spawn } from 'node:child_process';

/** How a child process ended, with its output when it was captured. */
export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface RunOptions {
  /** Collect stdout and stderr (interleaved) instead of passing them through. */
  capture?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Runs a command from the repository's current directory; never rejects on a failing exit. */
export function run(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', options.capture ? 'pipe' : 'inherit'],
      env: options.env ?? process.env,
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A missing executable is reported like a failed run, so callers have one path to handle.
    child.on('error', (error) => resolve({ code: 127, signal: null, output: `${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code, signal, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
