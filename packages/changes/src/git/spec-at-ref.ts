import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { runGit } from './run-git.ts';

export interface SpecAtRef {
  /** The spec's path inside the copy, for loadSpec. */
  path: string;
  /** Removes the copy. */
  remove: () => Promise<void>;
}

/**
 * The spec as it was at a git ref (a commit, tag, branch, `HEAD~3`), with the files next to it
 * that its `$ref`s may name: its folder is copied out of the repository at that ref.
 */
export async function specAtRef(spec: string, ref: string): Promise<SpecAtRef | { error: string }> {
  const absolute = resolve(spec);
  const top = await runGit(dirname(absolute), ['rev-parse', '--show-toplevel']);
  if ('error' in top) return { error: `${spec} is not in a git repository (${top.error}).` };
  const root = top.stdout.trim();
  const inRepo = relative(root, absolute).split('\\').join('/');
  const exists = await runGit(root, ['cat-file', '-e', `${ref}:${inRepo}`]);
  if ('error' in exists) {
    const known = await runGit(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return { error: 'error' in known ? `${ref} names no commit of ${root}.` : `${inRepo} does not exist at ${ref}.` };
  }
  const folder = await mkdtemp(join(tmpdir(), 'quire-diff-'));
  const copied = await archive(root, ref, dirname(inRepo), folder);
  if (copied) {
    await rm(folder, { recursive: true, force: true });
    return { error: copied };
  }
  return { path: join(folder, inRepo), remove: () => rm(folder, { recursive: true, force: true }) };
}

/** `git archive <ref> -- <dir> | tar -x`: the folder's files at that ref, without touching the work tree. */
function archive(root: string, ref: string, dir: string, into: string): Promise<string | undefined> {
  return new Promise((done) => {
    const git = spawn('git', ['archive', '--format=tar', ref, '--', dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const tar = spawn('tar', ['-x', '-C', into], { stdio: ['pipe', 'ignore', 'pipe'] });
    let failure = '';
    git.stderr.on('data', (chunk) => (failure += chunk));
    tar.stderr.on('data', (chunk) => (failure += chunk));
    git.stdout.pipe(tar.stdin);
    git.on('error', (error) => (failure ||= error.message));
    tar.on('error', (error) => (failure ||= error.message));
    tar.on('close', (code) =>
      done(code === 0 && !failure ? undefined : `Could not read ${dir} at ${ref}: ${failure.trim().split('\n')[0] ?? `tar exited ${code}`}`),
    );
  });
}
