// The build's child process, with small scripts standing in for `quire build`: what it may see of
// the service, how its output streams, and that a timeout leaves nothing running.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { describe, it } from 'node:test';
import { buildFailureSummary } from '../src/builds/build-errors.ts';
import { runBuildProcess } from '../src/builds/build-process.ts';
import { sandboxProblem } from '../src/builds/sandbox.ts';
import { buildCgroupName, createBuildCgroup } from '../src/builds/build-cgroup.ts';
import { databaseDir, databaseFile } from '../src/storage/data-folder.ts';
import { temporaryFolder } from './build-helpers.ts';

async function script(source: string): Promise<string> {
  const file = join(await temporaryFolder(), 'fake-quire.mjs');
  await writeFile(file, source);
  return file;
}

async function run(cli: string, options: { signal?: AbortSignal; memoryMb?: number; hidden?: string[]; checkout?: string; diskMb?: number } = {}) {
  const lines: string[] = [];
  const home = await temporaryFolder();
  const checkoutDir = options.checkout ?? (await temporaryFolder('quire-checkout-'));
  const docsDir = join(checkoutDir, 'docs');
  await mkdir(docsDir, { recursive: true });
  const result = await runBuildProcess({
    checkoutDir,
    docsDir,
    home,
    memoryMb: options.memoryMb ?? 256,
    log: (line) => lines.push(line),
    signal: options.signal ?? new AbortController().signal,
    cli,
    ...(options.hidden ? { hidden: options.hidden } : {}),
    ...(options.diskMb ? { diskMb: options.diskMb } : {}),
  });
  return { ...result, lines, home, docsDir };
}

