// A pasted JSON body checked against the body's form before it fills it. What the form cannot
// hold (text where it has a number input, a value its select does not list) is refused with its
// JSON path, so nothing is dropped without a word; properties the schema does not describe fit no
// input but are kept in the body (the JSON view shows them) and named. No DOM: tested in Node.
import { isRecord, type Field } from './form-model.ts';
import { chooseOption } from './form-value.ts';

export interface PasteProblem {
  /** Where, as a JSONPath: `$.tags[0].name`. */
  path: string;
  message: string;
}

export type PastedBody =
  | { ok: true; value: unknown /** JSONPaths of properties the schema does not describe, kept. */; extra: string[] }
  | { ok: false; problems: PasteProblem[] };

export function readPastedBody(field: Field, text: string): PastedBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '$', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const problems: PasteProblem[] = [];
  const extra: string[] = [];
  check(field, value, '$', problems, extra);
  return problems.length ? { ok: false, problems } : { ok: true, value, extra };
}

function check(field: Field, value: unknown, path: string, problems: PasteProblem[], extra: string[], own?: string): void {
  const expected = (what: string): void => void problems.push({ path, message: `${describe(value)}, where the schema has ${what} (${field.type})` });
  if (value === null) {
    if (!field.nullable && field.kind !== 'json') expected('no null');
    return;
  }
  switch (field.kind) {
    case 'object': {
      if (!isRecord(value)) return void expected('an object');
      const properties = new Map(field.properties().map((p) => [p.name, p]));
      for (const [name, item] of Object.entries(value)) {
        const property = properties.get(name);
        if (property) check(property, item, member(path, name), problems, extra);
        // A choice's discriminator is set by the form, not drawn as an input.
        else if (name !== own) extra.push(member(path, name));
      }
      return;
    }
    case 'array':
      if (!Array.isArray(value)) return void expected('an array');
      for (const [i, item] of value.entries()) check(field.item(), item, `${path}[${i}]`, problems, extra);
      return;
    case 'choice': {
      const option = field.options()[chooseOption(field, value)];
      if (option) check(option.field, value, path, problems, extra, field.discriminator);
      return;
    }
    case 'enum':
      if (!field.values.some((v) => JSON.stringify(v) === JSON.stringify(value))) expected(`one of ${field.values.map((v) => JSON.stringify(v)).join(', ')}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') expected('true or false');
      return;
    case 'number':
      if (typeof value !== 'number' || (field.integer && !Number.isInteger(value))) expected(field.integer ? 'an integer' : 'a number');
      return;
    case 'string':
      if (typeof value !== 'string') expected('text');
      return;
    default:
      // Free-form JSON (and files, which JSON cannot hold): any value fits.
      return;
  }
}

/** `$.name`, or `$['a key']` when the name is not an identifier. */
function member(path: string, name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name).replace(/^"|"$/g, "'")}]`;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (isRecord(value)) return 'an object';
  if (value === null) return 'null';
  const text = JSON.stringify(value);
  return `${typeof value === 'string' ? 'text' : typeof value} ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`;
}
