import type { GraphQLNamedType } from '@quire/graphql/types';

/** What the GraphQL island loads when a reader opens it: one operation, prefilled, and the types its answers are checked against. */
export interface GraphQLPlaygroundData {
  /** `query`, `mutation` or `subscription`. */
  kind: string;
  /** docs.json `api.mdx.server`: where operations go (the reader may type another). */
  endpoints: string[];
  auth?: { method?: string; name?: string };
  query: string;
  variables: Record<string, unknown>;
  /** The root type with only this page's field, then every type the field reaches. */
  root: GraphQLNamedType;
  types: GraphQLNamedType[];
}
