// The artifact store, one suite for both implementations: the shared folder (the default) and
// S3-compatible object storage (a real s3rver through the AWS SDK). A reader sees a whole
// version, old or new; old versions go; a removed site is offline; another node (no shared
// folder) serves what one node published.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { ArtifactStore } from '../src/artifacts/artifact-store.ts';
import { openArtifactStore } from '../src/artifacts/open-artifact-store.ts';
import { parseS3Location, s3Client } from '../src/artifacts/s3-location.ts';
import { testS3 } from './s3-server.ts';

interface StoreKind {
  name: string;
  /** A new empty store, and a second node's store on the same place (another data folder). */
  open(): Promise<{ first: ArtifactStore; second: ArtifactStore; location: string }>;
}

const s3 = await testS3();
const stores: ArtifactStore[] = [];
after(async () => {
  for (const store of stores) await store.close();
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-artifacts-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
async function track(store: Promise<ArtifactStore>): Promise<ArtifactStore> {
  stores.push(await store);
  return store;
}

const kinds: StoreKind[] = [
  {
    name: 'shared folder',
    async open() {
      const shared = tempDir();
      const first = await track(openArtifactStore(tempDir(), { artifacts: shared }));
      const second = await track(openArtifactStore(tempDir(), { artifacts: shared }));
      return { first, second, location: shared };
    },
  },
  {
    name: 's3',
    async open() {
      const location = await s3.newBucket();
      // Readers look at the pointer on every request here, so a test sees a publish at once.
      const options = { artifacts: location, endpoint: s3.endpoint, pointerTtlMs: 0 };
      const first = await track(openArtifactStore(tempDir(), options));
      const second = await track(openArtifactStore(tempDir(), options));
      return { first, second, location };
    },
  },
];

/** Builds a version the way a worker does: files into the staging folder, then publish. */
async function publish(store: ArtifactStore, site: string, version: string, files: Record<string, string>): Promise<string[]> {
  const folder = store.stagingFolder(site, version);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  try {
    return await store.publish(site, version, folder);
  } finally {
    await store.discardStaging(folder);
  }
}

/** What `get` gives once it gives `expected`, or its last answer after two seconds. */
async function eventually<T>(get: () => Promise<T>, expected: T): Promise<T> {
  let value = await get();
  for (let waited = 0; value !== expected && waited < 2000; waited += 20) {
    await new Promise((settled) => setTimeout(settled, 20));
    value = await get();
  }
  return value;
}

const read = (root: string | undefined, path: string) => (root === undefined ? undefined : readFileSync(join(root, path), 'utf8'));

for (const kind of kinds) {
  describe(`artifact store (${kind.name})`, () => {
    it('serves nothing before a publish; then every file of the version, on this node and on another', async () => {
      const { first, second } = await kind.open();
      assert.equal(await first.currentVersion('acme'), undefined);
      assert.equal(await second.servedFolder('acme'), undefined);
      await publish(first, 'acme', '20260101T000000-0001', { 'index.html': '<h1>Acme</h1>', 'guide/über uns.html': 'Ü', '_quire/mcp.json': '{"tools":[]}' });
      assert.equal(await second.currentVersion('acme'), '20260101T000000-0001');
      const root = await second.servedFolder('acme');
      assert.equal(read(root, 'index.html'), '<h1>Acme</h1>');
      assert.equal(read(root, 'guide/über uns.html'), 'Ü');
      assert.equal(read(root, '_quire/mcp.json'), '{"tools":[]}');
      assert.equal(await second.servedFolder('other'), undefined);
    });

    it('a reader gets the old version or the new one, never half of each, while versions are published', async () => {
      const { first, second } = await kind.open();
      await publish(first, 'docs', 'v00', { 'a.txt': 'v00', 'b/b.txt': 'v00' });
      let publishing = true;
      const seen = new Set<string>();
      const reader = (async () => {
        while (publishing) {
          const root = await second.servedFolder('docs');
          const [a, b] = [read(root, 'a.txt'), read(root, 'b/b.txt')];
          assert.equal(a, b, 'both files of one version');
          seen.add(a!);
        }
      })();
      for (let i = 1; i <= 4; i++) await publish(first, 'docs', `v0${i}`, { 'a.txt': `v0${i}`, 'b/b.txt': `v0${i}` });
      publishing = false;
      await reader;
      // A node serves the previous version while it fetches the new one: the new one shows soon after.
      assert.equal(await eventually(async () => read(await second.servedFolder('docs'), 'a.txt'), 'v04'), 'v04');
      assert.ok(seen.size >= 2, `the reader saw versions change: ${[...seen].join(', ')}`);
    });

    it('keeps the newest three versions: a publish removes older ones and says which', async () => {
      const { first } = await kind.open();
      const removed: string[] = [];
      for (let i = 1; i <= 5; i++) removed.push(...(await publish(first, 'docs', `v${i}`, { 'index.html': `v${i}` })));
      assert.deepEqual(removed, ['v1', 'v2']);
      assert.equal(await first.currentVersion('docs'), 'v5');
    });

    it('a removed site is offline on every node, and can be published again', async () => {
      const { first, second } = await kind.open();
      await publish(first, 'main--docs', 'v1', { 'index.html': 'preview' });
      assert.equal(read(await second.servedFolder('main--docs'), 'index.html'), 'preview');
      await second.remove('main--docs');
      assert.equal(await first.servedFolder('main--docs'), undefined);
      assert.equal(await second.servedFolder('main--docs'), undefined);
      await publish(first, 'main--docs', 'v2', { 'index.html': 'again' });
      assert.equal(await eventually(async () => read(await second.servedFolder('main--docs'), 'index.html'), 'again'), 'again');
    });
  });
}

describe('artifact store (s3): layout and configuration', () => {
  it('versions live under the prefix beside the site’s pointer; removed versions leave no object', async () => {
    const { first, location } = await kinds[1]!.open();
    for (let i = 1; i <= 4; i++) await publish(first, 'acme', `v${i}`, { 'index.html': `v${i}`, '_astro/app.js': 'x' });
    const { bucket, prefix } = parseS3Location(location, 'test');
    const client = s3Client(s3.endpoint);
    const keys = ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key).sort();
    client.destroy();
    assert.deepEqual(keys, [
      `${prefix}sites/acme/current.json`,
      ...['v2', 'v3', 'v4'].flatMap((v) => [`${prefix}sites/acme/versions/${v}/_astro/app.js`, `${prefix}sites/acme/versions/${v}/index.html`]),
    ]);
  });

  it('while a node fetches a new version, its readers get the whole previous one, not a wait', async () => {
    const { first, second } = await kinds[1]!.open();
    await publish(first, 'big', 'v1', { 'index.html': 'v1' });
    const v1 = await second.servedFolder('big');
    await publish(first, 'big', 'v2', Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`page-${i}.html`, 'v2']).concat([['index.html', 'v2']])));
    assert.equal(await second.servedFolder('big'), v1, 'the previous version, at once');
    assert.equal(await eventually(async () => read(await second.servedFolder('big'), 'index.html'), 'v2'), 'v2');
  });

  it('a bad location or an unknown bucket is one line at start', async () => {
    await assert.rejects(
      openArtifactStore(tempDir(), { artifacts: 's3://A_B/x' }),
      /^Error: --artifacts is "s3:\/\/A_B\/x": give s3:\/\/<bucket>\/<optional prefix>/,
    );
    await assert.rejects(
      openArtifactStore(tempDir(), { artifacts: 's3://no-such-bucket/x', endpoint: s3.endpoint }),
      /^Error: The artifact store s3:\/\/no-such-bucket\/x\/ cannot be used at http:\/\/127\.0\.0\.1:\d+: the bucket does not exist\.$/,
    );
    await assert.rejects(
      openArtifactStore(tempDir(), { artifacts: 's3://docs/x', endpoint: 'minio:9000' }),
      /endpoint is "minio:9000": give the URL of the S3-compatible server/,
    );
  });
});
