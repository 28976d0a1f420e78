import { looksLikeOperation, parseEntryReference } from './entry-reference.ts';
import { GraphQLRoutes } from './graphql-routes.ts';
import type { NavNode } from './manifest.ts';
import { slugOfEntry } from './mdx-pages.ts';
import { mdxAtEntry, mdxEntry } from './mdx-routes.ts';
import type { NavContext } from './nav-context.ts';
import type { Scope } from './nav-scope.ts';
import { operationEntry } from './operation-entry.ts';

/**
 * A string in `pages`, by what it names: a GraphQL operation or type of the tab's schema, an
 * AsyncAPI channel, an OpenAPI operation or webhook, else an MDX file. Undefined (with a
 * diagnostic) when it names nothing that exists.
 */
export function pageEntry(ctx: NavContext, entry: string, scope: Scope, path: (string | number)[]): NavNode | undefined {
  if (scope.graphql && GraphQLRoutes.isEntry(entry)) return ctx.graphql.entry(entry, scope.graphql, path);
  const ref = parseEntryReference(entry);
  if (ref?.type === 'channel') return ctx.channels.entry(ref, entry, scope, path);
  if (ref) return operationEntry(ctx, ref, entry, scope, path);
  const page = mdxAtEntry(ctx.mdx, entry);
  if (page) return mdxEntry(page, scope);
  const hint = looksLikeOperation(entry)
    ? 'HTTP methods in entries are uppercase (`GET /pets`); otherwise this is read as a file path.'
    : `Create ${slugOfEntry(entry) || 'index'}.mdx in the docs folder, or fix the entry (paths are relative to the docs folder, without extension).`;
  ctx.report('NAV_PAGE_NOT_FOUND', `Navigation entry \`${entry}\` matches no operation and no MDX file: the navigation leaves it out.`, path, hint);
  return undefined;
}
