import { runGit } from './run-git.ts';

/** One commit that changed a spec. */
export interface SpecCommit {
  commit: string;
  /** The committer's date, ISO 8601. */
  date: string;
  /** The tags that point at the commit. */
  tags: string[];
  /** The spec's path in the repository at that commit (renames are followed). */
  path: string;
}

/**
 * The commits that changed a spec, newest first, following renames (`git log --follow`). A
 * shallow clone holds only the newest of them: `shallow` says so, so that no one reads its oldest
 * commit as the spec's first version.
 */
export async function specCommits(root: string, path: string): Promise<{ commits: SpecCommit[]; shallow: boolean } | { error: string }> {
  const log = await runGit(root, ['log', '--follow', '--name-only', '--format=%x01%H%x00%cI%x00%D', '--', path]);
  if ('error' in log) return log;
  const shallow = await runGit(root, ['rev-parse', '--is-shallow-repository']);
  const commits: SpecCommit[] = [];
  for (const record of log.stdout.split('\x01').slice(1)) {
    const [head = '', ...files] = record.split('\n');
    const [commit = '', date = '', refs = ''] = head.split('\0');
    const tags = refs.split(', ').flatMap((ref) => (ref.startsWith('tag: ') ? [ref.slice('tag: '.length)] : []));
    const file = files.find((line) => line.trim());
    commits.push({ commit, date, tags, path: file ?? path });
  }
  return { commits, shallow: 'stdout' in shallow && shallow.stdout.trim() === 'true' };
}
