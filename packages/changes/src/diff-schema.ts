import { componentSchemaName, deref, mergeAllOf, typesOf, type SchemaLookup, type SchemaObject } from '@quire/openapi';
import { capitalized } from './place-names.ts';
import { alternativeName, fieldPaths, places } from './places.ts';
import { rules, type RuleId } from './rules.ts';
import type { Change, Direction } from './types.ts';
import { matchUp } from './match-up.ts';

/** Where a schema comparison reports, and how its rules read. */
export interface SchemaScope {
  page: string;
  /** The place on the page the schema sits at (`response 200 application/json`); empty for a component schema's own page. */
  base: string;
  /** How a sentence names that place (`the 200 response (application/json)`, place-names.ts); empty on a component schema's own page. */
  where: string;
  /** Which ways the schema's data flows; empty (a schema nothing uses) counts as both. */
  directions: ReadonlySet<Direction>;
  before: SchemaLookup;
  after: SchemaLookup;
  out: Change[];
  /**
   * The component schemas being walked through, when components have no page of their own to
   * list their changes (AsyncAPI's): each is compared where it is used, once per path, so a
   * schema that contains itself stops. Absent, a `$ref` to the same component on both sides stops.
   */
  through?: Set<string>;
}

/** Past this depth a schema is not compared further: real schemas are far shallower, cycles are caught before. */
const maxDepth = 32;

/**
 * Compares two versions of a schema: properties added, removed, made required or optional,
 * deprecated; types narrowed or widened; enum values and oneOf/anyOf alternatives added or removed. Descriptions, examples
 * and other prose are not compared. A `$ref` to the same component schema on both sides stops
 * the walk: that schema's own changes are listed once, under its own page, rather than again
 * under every operation that uses it.
 */
export function diffSchema(scope: SchemaScope, before: SchemaObject, after: SchemaObject, path = '', depth = 0): void {
  if (depth > maxDepth) return;
  const shared = typeof before.$ref === 'string' && before.$ref === after.$ref && componentSchemaName(before.$ref) !== undefined ? before.$ref : undefined;
  if (shared && scope.through) {
    if (scope.through.has(shared)) return;
    scope.through.add(shared);
    try {
      diffSchema(scope, deref(before, scope.before).schema, deref(after, scope.after).schema, path, depth);
    } finally {
      scope.through.delete(shared);
    }
    return;
  }
  if (shared && (depth > 0 || scope.base)) return;
  const old = mergeAllOf(deref(before, scope.before).schema, scope.before);
  const now = mergeAllOf(deref(after, scope.after).schema, scope.after);
  if (path && old.deprecated !== true && now.deprecated === true)
    emit(scope, 'property', 'deprecated', path, 'property-deprecated', `\`${path}\` was deprecated${within(scope, 'in')}.`);
  diffTypes(scope, old, now, path);
  diffEnum(scope, old, now, path);
  diffProperties(scope, old, now, path, depth);
  diffAlternatives(scope, old, now, path, depth);
  if (isSchema(old.items) && isSchema(now.items)) diffSchema(scope, old.items, now.items, fieldPaths.items(path), depth + 1);
  if (isSchema(old.additionalProperties) && isSchema(now.additionalProperties))
    diffSchema(scope, old.additionalProperties, now.additionalProperties, fieldPaths.additional(path), depth + 1);
}

function diffProperties(scope: SchemaScope, old: SchemaObject, now: SchemaObject, path: string, depth: number): void {
  const before = properties(old);
  const after = properties(now);
  const wasRequired = required(old);
  const isRequired = required(now);
  const name = (key: string) => fieldPaths.property(path, key);
  for (const [key, schema] of Object.entries(after)) {
    const at = name(key);
    const previous = before[key];
    if (!previous) {
      const must = isRequired.has(key);
      emit(
        scope,
        'property',
        'added',
        at,
        pick(scope, must ? 'required-request-property-added' : 'request-property-added', 'response-property-added'),
        `\`${at}\` was added${within(scope, 'to')}${must ? ' (required)' : ''}.`,
      );
      continue;
    }
    if (!wasRequired.has(key) && isRequired.has(key))
      emit(
        scope,
        'property',
        'changed',
        at,
        pick(scope, 'request-property-made-required', 'response-property-made-required'),
        `\`${at}\` became required${within(scope, 'in')}.`,
      );
    if (wasRequired.has(key) && !isRequired.has(key))
      emit(
        scope,
        'property',
        'changed',
        at,
        pick(scope, 'request-property-made-optional', 'response-property-made-optional'),
        `\`${at}\` became optional${within(scope, 'in')}.`,
      );
    diffSchema(scope, previous, schema, at, depth + 1);
  }
  for (const key of Object.keys(before)) {
    if (!after[key])
      emit(
        scope,
        'property',
        'removed',
        name(key),
        pick(scope, 'request-property-removed', 'response-property-removed'),
        `\`${name(key)}\` was removed${within(scope, 'from')}.`,
      );
  }
}

