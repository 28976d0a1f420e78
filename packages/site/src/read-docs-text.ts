import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { withoutBom } from '@quire/diagnostics';

/** A text file of a docs repo (docs.json, a page) as every reader sees it: UTF-8, without a byte order mark. */
export async function readDocsText(file: string): Promise<string> {
  return withoutBom(await readFile(file, 'utf8'));
}

/** Files read between two turns of the event loop by readDocsTexts. */
const filesPerTurn = 64;

/**
 * Many text files of a docs repo, as readDocsText reads each, in order; files of equal text share
 * one string, kept from the first (versioned docs repeat pages word for word: crewAI's 24,803
 * pages are 216 MB of text, 28 MB of it distinct, and a copy is let go as soon as it is read).
 * Each is read at once, not through the thread pool: a page is a small file, and an asynchronous
 * read is four round trips (open, stat, read, close), which for crewAI's pages cost more system
 * time than the reads. The event loop turns between batches, so a dev server reading its docs
 * again still answers.
 */
export async function readDocsTexts(files: readonly string[]): Promise<string[]> {
  const distinct = new Map<string, string>();
  const texts: string[] = [];
  for (const [i, file] of files.entries()) {
    if (i > 0 && i % filesPerTurn === 0) await new Promise((resolve) => setImmediate(resolve));
    const text = withoutBom(readFileSync(file, 'utf8'));
    const same = distinct.get(text);
    if (same === undefined) distinct.set(text, text);
    texts.push(same ?? text);
  }
  return texts;
}
