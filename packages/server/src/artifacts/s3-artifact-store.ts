// Published sites in S3-compatible object storage. A site's versions are key prefixes,
// `<prefix>sites/<site>/versions/<version>/<path>`, and `<prefix>sites/<site>/current.json` points
// at one. A publish uploads every file of the new version first and writes the pointer last: a
// reader that read the pointer finds a whole version, old or new, never a mix. Old versions are
// deleted after the pointer moved, all but the newest few, so one a reader is downloading stays.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf } from '../hosting/content-types.ts';
import { isVersionName, keptVersions, type ArtifactStore } from './artifact-store.ts';
import { claimNodeFolder } from './node-folder.ts';
import type { S3Location } from './s3-location.ts';
import { createScreenshotCache, type ScreenshotCache, type ScreenshotCacheOptions } from './screenshot-cache.ts';
import { deleteKeys, eachAtOnce, getObject, listFolders, listKeys } from './s3-objects.ts';
import { createVersionCache, type VersionCache, type VersionCacheLimits } from './version-cache.ts';

export interface S3StoreOptions {
  client: S3Client;
  location: S3Location;
  /** Where a worker builds a version before uploading it (the data folder's `staging/`). */
  stagingDir: string;
  /**
   * Where this node keeps its local copies (the data folder's `site-cache/`), in a folder of its
   * own removed on close; folders of nodes that died are swept (node-folder.ts).
   */
  cacheDir: string;
  /** How long a node trusts the pointer it read: a publish shows on other nodes within this. */
  pointerTtlMs?: number;
  cache?: VersionCacheLimits;
  screenshots?: ScreenshotCacheOptions;
  /** False on a node that serves no sites (a worker): it claims no cache folder and keeps no copies. */
  serving?: boolean;
}

