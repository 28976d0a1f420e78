// The one place a configured location becomes an ArtifactStore: `s3://bucket/prefix` is object
// storage; a folder path, or nothing (the data folder's `sites/`), is the shared folder.
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { join, resolve } from 'node:path';
import type { ArtifactStore } from './artifact-store.ts';
import { folderArtifactStore } from './folder-artifact-store.ts';
import { parseS3Location, s3Client } from './s3-location.ts';
import { s3ArtifactStore } from './s3-artifact-store.ts';
import type { ScreenshotCacheOptions } from './screenshot-cache.ts';
import type { VersionCacheLimits } from './version-cache.ts';

/** The environment variables naming the store and an S3-compatible endpoint when no option does. */
export const ARTIFACTS_ENV = 'QUIRE_ARTIFACTS';
export const ARTIFACTS_ENDPOINT_ENV = 'QUIRE_ARTIFACTS_ENDPOINT';

export interface ArtifactOptions {
  /** `s3://bucket/prefix` or a folder; else QUIRE_ARTIFACTS; else `<dataDir>/sites`. */
  artifacts?: string | undefined;
  /** An S3-compatible store's URL (MinIO, R2); else QUIRE_ARTIFACTS_ENDPOINT; else AWS's (or AWS_ENDPOINT_URL_S3). */
  endpoint?: string | undefined;
  /** How long a node trusts a site's pointer before reading it again (S3 only). */
  pointerTtlMs?: number;
  cache?: VersionCacheLimits;
  /** The local screenshot copies' bounds and how long a missing one is remembered (S3 only). */
  screenshots?: ScreenshotCacheOptions;
  /** False on a node that serves no sites (a worker): it keeps no local copies (S3 only). */
  serving?: boolean;
}

export async function openArtifactStore(dataDir: string, options: ArtifactOptions = {}): Promise<ArtifactStore> {
  const location = options.artifacts ?? process.env[ARTIFACTS_ENV] ?? '';
  if (!location.startsWith('s3:')) return folderArtifactStore(location ? resolve(location) : join(dataDir, 'sites'), join(dataDir, 'screenshots'));
  const from = options.artifacts === undefined ? ARTIFACTS_ENV : '--artifacts';
  const s3 = parseS3Location(location, from);
  const endpoint = options.endpoint ?? process.env[ARTIFACTS_ENDPOINT_ENV];
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(
      `The artifact store's endpoint is ${JSON.stringify(endpoint)}: give the URL of the S3-compatible server, such as http://minio.internal:9000.`,
    );
  const client = s3Client(endpoint);
  // Checked at start: a wrong bucket, endpoint or credentials is one line now, not a failed publish later.
  await client
    .send(new HeadBucketCommand({ Bucket: s3.bucket }))
    .catch((error: { name?: string; message?: string; $metadata?: { httpStatusCode?: number } }) => {
      client.destroy();
      const status = error.$metadata?.httpStatusCode;
      const why =
        status === 404
          ? 'the bucket does not exist'
          : status === 403
            ? 'access is denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE)'
            : (error.message || error.name || `HTTP ${status}`).split('\n')[0];
      throw new Error(`The artifact store s3://${s3.bucket}/${s3.prefix} cannot be used${endpoint ? ` at ${endpoint}` : ''}: ${why}.`);
    });
  return s3ArtifactStore({
    client,
    location: s3,
    stagingDir: join(dataDir, 'staging'),
    cacheDir: join(dataDir, 'site-cache'),
    ...(options.pointerTtlMs !== undefined ? { pointerTtlMs: options.pointerTtlMs } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.screenshots ? { screenshots: options.screenshots } : {}),
    ...(options.serving !== undefined ? { serving: options.serving } : {}),
  });
}
