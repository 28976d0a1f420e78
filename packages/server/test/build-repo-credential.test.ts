// A private repository over HTTP, end to end through the service's worker: a real git smart-HTTP
// server (git http-backend behind Basic auth) that the project's stored credential opens. Without
// one the update fails saying how to store it; with one (a preview uses its project's) the
// checkout succeeds, and the token is in no log, summary, file of the checkout, git argument or
// URL, and the host's own credential helpers are never asked.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkoutDir } from '../src/builds/checkout.ts';
import { startService, type RunningService } from '../src/service/start-service.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';
import type { UpdateRecord } from '../src/storage/records.ts';
import { gitRepo, temporaryFolder } from './build-helpers.ts';

const USER = 'reader';
const TOKEN = 'ghp_SEKRIT7e1f0c9a8b7d6e5f4a3b2c1d';

/** A git smart-HTTP server for the repositories under `root`, answering only `user:token` with Basic auth. */
async function gitHttpServer(root: string): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const expected = `Basic ${Buffer.from(`${USER}:${TOKEN}`).toString('base64')}`;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? '');
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="private docs"' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const backend = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: request.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        REMOTE_USER: USER,
        REMOTE_ADDR: '127.0.0.1',
        ...(request.headers['git-protocol'] ? { GIT_PROTOCOL: String(request.headers['git-protocol']) } : {}),
      },
    });
    request.pipe(backend.stdin);
    // CGI: headers, a blank line, the body.
    let head = Buffer.alloc(0);
    let sentHead = false;
    backend.stdout.on('data', (chunk: Buffer) => {
      if (sentHead) return void response.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      sentHead = true;
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.subarray(0, end).toString().split('\r\n')) {
        const [name = '', ...value] = line.split(':');
        if (name.toLowerCase() === 'status') status = Number.parseInt(value.join(':'), 10);
        else headers[name] = value.join(':').trim();
      }
      response.writeHead(status, headers);
      response.write(head.subarray(end + 4));
    });
    backend.on('close', () => response.end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Every file under `dir`, read whole. */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, text: readFileSync(path, 'latin1') }));
}

describe('a private repository over HTTP', () => {
  let service: RunningService;
  let server: Awaited<ReturnType<typeof gitHttpServer>>;
  let dataDir: string;
  let argvLog: string;
  let hostHelperMarker: string;
  let sha: string;
  const saved = { PATH: process.env.PATH, GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL, ARGV_LOG: process.env.QUIRE_TEST_GIT_ARGV };

  before(async () => {
    const repo = await gitRepo();
    sha = await repo.commit('Private docs', { 'README.md': 'Only for readers with the token.\n' });
    repo.git('branch', 'feature');
    const root = await temporaryFolder('quire-git-root-');
    repo.git('clone', '--quiet', '--bare', repo.dir, join(root, 'docs.git'));
    server = await gitHttpServer(root);

    // Every git the service runs, through a wrapper that writes down its arguments.
    const bin = await temporaryFolder('quire-git-bin-');
    argvLog = join(bin, 'argv.log');
    writeFileSync(join(bin, 'git'), '#!/bin/sh\nprintf "%s\\n" "$*" >> "$QUIRE_TEST_GIT_ARGV"\nexec /usr/bin/git "$@"\n');
    chmodSync(join(bin, 'git'), 0o755);
    process.env.QUIRE_TEST_GIT_ARGV = argvLog;
    process.env.PATH = `${bin}:${process.env.PATH}`;
    // The service user's own git config names a helper: it must never be asked (nor told to store the token).
    hostHelperMarker = join(bin, 'host-helper-was-asked');
    writeFileSync(
      join(bin, 'gitconfig'),
      `[credential]\n\thelper = "!f() { echo \\"$1\\" >> ${hostHelperMarker}; echo username=host; echo password=host-password; }; f"\n`,
    );
    process.env.GIT_CONFIG_GLOBAL = join(bin, 'gitconfig');

    dataDir = await temporaryFolder('quire-private-repo-');
    service = await startService({ cli: quireCli, dataDir, port: 0, log: () => {} });
  });

  after(async () => {
    await service?.close();
    await server?.close();
    for (const [name, value] of Object.entries({ PATH: saved.PATH, GIT_CONFIG_GLOBAL: saved.GIT_CONFIG_GLOBAL, QUIRE_TEST_GIT_ARGV: saved.ARGV_LOG })) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  /** Queues an update of `projectId` and waits for its worker to end it. */
  async function update(projectId: string): Promise<UpdateRecord> {
    const { statusId } = await service.storage.queue.enqueue(projectId, 'api');
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(50)) {
      const record = await service.storage.updates.get(statusId);
      if (record && record.status !== 'queued' && record.status !== 'in_progress') return record;
    }
    assert.fail(`update ${statusId} did not end within 5 minutes`);
  }

  it('without a stored credential the update fails saying how to store one; with it, the project and its previews check out, the token shown nowhere', {
    timeout: 900_000,
  }, async () => {
    const project = await service.storage.projects.add({ name: 'Private', repo: `${server.url}/docs.git` });

    const refused = await update(project.id);
    assert.equal(refused.status, 'failure');
    assert.match(
      refused.summary,
      new RegExp(
        `^The repository ${server.url}/docs\\.git could not be cloned: it asks for a login, and the project has no stored credential: .*The service's operator stores one: quire projects credential ${project.id} --username <name>, with the token or password on standard input\\.$`,
      ),
    );

    await service.storage.credentials.set(project.id, { username: USER, password: 'ghp_wrong' });
    const wrong = await update(project.id);
    assert.match(
      wrong.summary,
      /could not be cloned: it refused the project's stored credential \(user reader\): .*Store one with read access to the repository: quire projects credential/,
    );

    await service.storage.credentials.set(project.id, { username: USER, password: TOKEN });
    const built = await update(project.id);
    // The checkout succeeded: the build went on to look for docs.json (this repository has none).
    assert.equal(built.commit?.sha, sha, built.summary);
    assert.match(built.logs.join('\n'), new RegExp(`Checked out ${sha.slice(0, 7)} \\(Private docs\\)`));
    assert.match(built.summary, /^No docs\.json \(nor the hosted platform's legacy mint\.json\) in the repository/);
    const again = await update(project.id);
    assert.equal(again.commit?.sha, sha, `a second update fetches with it too: ${again.summary}`);

    const preview = await service.storage.projects.previewFor(project.id, 'feature');
    const previewed = await update(preview.id);
    assert.equal(previewed.commit?.sha, sha, `a preview fetches with its project's credential: ${previewed.summary}`);

    for (const record of [refused, wrong, built, again, previewed])
      assert.doesNotMatch(JSON.stringify(record), /SEKRIT|ghp_wrong/, 'the update record (logs, summary)');
    for (const id of [project.id, preview.id]) {
      const gitDir = join(checkoutDir(dataDir, id), '.git');
      assert.match(readFileSync(join(gitDir, 'config'), 'utf8'), new RegExp(`url = ${server.url}/docs\\.git`));
      for (const file of filesUnder(gitDir)) assert.doesNotMatch(file.text, /SEKRIT/, file.path);
    }
    const argv = readFileSync(argvLog, 'utf8');
    assert.match(argv, /^fetch --quiet --prune --no-tags origin /m, "the wrapper saw the service's git");
    assert.doesNotMatch(argv, /SEKRIT|ghp_wrong/, "git's arguments");
    assert.doesNotMatch(server.requests.join('\n'), /SEKRIT/, 'the URLs git requested');
    assert.equal(existsSync(hostHelperMarker), false, "the host's credential helper was asked");
  });
});
