// A real PostgreSQL for the tests: Debian's initdb and pg_ctl on a temporary folder, listening on
// a unix socket only (no TCP port to collide with a neighbour's), stopped and removed when the
// test process ends. One server per test file; each storage gets a database of its own in it.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { QueueTiming } from '../src/storage/pg-build-queue.ts';

const PG_ROOT = '/usr/lib/postgresql';

// PostgreSQL nodes seal stored secrets under QUIRE_SECRET_KEY: one test key for this process and
// the nodes it starts, as a deployment gives one key to all its nodes.
process.env.QUIRE_SECRET_KEY ??= 'cXVpcmUgdGVzdCBrZXksIG5vdCBmb3IgcHJvZCEhISE=';

/**
 * Claims lapse after pg-boss's shortest lease (10 s) and come back at once, looked for every
 * second: short enough for a test to watch a killed worker's job move on.
 */
export const testQueueTiming: Partial<QueueTiming> = { leaseSeconds: 10, maxBuildSeconds: 120, retries: 2, retryDelaySeconds: 1, superviseSeconds: 1 };

/** The folder of initdb and pg_ctl (the newest installed), or undefined when PostgreSQL is absent. */
export function postgresBin(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(PG_ROOT, versions[0], 'bin');
}

/** Why the Postgres runs of the suites are skipped here, or undefined when they can run. */
export function postgresMissing(): string | undefined {
  if (process.env.QUIRE_TEST_POSTGRES_URL) return undefined;
  return postgresBin()
    ? undefined
    : `PostgreSQL is not installed (no ${PG_ROOT}/*/bin/initdb): install Debian's postgresql package, or set QUIRE_TEST_POSTGRES_URL, to run the PostgreSQL half of these tests.`;
}

export interface TestPostgres {
  /** A URL of the server's maintenance database, for CREATE DATABASE. */
  adminUrl: string;
  /** A new empty database on the server; its URL. */
  createDatabase(): Promise<string>;
  stop(): void;
}

let running: Promise<TestPostgres> | undefined;

/** The test process's server, started on first use. */
export function testPostgres(): Promise<TestPostgres> {
  running ??= Promise.resolve().then(start);
  return running;
}

function start(): TestPostgres {
  const given = process.env.QUIRE_TEST_POSTGRES_URL;
  if (given) return withDatabases(given, () => {});
  const bin = postgresBin();
  if (!bin) throw new Error(postgresMissing());
  const dir = mkdtempSync(join(tmpdir(), 'quire-pg-'));
  const data = join(dir, 'data');
  // initdb refuses to run as root: as root, the server runs as the postgres user, on a folder it owns.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o755);
  run('initdb', ['-D', data, '-U', 'quire', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // fsync off: a test database need not survive a power cut, and the tests run twice as fast.
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone: nothing to stop.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  return withDatabases(`postgres://quire@localhost/postgres?host=${encodeURIComponent(dir)}`, stop);
}

function withDatabases(adminUrl: string, stop: () => void): TestPostgres {
  let count = 0;
  return {
    adminUrl,
    stop,
    async createDatabase() {
      const name = `quire_test_${process.pid}_${++count}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}
