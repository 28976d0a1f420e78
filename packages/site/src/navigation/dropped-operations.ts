import type { Diagnostic } from '@quire/diagnostics';

/**
 * Operations that get no page because of their errors (docs: guides/api-navigation#operations-with-errors): by spec, then by the key users
 * write (`POST /pets`), the operation's first error with its place.
 */
export type DroppedOperations = ReadonlyMap<string, ReadonlyMap<string, Diagnostic>>;

/** Why a dropped operation has no page, placed: "`2O1` is not allowed here (openapi.yaml:14:9)". */
export function droppedReason(error: Diagnostic): string {
  const at = [error.file, error.line, error.line !== undefined ? error.column : undefined].filter((p) => p !== undefined).join(':');
  // Validation messages end with "(in POST /pets)": the operation is already named.
  return `${error.message.replace(/\.$/, '').replace(/ \(in [^)]*\)$/, '')}${at ? ` (${at})` : ''}`;
}
