import { diagnostic, toPointer, type Diagnostic, type DiagnosticCode } from '@quire/diagnostics';
import { resolveRef } from './resolve-ref.ts';
import type { JsonObject } from './json.ts';

/** What every normalizing step shares: the document, its file, and where problems are reported. */
export interface NormalizeContext {
  document: JsonObject;
  file: string;
  diagnostics: Diagnostic[];
}

export function report(ctx: NormalizeContext, code: DiagnosticCode, message: string, path: (string | number)[], hint?: string): void {
  ctx.diagnostics.push(diagnostic(code, message, { file: ctx.file, pointer: toPointer(path), ...(hint ? { hint } : {}) }));
}

/** Resolves a possibly-referenced object; a dangling or looping `$ref` is reported and yields undefined. */
export function resolveObject(ctx: NormalizeContext, value: unknown, path: (string | number)[]): JsonObject | undefined {
  const resolved = resolveRef(ctx.document, value);
  if ('error' in resolved) {
    report(ctx, 'SPEC_REF_UNRESOLVED', `Cannot resolve: ${resolved.error}.`, [...path, '$ref']);
    return undefined;
  }
  return resolved.value;
}
