// Sites in object storage, end to end: `quire serve --role worker` builds a real docs repo and
// publishes it to S3 (a real s3rver through the AWS SDK); `quire serve --role api`, another
// process with a data folder of its own (nothing shared but PostgreSQL and the bucket), serves
// the site's pages, its MCP server (which reads the site's page twins) and the update's screenshots.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openPostgresStorage } from '../src/storage/postgres-storage.ts';
import type { UpdateRecord } from '../src/storage/records.ts';
import { gitRepo, miniDocs, temporaryFolder } from './build-helpers.ts';
import { rawRequest } from './http-helpers.ts';
import { postgresMissing, testPostgres, testQueueTiming } from './postgres-server.ts';
import { testS3 } from './s3-server.ts';

const cli = resolve(import.meta.dirname, '../../cli/bin/quire.js');
const s3 = await testS3();
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

/** `quire serve` in its own process; resolves with the URL it prints once it listens. */
async function serve(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', ...args], {
    env: { ...process.env, ...s3.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  return new Promise((found, failed) => {
    // Read on after the URL too: the node keeps printing, and a closed pipe would end it.
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Quire hosting service: (\S+)/.exec(output)?.[1];
      if (url) found(url);
    });
    child.once('exit', () => failed(new Error(`quire serve ${args.join(' ')} stopped: ${output}`)));
  });
}

describe('service: sites published to S3 and served by another node', { skip: postgresMissing() }, () => {
  it('a worker publishes to the bucket; an API node with no shared folder serves the pages and the MCP server', { timeout: 240_000 }, async () => {
    const repo = await gitRepo();
    await repo.commit('Docs', miniDocs);
    const database = await (await testPostgres()).createDatabase();
    const artifacts = await s3.newBucket();
    const admin = await openPostgresStorage(database, { timing: testQueueTiming, maxConnections: 2 });
    after(() => admin.close());
    const project = await admin.projects.add({ name: 'Mini', repo: repo.dir, subdomain: 'mini' });
    const { token } = await admin.tokens.create(project.id);

    const common = { QUIRE_DATABASE_URL: database, QUIRE_ARTIFACTS: artifacts };
    const workerData = await temporaryFolder('quire-s3-worker-');
    const apiData = await temporaryFolder('quire-s3-api-');
    await serve(['--data', workerData, '--concurrency', '1'], { ...common, QUIRE_ROLE: 'worker' });
    const api = await serve(['--data', apiData], { ...common, QUIRE_ROLE: 'api' });
    const port = new URL(api).port;
    const base = `http://127.0.0.1:${port}`;

    const triggered = await fetch(`${base}/v1/project/update/${project.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    assert.equal(triggered.status, 202);
    const { statusId } = (await triggered.json()) as { statusId: string };
    let record: UpdateRecord | undefined;
    for (let waited = 0; waited < 200_000 && !['success', 'failure'].includes(record?.status ?? ''); waited += 500) {
      await sleep(500);
      record = (await (await fetch(`${base}/v1/project/update-status/${statusId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as UpdateRecord;
    }
    assert.equal(record?.status, 'success', record?.summary);

    const host = `mini.localhost:${port}`;
    const home = await rawRequest(base, '/', { headers: { host } });
    assert.equal(home.status, 200);
    assert.match(home.body, /Welcome to Mini/);
    const guide = await rawRequest(base, '/guide', { headers: { host, 'accept-encoding': 'br' } });
    assert.equal(guide.status, 200);
    assert.match(String(guide.headers.etag), /^W\/"/);
    const again = await rawRequest(base, '/guide', { headers: { host, 'accept-encoding': 'br', 'if-none-match': String(guide.headers.etag) } });
    assert.equal(again.status, 304, 'ETags hold between requests');
    assert.equal((await rawRequest(base, '/no-such-page', { headers: { host } })).status, 404);

    const rpc = await rawRequest(base, '/mcp', {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { path: '/guide' } } }),
    });
    assert.equal(rpc.status, 200, rpc.body);
    assert.match(rpc.body, /A guide\./);

    // The update's screenshots went to the bucket too: the API node serves them.
    for (const url of [record!.screenshotLight, record!.screenshotDark]) {
      assert.ok(url, JSON.stringify(record));
      const shot = await fetch(`${base}${new URL(url).pathname}`);
      assert.equal(shot.status, 200, url);
      assert.equal(shot.headers.get('content-type'), 'image/png');
      assert.deepEqual([...new Uint8Array(await shot.arrayBuffer()).subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG');
    }

    // Nothing of the site is in either data folder: the worker's staging copy is gone, the API node never had one.
    assert.ok(!existsSync(join(apiData, 'sites')) && !existsSync(join(workerData, 'sites')));
    assert.ok(!existsSync(join(apiData, 'screenshots')), 'the API node served the screenshots from the bucket');
    assert.deepEqual(existsSync(join(workerData, 'staging')) ? readdirSync(join(workerData, 'staging')) : [], []);
    // The worker keeps no screenshot once uploaded, and no cache of what only API nodes serve.
    assert.deepEqual(
      readdirSync(workerData, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.png')),
      [],
    );
    assert.ok(!existsSync(join(workerData, 'site-cache')), 'a worker opens no site cache');
  });
});
