// The build's child process, with small scripts standing in for `quire build`: what it may see of
// the service, how its output streams, and that a timeout leaves nothing running.
import { strict as assert } from 'node:assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildFailureSummary } from '../src/builds/build-errors.ts';
import { runBuildProcess } from '../src/builds/build-process.ts';
import { sandboxAvailable } from '../src/builds/sandbox.ts';
import { databaseDir, databaseFile } from '../src/storage/data-folder.ts';
import { alive, temporaryFolder } from './build-helpers.ts';

async function script(source: string): Promise<string> {
  const file = join(await temporaryFolder(), 'fake-quire.mjs');
  await writeFile(file, source);
  return file;
}

async function run(cli: string, options: { signal?: AbortSignal; memoryMb?: number; hidden?: string[] } = {}) {
  const lines: string[] = [];
  const home = await temporaryFolder();
  const result = await runBuildProcess({ docsDir: '/docs', outDir: '/out', home, memoryMb: options.memoryMb ?? 256, log: (line) => lines.push(line), signal: options.signal ?? new AbortController().signal, cli, ...(options.hidden ? { hidden: options.hidden } : {}) });
  return { ...result, lines, home };
}

describe('the build process', () => {
  it("cannot read the service's database folder, while the rest of the disk stays as it was", async (t) => {
    if (!(await sandboxAvailable())) return t.skip('this machine allows no user namespaces');
    const data = await temporaryFolder();
    await mkdir(databaseDir(data), { recursive: true });
    await writeFile(databaseFile(data), 'tokens and secrets');
    await writeFile(join(data, 'beside.txt'), 'visible');
    const cli = await script(`import { existsSync, readFileSync } from 'node:fs';
console.log(JSON.stringify({ database: existsSync(${JSON.stringify(databaseFile(data))}), beside: readFileSync(${JSON.stringify(join(data, 'beside.txt'))}, 'utf8') }));`);
    const { exitCode, stdout } = await run(cli, { hidden: [databaseDir(data)] });
    assert.equal(exitCode, 0);
    assert.deepEqual(JSON.parse(stdout.join('')), { database: false, beside: 'visible' });
    assert.equal(await readFile(databaseFile(data), 'utf8'), 'tokens and secrets', 'the service itself still has it');
  });

  it('does not see the service environment, runs in its own HOME, and gets the build arguments and heap limit', async () => {
    process.env.QUIRE_SECRET_TEST = 'do-not-leak';
    try {
      const cli = await script(`import v8 from 'node:v8';
console.log(JSON.stringify({ env: process.env, cwd: process.cwd(), argv: process.argv.slice(2), heapMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576) }));`);
      const { exitCode, stdout, home } = await run(cli);
      assert.equal(exitCode, 0);
      const seen = JSON.parse(stdout.join(''));
      assert.equal(seen.env.QUIRE_SECRET_TEST, undefined);
      assert.deepEqual(Object.keys(seen.env).sort(), ['ASTRO_TELEMETRY_DISABLED', 'HOME', 'LANG', 'NODE_ENV', 'PATH']);
      assert.equal(seen.env.HOME, home);
      assert.equal(seen.cwd, home);
      assert.deepEqual(seen.argv, ['build', '/docs', '-o', '/out']);
      // The limit covers the old generation; the young one adds a little on top.
      assert.ok(seen.heapMb >= 256 && seen.heapMb < 600, `heap limit ${seen.heapMb} MB`);
    } finally {
      delete process.env.QUIRE_SECRET_TEST;
    }
  });

  it('streams stdout and stderr line by line and reports the exit code', async () => {
    const { exitCode, lines, stderr, aborted } = await run(await script(`console.log('one'); console.error('two'); process.exitCode = 1;`));
    assert.equal(exitCode, 1);
    assert.equal(aborted, false);
    assert.deepEqual(lines.sort(), ['one', 'two']);
    assert.deepEqual(stderr, ['two']);
  });

  it('keeps a build that prints without end from filling the log', async () => {
    const { lines } = await run(await script(`for (let i = 0; i < 6000; i++) console.log(i === 0 ? 'x'.repeat(5000) : 'line ' + i);`));
    assert.equal(lines.length, 5000);
    assert.equal(lines[0]!.length, 2002);
    assert.match(lines.at(-1)!, /more than 5000 lines/);
  });

  it('ends a build past its heap limit, and the summary says which limit', async () => {
    const { exitCode, stderr } = await run(await script(`const keep = []; for (;;) keep.push(new Array(1e5).fill({}));`), { memoryMb: 64 });
    assert.notEqual(exitCode, 0);
    assert.equal(buildFailureSummary(stderr, { checkoutDir: '/docs', exitCode, memoryMb: 64 }), 'The build ran out of its 64 MB memory limit.');
  });

  it('kills the whole process group when aborted: no grandchild survives', async () => {
    const pidFile = join(await temporaryFolder(), 'grandchild.pid');
    const cli = await script(`import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
writeFileSync(${JSON.stringify(pidFile)}, String(grandchild.pid));
console.log('started');
setInterval(() => {}, 1000);`);
    const controller = new AbortController();
    const started = Date.now();
    const running = run(cli, { signal: controller.signal });
    setTimeout(() => controller.abort(), 1500);
    const result = await running;
    assert.equal(result.aborted, true);
    assert.ok(Date.now() - started < 5000);
    const grandchild = Number(await readFile(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(alive(grandchild), false, 'the grandchild was killed with its group');
  });
});
