import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { detectVersion, parseText } from '@quire/openapi';
import { diffDocuments, type DocumentVersion } from '../diff-documents.ts';
import type { Change } from '../types.ts';
import { BlobReader } from './blob-reader.ts';
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
}

/** Bump when the diff engine lists changes differently: cached entries of an older engine are read again. */
const engine = 1;

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
  const cacheFolder = options.cacheDir ? join(options.cacheDir, 'changes', `engine-${engine}`, createHash('sha256').update(path).digest('hex').slice(0, 16)) : undefined;

  const cached = await Promise.all(commits.map((at, i) => (cacheFolder ? readCached(cacheFolder, at.commit, i ? commits[i - 1]!.commit : null) : undefined)));
  // The versions to read: each one not cached, and the one before it.
  const needed = commits.map((_, i) => !cached[i] || (i + 1 < commits.length && !cached[i + 1]));
  const reader = new BlobReader(root);
  // Each version is read once, and the next one needed is asked for before this one is compared,
  // so git unpacks it while this process parses and compares.
  const texts = new Map<number, Promise<string | undefined>>();
  const textAt = (i: number) => texts.get(i) ?? texts.set(i, reader.read(commits[i]!.commit, commits[i]!.path)).get(i)!;
  const entries: Omit<HistoryEntry, 'label'>[] = [];
  let previous: DocumentVersion | undefined;
  try {
    for (const [i, at] of commits.entries()) {
      const hit = cached[i];
      if (!needed[i]) {
        entries.push({ commit: at.commit, date: at.date, tags: at.tags, version: hit!.version, changes: hit!.changes });
        continue;
      }
      const next = needed.indexOf(true, i + 1);
      if (next >= 0) void textAt(next);
      const parsed = toDocument(await textAt(i), at.path);
      texts.delete(i);
      const version = hit?.version ?? (parsed ? infoVersion(parsed.document) : '');
      const changes = hit?.changes ?? (previous && parsed ? diffDocuments(previous, parsed) : []);
      if (!hit && cacheFolder) await writeCached(cacheFolder, at.commit, { before: i ? commits[i - 1]!.commit : null, version, changes });
      entries.push({ commit: at.commit, date: at.date, tags: at.tags, version, changes });
      previous = parsed;
    }
  } finally {
    reader.close();
  }
  return { path, entries: labelled(entries).reverse(), shallow: log.shallow };
}

/** A version's text, parsed but not validated: a version that cannot be read is skipped, not fatal. */
function toDocument(text: string | undefined, path: string): DocumentVersion | undefined {
  if (text === undefined) return undefined;
  const parsed = parseText(text, path);
  if ('error' in parsed) return undefined;
  const detected = detectVersion(parsed.value, path);
  if ('error' in detected) return undefined;
  return { document: parsed.value as Record<string, unknown>, version: detected.version, source: path };
}

function infoVersion(document: Record<string, unknown>): string {
  const info = document.info;
  return typeof info === 'object' && info !== null && 'version' in info ? String(info.version) : '';
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
    return entry.before === before ? entry : undefined;
  } catch {
    return undefined;
  }
}

async function writeCached(folder: string, commit: string, entry: CachedEntry): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${commit}.json`), JSON.stringify(entry));
}
