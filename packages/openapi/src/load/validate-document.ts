import { validate } from '@scalar/openapi-parser';
import { diagnostic, fromPointer, toPointer, type Diagnostic } from '@quire/diagnostics';
import type { JsonObject } from '../model/json.ts';

/**
 * Validates against the OpenAPI schema of the document's version with @scalar/openapi-parser
 * and turns its findings into diagnostics that point at the offending key.
 */
export async function validateDocument(document: JsonObject, file: string, version: string): Promise<Diagnostic[]> {
  const result = await validate(document);
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const error of result.errors ?? []) {
    const segments = Array.isArray(error.path) ? error.path.map(String) : fromPointer(error.path ?? '');
    let message = error.message;
    // Unresolvable references are reported by the reference check, at the `$ref` itself.
    if (/^Can't resolve/.test(message)) continue;
    // "Property foo is not expected to be here": point at `foo` itself, where the fix is.
    const unexpected = /^Property (.+) is not expected to be here$/.exec(message);
    if (unexpected) {
      const key = unexpected[1]!;
      // A 3.0 document's `webhooks` has its own, clearer diagnostic.
      if (version === '3.0' && key === 'webhooks' && segments.length === 0) continue;
      segments.push(key);
      message = `\`${key}\` is not allowed here`;
    } else if (/^(\w+ )?must /.test(message) && segments.length) {
      // "minProperties must NOT ..." names the schema keyword; readers need the field's name.
      message = `\`${segments.at(-1)}\` ${message.replace(/^\w+ (?=must )/, '')}`;
    }
    const pointer = toPointer(segments);
    const id = `${pointer} ${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const lenient = lenientRules.find((rule) => rule.applies(segments, message));
    diagnostics.push(diagnostic('SPEC_INVALID', `${capitalize(message)}${describe(segments)}.`, { file, pointer, ...(lenient ? { severity: 'warning', hint: lenient.hint } : {}) }));
  }
  return diagnostics;
}

/**
 * Deviations that do not stop a page from rendering correctly are warnings, not errors: rejecting
 * a whole spec over them is what users of other platforms complain about.
 */
const lenientRules = [
  {
    // OpenAPI 3.0 wants at least one response; an operation documented without them still has a page.
    applies: (segments: string[], message: string) => segments.at(-1) === 'responses' && /fewer than 1 propert/.test(message),
    hint: 'Document at least one response (for example `"200": { description: OK }`); the page shows none until then.',
  },
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** " (in GET /pets)" for problems inside an operation: the words a person searches for. */
function describe(segments: string[]): string {
  if ((segments[0] === 'paths' || segments[0] === 'webhooks') && segments.length >= 3) {
    const target = segments[0] === 'paths' ? `${segments[2]!.toUpperCase()} ${segments[1]}` : `webhook ${segments[1]}`;
    return ` (in ${target})`;
  }
  return '';
}
