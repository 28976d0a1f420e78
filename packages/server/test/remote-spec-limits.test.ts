// The service reads a tenant's docs.json and frontmatter before each build, to fetch the documents
// they name by URL: with limits, in a worker thread. A 23 MB frontmatter once stalled every site
// for 10 s while the service parsed it; now it is skipped with a line in the update's log, the
// other documents are still fetched, and the service's event loop is not held meanwhile.
import { strict as assert } from 'node:assert';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, test } from 'node:test';
import { fetchRemoteSpecs } from '../src/builds/remote-specs.ts';
import { temporaryFolder } from './build-helpers.ts';

const spec = JSON.stringify({ openapi: '3.1.0', info: { title: 'Remote', version: '1' }, paths: {} });
const api = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end(spec)).listen(0, '127.0.0.1');
await once(api, 'listening');
after(() => api.close());
const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

async function repo(files: Record<string, string>): Promise<{ docs: string; home: string }> {
  const docs = await temporaryFolder('quire-docs-');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(docs, path, '..'), { recursive: true });
    await writeFile(join(docs, path), text);
  }
  return { docs, home: await temporaryFolder() };
}

async function fetchLogged(docs: string, home: string): Promise<{ lines: string[]; maxDelayMs: number }> {
  const lines: string[] = [];
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await fetchRemoteSpecs(docs, { hostDir: join(home, 'project'), buildDir: join(docs, '.quire') }, (line) => lines.push(line), { privateOrigins: [origin] });
  delay.disable();
  return { lines, maxDelayMs: delay.max / 1e6 };
}

test("a page with a 23 MB frontmatter is skipped with a line in the log, the docs' other URLs are fetched, and the event loop is not held", async () => {
  const huge = `---\ntitle: Huge\nopenapi: ${origin}/from-huge.json GET /x\n${Array.from({ length: 400_000 }, (_, i) => `key${i}: ${'v'.repeat(48)}`).join('\n')}\n---\n\n# Huge\n`;
  assert.ok(huge.length > 23_000_000);
  const { docs, home } = await repo({
    'docs.json': JSON.stringify({
      name: 'Big',
      navigation: {
        groups: [
          { group: 'API', openapi: `${origin}/openapi.json` },
          { group: 'Guides', pages: ['huge', 'small'] },
        ],
      },
    }),
    'huge.mdx': huge,
    'small.mdx': `---\ntitle: Small\nopenapi: ${origin}/from-small.json GET /y\n---\n\n# Small\n`,
  });
  const { lines, maxDelayMs } = await fetchLogged(docs, home);
  assert.deepEqual(lines, [
    'Warning: huge.mdx: its frontmatter does not end within the first 64 KB, so the service did not read it; a document it names by URL is not fetched. Keep frontmatter under 64 KB.',
    `Fetched ${origin}/openapi.json for the build.`,
    `Fetched ${origin}/from-small.json for the build.`,
  ]);
  // Generous for a busy machine: parsing the 23 MB on the event loop held it for seconds.
  assert.ok(maxDelayMs < 500, `the event loop was held for ${maxDelayMs.toFixed(0)} ms`);
});

test('a docs.json over 5 MB is not parsed by the service: the log says so and nothing is fetched', async () => {
  const pages = Array.from({ length: 300_000 }, (_, i) => `guides/page-${i}`);
  const { docs, home } = await repo({
    'docs.json': JSON.stringify({ name: 'Big', navigation: { groups: [{ group: 'API', openapi: `${origin}/openapi.json`, pages }] } }),
  });
  const { lines } = await fetchLogged(docs, home);
  assert.equal(lines.length, 1);
  assert.match(
    lines[0]!,
    /^Warning: docs\.json is \d+\.\d MB, over the 5\.0 MB the service reads to find documents named by URL: none is fetched for this build\./,
  );
});
