// Many nodes on one PostgreSQL: two API processes and three worker processes, as `quire serve
// --role api|worker` runs them. Everything a user triggers ends once in success, whichever node
// they ask and whichever node dies on the way.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openPostgresStorage } from '../src/storage/postgres-storage.ts';
import type { UpdateRecord } from '../src/storage/records.ts';
import { postgresMissing, testPostgres, testQueueTiming } from './postgres-server.ts';

const nodeScript = fileURLToPath(new URL('./service-node.ts', import.meta.url));
const BUILD_MS = 1500;

interface Node {
  role: 'api' | 'worker';
  url: string;
  pid: number;
  child: ChildProcess;
}

const started: ChildProcess[] = [];
after(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startNode(role: Node['role'], database: string, dataDir: string, buildsFile: string): Promise<Node> {
  const child = spawn(process.execPath, [nodeScript, role, database, dataDir, 'http://localhost:4500', buildsFile, String(BUILD_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  const { url, pid } = JSON.parse(line.toString()) as { url: string; pid: number };
  return { role, url, pid, child };
}

describe('service: many nodes on one PostgreSQL', { skip: postgresMissing() }, () => {
  it('30 projects triggered at once through two API nodes all end in success once; a worker and an API node killed on the way lose nothing', async () => {
    const database = await (await testPostgres()).createDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-nodes-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const buildsFile = join(dataDir, 'builds.txt');
    writeFileSync(buildsFile, '');

    const admin = await openPostgresStorage(database, { timing: testQueueTiming, maxConnections: 3 });
    after(() => admin.close());
    const projects = await Promise.all(Array.from({ length: 30 }, (_, i) => admin.projects.add({ name: `Docs ${i}`, repo: `/repos/${i}` })));
    // A token per project, as each project's CI would hold: the per-token rate limit stays out of the way.
    const tokens = await Promise.all(projects.map((project) => admin.tokens.create(project.id)));
    const auth = (i: number) => ({ authorization: `Bearer ${tokens[i]!.token}` });

    const apis = await Promise.all([startNode('api', database, dataDir, buildsFile), startNode('api', database, dataDir, buildsFile)]);
    const workers = await Promise.all([0, 1, 2].map(() => startNode('worker', database, dataDir, buildsFile)));

    // Every project triggered at once, half through each API node.
    const triggered = await Promise.all(
      projects.map(async (project, i) => {
        const response = await fetch(`${apis[i % 2]!.url}/v1/project/update/${project.id}`, { method: 'POST', headers: auth(i) });
        assert.equal(response.status, 202);
        return { projectId: project.id, statusId: ((await response.json()) as { statusId: string }).statusId };
      }),
    );

    // A worker is killed in the middle of a build: the first one seen building.
    const builds = () =>
      readFileSync(buildsFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ') as [string, string, string]);
    let victim: { worker: Node; projectId: string } | undefined;
    while (!victim) {
      const first = builds().find(([, , what]) => what === 'start');
      const worker = first && workers.find((w) => String(w.pid) === first[1]);
      if (worker && first) victim = { worker, projectId: first[0] };
      else await sleep(20);
    }
    victim.worker.child.kill('SIGKILL');
    const inFlight = new Set(
      builds()
        .filter(([, pid, what]) => pid === String(victim.worker.pid) && what === 'start')
        .map(([id]) => id),
    );
    const ended = new Set(
      builds()
        .filter(([, pid, what]) => pid === String(victim.worker.pid) && what === 'end')
        .map(([id]) => id),
    );
    const cutShort = [...inFlight].filter((id) => !ended.has(id));
    assert.ok(cutShort.length > 0, 'the worker died mid-build');

    // Poll every status through both API nodes; halfway, one API node dies mid-poll.
    const deadline = Date.now() + 120_000;
    let alive: Node[] = apis;
    let records: UpdateRecord[] = [];
    for (let round = 0; Date.now() < deadline; round++) {
      if (round === 3) {
        apis[1]!.child.kill('SIGKILL');
        alive = [apis[0]!];
      }
      records = await Promise.all(
        triggered.map(async ({ statusId }, i) => {
          const response = await fetch(`${alive[i % alive.length]!.url}/v1/project/update-status/${statusId}`, { headers: auth(i) });
          assert.equal(response.status, 200);
          return (await response.json()) as UpdateRecord;
        }),
      );
      if (records.every((record) => record.status === 'success' || record.status === 'failure')) break;
      await sleep(500);
    }

    assert.deepEqual(
      records.map((record) => record.status),
      triggered.map(() => 'success'),
      'every update ended in success',
    );
    assert.equal(new Set(triggered.map((t) => t.statusId)).size, 30, 'one update per project');
    for (const project of projects) {
      const successes = records.filter((record) => record.projectId === project.id);
      assert.equal(successes.length, 1, `${project.name} has exactly one update`);
    }
    const all = builds();
    const finished = all.filter(([, , what]) => what === 'end').map(([id]) => id);
    assert.equal(finished.length, 30, 'each project was built to the end exactly once');
    assert.equal(new Set(finished).size, 30);
    for (const projectId of cutShort) {
      const record = records.find((r) => r.projectId === projectId)!;
      const builtBy = all.find(([id, , what]) => id === projectId && what === 'end')![1];
      assert.notEqual(builtBy, String(victim.worker.pid), "another worker finished the killed worker's build");
      assert.match(record.logs.join('\n'), /stopped answering; another worker builds it again/);
    }
    const survivors = new Set(all.filter(([, , what]) => what === 'end').map(([, pid]) => pid));
    assert.ok(survivors.size >= 2, `builds spread over the surviving workers (${survivors.size})`);
  });
});
