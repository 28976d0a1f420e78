// One validator for each documented schema. Building one converts the schema with every `$ref`
// target it may reach and indexes the result, which costs far more than running it: a stream's
// items, and every answer checked against the same page, reuse the one built for their schema.
// Keyed by the schema and refs objects themselves, so a model that is let go takes its validators
// with it.
import { type OutputUnit, Validator } from '@cfworker/json-schema';
import type { SchemaObject } from '@quire/openapi/browser';
import { validationRoot } from './validation-schema.ts';

/** A schema's validator, or why the validator could not read it. */
type CompiledSchema = { validator: Validator } | { unreadable: string };

const validators = new WeakMap<Record<string, SchemaObject>, WeakMap<object, CompiledSchema>>();

/** What the validator reports on `value` against `schema`, or why it could not read the schema. */
export function schemaReports(
  schema: SchemaObject | boolean,
  refs: Record<string, SchemaObject>,
  value: unknown,
): { errors: OutputUnit[] } | { unreadable: string } {
  const compiled = compiledSchema(schema, refs);
  if ('unreadable' in compiled) return compiled;
  try {
    return { errors: compiled.validator.validate(value).errors };
  } catch (error) {
    // An unresolvable reference surfaces only when validation reaches it.
    return { unreadable: firstLine(error) };
  }
}

/** The validator of `schema` (its `$ref`s resolved in `refs`), built on first use and kept while both live. */
function compiledSchema(schema: SchemaObject | boolean, refs: Record<string, SchemaObject>): CompiledSchema {
  // `true` and `false` have nothing to convert or index.
  if (typeof schema === 'boolean') return compile(schema, refs);
  let bySchema = validators.get(refs);
  if (!bySchema) validators.set(refs, (bySchema = new WeakMap()));
  let entry = bySchema.get(schema);
  if (!entry) bySchema.set(schema, (entry = compile(schema, refs)));
  return entry;
}

function compile(schema: SchemaObject | boolean, refs: Record<string, SchemaObject>): CompiledSchema {
  try {
    const root = typeof schema === 'boolean' ? schema : validationRoot(schema, refs);
    return { validator: new Validator(root as never, '2020-12', false) };
  } catch (error) {
    return { unreadable: firstLine(error) };
  }
}

function firstLine(error: unknown): string {
  return (error as Error).message.split('\n')[0]!;
}
