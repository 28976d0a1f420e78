import { formatDiagnostic, type Diagnostic } from '@quire/diagnostics';

/** Where commands write: injectable so tests and other tools can capture it. */
export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
  /** The terminal a person watches, where one status line can be redrawn (stderr); absent in a log or CI. */
  live?: LiveTerminal;
}

export interface LiveTerminal {
  write: (text: string) => unknown;
  columns?: number;
}

/** CI=true (and any value but false or 0), as CI services set it: their logs keep every redrawn line. */
export function inCi(env: NodeJS.ProcessEnv): boolean {
  return !!env.CI && env.CI !== 'false' && env.CI !== '0';
}

export const consoleOutput: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  ...(process.stderr.isTTY && !inCi(process.env) ? { live: process.stderr } : {}),
};

export function printDiagnostics(diagnostics: readonly Diagnostic[], print: (line: string) => void): void {
  for (const d of diagnostics) print(formatDiagnostic(d));
}

export function printJson(value: unknown, output: Output): void {
  output.out(JSON.stringify(value, null, 2));
}

/** `1 error`, `2 warnings` */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `2 errors, 1 warning` */
export function countSummary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return [plural(errors, 'error'), ...(warnings ? [plural(warnings, 'warning')] : [])].join(', ');
}
