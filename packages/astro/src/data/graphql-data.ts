import type { GraphQLRef, Route } from '@quire/site';
import { exampleOperation, exampleResponse, reachableTypes, type GraphQLModel, type GraphQLNamedType, type GraphQLOperation } from '@quire/graphql';

/** Everything a GraphQL page renders: one operation or type, and the types it reaches (never the whole schema). */
export interface GraphQLPageData {
  spec: string;
  ref: GraphQLRef;
  operation?: GraphQLOperation;
  type?: GraphQLNamedType;
  /** The named types the operation or type reaches: for links, and for checking answers in the playground. */
  types: GraphQLNamedType[];
  /** Type name -> the site path of its page (`/graphql-reference/types/book`, written with the site's base by the layout), for each of `types` that has one. */
  typePages: Record<string, string>;
  /** An operation's example: the document with its variables, and the answer's shape. */
  example?: { query: string; variables: Record<string, unknown>; response: unknown };
  /** Where the playground sends an operation, and how it authorizes: docs.json `api.mdx` (an SDL names no server). */
  endpoint?: GraphQLEndpoint;
}

/** docs.json `api.mdx`: the server of API pages made from no OpenAPI spec, which the relay already allows. */
export interface GraphQLEndpoint {
  urls: string[];
  auth?: { method?: 'bearer' | 'basic' | 'key' | 'cobo'; name?: string };
}

/** The loaded schemas, and where each type's page is (`spec + '\0' + type name` -> slug). */
export interface GraphQLSources {
  models: ReadonlyMap<string, GraphQLModel | undefined>;
  typeSlugs: ReadonlyMap<string, string>;
  endpoint?: GraphQLEndpoint;
}

/** What page data needs of the site's GraphQL schemas, from the loaded models and the routes. */
export function graphqlSources(
  models: ReadonlyMap<string, GraphQLModel | undefined>,
  routes: readonly Route[],
  mdx?: { server?: string | string[]; auth?: GraphQLEndpoint['auth'] },
): GraphQLSources {
  const typeSlugs = new Map(routes.flatMap((r) => (r.graphql?.kind === 'type' ? [[`${r.graphql.spec}\0${r.graphql.name}`, r.slug] as [string, string]] : [])));
  const urls = mdx?.server === undefined ? [] : typeof mdx.server === 'string' ? [mdx.server] : mdx.server;
  return { models, typeSlugs, ...(urls.length ? { endpoint: { urls, ...(mdx?.auth ? { auth: mdx.auth } : {}) } } : {}) };
}

/** The data of one GraphQL page; undefined when its schema failed to load or lacks the operation or type. */
export function graphqlPageData(ref: GraphQLRef, sources: GraphQLSources): GraphQLPageData | undefined {
  const model = sources.models.get(ref.spec);
  if (!model) return undefined;
  const operation = ref.kind === 'type' ? undefined : model.operations.find((o) => o.kind === ref.kind && o.name === ref.name);
  const type = ref.kind === 'type' ? model.types.find((t) => t.name === ref.name) : undefined;
  const root = operation ?? type;
  if (!root) return undefined;
  const types = reachableTypes(model, [root]);
  const typePages: Record<string, string> = {};
  for (const t of types) {
    const slug = sources.typeSlugs.get(`${ref.spec}\0${t.name}`);
    if (slug !== undefined) typePages[t.name] = `/${slug}`;
  }
  const example = operation ? { ...exampleOperation(model, operation), response: exampleResponse(model, operation) } : undefined;
  return {
    spec: ref.spec,
    ref,
    ...(operation ? { operation } : {}),
    ...(type ? { type } : {}),
    types,
    typePages,
    ...(example ? { example } : {}),
    ...(operation && sources.endpoint ? { endpoint: sources.endpoint } : {}),
  };
}
