// The default artifact store: a folder shared by every node (the data folder's `sites/`, or one
// named by --artifacts). Each version is a release folder; the site's `current` symlink is swapped
// to it with rename(2) (publish.ts), so a worker builds straight into its release and publishing
// moves nothing.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { currentRelease, publishRelease, pruneReleases, siteFoldersIn } from '../builds/publish.ts';
import { publishedSiteRoot } from '../hosting/published-site.ts';
import { keptVersions, type ArtifactStore } from './artifact-store.ts';

/** Sites in `sitesDir`, screenshots in the (shared) `screenshotsDir`. */
export function folderArtifactStore(sitesDir: string, screenshotsDir = join(sitesDir, '..', 'screenshots')): ArtifactStore {
  return {
    description: `the folder ${sitesDir}`,
    hiddenFromBuilds: [sitesDir],
    stagingFolder(site, version) {
      return join(siteFoldersIn(sitesDir, site).releases, version);
    },
    async publish(site, _version, folder) {
      const folders = siteFoldersIn(sitesDir, site);
      await publishRelease(folders, folder);
      return pruneReleases(folders, keptVersions);
    },
    async discardStaging() {
      // The staging folder is the release: it stays until a later publish prunes it.
    },
    currentVersion(site) {
      return currentRelease(siteFoldersIn(sitesDir, site));
    },
    servedFolder(site) {
      return publishedSiteRoot(sitesDir, site);
    },
    async saveScreenshot(path, file) {
      const target = join(screenshotsDir, path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(file, target);
    },
    async screenshotsFolder() {
      return screenshotsDir;
    },
    async remove(site) {
      await rm(siteFoldersIn(sitesDir, site).site, { recursive: true, force: true });
    },
    async removeScreenshots(projectId) {
      await rm(join(screenshotsDir, projectId), { recursive: true, force: true });
    },
    async close() {},
  };
}
