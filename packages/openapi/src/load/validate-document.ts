import { createRequire } from 'node:module';
import type { validate as Validate } from '@scalar/openapi-parser';
import { diagnostic, fromPointer, toPointer, type Diagnostic } from '@quire/diagnostics';
import type { JsonObject } from '../model/json.ts';
import { boundDepth } from '../json/bound-depth.ts';
import { feature32, isQuerystringIn, querystringLocations } from './features-3-2.ts';

/**
 * Levels of objects and arrays the validator is given. Its walks are recursive and overflow the
 * stack near 1,700 levels; real documents stay under 50, so what lies deeper is left unchecked.
 */
const maxValidatedDepth = 256;

const nodeRequire = createRequire(import.meta.url);

/**
 * The validator, loaded when a document is first validated: a start that finds every spec's
 * findings in the validation cache never loads it (a third of a second and more of each
 * `quire dev` start). Node's `require` rather than `import()`, which an Astro config's module
 * runner refuses once it has closed (as @quire/asyncapi's loadOnFirstUse explains).
 */
function validator(): typeof Validate {
  return (nodeRequire('@scalar/openapi-parser') as { validate: typeof Validate }).validate;
}

/**
 * Validates against the OpenAPI schema of the document's version with @scalar/openapi-parser
 * and turns its findings into diagnostics that point at the offending key.
 */
export async function validateDocument(document: JsonObject, file: string, version: string): Promise<Diagnostic[]> {
  const bounded = boundDepth(document, maxValidatedDepth);
  const diagnostics: Diagnostic[] = [];
  const cuts = bounded.cuts.map((path) => toPointer(path));
  if (cuts.length) {
    const elsewhere = cuts.length > 1 ? ` (and ${cuts.length - 1} more place${cuts.length > 2 ? 's' : ''} as deep)` : '';
    diagnostics.push(
      diagnostic('SPEC_TOO_DEEP', `Nested more than ${maxValidatedDepth} levels deep: what lies below is not validated${elsewhere}.`, {
        file,
        pointer: cuts[0]!,
      }),
    );
  }
  let result: Awaited<ReturnType<typeof Validate>>;
  try {
    result = await validator()(bounded.value as JsonObject);
  } catch (error) {
    // The validator also inlines every `$ref` recursively: a long enough chain of schemas, each
    // nesting the next, still overflows its stack. The document stays usable, unvalidated.
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(
      diagnostic('SPEC_TOO_DEEP', 'Its `$ref`s nest schemas too deep for the validator: the document is not validated.', {
        file,
        pointer: '',
        hint: 'Shorten the chains of schemas that each nest the next through `$ref`: hundreds of levels cannot be checked.',
      }),
    );
    return diagnostics;
  }
  const seen = new Set<string>();
  for (const error of result.errors ?? []) {
    const segments = Array.isArray(error.path) ? error.path.map(String) : fromPointer(error.path ?? '');
    // An emptied subtree says nothing about the real one.
    const at = toPointer(segments);
    if (cuts.some((cut) => at === cut || at.startsWith(`${cut}/`))) continue;
    let message = error.message;
    // Unresolvable references are reported by the reference check, at the `$ref` itself.
    if (/^Can't resolve/.test(message)) continue;
    // "Property foo is not expected to be here": point at `foo` itself, where the fix is.
    const unexpected = /^Property (.+) is not expected to be here$/.exec(message);
    const newer =
      version !== '3.2' &&
      (unexpected
        ? feature32(segments, unexpected[1]!)
        : isQuerystringIn(segments, valueAt(document, segments))
          ? 'the whole query string as one value'
          : undefined);
    if (newer) {
      const at = unexpected ? [...segments, unexpected[1]!] : segments;
      const pointer = toPointer(at);
      if (seen.has(pointer)) continue;
      seen.add(pointer);
      const field = unexpected ? `\`${unexpected[1]}\`` : '`in: querystring`';
      const declared = typeof document.openapi === 'string' ? document.openapi : version;
      diagnostics.push(
        diagnostic('SPEC_NEEDS_3_2', `${field} is an OpenAPI 3.2 feature (${newer}), but this document declares ${declared}${describe(at)}.`, {
          file,
          pointer,
        }),
      );
      continue;
    }
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
    diagnostics.push(
      diagnostic('SPEC_INVALID', `${capitalize(message)}${describe(segments)}.`, {
        file,
        pointer,
        ...(lenient ? { severity: 'warning', hint: lenient.hint } : {}),
      }),
    );
  }
  if (version !== '3.2') {
    for (const at of querystringLocations(document)) {
      const pointer = toPointer(at);
      if (seen.has(pointer)) continue;
      seen.add(pointer);
      const declared = typeof document.openapi === 'string' ? document.openapi : version;
      diagnostics.push(
        diagnostic(
          'SPEC_NEEDS_3_2',
          `\`in: querystring\` is an OpenAPI 3.2 feature (the whole query string as one value), but this document declares ${declared}${describe(at)}.`,
          { file, pointer },
        ),
      );
    }
  }
  // A 3.2 field inside an object can fail the object's own check too (a security scheme matching
  // none of its kinds): the 3.2 diagnostic says what to change; the enclosing complaint adds nothing.
  const newer = diagnostics.filter((d) => d.code === 'SPEC_NEEDS_3_2').map((d) => `${d.pointer}/`);
  return diagnostics.filter((d) => d.code !== 'SPEC_INVALID' || !newer.some((p) => p.startsWith(`${d.pointer}/`)));
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
    // 3.2: `additionalOperations/COPY` is the operation `COPY`.
    const method = segments[2] === 'additionalOperations' ? segments[3] : segments[2];
    if (!method) return ` (in ${segments[1]})`;
    const target = segments[0] === 'paths' ? `${method.toUpperCase()} ${segments[1]}` : `webhook ${segments[1]}`;
    return ` (in ${target})`;
  }
  return '';
}

function valueAt(document: JsonObject, segments: string[]): unknown {
  let node: unknown = document;
  for (const s of segments) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[s] : undefined;
  return node;
}
