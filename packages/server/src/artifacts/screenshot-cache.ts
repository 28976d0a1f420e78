// An API node's local copies of object-stored screenshots: each downloaded once into the bounded
// version cache (least recently used dropped first), and a screenshot found missing remembered
// for a while, so a flood of requests for one that does not exist is not a flood of S3 requests.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createVersionCache, type VersionCacheLimits } from './version-cache.ts';

export interface ScreenshotCacheOptions {
  /** Copies kept at most, in number and bytes. */
  limits?: VersionCacheLimits;
  /** How long a missing screenshot is answered as missing without asking the store again. */
  missTtlMs?: number;
}

export const defaultScreenshotLimits: VersionCacheLimits = { versions: 1000, bytes: 256 * 1024 ** 2 };
const defaultMissTtlMs = 30_000;
/** Misses remembered at most: a scan of made-up names cannot grow the memory without bound. */
const rememberedMisses = 10_000;

export interface ScreenshotCache {
  /** A local folder holding `path` when the store has it (an empty folder when not, or when the path is not a screenshot's). */
  folderHolding(path: string): Promise<string>;
  close(): Promise<void>;
}

/** `fetch` reads a screenshot from the store, undefined when it has none. */
export function createScreenshotCache(
  dir: string,
  fetch: (path: string) => Promise<Buffer | undefined>,
  options: ScreenshotCacheOptions = {},
): ScreenshotCache {
  const copies = createVersionCache(dir, options.limits ?? defaultScreenshotLimits);
  const missTtl = options.missTtlMs ?? defaultMissTtlMs;
  /** Path → when it may be asked for again; in insertion order, which is expiry order. */
  const misses = new Map<string, number>();
  const empty = join(dir, 'none');

  function rememberMiss(path: string): void {
    const now = Date.now();
    for (const [held, until] of misses) {
      if (until > now && misses.size < rememberedMisses) break;
      misses.delete(held);
    }
    misses.delete(path);
    misses.set(path, now + missTtl);
  }

  return {
    async folderHolding(path) {
      // Screenshot names are `<project id>/<release>-<theme>.png`: anything else is none.
      const parts = /^([A-Za-z0-9][A-Za-z0-9._-]{0,127})\/([A-Za-z0-9][A-Za-z0-9._-]{0,127}\.png)$/.exec(path);
      if (!parts || (misses.get(path) ?? 0) > Date.now()) return empty;
      try {
        // A screenshot's name is its release's, never written twice: a copy stays valid.
        return await copies.folderOf(parts[1]!, parts[2]!, async (into) => {
          const body = await fetch(path);
          if (!body) throw new MissingScreenshot();
          await mkdir(dirname(join(into, path)), { recursive: true });
          await writeFile(join(into, path), body);
        });
      } catch (error) {
        if (!(error instanceof MissingScreenshot)) throw error;
        rememberMiss(path);
        return empty;
      }
    },
    close: () => copies.close(),
  };
}

class MissingScreenshot extends Error {}
