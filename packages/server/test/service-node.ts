// One node of the service in its own process, for the multi-node test: `quire serve --role …` as
// the CLI starts it, with the worker pool's build seam given a fast build (a real docs build takes
// seconds of CPU; the test is about the queue, not Astro). Each build appends `start` and `end`
// lines to a shared file, so the test can tell which worker built what, and how many times.
// Arguments: role, database URL, data folder, public URL, builds file, build milliseconds.
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BuildInput, BuildResult } from '../src/builds/build-types.ts';
import { startService } from '../src/service/start-service.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';
import type { ServiceRole } from '../src/service/service-role.ts';
import { testQueueTiming } from './postgres-server.ts';

const [role, database, dataDir, publicUrl, buildsFile, buildMs] = process.argv.slice(2) as [ServiceRole, string, string, string, string, string];

async function fastBuild(input: BuildInput): Promise<BuildResult> {
  appendFileSync(buildsFile, `${input.project.id} ${process.pid} start\n`);
  input.log(`Building ${input.project.name} (a fast test build).`);
  await sleep(Number(buildMs), undefined, input.signal ? { signal: input.signal } : {});
  appendFileSync(buildsFile, `${input.project.id} ${process.pid} end\n`);
  const commit = {
    sha: 'a'.repeat(40),
    ref: `refs/heads/${input.project.branch}`,
    message: 'Docs',
    filesChanged: { added: ['docs.json'], modified: [], removed: [] },
  };
  return { ok: true, summary: 'Published (test build).', commit, author: 'Ada <ada@example.com>' };
}

const service = await startService({
  cli: quireCli,
  dataDir,
  port: 0,
  role,
  database,
  publicUrl,
  concurrency: 2,
  build: fastBuild,
  postgres: { timing: testQueueTiming, maxConnections: 5 },
  log: (line) => process.stderr.write(`${line}\n`),
});
// Where to reach this node: loopback, on the port it took (a worker has none).
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${service.port}`, pid: process.pid })}\n`);
process.once('SIGTERM', () => void service.close().then(() => process.exit(0)));
