// The few S3 operations the artifact store is made of, each whole: a missing key is undefined,
// listings follow every page, deletions go 1000 keys a request.
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

/** Transfers at once. */
const parallel = 8;

export async function getObject(client: S3Client, bucket: string, key: string): Promise<Buffer | undefined> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** The names of the "folders" right under a prefix. */
export async function listFolders(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const common of page.CommonPrefixes ?? []) if (common.Prefix) names.push(common.Prefix.slice(prefix.length, -1));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

export async function deleteKeys(client: S3Client, bucket: string, keys: string[]): Promise<void> {
  // DeleteObjects takes at most 1000 keys a request.
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
    const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
    if (answer.Errors?.length) throw new Error(`Could not delete s3://${bucket}/${answer.Errors[0]!.Key}: ${answer.Errors[0]!.Message}`);
  }
}

export async function eachAtOnce<T>(items: T[], task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
}
