/**
 * The README's set-up commands, run as a user types them: each command of the "## Two commands"
 * section's sh blocks, in order, from the repo root, through `sh -c`. Every command needs a
 * recognizer below that checks what a user should see from it; a command the README gains without
 * one fails, naming it, so the README cannot promise something nothing runs.
 */
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it, type TestContext } from 'node:test';

const root = resolve(import.meta.dirname, '../..');
const SECTION = '## Two commands';
const SELF = 'test/readme/readme-commands.test.ts';

// What the demo docs repo (sites/demo) shows: an operation of openapi/petstore.yaml and a channel
// of asyncapi/live.yaml, each with the address line's method badge.
const SITE_NAME = (JSON.parse(readFileSync(join(root, 'sites/demo/docs.json'), 'utf8')) as { name: string }).name;
const ENDPOINT = { path: '/api-reference/pets/list-pets/', title: 'List pets', badge: '<span class="method method-get">GET</span>' };
const CHANNEL = { path: '/channels/pet-updates/', title: 'Pet updates', badge: '<span class="method method-ws">WS</span>' };

type Check = (t: TestContext, command: string) => Promise<void>;

/** What each README command should do, by the command as typed. */
const recognizers: { pattern: RegExp; shows: string; check: Check }[] = [
  { pattern: /^npm install$/, shows: 'installs the dependencies without rewriting package-lock.json', check: npmInstall },
  { pattern: /^npm run dev$/, shows: 'serves the demo (home, an endpoint page, a channel page) until stopped', check: npmRunDev },
  { pattern: /^npm run build$/, shows: 'writes the demo as a static site in dist/', check: npmRunBuild },
  { pattern: /^npm test$/, shows: 'runs the tests and ends with "N passed, 0 failed"', check: npmTest },
];

export type Step = { command: string; shows: string; check: Check } | { command: string; failure: string };

/** The commands of the README's set-up section, in order: each line of its sh blocks without its `# comment`, split on `&&`. */
export function setupCommands(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === SECTION);
  if (start < 0) throw new Error(`README.md has no "${SECTION}" section: ${SELF} reads its commands from there.`);
  const commands: string[] = [];
  let fence: 'sh' | 'other' | undefined;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('```')) {
      fence = fence ? undefined : /^```(?:sh|bash|shell)\s*$/.test(line) ? 'sh' : 'other';
    } else if (!fence && line.startsWith('## ')) {
      break;
    } else if (fence === 'sh') {
      const code = line.replace(/(?:^|\s)#.*$/, '');
      commands.push(
        ...code
          .split('&&')
          .map((part) => part.trim())
          .filter(Boolean),
      );
    }
  }
  return commands;
}

/** Each set-up command with its check; a command no recognizer knows becomes a failure naming it. */
export function plan(readme: string): Step[] {
  let commands: string[];
  try {
    commands = setupCommands(readme);
  } catch (error) {
    return [{ command: SECTION, failure: (error as Error).message }];
  }
  if (commands.length === 0) return [{ command: SECTION, failure: `README.md's "${SECTION}" section has no sh block with commands.` }];
  return commands.map((command) => {
    const known = recognizers.find(({ pattern }) => pattern.test(command));
    if (known) return { command, shows: known.shows, check: known.check };
    return {
      command,
      failure: `README.md tells users to run \`${command}\`, which no test checks: teach ${SELF} what a user should see from it (add a recognizer).`,
    };
  });
}

