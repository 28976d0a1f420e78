// `quire serve` end to end, as an operator runs it: projects and tokens added with the admin
// commands to the same data folder, a real git repository as the docs repo, updates triggered and
// polled over the REST API, the published site fetched, and a restart in the middle of a build.
import { strict as assert } from 'node:assert';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { bin, runQuire } from './run-quire.ts';

const work = mkdtempSync(join(tmpdir(), 'quire-serve-test-'));
const running: ChildProcess[] = [];
after(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** A git repository holding a docs repo; `commit` writes (or, with null, deletes) files and commits. */
function docsRepo(name: string) {
  const dir = join(work, name);
  execFileSync('git', ['init', '--quiet', '--initial-branch', 'main', dir]);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Ada Author', '-c', 'user.email=ada@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
  return {
    dir,
    async commit(message: string, files: Record<string, string | null>): Promise<string> {
      for (const [path, text] of Object.entries(files)) {
        if (text === null) await rm(join(dir, path));
        else {
          await mkdir(dirname(join(dir, path)), { recursive: true });
          await writeFile(join(dir, path), text);
        }
      }
      git('add', '--all');
      git('commit', '--quiet', '-m', message);
      return git('rev-parse', 'HEAD');
    },
  };
}

const docs = (pages: string[]) => ({
  'docs.json': JSON.stringify({ name: 'Mini', navigation: { groups: [{ group: 'Guide', pages }, { group: 'API', openapi: 'openapi.yaml' }] } }),
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome to Mini.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nA guide.\n',
  'openapi.yaml': "openapi: 3.1.0\ninfo: { title: Mini, version: 1.0.0 }\nservers: [{ url: 'https://api.mini.test' }]\npaths:\n  /things:\n    get: { operationId: listThings, summary: List things, responses: { '200': { description: OK } } }\n",
});

/** `quire serve` on a free port; resolves with its address once it prints it. */
function serve(data: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--data', data], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  running.push(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((found, fail) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = /hosting service: (http:\/\/\S+)/.exec(output)?.[1];
      if (url) found({ url, child, output: () => output });
    });
    child.once('exit', (code) => fail(new Error(`quire serve exited (${code}):\n${output}`)));
  });
}

async function lastLine(args: string[]): Promise<string> {
  const result = await runQuire(args, work);
  assert.equal(result.code, 0, result.stderr + result.stdout);
  return result.stdout.trim().split('\n').at(-1)!.trim();
}

interface Status {
  _id: string;
  projectId: string;
  status: string;
  summary: string;
  logs: string[];
  createdAt: string;
  endedAt: string | null;
  subdomain: string;
  screenshot: string | null;
  screenshotLight: string | null;
  screenshotDark: string | null;
  author: string | null;
  commit: { sha: string; ref: string; message: string; filesChanged: { added: string[]; modified: string[]; removed: string[] } } | null;
  source: string;
}

