// `--artifacts s3://bucket/prefix`: the bucket, the key prefix, and a client of the AWS SDK set up
// from the standard AWS environment (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
// AWS_PROFILE, AWS_ENDPOINT_URL_S3, …) plus an endpoint for S3-compatible stores (MinIO, R2).
import { S3Client } from '@aws-sdk/client-s3';

export interface S3Location {
  bucket: string;
  /** '' or a prefix ending in `/`. */
  prefix: string;
}

/** The bucket and prefix of an `s3://` URL; throws one line saying what a good one looks like. */
export function parseS3Location(url: string, from: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  const prefix = (match?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (!match || prefix.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(
      `${from} is ${JSON.stringify(url)}: give s3://<bucket>/<optional prefix>, such as s3://docs-sites/quire (bucket names are 3 to 63 lowercase letters, digits, dots and hyphens).`,
    );
  }
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/**
 * A client on the SDK's default credential chain. An endpoint (an S3-compatible store) gets
 * path-style addressing, which MinIO and local servers need and R2 accepts. Checksums are sent
 * where S3 requires them only: S3-compatible stores do not all know the newer checksum headers.
 */
export function s3Client(endpoint: string | undefined): S3Client {
  return new S3Client({
    region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
