import { realpath } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * The real folder of a subdomain's published site, or undefined when it has none yet. The
 * builder publishes by swapping the `current` symlink, so it is resolved on every request: a new
 * publish takes effect at once, and a request already answering keeps the folder it resolved.
 * Only one of the site's own releases is ever served: a `current` that leads anywhere else (the
 * data folder, another site) serves nothing.
 */
export async function publishedSiteRoot(sitesDir: string, subdomain: string): Promise<string | undefined> {
  const releases = await realpath(join(sitesDir, subdomain, 'releases')).catch(() => undefined);
  const root = await realpath(join(sitesDir, subdomain, 'current')).catch(() => undefined);
  if (!releases || !root) return undefined;
  const path = relative(releases, root);
  return path && !path.startsWith('..') && !path.includes('/') ? root : undefined;
}
