// What an operator does to a project as a whole (`quire projects disable|enable|clear-cache|remove`). Disabling
// is a pause: its queued and running builds are canceled (a worker building one stops at its next
// look), its triggers, webhooks and previews are refused, and its site stays published as it was,
// so readers keep the docs while the operator looks into the tenant. Clearing the cache makes its
// next updates render every page: a commit that wrote wrong pages into its own cache (the build
// writes it) would otherwise have them reused after a revert. Removing takes everything the
// service keeps of it: records, site and previews' sites, checkouts, page caches, screenshots.
import { rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ArtifactStore } from '../artifacts/artifact-store.ts';
import { checkoutDir } from '../builds/checkout.ts';
import { pageCacheDir } from '../builds/page-cache.ts';
import type { Preview, Project } from '../storage/records.ts';
import type { Storage } from '../storage/storage.ts';

/** Disables a project and cancels its and its previews' queued and running updates; undefined for an unknown id. */
export async function disableProject(storage: Storage, projectId: string): Promise<{ project: Project; canceled: string[] } | undefined> {
  const project = await storage.projects.setDisabled(projectId, true);
  if (!project) return undefined;
  // Disabled first: from then on no trigger queues anything, so what is canceled here is all there is.
  const canceled = await cancelActive(storage, [project.id, ...(await storage.projects.previews(project.id)).map((preview) => preview.projectId)]);
  return { project, canceled };
}

/** Enables a disabled project again: triggers and webhooks build it as before. */
export async function enableProject(storage: Storage, projectId: string): Promise<Project | undefined> {
  return storage.projects.setDisabled(projectId, false);
}

/**
 * Removes a project and its previews: their builds are canceled, their records deleted, their
 * sites taken offline and deleted, and their checkouts, page caches and screenshots in the data
 * folder deleted. Undefined for an unknown id.
 */
export async function removeProject(
  where: { storage: Storage; artifacts: ArtifactStore; dataDir: string },
  projectId: string,
): Promise<{ removed: Project[]; canceled: string[] } | undefined> {
  const { storage, artifacts, dataDir } = where;
  const disabled = await disableProject(storage, projectId);
  if (!disabled) return undefined;
  // Removed previews are no longer listed, but their records go with the project too.
  const removed = await storage.projects.remove(projectId);
  for (const project of removed) {
    await artifacts.remove(project.subdomain);
    await artifacts.removeScreenshots(project.id);
    await rm(checkoutDir(dataDir, project.id), { recursive: true, force: true });
    await rm(pageCacheDir(dataDir, project.id), { recursive: true, force: true });
  }
  return { removed, canceled: disabled.canceled };
}

/**
 * Deletes the page caches (pages, Markdown twins, spec histories, search index) of a project and
 * its previews; the project and its site stay as they are. Undefined for an unknown id.
 */
export async function clearPageCaches(
  where: { storage: Storage; dataDir: string },
  projectId: string,
): Promise<{ project: Project; previews: Preview[] } | undefined> {
  const { storage, dataDir } = where;
  const project = await storage.projects.get(projectId);
  if (!project) return undefined;
  const previews = await storage.projects.previews(project.id);
  for (const id of [project.id, ...previews.map((preview) => preview.projectId)]) {
    const cache = pageCacheDir(dataDir, id);
    // Renamed aside first, in one step: a build running now (the sandbox mounted the folder) writes
    // its pages into the folder removed here, and the next build starts from an empty one.
    const aside = join(dirname(cache), `.cleared-${id}-${process.pid}-${Date.now()}`);
    const moved = await rename(cache, aside).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        return false;
      },
    );
    // No build reads the folder aside: one a running build keeps filling goes with the caches past the total bound (page-cache.ts).
    if (moved) await rm(aside, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  }
  return { project, previews };
}

/** Cancels the queued and running updates of `projectIds`; their status ids. */
async function cancelActive(storage: Storage, projectIds: string[]): Promise<string[]> {
  const canceled: string[] = [];
  for (const id of projectIds) {
    // Newest first: a project has at most one queued and one running update, both among its newest.
    const { updates } = await storage.updates.list(id, 0, 10);
    for (const update of updates) {
      if ((update.status === 'queued' || update.status === 'in_progress') && (await storage.queue.cancel(update._id)) === 'canceled') canceled.push(update._id);
    }
  }
  return canceled;
}
