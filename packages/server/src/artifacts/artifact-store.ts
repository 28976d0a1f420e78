// Where published sites live, behind one interface: a folder shared by the nodes (the default) or
// S3-compatible object storage. Workers publish a built folder as a new version of a site; API
// nodes serve the current version. Publishing is atomic from a reader's view: a version is
// complete before the site points at it, and old versions are removed after.
//
// Serving works from a local folder: a site's relay and MCP server read its `_quire/*.json` and
// page twins as files (@quire/request, @quire/mcp), and the static server's guards (symlinks,
// `..`) and its ETags and compression work on files. A store that is not a local folder hands
// out a local copy of a version, downloaded once into a bounded cache.

export interface ArtifactStore {
  /** What the service prints about where sites go (`the folder …`, `s3://bucket/prefix`). */
  readonly description: string;
  /** Local folders of every site that a tenant's build must not see. */
  readonly hiddenFromBuilds: readonly string[];
  /**
   * The folder a build writes a version into, not yet made. On the shared folder it is where the
   * version will be served from, so publishing moves nothing.
   */
  stagingFolder(site: string, version: string): string;
  /** Makes the built folder the site's current version, atomically for readers; returns the old versions removed. */
  publish(site: string, version: string, folder: string): Promise<string[]>;
  /** Drops a staging folder once it is published (screenshots taken) or its build failed; keeps one being served. */
  discardStaging(folder: string): Promise<void>;
  /** The version the site serves, or undefined when none is published. */
  currentVersion(site: string): Promise<string | undefined>;
  /** A local folder holding the site's current version, for serving; undefined when none is published. */
  servedFolder(site: string): Promise<string | undefined>;
  /**
   * Keeps an update's screenshot where the API nodes serve it from; `path` is its place under
   * the screenshots folder (`<project id>/<release>-light.png`), `file` the PNG the worker took
   * into a scratch folder, removed after: the store keeps a copy of its own. Rejects when the
   * copy could not be made, so the update does not record a screenshot that is not there.
   */
  saveScreenshot(path: string, file: string): Promise<void>;
  /**
   * A local folder to serve screenshots from, holding `path` when it was saved. A store that
   * copies them may answer a miss from memory for a short while (screenshot-cache.ts).
   */
  screenshotsFolder(path: string): Promise<string>;
  /** Takes a site offline and deletes all its versions (a removed preview). */
  remove(site: string): Promise<void>;
  /** Deletes every screenshot of a project (a removed project): the ones saved under `<project id>/`. */
  removeScreenshots(projectId: string): Promise<void>;
  close(): Promise<void>;
}

/** Versions kept per site, the one served among them: enough to look back, bounded in space. */
export const keptVersions = 3;

/** A version's name: it sorts by time and is safe as a path segment and in an object key. */
export function isVersionName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name);
}
