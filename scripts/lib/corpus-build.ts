/**
 * Builds one spec into a site with the real CLI and checks its operation pages: a temporary docs
 * repo whose docs.json only points `navigation.openapi` at the spec, `quire build` measured,
 * `quire routes --json` to learn which page renders which operation, then each page checked
 * against the spec (page-sections.ts).
 */
import { copyFileSync, existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { crashed } from './crash.ts';
import { type Measurement, measure } from './measure.ts';
import { type OutputWeight, outputWeight } from './output-weight.ts';
import { pageProblems } from './page-sections.ts';
import { expectedPages } from './spec-operations.ts';

const ROUTES_TIMEOUT_MS = 2 * 60_000;

export interface Offender {
  slug: string;
  key: string;
  problems: string[];
}

export interface BuildReport {
  measured: Measurement;
  /** `built` (exit 0), `failed` (exit 1, an error message) or `crash`. */
  result: 'built' | 'failed' | 'crash';
  /** HTML pages written, 404 and internal fragments left out. */
  pages: number;
  /** Operation and webhook pages checked against the spec. */
  checked: number;
  offenders: Offender[];
  /** Operations of the spec (not `x-excluded`) that no route renders. */
  unrouted: string[];
  /** Why the pages could not be checked (routes failed), when they could not. */
  note?: string;
  /** What the built site weighs, when it built. */
  weight?: OutputWeight;
}

export async function buildAndCheck(cli: string, specFile: string, name: string, timeoutMs: number): Promise<BuildReport> {
  const work = mkdtempSync(join(tmpdir(), 'quire-corpus-build-'));
  try {
    const docs = join(work, 'docs');
    const out = join(work, 'out');
    const spec = basename(specFile);
    writeDocsRepo(docs, specFile, name);
    const measured = await measure(process.execPath, [cli, 'build', docs, '-o', out], timeoutMs);
    const result = crashed(measured) ? 'crash' : measured.code === 0 ? 'built' : 'failed';
    const report: BuildReport = { measured, result, pages: 0, checked: 0, offenders: [], unrouted: [] };
    if (result !== 'built') return report;
    report.pages = globSync('**/*.html', { cwd: out, exclude: ['_quire/**', '404.html'] }).length;
    report.weight = outputWeight(out);

    const routes = await operationRoutes(cli, docs);
    if (typeof routes === 'string') return { ...report, note: routes };
    const expected = expectedPages(join(docs, spec));
    const routed = new Set<string>();
    for (const route of routes) {
      routed.add(route.key);
      const want = expected.get(route.key);
      const file = [join(out, route.slug, 'index.html'), join(out, `${route.slug}.html`)].find((path) => existsSync(path));
      const problems = !want
        ? [`the spec has no operation \`${route.key}\``]
        : file === undefined
          ? ['no HTML file']
          : pageProblems(readFileSync(file, 'utf8'), want);
      report.checked++;
      if (problems.length > 0) report.offenders.push({ slug: route.slug, key: route.key, problems });
    }
    report.unrouted = [...expected.values()].filter((page) => !page.excluded && !routed.has(page.key)).map((page) => page.key);
    return report;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A docs repo holding only the spec (under its own file name) and a docs.json pointing at it. */
function writeDocsRepo(docs: string, specFile: string, name: string): void {
  const spec = basename(specFile);
  mkdirSync(docs);
  copyFileSync(specFile, join(docs, spec));
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name, navigation: { openapi: spec } }, null, 2));
}

/** Operation and webhook routes as `quire routes --json` lists them, or why they could not be read. */
async function operationRoutes(cli: string, docs: string): Promise<{ slug: string; key: string }[] | string> {
  const listed = await measure(process.execPath, [cli, 'routes', docs, '--json'], ROUTES_TIMEOUT_MS);
  try {
    const { routes } = JSON.parse(listed.stdout) as { routes: { slug: string; kind: string; operation?: { key: string } }[] };
    return routes.flatMap((route) =>
      (route.kind === 'operation' || route.kind === 'webhook') && route.operation ? [{ slug: route.slug, key: route.operation.key }] : [],
    );
  } catch {
    return `quire routes --json printed no routes (exit ${listed.code}): ${(listed.stderr || listed.stdout).trim().slice(0, 200)}`;
  }
}
