import type { Output } from '../output.ts';

/** An error from Astro or from the Quire integration, as a person reads it: message, then hint. */
export function printAstroError(error: unknown, output: Output): void {
  const e = error as { message?: string; hint?: string; loc?: { file?: string; line?: number; column?: number } };
  const where = e.loc?.file ? `${e.loc.file}${e.loc.line ? `:${e.loc.line}${e.loc.column ? `:${e.loc.column}` : ''}` : ''}  ` : '';
  output.err(`${where}${e.message ?? String(error)}`);
  if (e.hint) output.err(`  hint: ${e.hint}`);
}
