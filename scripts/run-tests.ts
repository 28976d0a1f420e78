/**
 * The one test command for every suite: type-check, format and lint (Biome), unit and CLI tests (node:test), the packed
 * packages installed outside the repository and run from there (node:test, test/installed/), the
 * README's commands run as a user types them (node:test, test/readme/), e2e (Playwright).
 *
 *   npm test                                             all suites, one after another (types, lint and
 *                                                        installed beside the unit tests: see below)
 *   npm test -- --only types|lint|unit|installed|readme|e2e   one suite
 *   npm test -- path/to/some.test.ts           only these test files (implies --only unit, unless readme)
 *   npm test -- --test-name-pattern=load       arguments starting with "-" are node --test's (node-test-files.ts)
 *
 * With --only e2e, the extra arguments go to `playwright test` instead.
 * The last line printed is always the total, "N passed, N failed". The exit code is 1 when a test
 * failed or when no test ran at all, else 0.
 */
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { type Counts, parsePlaywrightStats, parseTapSummary } from './lib/reports.ts';
import { type RunResult, run } from './lib/run.ts';
import { slowestFirst } from './lib/test-order.ts';

// test/agreement/: what two packages compute alike (a page's tool name and the MCP tool's), through their exports.
const UNIT_TESTS = ['packages/*/test/**/*.test.ts', 'test/packages/*.test.ts', 'test/agreement/*.test.ts'];
const INSTALLED_TESTS = 'test/installed/*.test.ts';
const README_TESTS = 'test/readme/*.test.ts';
const PLAYWRIGHT_CONFIG = 'e2e/playwright.config.ts';
const SUITES = ['types', 'lint', 'unit', 'installed', 'readme', 'e2e'] as const;
type Suite = (typeof SUITES)[number];

const callerCwd = process.cwd();
process.chdir(resolve(import.meta.dirname, '..'));
const { only, extra } = parseArgs(process.argv.slice(2));
const reports = mkdtempSync(join(tmpdir(), 'quire-run-tests-'));
// Each test file is a process, and tests start hundreds of `quire` processes: all compile the same
// modules (Quire's sources, Astro, Vite, tsc). Node keeps their compiled code in this run's folder
// for the next process: a fifth less CPU for CLI checks and small test files. bin/run.js leaves
// its own cache off in CI, where one `quire` run has nothing to reuse; a test run has hundreds.
process.env.NODE_COMPILE_CACHE ??= join(reports, 'compile-cache');

try {
  const suites = only ? [only] : SUITES;
  // The type-check and Biome only read the sources (about 30 s of one core, tsc's most of it): they
  // run beside the unit tests, whose files also wait on servers, sockets and leases, instead of
  // before them. Their output is captured and printed once the unit tests have ended.
  // The installed packages' suite too: it packs, installs, then runs one command at a time, so alone
  // it leaves part of the two cores idle for its minute and a half (CI: 90 s; here, 130 s of CPU in
  // all); beside the unit tests its work fills their cores instead of following them.
  const beside = new Map<Suite, Promise<Checked>>();
  if (suites.includes('unit')) {
    if (suites.includes('types')) beside.set('types', typeCheck());
    if (suites.includes('lint')) beside.set('lint', lint());
    if (suites.includes('installed')) beside.set('installed', capturedNodeTests('installed', INSTALLED_TESTS, 1, extra));
  }
  const results = new Map<Suite, Counts>();
  for (const suite of suites) {
    if (beside.has(suite)) continue;
    const counts = await runSuite(suite, extra);
    if (counts) results.set(suite, counts);
    if (suite !== 'unit') continue;
    for (const [checked, running] of beside) results.set(checked, printChecked(await running));
  }
  const total = { passed: 0, failed: 0 };
  console.log('');
  for (const suite of SUITES) {
    const counts = results.get(suite);
    if (!counts) continue;
    console.log(`${suite}: ${format(counts)}`);
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  console.log(format(total));
  process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0;
} finally {
  rmSync(reports, { recursive: true, force: true });
}

/** Runs one suite; undefined means the suite does not apply here (no e2e config yet). */
function runSuite(suite: Suite, extra: string[]): Promise<Counts | undefined> {
  switch (suite) {
    case 'types':
      return typeCheck().then(printChecked);
    case 'lint':
      return lint().then(printChecked);
    case 'unit':
      return nodeTests('unit', UNIT_TESTS, 2, extra, (files) => slowestFirst(files, process.cwd()));
    case 'installed':
      // One pack and one install, shared by the file's tests.
      return nodeTests('installed', INSTALLED_TESTS, 1, extra);
    case 'readme':
      // The README's commands share the repo root (node_modules, dist/, a dev server): one file at a time.
      return nodeTests('readme', README_TESTS, 1, extra);
    case 'e2e':
      // Without --only e2e the extra arguments are node --test's, which Playwright would refuse.
      return e2eTests(only === 'e2e' ? extra : []);
  }
}

/** A check that counts as one test, with what it printed: its heading, and its findings when it failed. */
interface Checked {
  counts: Counts;
  printed: string;
}

function printChecked({ counts, printed }: Checked): Counts {
  process.stdout.write(printed);
  return counts;
}

/**
 * The whole type-check counts as one test: the root tsconfig.json (every package, its tests and
 * scripts), then each package's own tsconfig.json, which checks its sources in a narrower
 * environment (@quire/playground's: the browser's, without Node's types).
 */
async function typeCheck(): Promise<Checked> {
  const projects = ['tsconfig.json', ...globSync('packages/*/tsconfig.json').sort()];
  let printed = headingText(`types: tsc -p ${projects.join(', ')}`);
  let passed = true;
  for (const project of projects) {
    const result = await run('npx', ['--no', '--', 'tsc', '-p', project], { capture: true });
    if (succeeded(result)) continue;
    printed += result.output;
    passed = false;
  }
  return { counts: passed ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }, printed };
}

