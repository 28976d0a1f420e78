// Reading a built site's files for `/mcp` (hosting, preview, `quire mcp <built>`): only regular
// files inside the release, never through a link. A build can leave a link named `x.md` that
// leads to a host file; the static server refuses it, and so must this reader, whatever the
// build's publish step let through. The release folder is written once and never changed, so
// checking its parts' real paths and then opening without following the last one is enough.
import { readdirSync, type Dirent } from 'node:fs';
import { opendir, realpath } from 'node:fs/promises';
import { readRegularFileHead, readRegularFileHeadSync, type RegularFileHead } from '@quire/site';
import { basename, dirname, join, sep } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/** The start of a file's text, and whether the file went on past it. */
export interface FileHead {
  text: string;
  /** The file's size in bytes. */
  size: number;
  /** True when `size` is over the bytes read. */
  cut: boolean;
}

/** The release's real folder: every file read must lie under it once links in its path are resolved. */
export function releaseRoot(outDir: string): Promise<string> {
  return realpath(outDir);
}

/**
 * At most `maxBytes` of the regular file at `path` (relative, `/`-separated) under the release's
 * real folder `root`, decoded as UTF-8 (a character cut in two is left out); undefined when it is
 * not there, leads outside, is a link, or is no regular file (a FIFO, a device, a folder).
 */
export async function readReleaseFile(root: string, path: string, maxBytes: number): Promise<FileHead | undefined> {
  if (!isPlainRelative(path)) return undefined;
  const file = join(root, path);
  // A folder on the way may be a link: its real path must still be inside the release.
  const folder = await realpath(dirname(file)).catch(() => undefined);
  if (folder === undefined || (folder !== root && !folder.startsWith(root.endsWith(sep) ? root : root + sep))) return undefined;
  return readFileHead(join(folder, basename(file)), maxBytes);
}

/**
 * As readReleaseFile, for a file `listReleaseTwins` found under `root`: the walk entered real
 * folders only, never a link, so their real paths need no checking again: resolving each twin's
 * folder anew for the build's search index cost a call through the thread pool and a `readlink`
 * per part of the path, for each of crewAI's 24,803 twins.
 */
export function readListedFile(root: string, path: string, maxBytes: number): Promise<FileHead | undefined> {
  return isPlainRelative(path) ? readFileHead(join(root, path), maxBytes) : Promise.resolve(undefined);
}

/** readListedFile at once, for a build (readRegularFileHeadSync): not for a server. */
export function readListedFileSync(root: string, path: string, maxBytes: number): FileHead | undefined {
  return isPlainRelative(path) ? decoded(readRegularFileHeadSync(join(root, path), maxBytes)) : undefined;
}

/** The file itself may not be a link, nor a FIFO that holds the reader. */
async function readFileHead(file: string, maxBytes: number): Promise<FileHead | undefined> {
  return decoded(await readRegularFileHead(file, maxBytes));
}

function decoded(head: RegularFileHead | undefined): FileHead | undefined {
  return head && { text: new StringDecoder('utf8').write(head.bytes), size: head.size, cut: head.cut };
}

/** `a/b.md`: no absolute path, no `..` or empty segment, no NUL. */
function isPlainRelative(path: string): boolean {
  return path.length > 0 && !path.includes('\0') && !path.startsWith('/') && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * The Markdown twins of a release (`guides/intro.md`), sorted, at most `limit`: regular files
 * only, and folders entered only when they are real folders (a link to one is not followed).
 * Quire's own folders (`_quire`, `_astro`) hold no pages. `more` says the limit left some out.
 * `now`: each folder is read at once, for a build (a page is a folder: crewAI's 25,000 of them
 * were an open, a read and a close each through the thread pool); a server's reads wait there.
 */
export async function listReleaseTwins(root: string, limit: number, { now = false } = {}): Promise<{ files: string[]; more: boolean }> {
  const files: string[] = [];
  const folders = [''];
  while (folders.length) {
    const folder = folders.pop()!;
    const dir = now ? readFolderNow(join(root, folder)) : await opendir(join(root, folder)).catch(() => undefined);
    if (!dir) continue;
    for await (const entry of dir as Iterable<Dirent> | AsyncIterable<Dirent>) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (folder || (entry.name !== '_quire' && entry.name !== '_astro')) folders.push(path);
      } else if (entry.isFile() && entry.name.endsWith('.md')) {
        if (files.length === limit) return { files: files.sort(), more: true };
        files.push(path);
      }
    }
  }
  return { files: files.sort(), more: false };
}

function readFolderNow(folder: string): Dirent[] | undefined {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return undefined;
  }
}
