import { readdir, readlink, realpath, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Removes the checkout's symbolic links that lead outside it (`passwd.txt -> /etc/passwd`), each
 * with a warning naming the file, before anything reads the repo: nothing outside the repository
 * reaches a site, whatever copies assets, reads snippets or follows `$ref`s. Links within the
 * repository stay.
 */
export async function removeOutsideLinks(checkoutDir: string, warn: (line: string) => void): Promise<void> {
  const root = await realpath(checkoutDir);
  const pending = [root];
  while (pending.length) {
    const dir = pending.pop()!;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.git') pending.push(path);
        continue;
      }
      if (!entry.isSymbolicLink()) continue;
      const target = await readlink(path);
      // Where it leads once every link on the way is followed; a dangling one, where it says.
      const lands = await realpath(path).catch(() => resolve(dirname(path), target));
      if (inside(lands, root)) continue;
      await unlink(path);
      warn(`Warning: ${relative(root, path)} is a symbolic link to ${target}, outside the repository: it was left out.`);
    }
  }
}

function inside(path: string, root: string): boolean {
  const rest = relative(root, path);
  return rest === '' || (!rest.startsWith('..') && !rest.startsWith('/'));
}