/**
 * Biome checks formatting and the lint rules of biome.jsonc without writing (`npx biome check --write .`
 * fixes what it can); the whole check counts as one test.
 */
async function lint(): Promise<Checked> {
  const printed = headingText('lint: biome ci');
  const result = await run('npx', ['--no', '--', 'biome', 'ci', '--reporter=summary', '.'], { capture: true });
  if (succeeded(result)) return { counts: { passed: 1, failed: 0 }, printed };
  return { counts: { passed: 0, failed: 1 }, printed: printed + result.output };
}

/** Where a suite's output goes: stdout, or a text printed later (a suite run beside the unit tests). */
type Print = (text: string) => void;

// A function, not a const: the suites run from the top of this module, before its consts are set.
function toStdout(text: string): void {
  process.stdout.write(text);
}

/** nodeTests with everything it prints kept, for a suite run beside the unit tests. */
async function capturedNodeTests(suite: Suite, pattern: string, concurrency: number, extra: string[]): Promise<Checked> {
  let printed = '';
  const counts = await nodeTests(suite, pattern, concurrency, extra, undefined, (text) => void (printed += text));
  return { counts, printed };
}

/**
 * One node:test run: the files named in `extra` (else every file matching `pattern`, in the
 * order `order` gives), the spec report on stdout (or to `print`), the counts and each file's
 * time from node-test-report.ts's file.
 */
async function nodeTests(
  suite: Suite,
  pattern: string | string[],
  concurrency: number,
  extra: string[],
  order: (files: string[]) => string[] = (files) => files,
  print: Print = toStdout,
): Promise<Counts> {
  const flags = extra.filter((arg) => arg.startsWith('-'));
  const filters = extra.filter((arg) => !arg.startsWith('-')).map((arg) => resolve(callerCwd, arg));
  const files = filters.length > 0 ? filters : order(globSync(pattern).sort());
  print(headingText(`${suite}: node --test (${files.length} files)`));
  if (files.length === 0) {
    print(`no test files match ${[pattern].flat().join(' or ')}\n`);
    return { passed: 0, failed: 0 };
  }
  const report = join(reports, `${suite}.report`);
  // node --test itself would sort the files by path: node-test-files.ts keeps `order`'s.
  const result = await run(
    process.execPath,
    [resolve('scripts/lib/node-test-files.ts'), `--concurrency=${concurrency}`, `--report=${report}`, ...flags, '--', ...files.map((file) => resolve(file))],
    { capture: print !== toStdout },
  );
  print(result.output);
  const written = readIfExists(report);
  printSlowestFiles(suite, written, print);
  return verdict('node --test', result, parseTapSummary(written), print);
}

/** The files that took the suite's time, slowest first: where to look when `npm test` grows slow. */
function printSlowestFiles(suite: Suite, report: string, print: Print): void {
  const files = report
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { file: string; ms: number })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  if (files.length < 2) return;
  print(`\n${suite}: the slowest files\n`);
  for (const { file, ms } of files) print(`${(ms / 1000).toFixed(1).padStart(7)} s  ${relative(process.cwd(), file)}\n`);
}

async function e2eTests(extra: string[]): Promise<Counts | undefined> {
  if (!existsSync(PLAYWRIGHT_CONFIG)) return undefined;
  heading('e2e: playwright test');
  const json = join(reports, 'e2e.json');
  const result = await run('npx', ['--no', '--', 'playwright', 'test', `--config=${PLAYWRIGHT_CONFIG}`, '--reporter=list,json', ...extra], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  });
  return verdict('playwright', result, parsePlaywrightStats(readIfExists(json)));
}

/**
 * A runner that crashed before writing its report counts as one failure, and so does one that
 * failed (a global setup error, say) while its report shows no failing test.
 */
function verdict(runner: string, result: RunResult, report: Counts | undefined, print: Print = toStdout): Counts {
  if (report === undefined) {
    print(`${runner} ended (${describe(result)}) without a readable report: counted as 1 failure\n`);
    return { passed: 0, failed: 1 };
  }
  if (!succeeded(result) && report.failed === 0) {
    print(`${runner} failed (${describe(result)}) although no test failed: counted as 1 failure\n`);
    return { ...report, failed: 1 };
  }
  return report;
}

function parseArgs(args: string[]): { only: Suite | undefined; extra: string[] } {
  let only: string | undefined;
  const extra: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--only') only = args[++i] ?? '';
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
    else extra.push(arg);
  }
  if (only !== undefined && !isSuite(only)) {
    console.error(`--only takes one of ${SUITES.join(', ')} (got "${only}")`);
    process.exit(2);
  }
  // File filters name unit tests, so they select that suite unless another was chosen.
  if (only === undefined && extra.some((arg) => !arg.startsWith('-'))) return { only: 'unit', extra };
  return { only, extra };
}

function isSuite(name: string): name is Suite {
  return (SUITES as readonly string[]).includes(name);
}

function succeeded(result: RunResult): boolean {
  return result.code === 0 && result.signal === null;
}

function describe(result: RunResult): string {
  return result.signal ? `signal ${result.signal}` : `exit code ${result.code}`;
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

function heading(text: string): void {
  process.stdout.write(headingText(text));
}

function headingText(text: string): string {
  return `\n── ${text}\n`;
}

function format({ passed, failed }: Counts): string {
  return `${passed} passed, ${failed} failed`;
}
