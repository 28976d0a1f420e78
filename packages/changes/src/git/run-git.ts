import { execFile } from 'node:child_process';
import { safeGitArgs, safeGitEnvironment } from './safe-git.ts';

/** Runs git in `cwd` (see safe-git.ts); a failure is a value with git's own first line, never a throw. */
export function runGit(cwd: string, args: string[]): Promise<{ stdout: string } | { error: string }> {
  return new Promise((done) => {
    // A large spec's history is read in one call: its output may be hundreds of megabytes.
    execFile('git', safeGitArgs(args), { cwd, env: safeGitEnvironment(), maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) done({ error: (stderr || error.message).trim().split('\n')[0] ?? 'git failed' });
      else done({ stdout });
    });
  });
}
