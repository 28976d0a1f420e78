import { diagnostic, toPointer, type Diagnostic } from '@quire/diagnostics';
import { lookupRef } from '../model/resolve-ref.ts';
import type { JsonObject } from '../model/json.ts';
import { explainExternalRef } from './explain-external-ref.ts';
import { walkRefs } from './walk-refs.ts';

/**
 * Reports every `$ref` that points nowhere, at the place it is written. `origin` and `root` (the
 * spec's absolute path or URL, and the folder it may read from) explain external failures.
 */
export function checkRefs(document: JsonObject, file: string, origin: string, root: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const { ref, path } of walkRefs(document)) {
    const pointer = () => toPointer([...path(), '$ref']);
    if (!ref.startsWith('#')) {
      problems.push(diagnostic('SPEC_REF_UNRESOLVED', `Cannot resolve $ref ${ref}: ${explainExternalRef(ref, origin, root)}.`, { file, pointer: pointer() }));
    } else if (lookupRef(document, ref) === undefined) {
      problems.push(diagnostic('SPEC_REF_UNRESOLVED', `$ref ${ref} points at nothing in the document.`, { file, pointer: pointer() }));
    }
  }
  return problems;
}