async function trigger(url: string, token: string, projectId: string): Promise<string> {
  const response = await fetch(`${url}/v1/project/update/${projectId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 202);
  return ((await response.json()) as { statusId: string }).statusId;
}

/** Polls the status until the update ends (or `until` holds). */
async function poll(url: string, token: string, statusId: string, until = (s: Status) => s.status === 'success' || s.status === 'failure'): Promise<Status> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const response = await fetch(`${url}/v1/project/update-status/${statusId}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.status, 200);
    const status = (await response.json()) as Status;
    if (until(status)) return status;
    if (Date.now() > deadline) throw new Error(`update ${statusId} still ${status.status}: ${status.logs.slice(-5).join('\n')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A page of a hosted site, asked for by its subdomain as a browser would. */
function sitePage(url: string, subdomain: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `${subdomain}.localhost:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}

describe('quire serve', () => {
  it('builds and publishes a docs repo on request, reports every field, keeps the old site when a build fails', async () => {
    const repo = docsRepo('docs-repo');
    const first = await repo.commit('First docs', docs(['index', 'guide']));
    const data = join(work, 'data');
    const projectId = await lastLine(['projects', 'add', '--name', 'Mini', '--repo', repo.dir, '--data', data]);
    const token = await lastLine(['tokens', 'create', '--project', projectId, '--data', data]);
    const { url } = await serve(data);

    const statusId = await trigger(url, token, projectId);
    const done = await poll(url, token, statusId);
    assert.equal(done.status, 'success', `${done.summary}\n${done.logs.join('\n')}`);
    assert.equal(done._id, statusId);
    assert.equal(done.projectId, projectId);
    assert.equal(done.subdomain, 'mini');
    assert.equal(done.source, 'api');
    assert.equal(done.author, 'Ada Author <ada@example.com>');
    assert.match(done.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    assert.ok(done.endedAt && done.endedAt >= done.createdAt);
    assert.deepEqual(done.commit, { sha: first, ref: 'refs/heads/main', message: 'First docs', filesChanged: { added: ['docs.json', 'guide.mdx', 'index.mdx', 'openapi.yaml'], modified: [], removed: [] } });
    assert.ok(done.logs.length > 3, 'the build logs are in the record');
    for (const shot of [done.screenshotLight!, done.screenshotDark!]) {
      const png = await fetch(shot);
      assert.equal(png.status, 200, shot);
      assert.deepEqual([...new Uint8Array(await png.arrayBuffer()).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    }
    assert.ok(done.screenshot);
    const home = await sitePage(url, 'mini', '/');
    assert.equal(home.status, 200);
    assert.match(home.body, /Welcome to Mini/);
    assert.equal((await sitePage(url, 'mini', '/api-reference/list-things')).status, 200);

    // A docs.json naming a page that does not exist: the update fails and says why; the site stays.
    await repo.commit('Link a missing page', docs(['index', 'guide', 'missing-page']));
    const broken = await poll(url, token, await trigger(url, token, projectId));
    assert.equal(broken.status, 'failure');
    assert.match(broken.summary, /missing-page/);
    assert.match((await sitePage(url, 'mini', '/')).body, /Welcome to Mini/);

    // Fixed: the changes are relative to the last successful update, not to the failed one.
    const files = docs(['index']);
    const fixed = await repo.commit('Drop the guide', { ...files, 'guide.mdx': null });
    const third = await poll(url, token, await trigger(url, token, projectId));
    assert.equal(third.status, 'success', third.summary);
    assert.equal(third.commit?.sha, fixed);
    assert.deepEqual(third.commit?.filesChanged, { added: [], modified: ['docs.json'], removed: ['guide.mdx'] });
    assert.equal((await sitePage(url, 'mini', '/guide')).status, 404);
  });

  it('marks a build that a dying service left in progress as failed and builds it again on restart', async () => {
    const repo = docsRepo('restart-repo');
    await repo.commit('Docs', docs(['index']));
    const data = join(work, 'restart-data');
    const projectId = await lastLine(['projects', 'add', '--name', 'Restart', '--repo', repo.dir, '--data', data]);
    const token = await lastLine(['tokens', 'create', '--project', projectId, '--data', data]);
    const first = await serve(data);
    const statusId = await trigger(first.url, token, projectId);
    await poll(first.url, token, statusId, (s) => s.status === 'in_progress');
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await serve(data);
    const interrupted = await poll(second.url, token, statusId);
    assert.equal(interrupted.status, 'failure');
    assert.match(interrupted.summary, /stopped/i);
    const again = /queued again as ([0-9a-f]{24})/.exec(interrupted.summary)?.[1];
    assert.ok(again, `the summary names the new update: ${interrupted.summary}`);
    const rebuilt = await poll(second.url, token, again!);
    assert.equal(rebuilt.status, 'success', rebuilt.summary);
    assert.equal(rebuilt.source, 'internal');
  });
});
