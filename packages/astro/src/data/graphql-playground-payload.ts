import type { GraphQLPageData } from './graphql-data.ts';
import type { GraphQLPlaygroundData } from '@quire/playground/contract';

/** The GraphQL island's data for an operation page; undefined for a type page. */
export function graphqlPlaygroundPayload(data: GraphQLPageData): GraphQLPlaygroundData | undefined {
  const { operation, example } = data;
  if (!operation || !example) return undefined;
  const rootName = operation.kind.charAt(0).toUpperCase() + operation.kind.slice(1);
  return {
    kind: operation.kind,
    endpoints: data.endpoint?.urls ?? [],
    ...(data.endpoint?.auth ? { auth: data.endpoint.auth } : {}),
    query: example.query,
    variables: example.variables,
    root: { kind: 'object', name: rootName, fields: [operation] },
    types: data.types,
  };
}
