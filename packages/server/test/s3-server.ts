// A real S3-compatible server for the tests: s3rver (npm), in this process, on a free loopback
// port, storing objects in a temporary folder. The AWS SDK talks to it as to any S3-compatible
// store: path-style addressing at an endpoint, with credentials from the standard AWS variables.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../src/artifacts/s3-location.ts';
// @ts-expect-error s3rver ships no type declarations.
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  /** A new empty bucket's `s3://` URL, with a prefix. */
  newBucket(): Promise<string>;
  /** The environment a child process needs to reach this server (credentials and endpoint). */
  env: Record<string, string>;
}

const env = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' };
Object.assign(process.env, env);

let started: Promise<TestS3> | undefined;
let buckets = 0;

/** The server of this test file, stopped when the file ends: call it at the top of the file, outside any test. */
export function testS3(): Promise<TestS3> {
  started ??= (async () => {
    const directory = mkdtempSync(join(tmpdir(), 'quire-s3-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const { port } = (await server.run()) as { port: number };
    after(async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    });
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      endpoint,
      env: { ...env, QUIRE_ARTIFACTS_ENDPOINT: endpoint },
      async newBucket() {
        const name = `sites-${process.pid}-${++buckets}`;
        const client = s3Client(endpoint);
        await client.send(new CreateBucketCommand({ Bucket: name }));
        client.destroy();
        return `s3://${name}/tenants`;
      },
    };
  })();
  return started;
}

/**
 * A loopback proxy in front of the S3 server, for tests that watch or refuse what a node asks:
 * `intercept` sees each request first and answers it itself by returning true. Stopped when the
 * file ends; resolves with the proxy's endpoint.
 */
export async function testS3Proxy(target: string, intercept: (req: IncomingMessage, res: ServerResponse) => boolean): Promise<string> {
  const proxy = createServer((req, res) => {
    if (intercept(req, res)) return;
    const upstream = request(new URL(req.url!, target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((ready) => proxy.listen(0, '127.0.0.1', ready));
  after(() => new Promise<void>((done) => proxy.close(() => done())));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}
