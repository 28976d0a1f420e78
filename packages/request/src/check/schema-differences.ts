// Runs a documented schema over a value and says what differs, one sentence per broken rule.
// @cfworker/json-schema validates without `eval` (a docs site's Content-Security-Policy may forbid
// it, and Ajv compiles schemas to code) and weighs a few KB gzipped. Its reports are reshaped for a
// reader: the summaries it adds on each enclosing object ("Property x does not match schema") are
// left out when a deeper report says what is wrong, the alternatives of an `anyOf`/`oneOf` are
// summed up as one, and each message names the documented expectation and the value received.
import type { OutputUnit } from '@cfworker/json-schema';
import type { SchemaObject } from '@quire/openapi/browser';
import { schemaReports } from './schema-validator.ts';
import type { Difference } from './types.ts';

const summaries = new Set([
  'properties',
  'items',
  'prefixItems',
  'additionalItems',
  'patternProperties',
  'dependentSchemas',
  'allOf',
  '$ref',
  'unevaluatedProperties',
  'unevaluatedItems',
  'then',
  'else',
]);

/** Differences of `value` from `schema`, with paths relative to the value (`$`, `$.pets[0].name`). */
export function schemaDifferences(schema: SchemaObject | boolean, refs: Record<string, SchemaObject>, value: unknown): Omit<Difference, 'where'>[] {
  const run = schemaReports(schema, refs, value);
  // A schema the validator cannot read is the documentation's problem, not the API's: say so once.
  if ('unreadable' in run) return [{ path: '$', rule: 'unreadable-schema', message: `The documented schema could not be checked: ${run.unreadable}` }];
  const { errors } = run;
  // Inside an alternative, a failure only means "not this alternative".
  const alternatives = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => `${e.keywordLocation}/`);
  const kept = errors.filter((e) => !alternatives.some((prefix) => e.keywordLocation.startsWith(prefix)));
  const deeper = (e: OutputUnit) =>
    kept.some((o) => o !== e && (o.keywordLocation.startsWith(`${e.keywordLocation}/`) || o.instanceLocation.startsWith(`${e.instanceLocation}/`)));
  const seen = new Set<string>();
  const out: Omit<Difference, 'where'>[] = [];
  for (const error of kept) {
    if (summaries.has(error.keyword) && deeper(error)) continue;
    // `if` fails when its `then` or `else` does, which reports what is wrong itself.
    if (error.keyword === 'if' && kept.some((o) => o.keyword !== 'if')) continue;
    // `additionalProperties: false` reports on the object and again as a `false` schema on the
    // property: the property's report is the one that says where.
    if (error.keyword === 'additionalProperties' && kept.some((o) => o.keyword === 'false' && o.instanceLocation.startsWith(`${error.instanceLocation}/`)))
      continue;
    const parent = error.instanceLocation.slice(0, error.instanceLocation.lastIndexOf('/'));
    const forbidden =
      error.keyword === 'false' &&
      kept.some((o) => (o.keyword === 'additionalProperties' || o.keyword === 'unevaluatedProperties') && o.instanceLocation === parent);
    const difference = describe(error, value, forbidden);
    const key = `${difference.path}\0${difference.message}`;
    if (seen.has(key)) continue;
    out.push(difference);
    seen.add(key);
  }
  return out;
}

function describe(error: OutputUnit, root: unknown, forbidden: boolean): Omit<Difference, 'where'> {
  const path = jsonPath(error.instanceLocation);
  const value = valueAt(root, error.instanceLocation);
  const text = error.error;
  switch (error.keyword) {
    case 'type': {
      const expected = [...text.matchAll(/"([^"]+)"/g)].slice(1).map((m) => m[1]!);
      return { path, rule: 'type', message: `Expected ${orList(expected.map(article))}, got ${shown(value)}.` };
    }
    case 'required': {
      const name = /property "(.*)"\.$/.exec(text)?.[1] ?? '';
      return { path, rule: 'required', message: `The required property "${name}" is missing.` };
    }
    case 'enum':
    case 'const': {
      const allowed = parseJson(text.replace(/^Instance does not match (any of )?/, '').replace(/\.$/, ''));
      const list = Array.isArray(allowed) ? allowed : [allowed];
      return {
        path,
        rule: error.keyword,
        message: `${capital(shown(value))} is not ${list.length === 1 ? 'the documented value' : 'one of the documented values'}: ${list.map((v) => JSON.stringify(v)).join(', ')}.`,
      };
    }
    case 'format': {
      const format = /format "(.*)"/.exec(text)?.[1] ?? '';
      return { path, rule: 'format', message: `${capital(shown(value))} is not a valid ${format} (format "${format}").` };
    }
    case 'false':
      if (!forbidden) return { path, rule: 'false', message: `The documentation allows no value here, got ${shown(value)}.` };
      return {
        path,
        rule: 'additionalProperties',
        message: `The property "${lastSegment(error.instanceLocation)}" is not documented, and this object allows no others.`,
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = /Property "(.*)" does not match/.exec(text)?.[1] ?? '';
      return {
        path: `${path}${pathSegment(name)}`,
        rule: error.keyword,
        message: `The property "${name}" does not match what the documentation allows for undocumented properties.`,
      };
    }
    case 'anyOf':
    case 'oneOf':
      return {
        path,
        rule: error.keyword,
        message:
          /matches\)/.test(text) && !/\(0 matches\)/.test(text)
            ? `${capital(shown(value))} matches more than one of the documented alternatives (oneOf allows exactly one).`
            : `${capital(shown(value))} matches none of the documented alternatives (${error.keyword}).`,
      };
    case 'pattern':
      return { path, rule: 'pattern', message: `${capital(shown(value))} does not match the documented pattern.` };
    default:
      // minimum, maxLength, minItems, uniqueItems...: the validator's sentence already names the numbers.
      return { path, rule: error.keyword, message: text.replace(/^Instance /, 'The value ').replace(/ {2,}/g, ' ') };
  }
}

/** `#/pets/0/name` -> `$.pets[0].name`. */
export function jsonPath(pointer: string): string {
  return pointerSegments(pointer).reduce((path, s) => path + pathSegment(s), '$');
}

function pathSegment(s: string): string {
  return /^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`;
}

function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
}

function lastSegment(pointer: string): string {
  return pointerSegments(pointer).at(-1) ?? '';
}

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const s of pointerSegments(pointer)) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[s] : undefined;
  return node;
}

/** A value as a reader recognizes it: `the string "42"`, `null`, `an object`. */
function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  if (typeof value === 'number') return `the ${Number.isInteger(value) ? 'integer' : 'number'} ${value}`;
  return `the ${typeof value} ${String(value)}`;
}

function article(type: string): string {
  return type === 'null' ? 'null' : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? 'another type') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
