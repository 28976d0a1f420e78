// OpenAPI documents named by URL: the build has no network, so the service fetches them first,
// through the relay's guard, and the build reads those copies.
import { strict as assert } from 'node:assert';
import { once } from 'node:events';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { builtSiteDir, runBuildProcess } from '../src/builds/build-process.ts';
import { fetchRemoteSpecs } from '../src/builds/remote-specs.ts';
import { temporaryFolder } from './build-helpers.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';

const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Remote', version: '1' },
  paths: { '/things': { get: { summary: 'List things', responses: { 200: { description: 'OK' } } } } },
});

const asyncSpec = `asyncapi: 3.0.0
info: { title: Events, version: '1' }
servers: { live: { host: events.remote.test, protocol: wss } }
channels:
  ticks:
    address: /ticks
    messages: { tick: { payload: { type: object, properties: { at: { type: string } } } } }
operations:
  onTick: { action: receive, channel: { $ref: '#/channels/ticks' } }
`;

async function apiServer(): Promise<{ origin: string; hits: () => number; close: () => void }> {
  let hits = 0;
  const server = createServer((req, res) => {
    hits++;
    if (req.url === '/asyncapi.yaml') return void res.writeHead(200, { 'content-type': 'application/yaml' }).end(asyncSpec);
    res.writeHead(200, { 'content-type': 'application/json' }).end(spec);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits, close: () => server.close() };
}

async function docsRepo(specUrl: string, asyncUrl?: string): Promise<{ checkout: string; docs: string; home: string }> {
  const checkout = await temporaryFolder('quire-checkout-');
  const docs = join(checkout, 'docs');
  await mkdir(docs);
  const groups = [{ group: 'API', openapi: specUrl }, ...(asyncUrl ? [{ group: 'Events', asyncapi: asyncUrl }] : [])];
  await writeFile(join(docs, 'docs.json'), JSON.stringify({ name: 'Remote', navigation: { groups } }));
  return { checkout, docs, home: await temporaryFolder() };
}

describe('documents by URL in a hosted build', () => {
  it('are fetched by the service and read by the build from its copy, OpenAPI and AsyncAPI: the pages are built, though the build has no network', async () => {
    const api = await apiServer();
    try {
      const { checkout, docs, home } = await docsRepo(`${api.origin}/openapi.json`, `${api.origin}/asyncapi.yaml`);
      const lines: string[] = [];
      // The operator lets this private origin through, as a sandbox API on the service's network.
      const remoteSpecs = await fetchRemoteSpecs(docs, { hostDir: join(home, 'project'), buildDir: join(docs, '.quire') }, (line) => lines.push(line), {
        privateOrigins: [api.origin],
      });
      assert.equal(remoteSpecs, join(docs, '.quire', 'remote.json'));
      assert.deepEqual(lines, [`Fetched ${api.origin}/openapi.json for the build.`, `Fetched ${api.origin}/asyncapi.yaml for the build.`]);
      const build = await runBuildProcess({
        checkoutDir: checkout,
        docsDir: docs,
        home,
        memoryMb: 1024,
        log: (line) => lines.push(line),
        signal: new AbortController().signal,
        cli: quireCli,
        remoteSpecs,
      });
      assert.equal(build.exitCode, 0, build.stderr.join('\n'));
      assert.ok((await readdir(join(builtSiteDir(home), 'api-reference'))).includes('list-things'));
      assert.ok((await readdir(join(builtSiteDir(home), 'channels'))).includes('ticks'), 'the AsyncAPI channel page');
      assert.equal(api.hits(), 2, 'each fetched once, by the service');
    } finally {
      api.close();
    }
  });

  it("are refused when they lead to the service's own network, with the relay's reason, and fetched never", async () => {
    const api = await apiServer();
    try {
      const { docs, home } = await docsRepo(`${api.origin}/openapi.json`);
      const lines: string[] = [];
      await fetchRemoteSpecs(docs, { hostDir: join(home, 'project'), buildDir: join(docs, '.quire') }, (line) => lines.push(line));
      assert.equal(lines.length, 1);
      assert.match(lines[0]!, /^Warning: the document http:\/\/127\.0\.0\.1:\d+\/openapi\.json was not fetched: .*(loopback|address)/);
      assert.equal(api.hits(), 0);
    } finally {
      api.close();
    }
  });
});
