/**
 * `node --test` for test files in the order given: the command line sorts the files it is given by
 * path, so scripts/run-tests.ts could not start the longest first (test-order.ts). This runs
 * node:test's run() with the reporters the command line was given (spec on stdout,
 * node-test-report.ts into the report file) and exits with 1 when a test failed, as it does.
 *
 *   node scripts/lib/node-test-files.ts --concurrency=N --report=FILE [node --test flags] -- FILE...
 *
 * The flags that choose tests (--test-name-pattern, --test-skip-pattern, --test-only,
 * --test-timeout, --test-concurrency) become run()'s options; any other flag is passed to each
 * test file's process.
 */
import { createWriteStream } from 'node:fs';
import { type RunOptions, run } from 'node:test';
import { spec } from 'node:test/reporters';
import nodeTestReport from './node-test-report.ts';

const args = process.argv.slice(2);
const end = args.indexOf('--');
const files = end < 0 ? [] : args.slice(end + 1);
const options: RunOptions & { testNamePatterns: string[]; testSkipPatterns: string[]; execArgv: string[] } = {
  files,
  testNamePatterns: [],
  testSkipPatterns: [],
  execArgv: [],
};
let report: string | undefined;
const flags = end < 0 ? args : args.slice(0, end);
for (let i = 0; i < flags.length; i++) {
  const flag = flags[i] ?? '';
  const [name = '', inline] = flag.split(/=(.*)/s);
  const value = () => inline ?? flags[++i] ?? '';
  if (name === '--report') report = value();
  else if (name === '--concurrency' || name === '--test-concurrency') options.concurrency = Number(value());
  else if (name === '--test-name-pattern') options.testNamePatterns.push(value());
  else if (name === '--test-skip-pattern') options.testSkipPatterns.push(value());
  else if (name === '--test-timeout') options.timeout = Number(value());
  else if (flag === '--test-only') options.only = true;
  else options.execArgv.push(flag);
}

const tests = run(options);
// The run's own summary (the one without a file) says whether every test passed.
tests.on('test:summary', (summary) => {
  if (summary.file === undefined && !summary.success) process.exitCode = 1;
});
tests.compose(spec).pipe(process.stdout);
if (report) tests.compose(nodeTestReport).pipe(createWriteStream(report));
