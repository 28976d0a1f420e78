// Publishing to object storage when the store drops a connection mid-upload (a kept-alive socket
// it had just closed, under load): the file is sent again, from a new stream, and the publish succeeds.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { s3ArtifactStore } from '../src/artifacts/s3-artifact-store.ts';
import { parseS3Location, s3Client } from '../src/artifacts/s3-location.ts';
import { temporaryFolder } from './build-helpers.ts';
import { testS3, testS3Proxy } from './s3-server.ts';

const s3 = await testS3();

test('an upload whose connection drops is sent again, and the site is published whole', async () => {
  let dropped = 0;
  const endpoint = await testS3Proxy(s3.endpoint, (req) => {
    if (req.method !== 'PUT' || !req.url!.includes('/index.html') || dropped) return false;
    dropped++;
    req.socket.destroy();
    return true;
  });
  const client = s3Client(endpoint);
  after(() => client.destroy());
  const data = await temporaryFolder();
  const store = await s3ArtifactStore({
    client,
    location: parseS3Location(await s3.newBucket(), 'test'),
    stagingDir: join(data, 'staging'),
    cacheDir: join(data, 'cache'),
    serving: false,
  });
  const folder = store.stagingFolder('pets', 'r1');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'index.html'), '<h1>Pets</h1>');
  await store.publish('pets', 'r1', folder);
  assert.equal(dropped, 1, 'the first upload of the page lost its connection');
  assert.equal(await store.currentVersion('pets'), 'r1');
  await store.close();
});
