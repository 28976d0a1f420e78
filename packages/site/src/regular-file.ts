// Reading a file that someone else wrote (a tenant's checkout, a build's output) without being led
// elsewhere: opened with O_NOFOLLOW, so a link in its place is not followed, and O_NONBLOCK, so a
// FIFO does not hold the reader; only a regular file is read, and at most `maxBytes` of it.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';

export interface RegularFileHead {
  /** The first bytes of the file, at most the number asked for. */
  bytes: Buffer;
  /** The file's size in bytes. */
  size: number;
  /** True when the file goes on past `bytes`. */
  cut: boolean;
}

/** At most `maxBytes` of the regular file at `file`; undefined when it is missing, a link, a folder, a FIFO or a device. */
export async function readRegularFileHead(file: string, maxBytes: number): Promise<RegularFileHead | undefined> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(() => undefined);
  if (!handle) return undefined;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return undefined;
    const bytes = Buffer.alloc(Math.min(stat.size, maxBytes));
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return { bytes: bytes.subarray(0, filled), size: stat.size, cut: stat.size > filled };
  } finally {
    await handle.close();
  }
}

/**
 * readRegularFileHead at once, not through the thread pool: for a build reading thousands of
 * small files it wrote (the search index reads every twin), where the four round trips of an
 * asynchronous read (open, stat, read, close) cost more than the reads. Not for a server.
 */
export function readRegularFileHeadSync(file: string, maxBytes: number): RegularFileHead | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const bytes = Buffer.alloc(Math.min(stat.size, maxBytes));
    let filled = 0;
    while (filled < bytes.length) {
      const read = readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return { bytes: bytes.subarray(0, filled), size: stat.size, cut: stat.size > filled };
  } finally {
    closeSync(fd);
  }
}