describe("reading the README's set-up section", () => {
  const readme = (commands: string) =>
    [
      '# Tool',
      '',
      SECTION,
      '',
      'Intro.',
      '',
      '```sh',
      commands,
      '```',
      '',
      'More text.',
      '',
      '```json',
      '{ "not": "a command" }',
      '```',
      '',
      '## Next',
      '',
      '```sh',
      'npm run later',
      '```',
      '',
    ].join('\n');

  it('takes every line of its sh blocks in order, without the comment, split on &&, and nothing past the next heading', () => {
    assert.deepEqual(setupCommands(readme('npm install && npm run dev    # live\n# a whole-line comment\nnpm test   # all suites')), [
      'npm install',
      'npm run dev',
      'npm test',
    ]);
  });

  it('fails on a command it has no check for, naming the command and the test to teach', () => {
    const steps = plan(readme('npm install\nnpm run lint   # new'));
    assert.deepEqual(
      steps.map((step) => step.command),
      ['npm install', 'npm run lint'],
    );
    const unknown = steps[1]!;
    assert.ok('failure' in unknown, 'the unknown command is a failure');
    assert.match(unknown.failure, /`npm run lint`/);
    assert.match(unknown.failure, /teach test\/readme\/readme-commands\.test\.ts what a user should see/);
  });

  it('fails when the section is gone', () => {
    const [step, ...rest] = plan('# Tool\n\n## Install\n\n```sh\nnpm install\n```\n');
    assert.equal(rest.length, 0);
    assert.ok(step && 'failure' in step);
    assert.match(step.failure, /no "## Two commands" section/);
  });
});

// The commands share the repo root (node_modules, dist/, .astro/), so they run one after another,
// in the README's order; node:test runs a describe's tests sequentially.
describe("the README's set-up commands, run as typed from the repo root", () => {
  for (const step of plan(readFileSync(join(root, 'README.md'), 'utf8'))) {
    if ('failure' in step) {
      it(step.command, () => assert.fail(step.failure));
    } else {
      it(`${step.command}: ${step.shows}`, { timeout: 10 * 60_000 }, (t) => step.check(t, step.command));
    }
  }
});

async function npmInstall(t: TestContext, command: string): Promise<void> {
  // Compared with the file as it was just before, so an uncommitted edit of the lock is no failure.
  // On this registry `npm install` leaves the lock as it is (checked when this test was written).
  const lock = join(root, 'package-lock.json');
  const before = readFileSync(lock, 'utf8');
  const result = await timed(t, command, () => start(command).finished);
  assert.equal(result.code, 0, `${command} failed:\n${tail(result.output)}`);
  assert.ok(existsSync(join(root, 'node_modules/.bin/astro')), 'node_modules/.bin/astro exists');
  assert.ok(readFileSync(lock, 'utf8') === before, `${command} rewrote package-lock.json (see git diff package-lock.json)`);
}

