/**
 * quire dev's edit loop, as issue 37 measures it: how long from saving a spec until the open page
 * shows the edit, on the demo's spec and on GitHub's REST spec (2,192 pages), and whether the
 * server restarted or printed an error meanwhile. Each figure is the median of three edits of an
 * operation's summary, timed until the server answers the page with the new title (the browser's
 * own reload, sent at the same moment, then fetches that page). Before the edits, how long
 * `quire dev` takes from its start until it serves that page (issue 41: the demo's within 3 s on
 * a quiet machine; the demo is a fresh copy, so Vite starts without its dependency cache). Run
 * `npm run bench` (fetches GitHub's spec first).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'packages/cli/bin/quire.js');
const GITHUB_SPEC = join(ROOT, '.cache/corpus/rest/api.github.com.json');
const EDITS = 3;

if (!existsSync(GITHUB_SPEC)) {
  console.error(`${GITHUB_SPEC} is missing: run \`node scripts/corpus.ts github\` first (npm run bench does).`);
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'quire-bench-dev-loop-'));

const demo = join(work, 'demo');
cpSync(join(ROOT, 'sites/demo'), demo, { recursive: true, filter: (path) => !/[/\\](\.quire|dist)$/.test(path) });
const github = join(work, 'github');
mkdirSync(github);
cpSync(GITHUB_SPEC, join(github, 'github.json'));
writeFileSync(join(github, 'docs.json'), JSON.stringify({ name: 'GitHub REST API', navigation: { openapi: 'github.json' } }));

const rows = [
  {
    what: "demo's spec edit visible",
    target: 1.5,
    ...(await editLoop(demo, 'openapi/petstore.yaml', '/api-reference/pets/list-pets', (n) => `summary: List pets ${n}`, /summary: List pets.*/)),
  },
  {
    what: "GitHub's spec edit visible",
    target: 3,
    ...(await editLoop(
      github,
      'github.json',
      '/api-reference/meta/meta-get',
      (n) => `"summary": "Get GitHub meta information ${n}"`,
      /"summary": "Get GitHub meta information[^"]*"/,
    )),
  },
];
console.log(`\nquire dev: from its start until it serves the page (node ${process.version})\n`);
for (const [row, target] of [
  [rows[0]!, 3],
  [rows[1]!, undefined],
] as const) {
  console.log(
    `${row.what.replace(/ spec edit visible$/, ' first page').padEnd(32)} ${`${(row.firstMs / 1000).toFixed(2)} s`.padEnd(24)} ${target ? `≤ ${target} s` : ''}`,
  );
}
console.log(`\nquire dev: saving a spec until the open page shows the edit\n`);
for (const row of rows) {
  const seconds = (row.ms / 1000).toFixed(2);
  console.log(
    `${row.what.padEnd(32)} ${`${seconds} s (median of ${EDITS})`.padEnd(24)} < ${row.target} s   ${row.problems.length ? `printed: ${row.problems.join(' | ')}` : 'no restart, no error line'}`,
  );
}
rmSync(work, { recursive: true, force: true });

/**
 * Starts `quire dev` on `dir`, then saves `spec` EDITS times with a new summary for the
 * operation of `path`: how long the first page took from the start, the median time until the
 * page has an edit, and the restart or error lines the server printed after it first served the page.
 */
async function editLoop(
  dir: string,
  spec: string,
  path: string,
  summary: (n: number) => string,
  current: RegExp,
): Promise<{ firstMs: number; ms: number; problems: string[] }> {
  const port = 4800 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'dev', dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://localhost:${port}${path}`;
  try {
    await pageShows(url, '<h1>', 180_000);
    const firstMs = performance.now() - started;
    // The watcher is ready a moment after the first page; an author does not save within it.
    await new Promise((r) => setTimeout(r, 3000));
    const served = output.length;
    const times: number[] = [];
    for (let n = 1; n <= EDITS; n++) {
      const file = join(dir, spec);
      const saved = performance.now();
      writeFileSync(file, readFileSync(file, 'utf8').replace(current, summary(n)));
      const title = summary(n).replace(/^"?summary"?: "?|"$/g, '');
      await pageShows(url, `<h1>${title}</h1>`, 60_000);
      times.push(performance.now() - saved);
      await new Promise((r) => setTimeout(r, 1000));
    }
    const problems = output
      .slice(served)
      .split('\n')
      .filter((line) => /restart|\[ERROR\]|UnhandledRejection/i.test(line));
    return { firstMs, ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!, problems };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}

async function pageShows(url: string, text: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const body = await fetch(url).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (body.includes(text)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not show ${text} within ${timeoutMs / 1000} s`);
}
