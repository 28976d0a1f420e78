import type { ApiModel } from '@quire/openapi';
import { defaultChannelDirectory } from './channel-pages.ts';
import { defaultGraphQLDirectory, type GraphQLRoutes, type GraphQLScope } from './graphql-routes.ts';
import { specSourceOf, specSourcesOf, type NavElement } from './nav-element.ts';
import { slugifyFolder } from './slug.ts';
import { matchSpecPath, normalizeSpecPath } from './spec-path.ts';

/** The folder of generated operation pages when the `openapi` field names none. */
export const defaultDirectory = 'api-reference';

/** What an element passes to its children (the default spec is inherited: docs: guides/api-navigation#inherited-openapi). */
export interface Scope {
  /** The element's default specs, each with its pages' folder; usually one. */
  specs: { spec: string; directory: string }[];
  /** The folder of pages whose spec is not one of `specs` (`<spec-path> METHOD /path` entries). */
  directory: string;
  /** The inherited `asyncapi` document and its pages' folder. */
  asyncSpec?: string;
  asyncDirectory: string;
  /** The tab's GraphQL schema and its pages' folder. */
  graphql?: GraphQLScope;
  version?: string;
  path: (string | number)[];
}

/** The scope of the top-level `navigation`: nothing inherited yet. */
export function rootScope(): Scope {
  return { specs: [], directory: defaultDirectory, asyncDirectory: defaultChannelDirectory, path: ['navigation'] };
}

/**
 * The scope an element gives its children: its parent's, with what the element sets itself
 * (`openapi`, `asyncapi`, `version`, a tab's `graphql`). Records the first folder each spec's
 * pages get, which its schema pages use too.
 */
export function elementScope(
  element: NavElement,
  parent: Scope,
  path: (string | number)[],
  ctx: { specs: ReadonlyMap<string, ApiModel | undefined>; specDirectory: Map<string, string>; graphql: GraphQLRoutes },
): Scope {
  const scope: Scope = { ...parent, path };
  const own = specSourcesOf(element.openapi);
  if (own.length) {
    scope.specs = own.map((source) => ({
      spec: matchSpecPath(source.source, ctx.specs.keys())[0]!,
      directory: source.directory ? slugifyFolder(source.directory) || defaultDirectory : defaultDirectory,
    }));
    scope.directory = scope.specs[0]!.directory;
    for (const { spec, directory } of scope.specs) if (!ctx.specDirectory.has(spec)) ctx.specDirectory.set(spec, directory);
  }
  const ownAsync = element.asyncapi ? specSourceOf(element.asyncapi) : undefined;
  if (ownAsync) {
    scope.asyncSpec = normalizeSpecPath(ownAsync.source);
    scope.asyncDirectory = ownAsync.directory ? slugifyFolder(ownAsync.directory) || defaultChannelDirectory : defaultChannelDirectory;
  }
  if (element.version !== undefined) scope.version = element.version;
  if (element.graphql) {
    const source = specSourceOf(element.graphql);
    scope.graphql = {
      spec: normalizeSpecPath(source.source),
      directory: (source.directory && slugifyFolder(source.directory)) || defaultGraphQLDirectory,
      ...(scope.version ? { version: scope.version } : {}),
    };
    ctx.graphql.scope(scope.graphql);
  }
  return scope;
}
