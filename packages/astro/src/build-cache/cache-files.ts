// The build cache outlives the build that wrote it, and a build can be stopped mid-write (its time
// limit in the hosting service, a crash, a full disk). So no file of it may break the next build:
// each is written aside and renamed into place (a reader sees the old file or the new one, never
// half of one), and each read checks what it reads, so a file that is missing, torn, or not of
// the expected shape reads as absent and the build makes it again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

let writes = 0;

/** Writes `file` whole or not at all; a partial file is removed when the write fails (and the failure thrown). */
export async function writeCacheFile(file: string, text: string): Promise<void> {
  // The pid and a counter: two builds, or two pages of one build, never share a partial file.
  const partial = `${file}.${process.pid}.${writes++}.tmp`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, text);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The JSON kept in `file` when it parses and has the shape `valid` checks; otherwise undefined. */
export function readCacheJsonSync<T>(file: string, valid: (value: unknown) => value is T): T | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return parsed(text, valid);
}

/** `readCacheJsonSync`, without holding the event loop. */
export async function readCacheJson<T>(file: string, valid: (value: unknown) => value is T): Promise<T | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parsed(text, valid);
}

function parsed<T>(text: string, valid: (value: unknown) => value is T): T | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A text kept with its own hash on its first line: read back only when the rest still hashes to
 * it, so a file cut short or garbled on disk (a power loss between write and rename's flush) is
 * made again instead of being served as a page's content.
 */
export function writeCheckedText(file: string, text: string): Promise<void> {
  return writeCacheFile(file, `${sha256(text)}\n${text}`);
}

/** Read at once, not through the thread pool: a build reads every page's twin from here, thousands of small files. */
export function readCheckedText(file: string): string | undefined {
  let kept: string;
  try {
    kept = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const end = kept.indexOf('\n');
  const text = kept.slice(end + 1);
  return end > 0 && kept.slice(0, end) === sha256(text) ? text : undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A plain object whose values all pass `valid`: the shape of most cache indexes. */
export function isRecordOf<T>(value: unknown, valid: (item: unknown) => item is T): value is Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(valid);
}

export const isString = (value: unknown): value is string => typeof value === 'string';