async function npmRunDev(t: TestContext, command: string): Promise<void> {
  const began = performance.now();
  const dev = start(command);
  t.after(() => dev.stop());
  // Astro takes the next free port when 4321 is taken, so the port comes from its own banner.
  const local = await dev.waitFor(/Local\s+http:\/\/localhost:(\d+)\//, 90_000);
  const base = `http://localhost:${local[1]}`;

  const home = await get(`${base}/`);
  t.diagnostic(`${command}: first page answered ${seconds(began)} after start (${base})`);
  assert.equal(home.status, 200, `GET / answered ${home.status}`);
  assert.match(home.html, new RegExp(`<title>[^<]*${SITE_NAME}`), `the home page is the demo's (${SITE_NAME})`);
  assert.ok(home.html.includes(`href="${ENDPOINT.path}"`), `the home page links to ${ENDPOINT.path}`);

  for (const page of [ENDPOINT, CHANNEL]) {
    const answer = await get(`${base}${page.path}`);
    assert.equal(answer.status, 200, `GET ${page.path} answered ${answer.status}`);
    assert.match(answer.html, new RegExp(`<h1[^>]*>${page.title}</h1>`), `${page.path} shows "${page.title}"`);
    assert.ok(answer.html.includes(page.badge), `${page.path} shows its method badge ${page.badge}`);
  }

  await dev.stop();
  assert.equal(await answers(base), false, `the dev server's port ${local[1]} is released once it is stopped`);
}

async function npmRunBuild(t: TestContext, command: string): Promise<void> {
  const began = Date.now();
  const result = await timed(t, command, () => start(command).finished);
  assert.equal(result.code, 0, `${command} failed:\n${tail(result.output)}`);
  const built = /(\d+) page\(s\) built/.exec(result.output);
  assert.ok(built && Number(built[1]) > 0, `the output says how many pages were built:\n${tail(result.output)}`);

  const dist = join(root, 'dist');
  const index = join(dist, 'index.html');
  assert.ok(existsSync(index) && statSync(index).mtimeMs >= began - 1000, 'dist/index.html is written by this build');
  assert.match(readFileSync(index, 'utf8'), new RegExp(`<title>[^<]*${SITE_NAME}`));
  for (const page of [ENDPOINT, CHANNEL]) {
    const file = join(dist, page.path, 'index.html');
    assert.ok(existsSync(file), `dist${page.path}index.html exists`);
    assert.match(readFileSync(file, 'utf8'), new RegExp(`<h1[^>]*>${page.title}</h1>`));
  }
}

async function npmTest(t: TestContext, command: string): Promise<void> {
  // The whole `npm test` includes this suite, so running it here would recurse (and take about ten
  // minutes). It runs as typed with one unit file appended: the same runner, summary and exit code.
  const typed = `${command} -- packages/site/test/slugs.test.ts`;
  const result = await timed(t, typed, () => start(typed).finished);
  assert.equal(result.code, 0, `${typed} failed:\n${tail(result.output)}`);
  const last = result.output.trimEnd().split('\n').at(-1) ?? '';
  const summary = /^(\d+) passed, 0 failed$/.exec(last);
  assert.ok(summary && Number(summary[1]) > 0, `the last line is "N passed, 0 failed" (got "${last}")`);
}

// ---- running commands -------------------------------------------------------------------------

interface Running {
  finished: Promise<{ code: number | null; output: string }>;
  /** Resolves with the match once the output (without colors) matches `pattern`; rejects when the command ends first or after `ms`. */
  waitFor(pattern: RegExp, ms: number): Promise<RegExpExecArray>;
  /** Stops the command's whole process group (sh, npm, astro) and waits until none of it is left. */
  stop(): Promise<void>;
}

const groups = new Set<number>();
// A test that times out must not leave a dev server behind.
process.on('exit', () => {
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
});

/** Starts `command` from the repo root through `sh -c`, as typed, in a process group of its own. */
function start(command: string): Running {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  // node:test's channel to the runner of this file: a nested `node --test` that sees it skips its files.
  delete env.NODE_TEST_CONTEXT;
  const child = spawn('sh', ['-c', command], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pgid = child.pid;
  if (pgid) groups.add(pgid);
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const finished = new Promise<{ code: number | null; output: string }>((done) => {
    child.on('error', (error) => done({ code: 127, output: `${output}sh: ${error.message}\n` }));
    child.on('close', (code) => {
      // Forget a group nothing is left of, so the exit handler cannot signal a reused id.
      if (pgid && !signalGroup(pgid, 0)) groups.delete(pgid);
      done({ code, output });
    });
  });
  return {
    finished,
    waitFor: (pattern, ms) =>
      new Promise((found, fail) => {
        const timer = setTimeout(() => end(new Error(`no ${pattern} in ${ms / 1000} s of \`${command}\`'s output:\n${tail(output)}`)), ms);
        const look = () => {
          const match = pattern.exec(output);
          if (match) end(undefined, match);
        };
        const end = (error?: Error, match?: RegExpExecArray) => {
          clearTimeout(timer);
          listeners.delete(look);
          if (match) found(match);
          else fail(error);
        };
        listeners.add(look);
        void finished.then(({ code }) => end(new Error(`\`${command}\` ended (exit code ${code}) before printing ${pattern}:\n${tail(output)}`)));
        look();
      }),
    stop: async () => {
      if (!pgid || !groups.has(pgid)) return;
      signalGroup(pgid, 'SIGTERM');
      for (let waited = 0; signalGroup(pgid, 0); waited += 100) {
        if (waited === 10_000) signalGroup(pgid, 'SIGKILL');
        await new Promise((wake) => setTimeout(wake, 100));
      }
      groups.delete(pgid);
    },
  };
}

/** Sends `signal` to every process of a group; false once the group is empty. */
function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

async function timed<T>(t: TestContext, label: string, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  t.diagnostic(`${label}: ${seconds(began)}`);
  return result;
}

async function get(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  return { status: response.status, html: await response.text() };
}

/** True when something still answers HTTP at `base`. */
async function answers(base: string): Promise<boolean> {
  try {
    await fetch(base, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function tail(output: string, lines = 30): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}
