import type { GraphQLField, GraphQLInputValue, GraphQLModel, GraphQLNamedType, GraphQLOperation, GraphQLTypeRef } from './types.ts';

/** An operation as a reader would send it: the document and its variables, filled from the schema. */
export interface ExampleOperation {
  query: string;
  variables: Record<string, unknown>;
}

/** How deep the example selection goes below the operation's field: deep enough to show shape, short enough to read. */
const selectionDepth = 2;
/** How deep an example input object goes (input types may nest, even recursively). */
const inputDepth = 3;

type Types = ReadonlyMap<string, GraphQLNamedType>;

function typesOf(model: Pick<GraphQLModel, 'types'>): Types {
  return new Map(model.types.map((t) => [t.name, t]));
}

/**
 * The operation written out: every argument passed as a variable, and a selection of the result's
 * fields (leaves, then nested objects down to `selectionDepth`; fields that need arguments are
 * left out, abstract types are selected by `__typename` and one fragment per member).
 */
export function exampleOperation(model: Pick<GraphQLModel, 'types'>, operation: GraphQLOperation): ExampleOperation {
  const types = typesOf(model);
  const name = operation.name.charAt(0).toUpperCase() + operation.name.slice(1);
  const declared = operation.args.map((a) => `$${a.name}: ${a.type.text}`);
  const passed = operation.args.map((a) => `${a.name}: $${a.name}`);
  const head = `${operation.kind} ${name}${declared.length ? `(${declared.join(', ')})` : ''}`;
  const call = `${operation.name}${passed.length ? `(${passed.join(', ')})` : ''}`;
  const selection = selectionOf(operation.type.named, types, 0, '  ');
  const variables: Record<string, unknown> = {};
  for (const arg of operation.args) variables[arg.name] = inputExample(arg, types, 0);
  return { query: `${head} {\n  ${call}${selection}\n}\n`, variables };
}

function selectionOf(typeName: string, types: Types, depth: number, indent: string): string {
  const type = types.get(typeName);
  if (!type || type.kind === 'enum' || type.kind === 'scalar' || type.kind === 'input') return '';
  const inner = `${indent}  `;
  const lines: string[] = [];
  if (type.kind === 'union' || type.kind === 'interface') lines.push('__typename');
  for (const field of selectable(type)) {
    const target = types.get(field.type.named);
    const leaf = !target || target.kind === 'enum' || target.kind === 'scalar';
    if (leaf) lines.push(field.name);
    else if (depth < selectionDepth) {
      const nested = selectionOf(field.type.named, types, depth + 1, inner);
      if (nested) lines.push(`${field.name}${nested}`);
    }
  }
  if (type.kind === 'union' || type.kind === 'interface') {
    for (const member of type.possibleTypes ?? []) {
      const memberType = types.get(member);
      const own = memberType
        ? selectable(memberType).filter((f) => isLeaf(f.type, types) && !(type.fields ?? []).some((shared) => shared.name === f.name))
        : [];
      if (own.length) lines.push(`... on ${member} {\n${own.map((f) => `${inner}  ${f.name}`).join('\n')}\n${inner}}`);
    }
  }
  if (!lines.length) lines.push('__typename');
  return ` {\n${lines.map((l) => `${inner}${l}`).join('\n')}\n${indent}}`;
}

/** Fields a selection can name without inventing arguments. */
function selectable(type: GraphQLNamedType): GraphQLField[] {
  return (type.fields ?? []).filter((f) => !f.args.some((a) => a.type.text.endsWith('!') && a.defaultValue === undefined) && f.deprecationReason === undefined);
}

function isLeaf(ref: GraphQLTypeRef, types: Types): boolean {
  const type = types.get(ref.named);
  return !type || type.kind === 'enum' || type.kind === 'scalar';
}

/** A value for an argument or input field: its default when it has one, else one of its type. */
function inputExample(value: GraphQLInputValue, types: Types, depth: number): unknown {
  if (value.defaultValue !== undefined) {
    try {
      return JSON.parse(value.defaultValue);
    } catch {
      // An enum value or an object literal: not JSON; an example of the type says as much.
    }
  }
  return typeExample(value.type.text, value.name, types, depth);
}

function typeExample(text: string, name: string, types: Types, depth: number): unknown {
  const bare = text.replace(/!$/, '');
  if (bare.startsWith('[')) return [typeExample(bare.slice(1, -1), name, types, depth)];
  const type = types.get(bare);
  if (!type) return builtInExample(bare, name);
  if (type.kind === 'enum') return type.values?.[0]?.name ?? null;
  if (type.kind === 'input') {
    if (depth >= inputDepth) return {};
    const fields = type.oneOf ? (type.inputFields ?? []).slice(0, 1) : (type.inputFields ?? []);
    return Object.fromEntries(fields.map((f) => [f.name, inputExample(f, types, depth + 1)]));
  }
  return scalarExample(bare, name);
}

function builtInExample(type: string, name: string): unknown {
  switch (type) {
    case 'Int':
      return /first|last|limit|count|size/i.test(name) ? 10 : 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ID':
      return '1';
    default:
      return scalarExample(type, name);
  }
}

function scalarExample(type: string, name: string): unknown {
  if (/date.?time|timestamp/i.test(type)) return '2024-01-01T00:00:00Z';
  if (/^date$/i.test(type)) return '2024-01-01';
  if (/url|uri/i.test(type)) return 'https://example.com';
  if (/email/i.test(type)) return 'user@example.com';
  return name;
}

/** The `data` an example operation would get back: the selection filled with values of each field's type. */
export function exampleResponse(model: Pick<GraphQLModel, 'types'>, operation: GraphQLOperation): Record<string, unknown> {
  const types = typesOf(model);
  return { data: { [operation.name]: outputExample(operation.type.text, operation.name, types, 0) } };
}

function outputExample(text: string, name: string, types: Types, depth: number): unknown {
  const bare = text.replace(/!$/, '');
  if (bare.startsWith('[')) return [outputExample(bare.slice(1, -1), name, types, depth)];
  const type = types.get(bare);
  if (!type) return builtInExample(bare, name);
  if (type.kind === 'enum') return type.values?.[0]?.name ?? null;
  if (type.kind === 'scalar' || type.kind === 'input') return scalarExample(bare, name);
  // An abstract type answers as its first member, as the example selection's fragment for it.
  const concrete = type.kind === 'object' ? type : types.get(type.possibleTypes?.[0] ?? '');
  const result: Record<string, unknown> = {};
  if (type.kind !== 'object') result.__typename = concrete?.name ?? type.name;
  for (const field of concrete ? selectable(concrete) : []) {
    const leaf = isLeaf(field.type, types);
    const shared = type.kind === 'object' || (type.fields ?? []).some((f) => f.name === field.name);
    if (leaf && (shared || type.kind !== 'object')) result[field.name] = outputExample(field.type.text, field.name, types, depth + 1);
    else if (!leaf && shared && depth < selectionDepth && selectionOf(field.type.named, types, depth + 1, ''))
      result[field.name] = outputExample(field.type.text, field.name, types, depth + 1);
  }
  if (!Object.keys(result).length) result.__typename = type.name;
  return result;
}
