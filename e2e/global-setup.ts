/**
 * Builds sites/demo once with the CLI into a temporary folder and serves it with `quire preview`
 * on a free port. Tests reach it through `baseURL`; the returned teardown stops the servers.
 * The demo API's "Local mock" server (port 4010) is a real echo API, the playground's target.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type EchoApi, startEchoApi } from './fixtures/echo-api.ts';

const root = resolve(import.meta.dirname, '..');
const cli = join(root, 'packages/cli/bin/quire.js');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const out = mkdtempSync(join(tmpdir(), 'quire-e2e-demo-'));
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  let server: ChildProcess | undefined;
  let api: EchoApi | undefined;
  try {
    api = await startEchoApi({ port: 4010 }).catch((error: Error) => {
      throw new Error(`The playground tests need port 4010 for the demo's local mock API (its spec's "Local mock" server): ${error.message}`);
    });
    execFileSync(process.execPath, [cli, 'build', 'sites/demo', '-o', out, '--site', 'https://docs.example.com'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    server = spawn(process.execPath, [cli, 'preview', out, '--port', '0'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    process.env.QUIRE_E2E_URL = await serverUrl(server);
  } catch (error) {
    server?.kill('SIGTERM');
    await api?.close();
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  const mock = api;
  return async () => {
    await mock.close();
    if (running.exitCode === null) {
      const exited = new Promise((done) => running.once('exit', done));
      running.kill('SIGTERM');
      await exited;
    }
    rmSync(out, { recursive: true, force: true });
  };
}

/** The address `quire preview` prints once it listens ("Quire preview of <dir>: http://..."). */
function serverUrl(server: ChildProcess): Promise<string> {
  return new Promise((found, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`quire preview printed no address within 10 s:\n${output}`)), 10_000);
    server.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = /(http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        found(url);
      }
    });
    server.once('exit', (code) => fail(new Error(`quire preview exited (code ${code}) before listening:\n${output}`)));
  });
}
