import { componentSchemaName, lookupRef, reachableRefs, type ApiModel, type Operation, type SchemaLookup, type SchemaObject } from '@quire/openapi';
import { diffOperation } from './diff-operation.ts';
import { diffSchema } from './diff-schema.ts';
import { rules, type RuleId } from './rules.ts';
import type { Change, Direction } from './types.ts';

/**
 * Every change from one version of an OpenAPI document to the next, in the new document's order
 * (removed things after): operations and webhooks added, removed, deprecated or changed, then
 * component schemas. Each change names the rule that makes it breaking or not. Prose
 * (descriptions, summaries, examples) is not compared: editing it is no change to the API.
 */
export function diffSpecs(before: ApiModel, after: ApiModel): Change[] {
  const out: Change[] = [];
  const lookups = { before: lookupOf(before), after: lookupOf(after), out };
  diffOperations(before.operations, after.operations, lookups, 'operation');
  diffOperations(before.webhooks, after.webhooks, lookups, 'webhook');
  diffComponentSchemas(before, after, lookups);
  return out;
}

interface Scope {
  before: SchemaLookup;
  after: SchemaLookup;
  out: Change[];
}

function diffOperations(before: Operation[], after: Operation[], scope: Scope, kind: 'operation' | 'webhook'): void {
  const old = new Map(before.map((op) => [op.key, op]));
  const keys = new Set(after.map((op) => op.key));
  for (const op of after) {
    const previous = old.get(op.key);
    if (previous) diffOperation(scope, previous, op);
    else push(scope.out, kind, 'added', op.key, `${kind}-added`, `${op.key} was added${op.deprecated ? ' (deprecated)' : ''}.`);
  }
  for (const op of before) if (!keys.has(op.key)) push(scope.out, kind, 'removed', op.key, `${kind}-removed`, `${op.key} was removed.`);
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
      push(scope.out, 'schema', 'added', page, 'schema-added', `Schema ${name} was added.`);
      continue;
    }
    if (previous.deprecated !== true && schema.deprecated === true) push(scope.out, 'schema', 'deprecated', page, 'schema-deprecated', `Schema ${name} was deprecated.`);
    const found: Change[] = [];
    const compare = (flows: ReadonlySet<Direction>) => diffSchema({ page, base: '', directions: flows, before: scope.before, after: scope.after, out: found }, previous, schema);
    compare(new Set());
    if (!found.length) continue;
    directions ??= schemaDirections([before, after]);
    found.length = 0;
    compare(directions.get(name) ?? new Set());
    scope.out.push(...found);
  }
  for (const name of old.keys()) if (!names.has(name)) push(scope.out, 'schema', 'removed', `schema ${name}`, 'schema-removed', `Schema ${name} was removed.`);
}

/** For each component schema, whether it is sent (requests), read (responses) or both, in either version. */
function schemaDirections(models: ApiModel[]): Map<string, Set<Direction>> {
  const found = new Map<string, Set<Direction>>();
  const mark = (value: unknown, document: Record<string, unknown>, direction: Direction) => {
    for (const ref of Object.keys(reachableRefs(value, document))) {
      const name = componentSchemaName(ref);
      if (name !== undefined) found.set(name, (found.get(name) ?? new Set()).add(direction));
    }
  };
  for (const model of models) {
    for (const op of [...model.operations, ...model.webhooks]) {
      const [sent, answered]: Direction[] = op.kind === 'webhook' ? ['response', 'request'] : ['request', 'response'];
      mark([op.parameters.map((p) => p.schema), op.requestBody?.content.map((m) => m.schema)], model.document, sent!);
      mark(op.responses.map((r) => r.content.map((m) => m.schema)), model.document, answered!);
    }
  }
  return found;
}

function lookupOf(model: ApiModel): SchemaLookup {
  return (ref) => lookupRef(model.document, ref) as SchemaObject | undefined;
}

function push(out: Change[], subject: Change['subject'], action: Change['action'], page: string, rule: RuleId, message: string): void {
  out.push({ subject, action, page, rule, breaking: rules[rule].breaking, message });
}
