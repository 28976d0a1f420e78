import type { Diagnostic } from './diagnostic.ts';

/** `file:line:col  message  (hint)`: the shape editors and terminals turn into links. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.file, d.line, d.line !== undefined ? d.column : undefined].filter((p) => p !== undefined).join(':');
  const at = d.pointer && d.line === undefined ? ` at ${d.pointer || '/'}` : '';
  const level = d.severity === 'warning' ? 'warning: ' : '';
  return `${where ? `${where}  ` : ''}${level}${d.message}${at}  (${d.hint})`;
}
