import { realpath } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The real folder of a subdomain's published site, or undefined when it has none yet. The
 * builder publishes by swapping the `current` symlink, so it is resolved on every request: a new
 * publish takes effect at once, and a request already answering keeps the folder it resolved.
 */
export async function publishedSiteRoot(sitesDir: string, subdomain: string): Promise<string | undefined> {
  return realpath(join(sitesDir, subdomain, 'current')).catch(() => undefined);
}
