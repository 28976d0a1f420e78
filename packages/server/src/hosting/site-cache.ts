/** Published versions whose per-site handlers stay cached; older ones are read again if ever asked for. */
const cachedVersions = 64;

/**
 * Something built from a published site's files (its relay, its MCP server), once per published
 * folder: a publish is a new folder, so its files are read once, when first used.
 */
export function cachePerSite<T>(load: (siteRoot: string) => Promise<T>): (siteRoot: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (siteRoot) => {
    let value = cache.get(siteRoot);
    if (!value) {
      value = load(siteRoot);
      cache.set(siteRoot, value);
      if (cache.size > cachedVersions) cache.delete(cache.keys().next().value as string);
    }
    return value;
  };
}
