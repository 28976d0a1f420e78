import type { GraphQLArgument, GraphQLField as SchemaField, GraphQLInputField, GraphQLNamedType as SchemaNamedType, GraphQLSchema, GraphQLType } from 'graphql';
import { graphql } from './graphql-library.ts';
import type { GraphQLField, GraphQLInputValue, GraphQLModel, GraphQLNamedType, GraphQLOperation, GraphQLOperationKind, GraphQLTypeRef } from './types.ts';

/** A valid schema -> the model: operations (root fields) and the schema's own named types, in the order written. */
export function normalizeSchema(schema: GraphQLSchema): GraphQLModel {
  const rootTypes = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
  const roots: GraphQLModel['roots'] = {};
  const operations: GraphQLOperation[] = [];
  for (const kind of ['query', 'mutation', 'subscription'] as GraphQLOperationKind[]) {
    const root = rootTypes[kind];
    if (!root) continue;
    roots[kind] = root.name;
    for (const field of Object.values(root.getFields())) {
      const line = field.astNode?.name.loc?.startToken.line;
      operations.push({ kind, ...fieldOf(field), ...(line ? { line } : {}) });
    }
  }
  const rootNames = new Set(Object.values(roots));
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !graphql().isIntrospectionType(type) && !graphql().isSpecifiedScalarType(type) && !rootNames.has(type.name))
    .map((type) => namedType(type, schema));
  return { operations, types, roots };
}

function namedType(type: SchemaNamedType, schema: GraphQLSchema): GraphQLNamedType {
  const base = { name: type.name, ...text('description', type.description) };
  if (graphql().isObjectType(type) || graphql().isInterfaceType(type)) {
    const interfaces = type.getInterfaces().map((i) => i.name);
    const implementations = graphql().isInterfaceType(type) ? schema.getPossibleTypes(type).map((t) => t.name) : [];
    return {
      kind: graphql().isObjectType(type) ? 'object' : 'interface',
      ...base,
      fields: Object.values(type.getFields()).map(fieldOf),
      ...(interfaces.length ? { interfaces } : {}),
      ...(implementations.length ? { possibleTypes: implementations } : {}),
    };
  }
  if (graphql().isUnionType(type)) return { kind: 'union', ...base, possibleTypes: type.getTypes().map((t) => t.name) };
  if (graphql().isEnumType(type))
    return {
      kind: 'enum',
      ...base,
      values: type.getValues().map((v) => ({ name: v.name, ...text('description', v.description), ...text('deprecationReason', v.deprecationReason) })),
    };
  if (graphql().isInputObjectType(type))
    return { kind: 'input', ...base, inputFields: Object.values(type.getFields()).map(inputValue), ...(type.isOneOf ? { oneOf: true } : {}) };
  return { kind: 'scalar', ...base, ...text('specifiedBy', type.specifiedByURL) };
}

function fieldOf(field: SchemaField<unknown, unknown>): GraphQLField {
  return {
    name: field.name,
    ...text('description', field.description),
    type: typeRef(field.type),
    args: field.args.map(inputValue),
    ...text('deprecationReason', field.deprecationReason),
  };
}

function inputValue(value: GraphQLArgument | GraphQLInputField): GraphQLInputValue {
  return {
    name: value.name,
    ...text('description', value.description),
    type: typeRef(value.type),
    ...defaultOf(value),
    ...text('deprecationReason', value.deprecationReason),
  };
}

/** The default as written in the SDL: the model is always built from SDL, so every default has its literal. */
function defaultOf(value: GraphQLArgument | GraphQLInputField): { defaultValue?: string } {
  const literal = value.astNode?.defaultValue;
  return literal ? { defaultValue: graphql().print(literal) } : {};
}

function typeRef(type: GraphQLType): GraphQLTypeRef {
  return { text: String(type), named: graphql().getNamedType(type).name };
}

function text<K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