export async function s3ArtifactStore(options: S3StoreOptions): Promise<ArtifactStore> {
  const { client, location } = options;
  const { bucket } = location;
  const siteKey = (site: string) => `${location.prefix}sites/${site}/`;
  const pointerKey = (site: string) => `${siteKey(site)}current.json`;
  const versionKey = (site: string, version: string) => `${siteKey(site)}versions/${version}/`;
  const screenshotKey = (path: string) => `${location.prefix}screenshots/${path}`;
  const copies = options.serving === false ? undefined : await openLocalCopies(options, (path) => getObject(client, bucket, screenshotKey(path)));
  const serving = (): LocalCopies => {
    if (!copies) throw new Error('This node is a worker and serves no sites or screenshots: serve them from a node with the role api or all.');
    return copies;
  };
  const pointers = new Map<string, { version: Promise<string | undefined>; readAt: number }>();
  const ttl = options.pointerTtlMs ?? 1000;
  /** Per site, the folder of the last version served whole. */
  const served = new Map<string, string>();

  /**
   * S3 replaces an object whole, but some S3-compatible stores (s3rver, a plain filesystem behind
   * one) let a read meet a pointer half rewritten: a pointer that does not read is read again.
   */
  async function readPointer(site: string): Promise<string | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        const body = await getObject(client, bucket, pointerKey(site));
        if (body === undefined) return undefined;
        const version = (JSON.parse(body.toString('utf8')) as { version?: unknown }).version;
        if (typeof version === 'string' && isVersionName(version)) return version;
        throw new Error(`s3://${bucket}/${pointerKey(site)} names no version: publish the site again.`);
      } catch (error) {
        if (attempt === 3) throw error;
        await sleep(25 * attempt);
      }
    }
  }

  function currentVersion(site: string): Promise<string | undefined> {
    const held = pointers.get(site);
    if (held && Date.now() - held.readAt < ttl) return held.version;
    // Kept in the order read, so the expired ones are at the front: a request for any made-up
    // site name (every subdomain reaches here) must not hold memory past the time to live.
    for (const [name, entry] of pointers) {
      if (Date.now() - entry.readAt < ttl) break;
      pointers.delete(name);
    }
    pointers.delete(site);
    const version = readPointer(site);
    pointers.set(site, { version, readAt: Date.now() });
    version.catch(() => pointers.delete(site));
    return version;
  }

  /** The local copy of a version. A version pruned while it downloads (publishes came fast): the pointer names a newer one, tried in turn. */
  async function localCopy(site: string, first: string): Promise<string> {
    let version: string | undefined = first;
    for (let attempt = 1; ; attempt++) {
      const tried: string = version;
      try {
        return await serving().sites.folderOf(site, tried, (into) => download(site, tried, into));
      } catch (error) {
        pointers.delete(site);
        version = await currentVersion(site);
        // An error with the pointer unchanged is a real one.
        if (version === undefined || version === tried || attempt === 3) throw error;
      }
    }
  }

  async function download(site: string, version: string, into: string): Promise<void> {
    const prefix = versionKey(site, version);
    const keys = (await listKeys(client, bucket, prefix)).map((key) => key.slice(prefix.length));
    if (!keys.length) throw new Error(`s3://${bucket}/${prefix} is empty: the version was removed.`);
    await eachAtOnce(keys, async (path) => {
      // The keys are the service's own uploads, yet a path never leaves the folder.
      const target = normalize(join(into, path));
      if (!target.startsWith(into + sep)) return;
      await mkdir(dirname(target), { recursive: true });
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + path }));
      await pipeline(answer.Body as Readable, createWriteStream(target));
    });
  }

  return {
    description: `s3://${bucket}/${location.prefix}`,
    // The staging folder is in the data folder, hidden as a whole.
    hiddenFromBuilds: [],
    stagingFolder(site, version) {
      return join(options.stagingDir, `${site}@${version}`);
    },
    async publish(site, version, folder) {
      const prefix = versionKey(site, version);
      await eachAtOnce(await filesIn(folder), (path) => putFile(prefix + path, join(folder, path), contentTypeOf(path)));
      // Last: until now readers were given the old version, from now on the whole new one.
      const pointer = JSON.stringify({ version, publishedAt: new Date().toISOString() });
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: pointerKey(site), Body: pointer, ContentType: 'application/json', CacheControl: 'no-cache' }),
      );
      pointers.delete(site);
      return prune(site, version);
    },
    async discardStaging(folder) {
      await rm(folder, { recursive: true, force: true });
    },
    currentVersion,
    async servedFolder(site) {
      const { sites } = serving();
      const version = await currentVersion(site);
      if (version === undefined) {
        served.delete(site);
        return undefined;
      }
      const next = localCopy(site, version).then((folder) => {
        served.set(site, folder);
        return folder;
      });
      // While a new version downloads, readers keep getting the whole previous one: a publish of
      // a large site does not hold up its readers.
      const previous = served.get(site);
      if (previous !== undefined && !sites.isReady(site, version) && existsSync(previous)) {
        next.catch(() => {});
        return previous;
      }
      return next;
    },
    async saveScreenshot(path, file) {
      await putFile(screenshotKey(path), file, 'image/png');
    },
    async screenshotsFolder(path) {
      return serving().screenshots.folderHolding(path);
    },
    async remove(site) {
      // The pointer first: the site is offline at once, then its files go.
      await deleteKeys(client, bucket, [pointerKey(site)]);
      pointers.delete(site);
      served.delete(site);
      await deleteKeys(client, bucket, await listKeys(client, bucket, siteKey(site)));
      await copies?.sites.forget(site);
    },
    async removeScreenshots(projectId) {
      // A serving node's local copies are not forgotten here: they age out of its bounded cache.
      await deleteKeys(client, bucket, await listKeys(client, bucket, screenshotKey(`${projectId}/`)));
    },
    async close() {
      await copies?.close();
      client.destroy();
    },
  };

  /**
   * Uploads a file as a stream; S3 needs its length up front. The SDK cannot send a stream it has
   * read again: when the store drops the connection (a kept-alive socket it had just closed, which
   * a busy node meets), the file goes again from a new stream.
   */
  async function putFile(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await stat(file);
    for (let attempt = 1; ; attempt++) {
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: contentType }));
        return;
      } catch (error) {
        if (attempt === uploadAttempts || !droppedConnection(error)) throw error;
      }
    }
  }

  /** Deletes all but the newest `keptVersions` versions; the one served is never deleted. */
  async function prune(site: string, serving: string): Promise<string[]> {
    const versionsPrefix = `${siteKey(site)}versions/`;
    const names = (await listFolders(client, bucket, versionsPrefix)).sort();
    const old = names.slice(0, Math.max(0, names.length - keptVersions)).filter((name) => name !== serving);
    for (const name of old) await deleteKeys(client, bucket, await listKeys(client, bucket, versionKey(site, name)));
    return old;
  }
}

/** A serving node's local copies of versions and screenshots, in a folder of its own. */
interface LocalCopies {
  sites: VersionCache;
  screenshots: ScreenshotCache;
  close(): Promise<void>;
}

async function openLocalCopies(options: S3StoreOptions, fetchScreenshot: (path: string) => Promise<Buffer | undefined>): Promise<LocalCopies> {
  // Several nodes may share one data folder: each keeps its copies apart.
  const folder = await claimNodeFolder(options.cacheDir);
  const sites = createVersionCache(join(folder.path, 'sites'), options.cache);
  const screenshots = createScreenshotCache(join(folder.path, 'screenshots'), fetchScreenshot, options.screenshots);
  return {
    sites,
    screenshots,
    async close() {
      await sites.close();
      await screenshots.close();
      await folder.release();
    },
  };
}

/** Paths of the regular files in a folder and below it, `/`-separated; symlinks are not uploaded. */
async function filesIn(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** How many times a file is sent before a dropped connection fails the publish. */
const uploadAttempts = 3;

/** Whether a request failed because its connection was closed under it, not because the store refused it. */
function droppedConnection(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/i.test(message ?? '');
}
