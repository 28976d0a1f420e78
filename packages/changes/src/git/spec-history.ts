import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Change } from '../types.ts';
import { compareCommits } from './compare-commits.ts';
import { runGit } from './run-git.ts';
import { specCommits } from './spec-commits.ts';

/** One commit of a spec's history and what it changed in the API. */
export interface HistoryEntry {
  commit: string;
  /** The committer's date, ISO 8601. */
  date: string;
  tags: string[];
  /** The spec's `info.version` at that commit. */
  version: string;
  /**
   * What readers see it as: the version when this commit changed it, else the commit's tag, else
   * its date (`2026-01-05`).
   */
  label: string;
  /** What it changed since the commit before it; none for the first version, or a version that could not be read. */
  changes: Change[];
}

export interface SpecHistory {
  /** The spec's path in its repository. */
  path: string;
  /** Newest first. */
  entries: HistoryEntry[];
  /** A shallow clone: commits before the oldest entry are missing, so what it holds is not "added" there. */
  shallow: boolean;
}

export interface HistoryOptions {
  /** Where each commit's changes are kept, so that a later build reads only new commits. */
  cacheDir?: string;
  /** From how many commits to compare on worker threads are used (default 64). */
  threadsFrom?: number;
}

/** Bump when the diff engine lists changes differently: cached entries of an older engine are read again. */
const engine = 7;

/** What is kept per commit: keyed by the commit, valid for the same commit before it. */
interface CachedEntry {
  before: string | null;
  version: string;
  changes: Change[];
}

/**
 * The history of one spec from its repository's git history: each commit that changed the file,
 * its `info.version` and the changes to the API it made, newest first. Undefined when the spec is
 * not in a git repository or git is missing (a docs folder copied out of its repository). Each
 * commit's result is cached by commit: a later build reads and compares only the new versions.
 */
export async function specHistory(spec: string, options: HistoryOptions = {}): Promise<SpecHistory | undefined> {
  const absolute = resolve(spec);
  const top = await runGit(dirname(absolute), ['rev-parse', '--show-toplevel']);
  if ('error' in top) return undefined;
  const root = top.stdout.trim();
  const path = relative(root, absolute).split('\\').join('/');
  const log = await specCommits(root, path);
  if ('error' in log || !log.commits.length) return undefined;
  const commits = [...log.commits].reverse();
  const cacheFolder = options.cacheDir
    ? join(options.cacheDir, 'changes', `engine-${engine}`, createHash('sha256').update(path).digest('hex').slice(0, 16))
    : undefined;

  const cached = await Promise.all(commits.map((at, i) => (cacheFolder ? readCached(cacheFolder, at.commit, i ? commits[i - 1]!.commit : null) : undefined)));
  const steps = await compareCommits(
    root,
    commits,
    commits.flatMap((_, i) => (cached[i] ? [] : [i])),
    options.threadsFrom,
  );
  const entries: Omit<HistoryEntry, 'label'>[] = [];
  for (const [i, at] of commits.entries()) {
    const step = cached[i] ?? steps.get(i)!;
    if (!cached[i] && cacheFolder) await writeCached(cacheFolder, at.commit, { before: i ? commits[i - 1]!.commit : null, ...step });
    entries.push({ commit: at.commit, date: at.date, tags: at.tags, version: step.version, changes: step.changes });
  }
  return { path, entries: labelled(entries).reverse(), shallow: log.shallow };
}

function labelled(entries: Omit<HistoryEntry, 'label'>[]): HistoryEntry[] {
  return entries.map((entry, i) => {
    const bumped = i === 0 || entries[i - 1]!.version !== entry.version;
    const label = bumped && entry.version ? entry.version : (entry.tags[0] ?? entry.date.slice(0, 10));
    return { ...entry, label };
  });
}

async function readCached(folder: string, commit: string, before: string | null): Promise<CachedEntry | undefined> {
  try {
    const entry = JSON.parse(await readFile(join(folder, `${commit}.json`), 'utf8')) as CachedEntry;
    // An entry of another shape (written by hand, or by an older Quire) is compared again, never trusted.
    return entry.before === before && typeof entry.version === 'string' && Array.isArray(entry.changes) ? entry : undefined;
  } catch {
    return undefined;
  }
}

async function writeCached(folder: string, commit: string, entry: CachedEntry): Promise<void> {
  await mkdir(folder, { recursive: true });
  // Written aside and renamed: a build stopped here, or one reading the same cache meanwhile, never sees half an entry.
  const partial = join(folder, `${commit}.json.${process.pid}.tmp`);
  await writeFile(partial, JSON.stringify(entry));
  await rename(partial, join(folder, `${commit}.json`));
}
