// API nodes serve an object-stored site from a local copy of its current version: downloaded once,
// on the first request after a publish, into a folder of this process, and dropped least recently
// used first when the copies pass a number or a size. A copy is downloaded into a temporary folder
// and renamed into place, so a request never sees half a version.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { folderSize } from '../builds/move-folder.ts';

export interface VersionCacheLimits {
  /** Versions kept at most (across sites). */
  versions: number;
  /** Bytes kept at most; the version being served is kept whatever its size. */
  bytes: number;
}

export const defaultVersionCacheLimits: VersionCacheLimits = { versions: 64, bytes: 2 * 1024 ** 3 };

interface Entry {
  folder: Promise<string>;
  bytes: number;
  usedAt: number;
}

export interface VersionCache {
  /** The local folder of a version, downloading it with `download(into)` when it is not held. */
  folderOf(site: string, version: string, download: (into: string) => Promise<void>): Promise<string>;
  /** Whether a version's copy is downloaded and in place. */
  isReady(site: string, version: string): boolean;
  /** Forgets a site's copies (it was removed). */
  forget(site: string): Promise<void>;
  close(): Promise<void>;
}

export function createVersionCache(dir: string, limits: VersionCacheLimits = defaultVersionCacheLimits): VersionCache {
  const entries = new Map<string, Entry>();
  let clock = 0;

  async function load(key: string, entry: Entry, download: (into: string) => Promise<void>): Promise<string> {
    const folder = join(dir, key);
    const temporary = join(dir, `.${key}-${randomBytes(4).toString('hex')}`);
    await mkdir(temporary, { recursive: true });
    try {
      await download(temporary);
      const bytes = Math.max(1, await folderSize(temporary));
      await rm(folder, { recursive: true, force: true });
      await rename(temporary, folder);
      entry.bytes = bytes;
    } catch (error) {
      await rm(temporary, { recursive: true, force: true });
      throw error;
    }
    return folder;
  }

  /**
   * Drops the least recently used copies until the rest are within the limits. The victims are
   * chosen in one pass over one sort, before any deletion: a cache of a thousand screenshots
   * pays n log n per download, not n² (and a use during a deletion cannot change the choice).
   */
  async function evict(keep: string): Promise<void> {
    const held = [...entries].filter(([, entry]) => entry.bytes > 0).sort(([, a], [, b]) => a.usedAt - b.usedAt);
    let count = held.length;
    let total = held.reduce((sum, [, entry]) => sum + entry.bytes, 0);
    const victims: string[] = [];
    for (const [key, entry] of held) {
      if (count <= limits.versions && total <= limits.bytes) break;
      if (key === keep) continue;
      entries.delete(key);
      victims.push(key);
      count--;
      total -= entry.bytes;
    }
    // A request already streaming a file of one keeps its open file; later ones download again
    // (and a copy asked for again meanwhile replaces the old folder itself).
    for (const key of victims) if (!entries.has(key)) await rm(join(dir, key), { recursive: true, force: true });
  }

  return {
    async folderOf(site, version, download) {
      const key = `${site}@${version}`;
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry = { folder: Promise.resolve(''), bytes: 0, usedAt: ++clock };
        created.folder = load(key, created, download);
        entry = created;
        entries.set(key, created);
        // Eviction is housekeeping: a copy it could not delete is no request's failure.
        created.folder.then(
          () => evict(key).catch(() => {}),
          () => entries.get(key) === created && entries.delete(key),
        );
      }
      entry.usedAt = ++clock;
      return entry.folder;
    },
    isReady(site, version) {
      return (entries.get(`${site}@${version}`)?.bytes ?? 0) > 0;
    },
    async forget(site) {
      for (const key of [...entries.keys()].filter((key) => key.startsWith(`${site}@`))) {
        entries.delete(key);
        await rm(join(dir, key), { recursive: true, force: true });
      }
    },
    async close() {
      entries.clear();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
