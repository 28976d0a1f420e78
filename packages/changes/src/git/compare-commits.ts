import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { detectVersion, parseText } from '@quire/openapi';
import { asyncApi3Document } from '../asyncapi-document.ts';
import { diffDocuments, type DocumentVersion } from '../diff-documents.ts';
import type { Change } from '../types.ts';
import { BlobReader } from './blob-reader.ts';
import type { SpecCommit } from './spec-commits.ts';

/** What one commit made of the spec: its `info.version`, and the changes since the commit before. */
export interface Step {
  version: string;
  changes: Change[];
}

/** Below this many commits to compare, one thread does it: a worker's start costs more than it saves. */
export const threadsFrom = 64;

/**
 * Compares each commit at `indexes` with the one before it, spread over worker threads when there
 * are many (a first build of a long history): each worker reads and compares a run of
 * consecutive commits, so only the first version of each run is read twice.
 */
export async function compareCommits(root: string, commits: SpecCommit[], indexes: number[], from = threadsFrom): Promise<Map<number, Step>> {
  const threads = Math.min(4, availableParallelism());
  if (indexes.length < from || threads < 2) return compareInThisThread(root, commits, indexes);
  const size = Math.ceil(indexes.length / threads);
  const runs = Array.from({ length: threads }, (_, t) => indexes.slice(t * size, (t + 1) * size)).filter((run) => run.length);
  const url = new URL(`./history-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  const results = await Promise.all(
    runs.map(
      (run) =>
        new Promise<[number, Step][]>((done, fail) => {
          const worker = new Worker(url, { workerData: { root, commits, indexes: run } });
          worker.once('message', done);
          worker.once('error', fail);
          worker.once('exit', (code) => code && fail(new Error(`The history worker stopped (exit ${code}).`)));
        }),
    ),
  );
  return new Map(results.flat());
}

/** The same in this thread: each version read once, the next one asked of git before this one is compared. */
export async function compareInThisThread(root: string, commits: SpecCommit[], indexes: number[]): Promise<Map<number, Step>> {
  const wanted = new Set(indexes);
  const reads = [...new Set(indexes.flatMap((i) => (i ? [i - 1, i] : [i])))].sort((a, b) => a - b);
  const reader = new BlobReader(root);
  const texts = new Map<number, Promise<string | undefined>>();
  const textAt = (i: number) => texts.get(i) ?? texts.set(i, reader.read(commits[i]!.commit, commits[i]!.path)).get(i)!;
  const steps = new Map<number, Step>();
  let previous: { index: number; document: DocumentVersion | undefined } | undefined;
  try {
    for (const [k, i] of reads.entries()) {
      if (k + 1 < reads.length) void textAt(reads[k + 1]!);
      const document = toDocument(await textAt(i), commits[i]!.path);
      texts.delete(i);
      if (wanted.has(i)) {
        const before = previous?.index === i - 1 ? previous.document : undefined;
        steps.set(i, { version: document ? infoVersion(document.document) : '', changes: before && document ? diffDocuments(before, document) : [] });
      }
      previous = { index: i, document };
    }
  } finally {
    reader.close();
  }
  return steps;
}

/** A version's text, parsed but not validated: a version that cannot be read is skipped, not fatal. */
function toDocument(text: string | undefined, path: string): DocumentVersion | undefined {
  if (text === undefined) return undefined;
  const parsed = parseText(text, path);
  if ('error' in parsed) return undefined;
  const value = parsed.value as Record<string, unknown> | null;
  // AsyncAPI documents are compared in the 3.x shape their pages are made from (diff-channels.ts).
  if (value && typeof value === 'object' && 'asyncapi' in value) {
    const document = asyncApi3Document(value);
    return document ? { document, version: 'asyncapi', source: path } : undefined;
  }
  const detected = detectVersion(parsed.value, path);
  if ('error' in detected) return undefined;
  return { document: parsed.value as Record<string, unknown>, version: detected.version, source: path };
}

function infoVersion(document: Record<string, unknown>): string {
  const info = document.info;
  return typeof info === 'object' && info !== null && 'version' in info ? String(info.version) : '';
}
