import { describeValue, diagnostic, toPointer, type Diagnostic } from '@quire/diagnostics';
import type { z } from 'zod';
import { closestMatch } from './closest-match.ts';
import type { UnsupportedKey } from './find-unsupported-keys.ts';
import { unionExpected } from './flatten-issues.ts';
import { descriptionAtPath, knownKeysAtPath } from './schema-at-path.ts';
import { isUnsupported } from './unsupported.ts';

type Issue = z.core.$ZodIssue;

/** What turning an issue into words needs besides the issue: the schema and the parsed document. */
export interface IssueContext {
  schema: z.ZodType;
  input: unknown;
  file: string;
}

/**
 * CONFIG_UNKNOWN_KEY warnings, one per key, each pointing at the key itself. A typo may be of any
 * key, but the list of keys allowed names only those Quire uses.
 */
export function unknownKeyDiagnostics(issue: Extract<Issue, { code: 'unrecognized_keys' }>, context: IssueContext): Diagnostic[] {
  const known = knownKeysAtPath(context.schema, context.input, issue.path);
  const used = known.filter(([, schema]) => !isUnsupported(schema)).map(([key]) => key);
  return issue.keys.map((key) => {
    const suggestion = closestMatch(
      key,
      known.map(([k]) => k),
    );
    const hint = suggestion
      ? `Did you mean \`${suggestion}\`? Quire ignores unknown keys.`
      : used.length > 0
        ? `Quire ignores it. Keys allowed here: ${used.map((k) => `\`${k}\``).join(', ')}.`
        : undefined;
    return diagnostic('CONFIG_UNKNOWN_KEY', `Unknown key \`${key}\` in ${where(issue.path)}.`, {
      file: context.file,
      pointer: pointerOf([...issue.path, key]),
      ...(hint && { hint }),
    });
  });
}

/**
 * One CONFIG_UNSUPPORTED_KEY warning per key Quire accepts but ignores, at its first use; the
 * message counts the other places, so a key repeated on every tab is one line to read.
 */
export function unsupportedKeyDiagnostic({ key, paths }: UnsupportedKey, file: string): Diagnostic {
  const [first = [key], ...others] = paths;
  const also = others.length === 0 ? '' : ` and ${others.length} more ${others.length === 1 ? 'place' : 'places'}`;
  return diagnostic('CONFIG_UNSUPPORTED_KEY', `Unsupported key \`${key}\` in ${where(first.slice(0, -1))}${also}: Quire does not use it yet.`, {
    file,
    pointer: pointerOf(first),
  });
}

/** A CONFIG_INVALID error that says what is wrong where, and how to fix it. */
export function invalidDiagnostic(issue: Exclude<Issue, { code: 'unrecognized_keys' }>, context: IssueContext): Diagnostic {
  const value = valueAt(context.input, issue.path);
  const description = descriptionAtPath(context.schema, context.input, issue.path);
  const doc = fieldDoc(issue.path, description);
  const place = { file: context.file, pointer: pointerOf(issue.path) };
  const at = where(issue.path);

  if (issue.code === 'invalid_type' && value === undefined && issue.path.length > 0) {
    // Point at the object that lacks the key: the key itself is nowhere in the file.
    const parent = issue.path.slice(0, -1);
    const key = String(issue.path.at(-1));
    return diagnostic('CONFIG_INVALID', `Missing required key \`${key}\` in ${where(parent)}.`, {
      file: context.file,
      pointer: pointerOf(parent),
      hint: description ? `Add "${key}": ${fragment(description)}` : `Add "${key}".`,
    });
  }
  if (issue.code === 'invalid_type' && issue.path.length === 0) {
    return diagnostic('CONFIG_INVALID', `docs.json must be ${expectedPhrase([issue.expected])}, not ${describeValue(value)}.`, {
      ...place,
      hint: 'Put all settings in one object: { "name": "My docs", "navigation": { "pages": ["index"] } }.',
    });
  }
  if (issue.code === 'invalid_type') {
    return diagnostic('CONFIG_INVALID', `${at} must be ${expectedPhrase([issue.expected])}, not ${describeValue(value)}.`, {
      ...place,
      ...hint(typeFix(issue.expected, value), doc),
    });
  }
  if (issue.code === 'invalid_union') {
    return diagnostic('CONFIG_INVALID', `${at} must be ${expectedPhrase(unionExpected(issue))}, not ${describeValue(value)}.`, {
      ...place,
      ...hint(undefined, doc),
    });
  }
  if (issue.code === 'invalid_value') {
    const allowed = issue.values.map((v) => JSON.stringify(v));
    const suggestion = typeof value === 'string' ? closestMatch(value, issue.values.map(String)) : undefined;
    const fix = `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Allowed values: ${allowed.join(', ')}.`;
    return diagnostic('CONFIG_INVALID', `${at} cannot be ${JSON.stringify(value)}.`, { ...place, ...hint(fix, doc) });
  }
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) {
    return diagnostic('CONFIG_INVALID', `${at} must not be empty.`, { ...place, ...hint(undefined, doc) });
  }
  return diagnostic('CONFIG_INVALID', `${at} is not valid: ${issue.message}.`, { ...place, ...hint(undefined, doc) });
}

/** `navigation.tabs[0].groups[1]`, the way the value would be reached in JavaScript. */
function where(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'docs.json';
  const written = path
    .map((segment, i) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const key = String(segment);
      if (!/^[A-Za-z_$][\w$-]*$/.test(key)) return `[${JSON.stringify(key)}]`;
      return i === 0 ? key : `.${key}`;
    })
    .join('');
  return `\`${written}\``;
}

function pointerOf(path: readonly PropertyKey[]): string {
  return toPointer(path.map((segment) => (typeof segment === 'number' ? segment : String(segment))));
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function expectedPhrase(expected: readonly string[]): string {
  const phrases: Record<string, string> = {
    string: 'a string',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    record: 'an object',
    array: 'an array',
  };
  const words = [...new Set(expected.map((e) => phrases[e] ?? e))];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? 'something else');
}

/** The edit that turns this value into the expected type, when there is an obvious one. */
function typeFix(expected: string, value: unknown): string | undefined {
  if (expected === 'boolean') return value === 'true' || value === 'false' ? 'Write true or false without quotes.' : 'Write true or false.';
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return `Put the value in double quotes: "${value}".`;
  if (expected === 'array' && typeof value === 'string') return `Put the value in a list: [${JSON.stringify(value)}].`;
  return undefined;
}

/** What the field is for, so the hint says what belongs there. */
function fieldDoc(path: readonly PropertyKey[], description: string | undefined): string | undefined {
  if (!description) return undefined;
  const last = path.at(-1);
  if (typeof last === 'number') {
    const list = path.findLast((segment) => typeof segment !== 'number');
    return `Each entry of \`${String(list)}\`: ${fragment(description)}`;
  }
  return last === undefined ? description : `\`${String(last)}\`: ${fragment(description)}`;
}

function hint(fix: string | undefined, doc: string | undefined): { hint?: string } {
  const text = [fix, doc].filter(Boolean).join(' ');
  return text ? { hint: text } : {};
}

/** A description, lowercased to follow a colon, unless it starts with a name such as "OpenAPI". */
function fragment(description: string): string {
  return /^[A-Z][a-z]*\b/.test(description) ? description.charAt(0).toLowerCase() + description.slice(1) : description;
}
