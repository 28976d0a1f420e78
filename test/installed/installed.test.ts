// Quire as a team gets it: every package packed (npm run pack), the tarballs installed into an
// empty folder outside this repository, and the commands run from there as a user types them.
// The folder is the team's docs repository, as the docs' Install steps make it: package.json and
// node_modules beside docs.json (`quire init` writes the docs there). One pack and one install
// serve every test; each test uses the installed `quire` and `astro`, never this repository's
// sources. The dependencies come from the npm registry through npm's cache.
import { strict as assert } from 'node:assert';
import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const repo = resolve(import.meta.dirname, '..', '..');
const project = mkdtempSync(join(tmpdir(), 'quire-installed-'));
const quire = join(project, 'node_modules', '.bin', 'quire');
const astro = join(project, 'node_modules', '.bin', 'astro');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
const running: ChildProcess[] = [];
const run = promisify(execFile);
/** The hosts' adapters the deploy recipes install beside Quire (optional peers of @quire/astro); Cloudflare's is left out. */
const { peerDependencies: astroPeers } = JSON.parse(readFileSync(join(repo, 'packages', 'astro', 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
};
const recipeAdapters = ['@astrojs/netlify', '@astrojs/vercel'].map((pkg) => `${pkg}@${astroPeers[pkg]}`);

interface Packed {
  name: string;
  tarball: string;
  size: number;
  unpackedSize: number;
  files: number;
}

before(async () => {
  const started = Date.now();
  const { stdout } = await run(process.execPath, [join(repo, 'scripts', 'pack.ts'), '--json'], { cwd: repo, maxBuffer: 16 << 20 });
  const packed = JSON.parse(stdout.trim().split('\n').at(-1)!) as Packed[];
  const packSeconds = (Date.now() - started) / 1000;
  writeFileSync(join(project, 'package.json'), '{ "name": "team-docs", "private": true, "type": "module" }\n');
  const installing = Date.now();
  await run(
    'npm',
    ['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...packed.map((p) => p.tarball), ...recipeAdapters],
    {
      cwd: project,
      env,
      maxBuffer: 16 << 20,
    },
  );
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `packed in ${packSeconds.toFixed(1)} s: ${packed.map((p) => `${p.name} ${kb(p.size)}`).join(', ')}; ${kb(packed.reduce((sum, p) => sum + p.size, 0))} in all`,
  );
  console.log(
    `npm install of the ${packed.length} tarballs and ${recipeAdapters.join(', ')} into an empty folder: ${((Date.now() - installing) / 1000).toFixed(1)} s`,
  );
});

after(() => {
  for (const child of running) stop(child);
  rmSync(project, { recursive: true, force: true });
});

test('the installed packages hold JavaScript and declarations, no TypeScript sources, tests or fixtures', () => {
  const shipped = globSync('node_modules/@quire/*/**/*', { cwd: project, withFileTypes: true }).filter((entry) => entry.isFile());
  const files = shipped.map((entry) => join(entry.parentPath, entry.name).slice(project.length + 1));
  assert.ok(files.some((file) => file === 'node_modules/@quire/astro/dist/index.js'));
  assert.ok(files.some((file) => file === 'node_modules/@quire/astro/dist/index.d.ts'));
  assert.deepEqual(
    files.filter((file) => /\/(test|tests|fixtures|src)\//.test(file) || /\.test\.|(?<!\.d)\.ts$/.test(file)),
    [],
  );
});

test('quire --version', async () => {
  const { stdout } = await run(process.execPath, [quire, '--version'], { cwd: project, env });
  assert.match(stdout, /^quire 0\.1\.0 \(node v\d+/);
});

test('quire init writes a starter docs repo, quire check passes it and quire build builds it', async () => {
  const init = await run(process.execPath, [quire, 'init'], { cwd: project, env });
  assert.match(init.stdout, /Created a docs repository in \.: docs\.json, index\.mdx, quickstart\.mdx, openapi\.yaml, \.gitignore/);
  const check = await run(process.execPath, [quire, 'check', '.'], { cwd: project, env });
  assert.match(check.stdout, /✓ \.: \d+ pages/);
  const build = await run(process.execPath, [quire, 'build', '.', '-o', 'site', '--site', 'https://docs.example.com'], {
    cwd: project,
    env,
    maxBuffer: 16 << 20,
  });
  assert.match(build.stdout, /Built \d+ pages? into site/);
  assert.match(readFileSync(join(project, 'site', 'api-reference', 'notes', 'list-notes', 'index.html'), 'utf8'), /List notes/);
});

test("the deploy recipes' builds: GitHub Pages under a sub-path, Netlify's and Vercel's functions", async () => {
  const build = (args: string[]) => run(process.execPath, [quire, 'build', '.', ...args], { cwd: project, env, maxBuffer: 16 << 20 });
  await build(['-o', 'pages', '--site', 'https://acme.github.io', '--base', '/notes/']);
  assert.match(readFileSync(join(project, 'pages', 'index.html'), 'utf8'), /href="\/notes\/quickstart\/?"/);
  await build(['-o', 'netlify', '--adapter', 'netlify', '--site', 'https://notes.netlify.app']);
  assert.ok(existsSync(join(project, 'netlify', 'quickstart', 'index.html')));
  assert.ok(globSync('.netlify/v1/functions/**/*', { cwd: project }).length > 0, 'the relay function is in .netlify/v1/functions');
  await build(['-o', 'vercel', '--adapter', 'vercel']);
  assert.ok(existsSync(join(project, '.vercel', 'output', 'config.json')));
  assert.ok(existsSync(join(project, '.vercel', 'output', 'static', 'quickstart', 'index.html')));
});

test('a build for a host whose adapter is not installed fails, naming what to install, and Quire installs no host tools of its own', async () => {
  assert.equal(existsSync(join(project, 'node_modules', 'wrangler')), false, "Cloudflare's tools are not installed with Quire");
  const built = spawnSync(process.execPath, [quire, 'build', '.', '-o', 'cloudflare', '--adapter', 'cloudflare'], { cwd: project, env, encoding: 'utf8' });
  assert.equal(built.status, 1, built.stdout + built.stderr);
  const install = `npm install --save-dev @astrojs/cloudflare@${astroPeers['@astrojs/cloudflare']} wrangler@${astroPeers.wrangler}`;
  assert.ok(built.stderr.includes(install), built.stderr);
  assert.doesNotMatch(built.stderr, /^\s+at /m, 'no stack trace');
  assert.equal(existsSync(join(project, 'cloudflare')), false, 'nothing is published');
});

test('quire preview serves the built site', async () => {
  const port = await freePort();
  await started(process.execPath, [quire, 'preview', 'site', '--port', String(port)], /Quire preview of site/);
  await pageAnswers(`http://127.0.0.1:${port}/quickstart/`, /Quickstart/);
});

test('quire dev serves the docs', async () => {
  const port = await freePort();
  await started(process.execPath, [quire, 'dev', '.', '--port', String(port)], /Quire dev server/);
  await pageAnswers(`http://localhost:${port}/api-reference/notes/get-note/`, /Get a note/);
});

test('quire mcp lists its tools over stdio to the MCP SDK client', async () => {
  const client = new Client({ name: 'installed-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [quire, 'mcp', '.'], cwd: project, env: env as Record<string, string>, stderr: 'pipe' }),
  );
  try {
    const { tools } = await client.listTools();
    assert.ok(
      tools.some((tool) => tool.name === 'search'),
      tools.map((tool) => tool.name).join(', '),
    );
    assert.ok(tools.some((tool) => tool.name === 'get_page'));
  } finally {
    await client.close();
  }
});

/**
 * The hosting guide's systemd unit, as written there, for this install: its folders, this Node, a
 * free port. systemd reads it without a complaint (where systemd-analyze is installed).
 */
function systemdService(data: string): { command: string[]; cwd: string } {
  const guide = readFileSync(join(repo, 'sites', 'docs', 'guides', 'hosting.mdx'), 'utf8');
  const written = /```ini title="\/etc\/systemd\/system\/quire\.service"\n([\s\S]*?)```/.exec(guide)?.[1];
  assert.ok(written, 'the hosting guide has its systemd unit');
  const unit = written
    .replaceAll('/opt/quire', project)
    .replaceAll('/var/lib/quire', data)
    .replace('/usr/bin/node ', `${process.execPath} `)
    .replace('--port 4500', '--port 0')
    .replace('--domain docs.example.com', '--domain localhost');
  if (hasCommand('systemd-analyze')) {
    const file = join(project, 'quire.service');
    writeFileSync(file, unit);
    const verified = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    assert.equal(verified.status, 0, verified.stderr);
    assert.equal(verified.stderr.trim(), '', 'systemd reads the unit without a warning');
  }
  return { command: /^ExecStart=(.+)$/m.exec(unit)![1]!.split(' '), cwd: /^WorkingDirectory=(.+)$/m.exec(unit)![1]! };
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

test('quire serve builds a docs repository on request, in its sandbox, to success', {
  skip: hasBubblewrap() ? false : 'bubblewrap (bwrap) is not installed',
}, async () => {
  const docsRepo = project;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Ada Author', '-c', 'user.email=ada@example.com', ...args], { cwd: docsRepo, encoding: 'utf8' }).trim();
  git('init', '--quiet', '--initial-branch', 'main');
  git('add', 'docs.json', 'index.mdx', 'quickstart.mdx', 'openapi.yaml', '.gitignore', 'package.json');
  git('commit', '--quiet', '-m', 'Starter docs');
  const data = join(project, 'quire-data');
  const lastLine = async (args: string[]) =>
    (await run(process.execPath, [quire, ...args, '--data', data], { cwd: project, env })).stdout.trim().split('\n').at(-1)!.trim();
  const projectId = await lastLine(['projects', 'add', '--name', 'Notes', '--repo', docsRepo]);
  const token = await lastLine(['tokens', 'create', '--project', projectId]);
  // Started as the guide's systemd unit starts it.
  const service = systemdService(data);
  const output = await started(service.command[0]!, service.command.slice(1), /hosting service: http:\/\/\S+/, service.cwd);
  const url = /hosting service: (http:\/\/\S+)/.exec(output)![1]!;
  const auth = { authorization: `Bearer ${token}` };
  const update = await fetch(`${url}/v1/project/update/${projectId}`, { method: 'POST', headers: auth });
  assert.equal(update.status, 202);
  const { statusId } = (await update.json()) as { statusId: string };
  const deadline = Date.now() + 240_000;
  for (;;) {
    const status = (await (await fetch(`${url}/v1/project/update-status/${statusId}`, { headers: auth })).json()) as {
      status: string;
      summary: string;
      logs: string[];
    };
    if (status.status === 'failure') assert.fail(`${status.summary}\n${status.logs.slice(-15).join('\n')}`);
    if (status.status === 'success') break;
    if (Date.now() > deadline) assert.fail(`still ${status.status}: ${status.logs.slice(-5).join('\n')}`);
    await new Promise((done) => setTimeout(done, 500));
  }
});

test("a team's own Astro project with @quire/astro in its astro.config builds, and serves in dev", async () => {
  writeFileSync(
    join(project, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nimport quire from '@quire/astro';\n\nexport default defineConfig({\n  site: 'https://docs.example.com',\n  integrations: [quire({ docs: '.' })],\n});\n",
  );
  const build = await run(process.execPath, [astro, 'build'], { cwd: project, env, maxBuffer: 64 << 20 });
  assert.match(build.stdout, /Complete!/);
  assert.match(readFileSync(join(project, 'dist', 'quickstart', 'index.html'), 'utf8'), /Quickstart/);
  assert.ok(existsSync(join(project, 'dist', 'sitemap.xml')) || existsSync(join(project, 'dist', 'sitemap-index.xml')));
  const port = await freePort();
  await started(process.execPath, [astro, 'dev', '--port', String(port)], /localhost:\d+/);
  await pageAnswers(`http://localhost:${port}/quickstart/`, /Quickstart/);
});

/** Starts a long-running command in the project (its own process group, stopped after the tests); resolves with its output once it prints `ready`. */
function started(command: string, args: string[], ready: RegExp, cwd = project): Promise<string> {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${args.slice(1).join(' ')} printed nothing ready within 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        done(output);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${args.slice(1).join(' ')} exited (${code}):\n${output}`));
    });
  });
}

async function pageAnswers(url: string, text: RegExp): Promise<void> {
  const response = await fetch(url);
  const body = await response.text();
  assert.equal(response.status, 200, body.slice(0, 2000));
  assert.match(body, text);
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

function hasBubblewrap(): boolean {
  try {
    execFileSync('bwrap', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
