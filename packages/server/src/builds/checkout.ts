// Step 1 of a build: the project's branch tip in `<dataDir>/checkouts/<projectId>`, and what the
// commit is and changed. The checkout is kept between builds so an update fetches only what is new.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommitInfo, Project } from '../storage/records.ts';
import type { RepoAccess } from './build-types.ts';
import { everyFileAdded, parseNameStatus } from './files-changed.ts';
import { git, GitError } from './git.ts';

export interface Checkout {
  dir: string;
  commit: CommitInfo;
  /** `Name <email>` */
  author: string;
}

/** A failure the docs author can act on, already worded as the build's summary. */
export class CheckoutError extends Error {}

export function checkoutDir(dataDir: string, projectId: string): string {
  return join(dataDir, 'checkouts', projectId);
}

export async function checkout(options: {
  project: Project;
  dataDir: string;
  previousSha?: string;
  repoAccess?: RepoAccess;
  log(line: string): void;
  signal?: AbortSignal;
}): Promise<Checkout> {
  const { project, signal } = options;
  const dir = checkoutDir(options.dataDir, project.id);
  // Leading dashes would read as options to git: no repository or branch is named that way.
  if (project.repo.startsWith('-')) throw new CheckoutError(`The repository ${project.repo} is not a path or URL git can clone.`);
  const branchOk = await git(['check-ref-format', '--branch', project.branch]).then(
    () => !project.branch.startsWith('-'),
    () => false,
  );
  if (!branchOk) throw new CheckoutError(`The branch name "${project.branch}" is not a valid git branch name.`);

  const first = !existsSync(join(dir, '.git'));
  options.log(first ? `Cloning ${project.repo} (branch ${project.branch}) …` : `Fetching ${project.repo} (branch ${project.branch}) …`);
  if (first) {
    await mkdir(dir, { recursive: true });
    await git(['init', '--quiet', dir], { signal });
  }
  // The project's repository may have changed since the last build; and a service killed between
  // `init` and `remote add` left a checkout without `origin`, which the next build must mend.
  const hasOrigin = await git(['config', '--get', 'remote.origin.url'], { cwd: dir, signal }).then(
    () => true,
    () => false,
  );
  await git(['remote', hasOrigin ? 'set-url' : 'add', 'origin', project.repo], { cwd: dir, signal });
  const remoteRef = `refs/remotes/origin/${project.branch}`;
  // Only the fetch talks to the remote: only it is given the credential.
  const stored = options.repoAccess?.credential;
  const credential = stored && { ...stored, url: project.repo };
  try {
    // The tags too: a build labels each change of an API's history by the tag of its commit when
    // the spec's info.version did not change (@quire/changes); without them every label is a date.
    await git(['fetch', '--quiet', '--prune', '--no-tags', 'origin', `+refs/heads/${project.branch}:${remoteRef}`, '+refs/tags/*:refs/tags/*'], {
      cwd: dir,
      signal,
      ...(credential ? { credential } : {}),
    });
  } catch (error) {
    // A first fetch that failed leaves nothing behind: the next attempt is a clone again.
    if (first) await rm(dir, { recursive: true, force: true });
    if (!(error instanceof GitError)) throw error;
    if (/couldn't find remote ref/i.test(error.reason))
      throw new CheckoutError(`The branch ${project.branch} does not exist in the repository ${project.repo}.`);
    if (LOGIN_REFUSED.test(error.reason)) throw new CheckoutError(loginRefused(project, options.repoAccess, first, error.reason));
    throw new CheckoutError(`The repository ${project.repo} could not be ${first ? 'cloned' : 'fetched'}: ${error.reason}`);
  }
  await git(['reset', '--quiet', '--hard', remoteRef], { cwd: dir, signal });
  // Whatever the last build left (outputs, files an MDX page wrote) goes, except the site
  // project Quire keeps in .quire, which makes the next build faster.
  await git(['clean', '-ffdxq', '-e', '.quire'], { cwd: dir, signal });

  const commit = await readCommit(dir, project.branch, options.previousSha, signal);
  options.log(`Checked out ${commit.commit.sha.slice(0, 7)} (${firstLine(commit.commit.message)}) by ${commit.author}`);
  return { dir, ...commit };
}

/** git's words when the remote wants a login it was not given, or refused the one it was. */
const LOGIN_REFUSED = /could not read (username|password)|authentication failed|returned error: 40[13]\b/i;

/** A failed login, worded for the operator who stores the credential. */
function loginRefused(project: Project, access: RepoAccess | undefined, first: boolean, reason: string): string {
  const store = `quire projects credential ${access?.projectId ?? project.id} --username <name>, with the token or password on standard input`;
  const verb = first ? 'cloned' : 'fetched';
  if (access?.credential) {
    return `The repository ${project.repo} could not be ${verb}: it refused the project's stored credential (user ${access.credential.username}): ${reason}. Store one with read access to the repository: ${store}.`;
  }
  return `The repository ${project.repo} could not be ${verb}: it asks for a login, and the project has no stored credential: ${reason}. The service's operator stores one: ${store}.`;
}

async function readCommit(dir: string, branch: string, previousSha: string | undefined, signal?: AbortSignal): Promise<Omit<Checkout, 'dir'>> {
  const [sha, author, ...message] = (await git(['log', '-1', '--format=%H%x00%an <%ae>%x00%B', 'HEAD'], { cwd: dir, signal })).split('\0');
  const known =
    previousSha !== undefined &&
    /^[0-9a-f]{4,64}$/i.test(previousSha) &&
    (await git(['cat-file', '-e', `${previousSha}^{commit}`], { cwd: dir, signal }).then(
      () => true,
      () => false,
    ));
  const filesChanged = known
    ? parseNameStatus(await git(['diff', '--name-status', '-z', '-M', previousSha, sha!], { cwd: dir, signal }))
    : everyFileAdded(await git(['ls-tree', '-r', '--name-only', '-z', 'HEAD'], { cwd: dir, signal }));
  return { author: author!, commit: { sha: sha!, ref: `refs/heads/${branch}`, message: message.join('\0').trim(), filesChanged } };
}

export function firstLine(text: string): string {
  return text.split('\n', 1)[0]!.trim();
}
