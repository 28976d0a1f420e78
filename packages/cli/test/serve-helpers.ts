// `quire serve` as the hosting tests drive it: real git repos, admin commands on a data folder,
// updates triggered and polled over the REST API, published pages asked for by subdomain.
import { strict as assert } from 'node:assert';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';
import { bin, runQuire } from './run-quire.ts';

export const work = mkdtempSync(join(tmpdir(), 'quire-serve-test-'));
const running: ChildProcess[] = [];
after(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** A git repository holding a docs repo; `commit` writes (or, with null, deletes) files and commits. */
export function docsRepo(name: string) {
  const dir = join(work, name);
  execFileSync('git', ['init', '--quiet', '--initial-branch', 'main', dir]);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Ada Author', '-c', 'user.email=ada@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
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

export const docs = (pages: string[]) => ({
  'docs.json': JSON.stringify({
    name: 'Mini',
    navigation: {
      groups: [
        { group: 'Guide', pages },
        { group: 'API', openapi: 'openapi.yaml' },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome to Mini.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nA guide.\n',
  'openapi.yaml':
    "openapi: 3.1.0\ninfo: { title: Mini, version: 1.0.0 }\nservers: [{ url: 'https://api.mini.test' }]\npaths:\n  /things:\n    get: { operationId: listThings, summary: List things, responses: { '200': { description: OK } } }\n",
});

/** `quire serve` on a free port (with `flags`, such as ['--trust-proxy', '1']); resolves with its address once it prints it. */
export function serve(data: string, flags: string[] = []): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--data', data, ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
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

export async function lastLine(args: string[]): Promise<string> {
  const result = await runQuire(args, work);
  assert.equal(result.code, 0, result.stderr + result.stdout);
  return result.stdout.trim().split('\n').at(-1)!.trim();
}

export interface Status {
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

/**
 * fetch on a connection of its own. A kept-alive connection left idle while the test blocks (git
 * runs synchronously) or waits for a core can be closed by the service's keep-alive timeout just
 * as fetch reuses it: the request then fails with ECONNRESET or "other side closed".
 */
export function fetchFresh(url: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  return fetch(url, { ...init, headers });
}

export async function trigger(url: string, token: string, projectId: string): Promise<string> {
  const response = await fetchFresh(`${url}/v1/project/update/${projectId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 202);
  return ((await response.json()) as { statusId: string }).statusId;
}

/** Polls the status until the update ends (or `until` holds). */
export async function poll(
  url: string,
  token: string,
  statusId: string,
  until = (s: Status) => s.status === 'success' || s.status === 'failure',
): Promise<Status> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const response = await fetchFresh(`${url}/v1/project/update-status/${statusId}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.status, 200);
    const status = (await response.json()) as Status;
    if (until(status)) return status;
    if (Date.now() > deadline) throw new Error(`update ${statusId} still ${status.status}: ${status.logs.slice(-5).join('\n')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A page of a hosted site, asked for by its subdomain as a browser would. */
export function sitePage(url: string, subdomain: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((done, fail) => {
    // No agent: a connection of its own, for the reason fetchFresh gives.
    request({ host: '127.0.0.1', port, path, agent: false, headers: { host: `${subdomain}.localhost:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}
