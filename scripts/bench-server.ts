/**
 * Load run of the hosting service's status API: `quire serve` in its own process, 50 concurrent
 * clients polling GET /v1/project/update-status/{id} on loopback for 30 s (BENCH_SECONDS and
 * BENCH_CLIENTS change that). The update polled is one whose build printed 10 MB of log (the
 * service keeps 4 MB of it). Prints requests per second, p50/p99 latency, failed requests and the
 * service's peak memory.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve(import.meta.dirname, '../packages/cli/bin/quire.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const data = mkdtempSync(join(tmpdir(), 'quire-bench-server-'));
const quire = (...args: string[]) => execFileSync(process.execPath, [CLI, ...args, '--data', data], { encoding: 'utf8' }).trim().split('\n').at(-1)!.trim();

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
  for (let batch = 0; batch < 100; batch++) await storage.updates.appendLogs(statusId, Array.from({ length: 100 }, () => line));
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
