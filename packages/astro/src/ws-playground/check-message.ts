// Checks a message before it is sent: the text must parse as JSON (for JSON messages) and match
// the payload schema. @cfworker/json-schema validates without eval (a docs site's CSP may forbid
// it) and weighs a few KB. Pure, so it is tested without a browser.
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import type { JsonSchema } from './ws-playground-data.ts';

export interface Problem {
  /** Where, as a JSON path: `$`, `$.events[0]`, `$["odd key"]`. */
  path: string;
  message: string;
}

export type Checked = { ok: true; text: string } | { ok: false; problems: Problem[] };

const validators = new WeakMap<JsonSchema, Validator>();

/** JSON messages are parsed and validated; text messages go as typed. */
export function checkMessage(text: string, options: { json: boolean; schema?: JsonSchema }): Checked {
  if (!options.json) return { ok: true, text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '$', message: `Not valid JSON: ${(error as Error).message}` }] };
  }
  if (!options.schema) return { ok: true, text };
  const problems = schemaProblems(options.schema, value);
  return problems.length ? { ok: false, problems } : { ok: true, text };
}

/**
 * The schema's complaints about a value, most specific first: the summaries a validator adds on
 * each enclosing object or array ("Property x does not match schema") are left out when a deeper
 * error says what is wrong, and a property that `additionalProperties: false` forbids is named.
 */
export function schemaProblems(schema: JsonSchema, value: unknown): Problem[] {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = new Validator(schema as never, '7', false)));
  const errors = validator.validate(value).errors;
  const summaries = new Set(['properties', 'items', 'prefixItems', 'additionalItems', 'patternProperties', 'dependentSchemas', 'allOf', '$ref', 'unevaluatedProperties', 'unevaluatedItems']);
  const deeper = (e: OutputUnit) => errors.some((o) => o !== e && (o.keywordLocation.startsWith(`${e.keywordLocation}/`) || o.instanceLocation.startsWith(`${e.instanceLocation}/`)));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of errors) {
    if (summaries.has(error.keyword) && deeper(error)) continue;
    if (error.keyword === 'additionalProperties') continue; // named by its "false" child below
    const path = jsonPath(error.instanceLocation);
    const message = error.keyword === 'false' ? 'This property is not allowed.' : error.error;
    const key = `${path}\0${message}`;
    if (!seen.has(key)) problems.push({ path, message }), seen.add(key);
  }
  return problems;
}

/** `#/events/0` -> `$.events[0]`. */
export function jsonPath(pointer: string): string {
  const segments = pointer.replace(/^#/, '').split('/').slice(1).map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
  return segments.reduce((path, s) => path + (/^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`), '$');
}
