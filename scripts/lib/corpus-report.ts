/** The corpus run's table, one row per spec as it finishes, and the summary under it. */
import type { BuildReport } from './corpus-build.ts';
import type { Spec } from './corpus-fetch.ts';
import { crashed, crashReason } from './crash.ts';
import type { Measurement } from './measure.ts';
import { describeWeight } from './output-weight.ts';

export interface Row {
  spec: Spec;
  version: string;
  check: Measurement;
  generate: Measurement;
  checkResult: string;
  generateResult: string;
  /** MDX pages `quire generate` wrote. */
  pages: number;
  /** Only for specs `quire check` found valid. */
  build?: BuildReport;
}

const OK_RESULTS = new Set(['valid', 'ok', 'rejected']);
const SHOWN_OFFENDERS = 5;

export function columns(specs: Spec[]): { header: string; row: (row: Row) => string } {
  const width = Math.max(4, ...specs.map((spec) => spec.name.length));
  const line = (cells: string[]): string =>
    [
      (cells[0] ?? '').padEnd(width),
      (cells[1] ?? '').padEnd(7),
      (cells[2] ?? '').padEnd(8),
      (cells[3] ?? '').padEnd(8),
      (cells[4] ?? '').padEnd(6),
      ...cells.slice(5).map((cell) => cell.padStart(8)),
    ].join('  ');
  return {
    header: line(['spec', 'version', 'check', 'generate', 'build', 'pages', 'check s', 'gen s', 'peak MB', 'html', 'bad html', 'build s', 'build MB']),
    row: (row) => {
      const build = row.build;
      return line([
        row.spec.name,
        row.version,
        row.checkResult,
        row.generateResult,
        build?.result ?? '-',
        String(row.pages),
        row.check.seconds.toFixed(2),
        row.generate.seconds.toFixed(2),
        megabytes(Math.max(row.check.peakKb ?? 0, row.generate.peakKb ?? 0) || undefined),
        build?.result === 'built' ? String(build.pages) : '-',
        build?.result === 'built' ? (build.note ? '?' : String(build.offenders.length)) : '-',
        build ? build.measured.seconds.toFixed(2) : '-',
        build ? megabytes(build.measured.peakKb) : '-',
      ]);
    },
  };
}

/** Prints what went wrong and the totals; returns the exit code (1 on any crash, failure or missing section). */
export function report(rows: Row[], missing: string[]): number {
  const isCrash = (row: Row): boolean => row.checkResult === 'crash' || row.generateResult === 'crash' || row.build?.result === 'crash';
  const buildProblem = (row: Row): boolean =>
    row.build !== undefined &&
    (row.build.result !== 'built' || row.build.offenders.length > 0 || row.build.unrouted.length > 0 || row.build.note !== undefined);
  const isOk = (row: Row): boolean => OK_RESULTS.has(row.checkResult) && OK_RESULTS.has(row.generateResult) && !buildProblem(row);

  for (const row of rows.filter(isCrash)) {
    const runs = [
      ['check', row.check],
      ['generate', row.generate],
      ['build', row.build?.measured],
    ] as const;
    for (const [command, measured] of runs) {
      if (!measured || !crashed(measured)) continue;
      console.log(`\n${row.spec.name}: ${command} crashed (${crashReason(measured)})`);
      console.log(indent(tail(measured.stderr)));
    }
  }
  const unhappy = rows.filter((row) => !OK_RESULTS.has(row.checkResult) || !OK_RESULTS.has(row.generateResult)).filter((row) => !isCrash(row));
  if (unhappy.length > 0) console.log('\nNot ok, without crashing:');
  for (const row of unhappy) {
    const first = contractJson(row.check.stdout)?.diagnostics[0];
    console.log(`  ${row.spec.name}: check ${row.checkResult}, generate ${row.generateResult}${first ? `: ${describeDiagnostic(first)}` : ''}`);
  }
  for (const row of rows) {
    const build = row.build;
    if (!build || build.result === 'crash') continue;
    if (build.result === 'failed') console.log(`\n${row.spec.name}: quire build failed\n${indent(tail(build.measured.stderr + build.measured.stdout))}`);
    if (build.note) console.log(`\n${row.spec.name}: pages not checked: ${build.note}`);
    if (build.offenders.length > 0) {
      console.log(`\n${row.spec.name}: ${build.offenders.length} of ${build.checked} operation pages lack parameters, request body or responses`);
      for (const { slug, key, problems } of build.offenders.slice(0, SHOWN_OFFENDERS)) console.log(`  /${slug} (${key}): ${problems.join('; ')}`);
      if (build.offenders.length > SHOWN_OFFENDERS) console.log(`  ... and ${build.offenders.length - SHOWN_OFFENDERS} more`);
    }
    if (build.unrouted.length > 0) {
      const shown = build.unrouted.slice(0, SHOWN_OFFENDERS).join(', ');
      console.log(`\n${row.spec.name}: ${build.unrouted.length} operations have no page: ${shown}${build.unrouted.length > SHOWN_OFFENDERS ? ', ...' : ''}`);
    }
  }
  if (missing.length > 0) console.log(`\nCould not fetch: ${missing.join(', ')}`);

  const crashes = rows.filter(isCrash).length;
  const built = rows.filter((row) => row.build?.result === 'built');
  const offenders = built.reduce((sum, row) => sum + row.build!.offenders.length, 0);
  const checked = built.reduce((sum, row) => sum + row.build!.checked, 0);
  console.log(`\n${rows.length} specs, ${rows.filter(isOk).length} ok, ${crashes} crashed`);
  console.log(
    `${built.length} of ${rows.filter((row) => row.build).length} sites built; ${offenders} of ${checked} operation pages lack parameters, request body or responses`,
  );
  const github = rows.find((row) => row.spec.name === 'github/rest');
  if (github) {
    const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[22m` : text);
    const figures = [
      `GitHub REST generate: ${github.generate.seconds.toFixed(2)} s wall, ${megabytes(github.generate.peakKb)} MB peak RSS, ${github.pages} pages (${github.generateResult})`,
      ...(github.build
        ? [
            `GitHub REST build: ${github.build.measured.seconds.toFixed(2)} s wall, ${megabytes(github.build.measured.peakKb)} MB peak RSS, ${github.build.pages} pages (${github.build.result})`,
          ]
        : []),
      ...(github.build?.weight ? describeWeight(github.build.weight).map((line, i) => (i === 0 ? `GitHub REST ${line}` : line)) : []),
    ];
    const rule = '='.repeat(Math.max(...figures.map((figure) => figure.length)));
    console.log(bold(`\n${rule}\n${figures.join('\n')}\n${rule}`));
  }
  return crashes > 0 || missing.length > 0 || rows.some(buildProblem) ? 1 : 0;
}

/** The CLI's --json contract: one JSON object with a boolean "ok" and a "diagnostics" array. */
export function contractJson(stdout: string): { ok: boolean; diagnostics: unknown[] } | undefined {
  try {
    const value: unknown = JSON.parse(stdout);
    if (typeof value !== 'object' || value === null) return undefined;
    const { ok, diagnostics } = value as Record<string, unknown>;
    return typeof ok === 'boolean' && Array.isArray(diagnostics) ? { ok, diagnostics } : undefined;
  } catch {
    return undefined;
  }
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

function tail(text: string): string {
  return text.trim().split('\n').slice(-12).join('\n');
}

function indent(text: string): string {
  return text.replace(/^/gm, '    ');
}
