// The git CLI, run without a shell (a project's repo and branch are user input) and without
// prompts: a private repository without credentials must fail at once, not wait for a password.
import { execFile } from 'node:child_process';
import { redactCredentials } from '../storage/url-credentials.ts';

export class GitError extends Error {
  /** git's own explanation: its first `fatal:` or `error:` line, else its last line of stderr. */
  readonly reason: string;
  constructor(args: readonly string[], stderr: string) {
    // git echoes the remote's URL in its errors (`could not read from 'https://TOKEN@host/…'`): the
    // reason is redacted here, before any log, summary or service message can show it.
    const lines = redactCredentials(stderr).split('\n').map((line) => line.trim()).filter(Boolean);
    const reason = (lines.find((line) => /^(fatal|error):/.test(line)) ?? lines.at(-1) ?? 'git failed').replace(/^(fatal|error):\s*/, '');
    super(`git ${args[0]}: ${reason}`);
    this.reason = reason;
  }
}

export function git(args: readonly string[], options: { cwd?: string; signal?: AbortSignal } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        ...options,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', SSH_ASKPASS: '', LANG: 'C' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (options.signal?.aborted) return reject(options.signal.reason ?? error);
        reject(new GitError(args, stderr || error.message));
      },
    );
  });
}
