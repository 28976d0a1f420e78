import { lookupRef, type ApiModel, type Operation, type SchemaLookup, type SchemaObject } from '@quire/openapi';
import { diffOperation } from './diff-operation.ts';
import { diffSchema } from './diff-schema.ts';
import { rules, type RuleId } from './rules.ts';
import { Unchanged } from './unchanged.ts';
import { unitsOf } from './units.ts';
import { schemaDirections } from './directions.ts';
import type { Change, Direction } from './types.ts';

/**
 * Every change from one version of an OpenAPI document to the next, in the new document's order
 * (removed things after): operations and webhooks added, removed, deprecated or changed, then
 * component schemas. Each change names the rule that makes it breaking or not. Prose
 * (descriptions, summaries, examples) is not compared: editing it is no change to the API.
 */
export function diffSpecs(before: ApiModel, after: ApiModel, whole: Whole = { before: before.document, after: after.document }): Change[] {
  const out: Change[] = [];
  const unchanged = new Unchanged(unitsOf(whole.before), unitsOf(whole.after));
  const lookups = { before: lookupOf(before), after: lookupOf(after), out, unchanged, whole };
  diffOperations(before.operations, after.operations, lookups, 'operation');
  diffOperations(before.webhooks, after.webhooks, lookups, 'webhook');
  diffComponentSchemas(before, after, lookups);
  return out;
}

interface Scope {
  before: SchemaLookup;
  after: SchemaLookup;
  out: Change[];
  unchanged: Unchanged;
  whole: Whole;
}

/** The documents as written, when the models were read from parts of them (a history compares only what changed). */
export interface Whole {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

function diffOperations(before: Operation[], after: Operation[], scope: Scope, kind: 'operation' | 'webhook'): void {
  const old = new Map(before.map((op) => [op.key, op]));
  const keys = new Set(after.map((op) => op.key));
  for (const op of after) {
    const previous = old.get(op.key);
    if (previous) {
      if (!scope.unchanged.operation(op)) diffOperation(scope, previous, op);
    } else push(scope.out, kind, 'added', op.key, `${kind}-added`, `The ${kind} was added${op.deprecated ? ' (deprecated)' : ''}.`);
  }
  for (const op of before) if (!keys.has(op.key)) push(scope.out, kind, 'removed', op.key, `${kind}-removed`, `The ${kind} was removed.`);
}

function diffComponentSchemas(before: ApiModel, after: ApiModel, scope: Scope): void {
  const old = new Map(before.schemas.map((s) => [s.name, s.schema]));
  const names = new Set(after.schemas.map((s) => s.name));
  // Which way each schema's data flows is worked out only once some schema did change.
  let directions: Map<string, Set<Direction>> | undefined;
  for (const { name, schema } of after.schemas) {
    const page = `schema ${name}`;
    const previous = old.get(name);
    if (!previous) {
      push(scope.out, 'schema', 'added', page, 'schema-added', 'The schema was added.');
      continue;
    }
    if (scope.unchanged.schema(name)) continue;
    if (previous.deprecated !== true && schema.deprecated === true)
      push(scope.out, 'schema', 'deprecated', page, 'schema-deprecated', 'The schema was deprecated.');
    const found: Change[] = [];
    const compare = (flows: ReadonlySet<Direction>) =>
      diffSchema({ page, base: '', where: '', directions: flows, before: scope.before, after: scope.after, out: found }, previous, schema);
    compare(new Set());
    if (!found.length) continue;
    directions ??= merged(schemaDirections(scope.whole.before), schemaDirections(scope.whole.after));
    found.length = 0;
    compare(directions.get(name) ?? new Set());
    scope.out.push(...found);
  }
  for (const name of old.keys()) if (!names.has(name)) push(scope.out, 'schema', 'removed', `schema ${name}`, 'schema-removed', 'The schema was removed.');
}

function lookupOf(model: ApiModel): SchemaLookup {
  return (ref) => lookupRef(model.document, ref) as SchemaObject | undefined;
}

function push(out: Change[], subject: Change['subject'], action: Change['action'], page: string, rule: RuleId, message: string): void {
  out.push({ subject, action, page, rule, breaking: rules[rule].breaking, message });
}

function merged(a: Map<string, Set<Direction>>, b: Map<string, Set<Direction>>): Map<string, Set<Direction>> {
  const out = new Map<string, Set<Direction>>();
  for (const map of [a, b]) for (const [name, set] of map) out.set(name, new Set([...(out.get(name) ?? []), ...set]));
  return out;
}
