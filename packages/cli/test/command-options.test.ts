// Each docs command reads its own options strictly: an option it does not take, or a value it
// cannot use, stops the run with one line naming the option and what it expects (exit 2). Before,
// `quire preview dist --port abc` dropped the port without a word and listened on 4321.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { after, describe, it } from 'node:test';
import { bin, runQuire, writeFiles } from './run-quire.ts';

const spec = 'openapi: 3.1.0\ninfo: { title: Shop, version: "1" }\npaths:\n  /items:\n    get:\n      responses: { "200": { description: ok } }\n';

/** Exactly one line on stderr, nothing on stdout, exit 2, no stack trace. */
function assertOneLineUsageError(result: { code: number; stdout: string; stderr: string }, pattern: RegExp): void {
  assert.equal(result.code, 2, result.stderr);
  assert.equal(result.stdout, '');
  assert.match(result.stderr, /^[^\n]+\n$/, `one line: ${JSON.stringify(result.stderr)}`);
  assert.doesNotMatch(result.stderr, /\bat .+:\d+:\d+|Error:|ERR_/, 'no stack trace or error class');
  assert.match(result.stderr, pattern);
}

describe('options each command takes', () => {
  const stop: (() => void)[] = [];
  after(() => {
    for (const kill of stop) kill();
  });

  it('quire preview --port abc names --port and what it expects, and exits 2', async () => {
    const dir = await writeFiles({ 'site/index.html': '<h1>Hi</h1>' });
    const result = await runQuire(['preview', 'site', '--port', 'abc'], dir);
    assertOneLineUsageError(result, /^quire preview: --port expects a port number from 0 to 65535, not "abc"\. See quire preview --help\.$/m);
    assertOneLineUsageError(await runQuire(['dev', '.', '--port', '99999'], dir), /^quire dev: --port expects a port number/);
    assertOneLineUsageError(await runQuire(['preview', 'site', '--port'], dir), /^quire preview: --port needs a value: --port <n>\./);
    assertOneLineUsageError(
      await runQuire(['build', '.', '--site', 'docs.example.com'], dir),
      /^quire build: --site expects the public http\(s\) URL of the site.*not "docs\.example\.com"/,
    );
  });

  it('an unknown option, or one of another command, names the option and the ones the command takes', async () => {
    const dir = await writeFiles({ 'shop.yaml': spec });
    assertOneLineUsageError(
      await runQuire(['check', 'shop.yaml', '--frob'], dir),
      /^quire check: unknown option --frob; check takes --json, --strict, --against <base-url>\. See quire check --help\.$/m,
    );
    assertOneLineUsageError(
      await runQuire(['check', 'shop.yaml', '--port', '3000'], dir),
      /^quire check: unknown option --port; check takes --json, --strict, --against <base-url>\./,
    );
    assertOneLineUsageError(
      await runQuire(['generate', 'shop.yaml', '-z'], dir),
      /^quire generate: unknown option -z; generate takes -o, --out <folder>, --overwrite, --json\./,
    );
    assertOneLineUsageError(await runQuire(['check', 'shop.yaml', '--json=yes'], dir), /^quire check: --json takes no value\./);
    assertOneLineUsageError(await runQuire(['upgrade', '.', '--overwrite'], dir), /^quire upgrade: unknown option --overwrite; upgrade takes --force\./);
    assertOneLineUsageError(
      await runQuire(['diff', 'a.yaml', 'b.yaml', '--format', 'xml'], dir),
      /^quire diff: --format expects text, markdown or json, not "xml"\./,
    );
  });

  it('good runs are unchanged: check with --json, preview on the port given', async () => {
    const dir = await writeFiles({ 'shop.yaml': spec, 'site/index.html': '<h1>Hi</h1>' });
    const checked = await runQuire(['check', 'shop.yaml', '--json'], dir);
    assert.equal(checked.code, 0, checked.stderr);
    assert.equal(JSON.parse(checked.stdout).ok, true);

    const port = await freePort();
    const child = spawn(process.execPath, [bin, 'preview', 'site', '--port', String(port)], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    stop.push(() => child.kill('SIGTERM'));
    const printed = await new Promise<string>((found, fail) => {
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (/http:\/\/\S+/.test(output)) found(output);
      });
      child.once('exit', (code) => fail(new Error(`quire preview exited with ${code}: ${output}`)));
    });
    assert.match(printed, new RegExp(`Quire preview of site: http://127\\.0\\.0\\.1:${port}/`));
    const page = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<h1>Hi<\/h1>/);
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}
