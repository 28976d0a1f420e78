import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ignore from 'ignore';

/**
 * The hosted platform's ignore file, at the root of the docs folder: files a repo keeps but does
 * not publish (drafts, agent notes, tools' scripts), written as `.gitignore` patterns, negations
 * (`!keep.mdx`) included. Read as the platform reads it, by the library that implements git's rules.
 */
export const ignoreFileName = '.mintignore';

/** Whether the docs folder's ignore file leaves out a path (relative to the folder, `/`-separated). */
export async function readIgnoreFile(dir: string): Promise<(path: string) => boolean> {
  const text = await readFile(join(dir, ignoreFileName), 'utf8').catch(() => undefined);
  if (!text?.trim()) return () => false;
  const rules = ignore().add(text);
  return (path) => rules.ignores(path);
}
