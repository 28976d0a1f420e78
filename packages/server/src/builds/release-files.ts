// What a build leaves is the tenant's: before anything on the host reads it (the static server,
// `/mcp`, the screenshots, the upload to the artifact store), a built site is made to hold only
// folders and regular files of its own. A symbolic link named `x.md` that leads to the service's
// key, a hard link, a FIFO that blocks its reader, a device or a socket: each is left out, and
// the update's log says so. A link to a file of the repository's own checkout (a `public/` image
// linked in the repo) is replaced by a copy of that file, as the author meant. A hard link can
// only join the build's own files (the kernel refuses one across the sandbox's mounts), so it is
// made a file of its own: nothing read from the site can change with another name.
import { constants } from 'node:fs';
import { copyFile, lstat, readdir, readlink, realpath, rename, unlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Warnings written one by one; past this many, only their count. */
const maxWarnings = 20;

export interface ReleaseFiles {
  /** Bytes of the regular files kept. */
  bytes: number;
  /** Entries left out. */
  removed: number;
}

/** Leaves only folders and regular files in `siteDir`; links into `checkoutDir` become copies. */
export async function keepOnlyRegularFiles(siteDir: string, options: { checkoutDir: string; log(line: string): void }): Promise<ReleaseFiles> {
  const checkout = await realpath(options.checkoutDir);
  let bytes = 0;
  let removed = 0;
  const leaveOut = async (path: string, what: string) => {
    await unlink(path);
    removed++;
    if (removed <= maxWarnings) options.log(`Warning: the built site's ${relative(siteDir, path)} is ${what}: it was left out of the site.`);
  };
  const pending = [siteDir];
  while (pending.length) {
    const dir = pending.pop()!;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const info = await lstat(path);
      if (info.isDirectory()) pending.push(path);
      else if (info.isFile() && info.nlink === 1) bytes += info.size;
      else if (info.isFile()) bytes += await ownCopy(path, info.size);
      else if (info.isSymbolicLink()) {
        const copied = await copyIfInside(path, checkout);
        if (copied === undefined) await leaveOut(path, `a symbolic link (to ${await readlink(path).catch(() => '?')})`);
        else bytes += copied;
      } else await leaveOut(path, info.isFIFO() ? 'a named pipe' : info.isSocket() ? 'a socket' : 'a device');
    }
  }
  if (removed > maxWarnings) options.log(`Warning: ${removed - maxWarnings} more entries of the built site that are not regular files were left out.`);
  return { bytes, removed };
}

/** Makes a hard-linked file a file of its own, with the same content. */
async function ownCopy(path: string, size: number): Promise<number> {
  const copy = `${path}.quire-copy`;
  await copyFile(path, copy, constants.COPYFILE_EXCL);
  await rename(copy, path);
  return size;
}

/** Replaces a link to a regular file of the checkout with a copy of it; its size, or undefined when it leads elsewhere. */
async function copyIfInside(link: string, checkout: string): Promise<number | undefined> {
  const target = await realpath(link).catch(() => undefined);
  if (!target?.startsWith(checkout + sep) || target.startsWith(join(checkout, '.git') + sep)) return undefined;
  const info = await lstat(target);
  if (!info.isFile() || info.nlink !== 1) return undefined;
  await unlink(link);
  // COPYFILE_EXCL: the copy lands where the link was, never through a link made meanwhile.
  await copyFile(target, link, constants.COPYFILE_EXCL);
  return info.size;
}
