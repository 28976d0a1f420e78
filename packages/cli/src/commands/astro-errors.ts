import type { Output } from '../output.ts';

/** An error from Astro or from the Quire integration, as a person reads it: message, then hint. */
export function printAstroError(error: unknown, output: Output): void {
  const e = error as { message?: string; hint?: string; loc?: { file?: string; line?: number; column?: number } };
  const where = e.loc?.file ? `${e.loc.file}${e.loc.line ? `:${e.loc.line}${e.loc.column ? `:${e.loc.column}` : ''}` : ''}  ` : '';
  // The bundler joins several errors into one message, each with its stack: people need the
  // messages (file, line, what is wrong), not the frames of the tools that found them.
  const message = (e.message ?? String(error))
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n');
  output.err(`${where}${message}`);
  if (e.hint) output.err(`  hint: ${e.hint}`);
}