describe('the build process, in its sandbox', () => {
  it('sees its checkout read-only, writes only its scratch, and sees nothing of the data folder, other checkouts or the network', async () => {
    const data = await temporaryFolder();
    await mkdir(databaseDir(data), { recursive: true });
    await writeFile(databaseFile(data), 'tokens and secrets');
    const other = await temporaryFolder('quire-checkout-');
    await writeFile(join(other, 'secret.mdx'), 'the other tenant');
    const checkout = await temporaryFolder('quire-checkout-');
    await writeFile(join(checkout, 'readme.md'), 'mine');
    // A service listening on the host's loopback, as the Quire API does: the build must not reach it.
    let reached = 0;
    const listener = createServer(() => reached++).listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const port = (listener.address() as AddressInfo).port;
    const cli = await script(
      `import { existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
const attempt = (f) => { try { f(); return 'done'; } catch (e) { return e.code; } };
const connect = (host, port) => new Promise((done) => createConnection({ host, port, timeout: 2000 }).on('error', (e) => done(e.code)).on('connect', () => done('connected')).on('timeout', () => done('timeout')));
const loopback = await connect('127.0.0.1', PORT);
const outside = await connect('1.1.1.1', 443);
console.log(JSON.stringify({
  uid: process.getuid(),
  database: existsSync(${JSON.stringify(databaseFile(data))}),
  dataFolder: existsSync(${JSON.stringify(data)}),
  other: existsSync(${JSON.stringify(join(other, 'secret.mdx'))}),
  own: readFileSync(${JSON.stringify(join(checkout, 'readme.md'))}, 'utf8'),
  writeCheckout: attempt(() => writeFileSync(${JSON.stringify(join(checkout, 'x'))}, 'x')),
  writeProject: attempt(() => writeFileSync(${JSON.stringify(join(checkout, 'docs/.quire/x'))}, 'x')),
  writeEtc: attempt(() => writeFileSync('/usr/x', 'x')),
  root: readdirSync('/').sort(),
  loopback,
  outside,
}));`.replace('PORT', String(port)),
    );
    const { exitCode, stdout, stderr } = await run(cli, { hidden: [data], checkout });
    assert.equal(exitCode, 0, stderr.join('\n'));
    const seen = JSON.parse(stdout.join(''));
    assert.deepEqual(seen, {
      uid: 65534,
      database: false,
      dataFolder: false,
      other: false,
      own: 'mine',
      writeCheckout: 'EROFS',
      writeProject: 'done',
      writeEtc: 'EROFS',
      root: seen.root,
      loopback: 'ECONNREFUSED',
      outside: 'ENETUNREACH',
    });
    listener.close();
    assert.equal(reached, 0, 'the host loopback listener saw no connection');
    for (const name of ['root', 'home', 'var', 'srv']) assert.ok(!seen.root.includes(name), `/${name} is not shown: ${seen.root}`);
    assert.equal(await readFile(databaseFile(data), 'utf8'), 'tokens and secrets', 'the service itself still has it');
  });

  it('does not see the service environment, runs in its own HOME, and gets the build arguments and heap limit', async () => {
    process.env.QUIRE_SECRET_TEST = 'do-not-leak';
    try {
      const cli = await script(`import v8 from 'node:v8';
console.log(JSON.stringify({ env: process.env, cwd: process.cwd(), argv: process.argv.slice(2), heapMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576) }));`);
      const { exitCode, stdout, home, docsDir } = await run(cli);
      assert.equal(exitCode, 0);
      const seen = JSON.parse(stdout.join(''));
      assert.equal(seen.env.QUIRE_SECRET_TEST, undefined);
      assert.deepEqual(Object.keys(seen.env).sort(), [
        'ASTRO_TELEMETRY_DISABLED',
        'HOME',
        'LANG',
        'NODE_DISABLE_COMPILE_CACHE',
        'NODE_ENV',
        'PATH',
        'PWD',
        'QUIRE_OFFLINE',
        'XDG_CACHE_HOME',
      ]);
      assert.equal(seen.env.HOME, home);
      assert.equal(seen.env.XDG_CACHE_HOME, join(home, '.cache'));
      assert.equal(seen.cwd, home);
      assert.deepEqual(seen.argv, ['build', docsDir, '-o', join(docsDir, '.quire/out')]);
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

  it('cuts an endless line while it streams: 600 MB without a newline neither holds the heap nor ends the service', async () => {
    // Past V8's longest string: a reader that holds whole lines throws "Invalid string length" here.
    const { exitCode, lines, stdout } = await run(
      await script(`const chunk = 'x'.repeat(1 << 20);
for (let i = 0; i < 600; i++) if (!process.stdout.write(chunk)) await new Promise((done) => process.stdout.once('drain', done));
console.log('');
console.log('done');`),
    );
    assert.equal(exitCode, 0);
    assert.deepEqual(lines, [`${'x'.repeat(2000)} …`, 'done']);
    assert.deepEqual(stdout, ['x'.repeat(2000), 'done']);
  });

  it('is stopped when it fills more disk than its quota, and no file it writes passes the file size limit', async () => {
    // Files of 16 MB without end, in its HOME: the watcher stops it past 64 MB.
    const filling = await run(
      await script(`import { writeFileSync } from 'node:fs';
const chunk = Buffer.alloc(16 << 20, 1);
for (let i = 0; ; i++) writeFileSync('fill-' + i, chunk);`),
      { diskMb: 64 },
    );
    assert.equal(filling.diskExceeded, true);
    assert.equal(filling.aborted, false);
    assert.notEqual(filling.exitCode, 0);
    // One file larger than the quota: the kernel refuses its bytes past the limit at once.
    const large = await run(
      await script(`import { openSync, writeSync } from 'node:fs';
const fd = openSync('large', 'w');
const chunk = Buffer.alloc(1 << 20, 1);
try { for (let i = 0; i < 100; i++) writeSync(fd, chunk); console.log('wrote 100 MB'); } catch (error) { console.log('refused ' + error.code); }`),
      { diskMb: 64 },
    );
    assert.deepEqual(large.lines, ['refused EFBIG']);
  });

  it('ends a build past its heap limit, and the summary says which limit', async () => {
    const { exitCode, stderr } = await run(await script(`const keep = []; for (;;) keep.push(new Array(1e5).fill({}));`), { memoryMb: 64 });
    assert.notEqual(exitCode, 0);
    assert.equal(buildFailureSummary(stderr, { checkoutDir: '/docs', exitCode, memoryMb: 64 }), 'The build ran out of its 64 MB memory limit.');
  });

  it('leaves nothing running when aborted, not even a grandchild that left the process group', async () => {
    const cli = await script(`import { spawn } from 'node:child_process';
// A new session of its own: the process group's kill does not reach it; the sandbox's end does.
spawn(process.execPath, ['-e', "setInterval(() => require('node:fs').writeFileSync(process.env.HOME + '/beat', String(Date.now())), 50)"], { stdio: 'ignore', detached: true }).unref();
console.log('started');
setInterval(() => {}, 1000);`);
    const controller = new AbortController();
    const started = Date.now();
    let home = '';
    const running = run(cli, { signal: controller.signal }).then((result) => {
      home = result.home;
      return result;
    });
    setTimeout(() => controller.abort(), 1500);
    const result = await running;
    assert.equal(result.aborted, true);
    assert.ok(Date.now() - started < 5000);
    const beat = join(home, 'beat');
    const last = await readFile(beat, 'utf8');
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(await readFile(beat, 'utf8'), last, 'the grandchild stopped beating');
  });
});

describe('without its sandbox', () => {
  it('a build does not run, and the reason names what to install', async () => {
    assert.equal(await sandboxProblem(), undefined, 'this machine has bubblewrap');
    assert.equal(await sandboxProblem('/nonexistent/bwrap'), 'bubblewrap is not installed: install it (apt-get install bubblewrap) and restart the service.');
  });
});

describe('the build process, in its control group', () => {
  const cgroupsWritable = async () => {
    const group = await createBuildCgroup(`quire-probe-${process.pid}`, { processes: 10, memoryBytes: 64 * 1048576 });
    await group?.remove();
    return group !== undefined;
  };

  it("a build starting while another starts keeps its group: only a stopped service's empty groups are swept", async (t) => {
    if (!(await cgroupsWritable())) return t.skip('this machine lets the service make no control groups');
    const limits = { processes: 10, memoryBytes: 64 * 1048576 };
    const dirsOf = (name: string) =>
      ['/sys/fs/cgroup', '/sys/fs/cgroup/pids', '/sys/fs/cgroup/memory'].map((dir) => join(dir, name)).filter((dir) => existsSync(dir));
    // A group whose service has exited, as a killed service leaves it.
    const stopped = spawnSync('true').pid;
    const left = await createBuildCgroup(`quire-build-${stopped}-000000000000`, limits);
    // This service's group, made by a build whose first process has not joined it yet.
    const starting = buildCgroupName();
    const first = await createBuildCgroup(starting, limits);
    const second = await createBuildCgroup(buildCgroupName(), limits);
    try {
      assert.ok(dirsOf(starting).length > 0, 'the starting build keeps its group');
      assert.deepEqual(dirsOf(`quire-build-${stopped}-000000000000`), [], "the stopped service's group is gone");
    } finally {
      await Promise.all([left?.remove(), first?.remove(), second?.remove()]);
    }
  });

  it('stops at its process cap: a build starting processes without end gets no more than 512', async (t) => {
    if (!(await cgroupsWritable())) return t.skip('this machine lets the service make no control groups');
    const cli = await script(`import { spawn } from 'node:child_process';
let started = 0;
for (let i = 0; i < 700; i++) {
  try {
    const child = spawn('/bin/sleep', ['3'], { stdio: 'ignore' });
    await new Promise((ok, fail) => child.once('spawn', ok).once('error', fail));
    started++;
  } catch {
    break;
  }
}
console.log(started);`);
    const { exitCode, stdout, stderr } = await run(cli);
    assert.equal(exitCode, 0, stderr.join('\\n'));
    const started = Number(stdout.at(-1));
    assert.ok(started > 100 && started < 512, `started ${started} processes`);
  });

  it('is stopped past its memory cap, native memory included, and says so', async (t) => {
    if (!(await cgroupsWritable())) return t.skip('this machine lets the service make no control groups');
    // 64 MB of heap: a cap of 640 MB for the whole build. Buffers live outside the heap.
    const cli = await script(`const keep = []; for (let i = 0; i < 40; i++) keep.push(Buffer.alloc(32 * 1048576, 1)); console.log('survived');`);
    const { exitCode, stdout, memoryExceeded } = await run(cli, { memoryMb: 64 });
    assert.notEqual(exitCode, 0);
    assert.deepEqual(stdout, []);
    assert.equal(memoryExceeded, true);
  });
});
