import { glob, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

/**
 * The files of a folder whose paths match `pattern`, relative and `/`-separated, sorted. Only
 * files: a folder named `intro.mdx` or `logo.png` matches the pattern but is no page or asset
 * (reading it fails with EISDIR). A symbolic link counts when it leads to a file.
 */
export async function listFiles(dir: string, pattern: string, exclude: string[]): Promise<string[]> {
  const root = resolve(dir);
  const paths: string[] = [];
  for await (const entry of glob(pattern, { cwd: root, exclude, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() || (entry.isSymbolicLink() && (await stat(path).catch(() => undefined))?.isFile()))
      paths.push(relative(root, path).replaceAll('\\', '/'));
  }
  return paths.sort();
}
