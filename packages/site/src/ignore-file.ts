import { join } from 'node:path';
import ignore from 'ignore';
import { readRegularFileHead } from './regular-file.ts';

/**
 * The hosted platform's ignore file, at the root of the docs folder: files a repo keeps but does
 * not publish (drafts, agent notes, tools' scripts), written as `.gitignore` patterns, negations
 * (`!keep.mdx`) included. Read as the platform reads it, by the library that implements git's rules.
 */
export const ignoreFileName = '.mintignore';

/**
 * The most of the ignore file read. The hosting service lists a tenant's pages on the host, so the
 * file is read as tenant content: a link in its place (to /dev/zero, to a host file) or a FIFO is
 * not followed, and a file past this size is read only this far.
 */
export const ignoreFileMaxBytes = 256 * 1024;

/** Whether the docs folder's ignore file leaves out a path (relative to the folder, `/`-separated). */
export async function readIgnoreFile(dir: string): Promise<(path: string) => boolean> {
  const head = await readRegularFileHead(join(dir, ignoreFileName), ignoreFileMaxBytes).catch(() => undefined);
  const text = head?.bytes.toString('utf8');
  if (!text?.trim()) return () => false;
  const rules = ignore().add(text);
  return (path) => rules.ignores(path);
}
