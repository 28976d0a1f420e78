/** Published versions whose per-site handlers stay cached; older ones are read again if ever asked for. */
const cachedVersions = 64;

export interface SiteCacheOptions<T> {
  /** Roughly the memory a loaded value holds; with `maxBytes`, the oldest go until the rest fit. */
  bytesOf?: (value: T) => number;
  maxBytes?: number;
}

/**
 * Something built from a published site's files (its relay, its MCP server), once per published
 * folder: a publish is a new folder, so its files are read once, when first used. At most 64
 * folders, and, when the values say their size, at most `maxBytes` of them; the newest loaded
 * is kept even when it alone is over.
 */
export function cachePerSite<T>(load: (siteRoot: string) => Promise<T>, options: SiteCacheOptions<T> = {}): (siteRoot: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  const sizes = new Map<string, number>();
  let total = 0;
  const drop = (siteRoot: string) => {
    cache.delete(siteRoot);
    total -= sizes.get(siteRoot) ?? 0;
    sizes.delete(siteRoot);
  };
  return (siteRoot) => {
    let value = cache.get(siteRoot);
    if (!value) {
      value = load(siteRoot);
      cache.set(siteRoot, value);
      if (cache.size > cachedVersions) drop(cache.keys().next().value as string);
      const { bytesOf, maxBytes } = options;
      if (bytesOf && maxBytes !== undefined) {
        const loading = value;
        void loading.then(
          (loaded) => {
            if (cache.get(siteRoot) !== loading) return;
            const bytes = bytesOf(loaded);
            sizes.set(siteRoot, bytes);
            total += bytes;
            for (const oldest of cache.keys()) {
              if (total <= maxBytes || oldest === siteRoot) break;
              drop(oldest);
            }
          },
          () => undefined,
        );
      }
    }
    return value;
  };
}
