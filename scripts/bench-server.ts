/**
 * Load run of the hosting service's status API: `quire serve` in its own process, 50 concurrent
 * clients polling GET /v1/project/update-status/{id} on loopback for 30 s (BENCH_SECONDS and
 * BENCH_CLIENTS change that). The update polled is one whose build printed 10 MB of log (the
 * service keeps 4 MB of it). Prints requests per second, p50/p99 latency, failed requests and the
 * service's peak memory.
 *
 * Then, where PostgreSQL is installed (Debian's initdb and pg_ctl; a throwaway server in a
 * temporary folder), the service spread over nodes, each a `quire serve` process with
 * QUIRE_DATABASE_URL and QUIRE_ROLE: updates per minute with 1, 2 and 3 worker nodes building
 * BENCH_UPDATES (default 8) real updates of a small docs repository, and the status API's p99
 * with the same clients against two API nodes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gitRepo, miniDocs } from '../packages/server/test/build-helpers.ts';
import { postgresMissing, testPostgres } from '../packages/server/test/postgres-server.ts';

const CLI = resolve(import.meta.dirname, '../packages/cli/bin/quire.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const data = mkdtempSync(join(tmpdir(), 'quire-bench-server-'));
const quire = (...args: string[]) =>
  execFileSync(process.execPath, [CLI, ...args, '--data', data], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!
    .trim();

// The record polled is a real one: an update of a project whose repository does not exist ends
// at once, as a failure with its summary and logs.
const projectId = quire('projects', 'add', '--name', 'Bench', '--repo', join(data, 'no-such-repo'));
const token = quire('tokens', 'create', '--project', projectId);
const service = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--data', data, '--rate-limit', '100000000'], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const url = await new Promise<string>((found) => {
    let output = '';
    service.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /hosting service: (http:\/\/\S+)/.exec(output);
      if (match) found(match[1]!);
    });
  });
  const headers = { authorization: `Bearer ${token}` };
  const triggered = await fetch(`${url}/v1/project/update/${projectId}`, { method: 'POST', headers });
  const { statusId } = (await triggered.json()) as { statusId: string };
  // A build that printed 10 MB: written through the service's own storage, as its workers write.
  const { openDataFolder } = await import('../packages/server/src/storage/data-folder.ts');
  const storage = await openDataFolder(data);
  const line = 'x'.repeat(1000);
  for (let batch = 0; batch < 100; batch++)
    await storage.updates.appendLogs(
      statusId,
      Array.from({ length: 100 }, () => line),
    );
  await storage.close();
  const statusUrl = `${url}/v1/project/update-status/${statusId}`;

  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const response = await fetch(statusUrl, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(`\nStatus API under load: ${clients} clients polling for ${seconds} s on loopback (quire serve, SQLite)`);
  console.log(`  requests        ${latencies.length} (${(latencies.length / seconds).toFixed(0)} per second)`);
  console.log(`  latency         p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  console.log(`  failed          ${failed}`);
  const peak = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${service.pid}/status`, 'utf8'))?.[1];
  console.log(`  service memory  peak ${peak ? Math.round(Number(peak) / 1024) : '?'} MB (the update's build printed 10 MB of log)`);
} finally {
  service.kill('SIGTERM');
  await new Promise((done) => service.once('exit', done));
  rmSync(data, { recursive: true, force: true });
}

const missing = postgresMissing();
if (missing) console.log(`\nPostgreSQL nodes: skipped. ${missing}`);
else await benchNodes();

/** `quire serve` as one node of a PostgreSQL service; resolves with its address once it listens. */
async function startNode(role: 'api' | 'worker', database: string, dataDir: string): Promise<{ url: string; stop(): Promise<void>; pid: number }> {
  const env = { ...process.env, QUIRE_DATABASE_URL: database, QUIRE_ROLE: role };
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--data', dataDir, '--concurrency', '1', '--rate-limit', '100000000'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((found, failed) => {
    let output = '';
    child.once('exit', (code) => failed(new Error(`quire serve (${role}) exited with ${code}`)));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /hosting service: (http:\/\/\S+)/.exec(output);
      if (match) found(match[1]!.replace('localhost', '127.0.0.1'));
    });
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

async function benchNodes(): Promise<void> {
  const updates = Number(process.env.BENCH_UPDATES ?? 8);
  const server = await testPostgres();
  const repo = await gitRepo();
  await repo.commit('Docs', miniDocs);
  console.log(
    `\nThe service on PostgreSQL: ${updates} real updates of a small docs repo, one build per worker node at a time (this machine: ${(await import('node:os')).availableParallelism()} cores)`,
  );
  const nodes: { stop(): Promise<void> }[] = [];
  try {
    for (const workerCount of [1, 2, 3]) {
      const database = await server.createDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'quire-bench-nodes-'));
      const { openPostgresStorage } = await import('../packages/server/src/storage/postgres-storage.ts');
      const admin = await openPostgresStorage(database, { maxConnections: 2 });
      const projects = await Promise.all(Array.from({ length: updates }, (_, i) => admin.projects.add({ name: `Bench ${i}`, repo: repo.dir })));
      const { token } = await admin.tokens.create(null);
      const headers = { authorization: `Bearer ${token}` };
      const api = await startNode('api', database, dataDir);
      nodes.push(api);
      const workers = await Promise.all(Array.from({ length: workerCount }, () => startNode('worker', database, dataDir)));
      nodes.push(...workers);
      const started = performance.now();
      const ids = await Promise.all(
        projects.map(
          async (project) =>
            ((await (await fetch(`${api.url}/v1/project/update/${project.id}`, { method: 'POST', headers })).json()) as { statusId: string }).statusId,
        ),
      );
      let statuses: string[] = [];
      for (;;) {
        statuses = await Promise.all(
          ids.map(async (id) => ((await (await fetch(`${api.url}/v1/project/update-status/${id}`, { headers })).json()) as { status: string }).status),
        );
        if (statuses.every((status) => status === 'success' || status === 'failure' || status === 'canceled')) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const minutes = (performance.now() - started) / 60_000;
      const ok = statuses.filter((status) => status === 'success').length;
      console.log(
        `  ${workerCount} worker${workerCount === 1 ? ' ' : 's'}       ${(updates / minutes).toFixed(1)} updates per minute (${ok}/${updates} success, ${(minutes * 60).toFixed(1)} s)`,
      );

      if (workerCount === 3) {
        // The status API with two API nodes: the same clients, alternating between them.
        const second = await startNode('api', database, dataDir);
        nodes.push(second);
        const apis = [api.url, second.url];
        const latencies: number[] = [];
        let failed = 0;
        const end = performance.now() + seconds * 1000;
        await Promise.all(
          Array.from({ length: clients }, async (_, client) => {
            for (let i = client; performance.now() < end; i++) {
              const began = performance.now();
              try {
                const response = await fetch(`${apis[i % 2]}/v1/project/update-status/${ids[i % ids.length]}`, { headers });
                await response.arrayBuffer();
                if (response.status !== 200) failed++;
              } catch {
                failed++;
              }
              latencies.push(performance.now() - began);
            }
          }),
        );
        latencies.sort((a, b) => a - b);
        const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
        console.log(
          `  status API      ${clients} clients, two API nodes, ${seconds} s: ${(latencies.length / seconds).toFixed(0)} requests per second, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${failed} failed`,
        );
      }
      for (const node of nodes.splice(0)) await node.stop();
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    for (const node of nodes) await node.stop();
    server.stop();
  }
}
