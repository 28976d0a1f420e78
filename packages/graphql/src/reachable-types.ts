import type { GraphQLField, GraphQLModel, GraphQLNamedType } from './types.ts';

/**
 * The named types a field reaches through its arguments and result, following fields, input
 * fields, interfaces and members: what one page needs to link its types and check answers,
 * never the whole schema.
 */
export function reachableTypes(model: Pick<GraphQLModel, 'types'>, roots: (GraphQLField | GraphQLNamedType)[]): GraphQLNamedType[] {
  const byName = new Map(model.types.map((t) => [t.name, t]));
  const seen = new Map<string, GraphQLNamedType>();
  const visitName = (name: string) => {
    const type = byName.get(name);
    if (!type || seen.has(name)) return;
    seen.set(name, type);
    visitType(type);
  };
  const visitField = (field: GraphQLField) => {
    visitName(field.type.named);
    for (const a of field.args) visitName(a.type.named);
  };
  const visitType = (type: GraphQLNamedType) => {
    type.fields?.forEach(visitField);
    for (const f of type.inputFields ?? []) visitName(f.type.named);
    type.interfaces?.forEach(visitName);
    type.possibleTypes?.forEach(visitName);
  };
  for (const root of roots) {
    if ('kind' in root && typeof root.kind === 'string' && !('args' in root)) {
      seen.set(root.name, root as GraphQLNamedType);
      visitType(root as GraphQLNamedType);
    } else visitField(root as GraphQLField);
  }
  return [...seen.values()];
}