function diffTypes(scope: SchemaScope, old: SchemaObject, now: SchemaObject, path: string): void {
  const before = typesOf(old);
  const after = typesOf(now);
  // No `type` means any type.
  const lost = after.length === 0 ? [] : before.length === 0 ? ['any'] : before.filter((t) => !covers(after, t));
  const gained = before.length === 0 ? [] : after.length === 0 ? ['any'] : after.filter((t) => !covers(before, t));
  if (!lost.length && !gained.length) return;
  const change = `changed type from ${label(before)} to ${label(after)}`;
  const message = path ? `\`${path}\` ${change}${within(scope, 'in')}.` : `${capitalized(whole(scope))} ${change}.`;
  const candidates: RuleId[] = [];
  if (lost.length) candidates.push(...directed(scope, 'request-type-narrowed', 'response-type-narrowed'));
  if (gained.length) candidates.push(...directed(scope, 'request-type-widened', 'response-type-widened'));
  emit(scope, 'type', 'changed', path, worst(candidates), message);
}

function diffEnum(scope: SchemaScope, old: SchemaObject, now: SchemaObject, path: string): void {
  if (!Array.isArray(old.enum) && !Array.isArray(now.enum)) return;
  const before = (Array.isArray(old.enum) ? old.enum : []).map((v) => JSON.stringify(v));
  const after = (Array.isArray(now.enum) ? now.enum : []).map((v) => JSON.stringify(v));
  // An enum appearing or going away whole is a type change in effect; only value-by-value edits of a kept enum are listed.
  if (!before.length || !after.length) return;
  const what = target(scope, path);
  matchUp(
    before,
    after,
    (key) => key,
    (key, presence) =>
      emit(
        scope,
        'enum-value',
        presence,
        path,
        presence === 'added'
          ? pick(scope, 'request-enum-value-added', 'response-enum-value-added')
          : pick(scope, 'request-enum-value-removed', 'response-enum-value-removed'),
        `Enum value ${key} was ${presence === 'added' ? 'added to' : 'removed from'} ${what}.`,
        key,
      ),
  );
}

/**
 * oneOf/anyOf alternatives, matched by name (places.ts): one added or removed is listed; one kept
 * is compared further (an alternative that is the same component on both sides stops there, as
 * every shared component does). As with enums, a list appearing or going away whole is left to
 * the type comparison.
 */
function diffAlternatives(scope: SchemaScope, old: SchemaObject, now: SchemaObject, path: string, depth: number): void {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const before = alternatives(old[kind]);
    const after = alternatives(now[kind]);
    if (!before.size || !after.size) continue;
    const what = target(scope, path);
    for (const [name, schema] of after) {
      const previous = before.get(name);
      if (previous) diffSchema(scope, previous, schema, fieldPaths.alternative(path, name), depth + 1);
      else
        emit(
          scope,
          'alternative',
          'added',
          path,
          pick(scope, 'request-alternative-added', 'response-alternative-added'),
          `Alternative ${name} (${kind}) was added to ${what}.`,
          name,
        );
    }
    for (const name of before.keys())
      if (!after.has(name))
        emit(
          scope,
          'alternative',
          'removed',
          path,
          pick(scope, 'request-alternative-removed', 'response-alternative-removed'),
          `Alternative ${name} (${kind}) was removed from ${what}.`,
          name,
        );
  }
}

function alternatives(list: unknown): Map<string, SchemaObject> {
  const found = new Map<string, SchemaObject>();
  if (!Array.isArray(list)) return found;
  for (const [i, option] of list.entries()) if (isSchema(option)) found.set(alternativeName(option, i), option);
  return found;
}

/** Where the schema sits, after a field's path (`\`id\` was removed from the 200 response (application/json)`); nothing on a schema's own page. */
function within(scope: SchemaScope, preposition: string): string {
  return scope.where ? ` ${preposition} ${scope.where}` : '';
}

/** The schema itself, named in a change that has no field path. */
function whole(scope: SchemaScope): string {
  return scope.where || 'the schema';
}

/** What an enum value or alternative belongs to: a field where it sits (`\`kind\` in the request body (application/json)`), or the schema. */
function target(scope: SchemaScope, path: string): string {
  return path ? `\`${path}\`${within(scope, 'in')}` : whole(scope);
}

/** The rule for the schema's directions: a breaking one when any direction it flows in makes it so. */
function pick(scope: SchemaScope, request: RuleId, response: RuleId): RuleId {
  return worst(directed(scope, request, response));
}

function directed(scope: SchemaScope, request: RuleId, response: RuleId): RuleId[] {
  const both = scope.directions.size === 0;
  return [...(both || scope.directions.has('request') ? [request] : []), ...(both || scope.directions.has('response') ? [response] : [])];
}

function worst(candidates: RuleId[]): RuleId {
  return candidates.find((id) => rules[id].breaking) ?? candidates[0]!;
}

function emit(scope: SchemaScope, subject: Change['subject'], action: Change['action'], path: string, rule: RuleId, message: string, value?: string): void {
  const at = places.field(scope.base, path);
  scope.out.push({
    subject,
    action,
    page: scope.page,
    ...(at ? { at } : {}),
    ...(value !== undefined ? { value } : {}),
    rule,
    breaking: rules[rule].breaking,
    message,
  });
}

function covers(types: string[], type: string): boolean {
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

function label(types: string[]): string {
  return types.length ? types.join(' | ') : 'any';
}

function properties(schema: SchemaObject): Record<string, SchemaObject> {
  return isSchema(schema.properties) ? (schema.properties as Record<string, SchemaObject>) : {};
}

function required(schema: SchemaObject): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
}

function isSchema(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
