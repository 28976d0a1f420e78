import { catalog, type DiagnosticCode, type Severity } from './catalog.ts';

/**
 * A problem found in user input, as a value. Libraries return these; only the edges (CLI, Astro
 * hooks, HTTP handlers) turn them into exit codes, thrown errors or responses.
 */
export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  /** What is wrong, in one sentence. */
  message: string;
  /** What to do about it. */
  hint: string;
  /** The file (or URL) the problem is in. */
  file?: string;
  /** RFC 6901 JSON pointer into that file's document. */
  pointer?: string;
  /** 1-based line and column, when the source text is known. */
  line?: number;
  column?: number;
}

/** Where a diagnostic points, all parts optional. */
export type DiagnosticPlace = Pick<Diagnostic, 'file' | 'pointer' | 'line' | 'column'>;

/** Builds a diagnostic from the catalog; the call site may sharpen the hint. */
export function diagnostic(code: DiagnosticCode, message: string, place: DiagnosticPlace & { hint?: string; severity?: Severity } = {}): Diagnostic {
  const { hint, severity, ...where } = place;
  const entry = catalog[code];
  return { code, severity: severity ?? entry.severity, message, hint: hint ?? entry.hint, ...where };
}

/** True when any diagnostic is an error (warnings never fail a build). */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
