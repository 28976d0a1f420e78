// Step 3 of a build: atomic publishing. Each build writes a new release folder; the site's
// `current` symlink is then swapped to it with rename(2), which is atomic on POSIX, so a reader
// gets the old site or the new one, never half of each, and a failed build changes nothing.
import { randomBytes } from 'node:crypto';
import { lstat, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, join } from 'node:path';

export interface SiteFolders {
  /** `<dataDir>/sites/<subdomain>` */
  site: string;
  /** `<site>/releases` */
  releases: string;
  /** `<site>/current`: a symlink to the release being served. */
  current: string;
}

export function siteFolders(dataDir: string, subdomain: string): SiteFolders {
  return siteFoldersIn(join(dataDir, 'sites'), subdomain);
}

/** The folders of a site in a folder of sites (the data folder's `sites/`, or the shared artifact folder). */
export function siteFoldersIn(sitesDir: string, subdomain: string): SiteFolders {
  const site = join(sitesDir, subdomain);
  return { site, releases: join(site, 'releases'), current: join(site, 'current') };
}

/**
 * A release's name sorts by time (so pruning keeps the newest) and names its commit (so a
 * person looking at the folder knows what it holds).
 */
export function releaseName(sha: string, now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace('.', '-')}-${sha.slice(0, 7)}`;
}

/**
 * Points `current` at the release. The link is relative, so the data folder can be moved. A
 * `current` that is no symlink (a folder left by hand or by a crash) is removed first: rename
 * cannot replace it, and every later publish would fail.
 */
export async function publishRelease(folders: SiteFolders, release: string): Promise<void> {
  const existing = await lstat(folders.current).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) await rm(folders.current, { recursive: true, force: true });
  const temporary = join(folders.site, `.current-${randomBytes(6).toString('hex')}`);
  await symlink(join('releases', basename(release)), temporary);
  try {
    await rename(temporary, folders.current);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The release `current` points at, if any. */
export async function currentRelease(folders: SiteFolders): Promise<string | undefined> {
  const target = await readlink(folders.current).catch(() => undefined);
  return target === undefined ? undefined : basename(target);
}

/** Deletes all but the newest `keep` releases; the one being served is never deleted. */
export async function pruneReleases(folders: SiteFolders, keep = 3): Promise<string[]> {
  const serving = await currentRelease(folders);
  const names = (await readdir(folders.releases).catch(() => [] as string[])).sort();
  const old = names.slice(0, Math.max(0, names.length - keep)).filter((name) => name !== serving);
  await Promise.all(old.map((name) => rm(join(folders.releases, name), { recursive: true, force: true })));
  return old;
}
