import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { BlobReader } from './blob-reader.ts';
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
  const copied = await copyFolder(root, ref, dirname(inRepo), folder);
  if (copied) {
    await rm(folder, { recursive: true, force: true });
    return { error: copied };
  }
  return { path: join(folder, inRepo), remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * The folder's files at that ref, without touching the work tree: listed by `git ls-tree` and
 * read as stored by `git cat-file`. Not `git archive`, which runs the smudge filters a
 * repository's config and attributes name; links are left out, so none leads out of the copy.
 */
async function copyFolder(root: string, ref: string, dir: string, into: string): Promise<string | undefined> {
  const listed = await runGit(root, ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', ref, ...(dir === '.' ? [] : ['--', dir])]);
  if ('error' in listed) return `Could not read ${dir} at ${ref}: ${listed.error}`;
  const reader = new BlobReader(root);
  try {
    for (const line of listed.stdout.split('\0')) {
      // `<mode> <type> <object>\t<path>`: regular files only (100644, 100755), no links (120000) or submodules.
      const match = /^(100644|100755) blob (\S+)\t(.+)$/s.exec(line);
      if (!match) continue;
      const target = join(into, match[3]!);
      if (relative(into, target).startsWith('..')) continue;
      const bytes = await reader.object(match[2]!);
      if (!bytes) return `Could not read ${match[3]} at ${ref}.`;
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
  } finally {
    reader.close();
  }
  return undefined;
}
