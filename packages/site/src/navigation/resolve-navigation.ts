import { diagnostic, toPointer, type Diagnostic, type DiagnosticCode } from '@quire/diagnostics';
import type { ApiModel } from '@quire/openapi';
import type { AsyncApiModel } from '@quire/asyncapi';
import type { GraphQLModel } from '@quire/graphql';
import type { SdkModel } from '@quire/sdk-reference';
import type { DocsConfig } from '@quire/config';
import { autoOperations } from './auto-operations.ts';
import { ChannelRoutes } from './channel-routes.ts';
import type { DroppedOperations } from './dropped-operations.ts';
import { walkElement } from './element-walk.ts';
import { GraphQLRoutes } from './graphql-routes.ts';
import type { GlobalLink, Route, SiteManifest } from './manifest.ts';
import type { MdxPage } from './mdx-pages.ts';
import { mdxRoutes } from './mdx-routes.ts';
import type { NavContext } from './nav-context.ts';
import { expandDrafts } from './nav-draft.ts';
import type { NavElement } from './nav-element.ts';
import { rootScope } from './nav-scope.ts';
import { OperationHrefs } from './operation-hrefs.ts';
import { withoutRedirectedPages } from './redirected-pages.ts';
import { schemaRoutes } from './schema-routes.ts';
import { SdkRoutes } from './sdk-routes.ts';
import { SlugRegistry } from './slug.ts';

export interface ResolveInput {
  config: DocsConfig;
  /** Every spec the site names, by normalized path or URL; `undefined` when it failed to load (already reported). */
  specs: ReadonlyMap<string, ApiModel | undefined>;
  /** Operations that get no page because of their errors (docs: guides/api-navigation#operations-with-errors), with the first error of each. */
  dropped?: DroppedOperations;
  /** Every AsyncAPI document the site names, the same way. */
  asyncapi?: ReadonlyMap<string, AsyncApiModel | undefined>;
  /** Every GraphQL schema the site names, the same way. */
  graphql?: ReadonlyMap<string, GraphQLModel | undefined>;
  /** Every SDK reference artifact the site names, the same way. */
  sdk?: ReadonlyMap<string, SdkModel | undefined>;
  /** Every MDX page of the docs folder (snippets excluded). */
  mdx: MdxPage[];
  /** Specs among `specs` that nothing names, found in the docs folder for pages whose operation no named spec has: consulted after the others. */
  found?: ReadonlySet<string>;
  /** Path of docs.json, for diagnostics. Default `docs.json`. */
  configFile?: string;
}

/**
 * docs.json + loaded specs + MDX pages -> SiteManifest: every route and the navigation tree.
 * Pure: the same input always gives the same routes, slugs and diagnostics. Implements the
 * rules of API pages written in Quire's docs (guides/api-navigation; comments name each rule's anchor). Each kind of node has its own module:
 * MDX pages (mdx-routes.ts), entries (page-entry.ts: operations, channels, GraphQL, files),
 * groups and divisions (element-walk.ts), generated operation pages (operation-page.ts,
 * auto-operations.ts), channels, GraphQL and SDK pages (*-routes.ts), schema pages.
 */
export function resolveNavigation(input: ResolveInput): SiteManifest {
  const { config, specs } = input;
  const configFile = input.configFile ?? 'docs.json';
  const diagnostics: Diagnostic[] = [];
  const report = (code: DiagnosticCode, message: string, path: (string | number)[], hint?: string) =>
    diagnostics.push(diagnostic(code, message, { file: configFile, pointer: toPointer(path), ...(hint ? { hint } : {}) }));
  const asyncSpecs = input.asyncapi ?? new Map<string, AsyncApiModel | undefined>();
  const dropped: DroppedOperations = input.dropped ?? new Map();
  const siteMode = config.api?.playground?.display;
  const routes: Route[] = [];
  // MDX pages are routes whether or not navigation lists them; listed ones become visible.
  const mdx = mdxRoutes(
    { mdx: input.mdx, specs, found: input.found ?? new Set(), asyncSpecs, sdk: input.sdk ?? new Map(), dropped, siteMode },
    routes,
    diagnostics,
  );
  const mdxFileAt = (slug: string) => mdx.bySlug.get(slug)?.page.path;
  const slugs = new SlugRegistry(mdx.bySlug.keys());
  const generated = new Map<string, Route>();
  const ctx: NavContext = {
    specs,
    asyncSpecs,
    dropped,
    diagnostics,
    report,
    siteMode,
    mdx,
    routes,
    slugs,
    generated,
    explicit: new Map(),
    specDirectory: new Map(),
    hrefs: new OperationHrefs({ mdxBySlug: mdx.bySlug, slugs, routes, diagnostics }),
    channels: new ChannelRoutes({ asyncSpecs, mdxByChannel: mdx.byChannel, mdxFileAt, generated, routes, slugs, siteMode, report }),
    sdk: new SdkRoutes({ models: input.sdk ?? new Map(), mdxFileAt, routes, slugs, report }),
    graphql: new GraphQLRoutes({ schemas: input.graphql ?? new Map(), mdxFileAt, routes, slugs, siteMode, report }),
  };

  const drafts = walkElement(ctx, config.navigation as NavElement, rootScope(), ['navigation']);
  // Generated pages are filled in only now that every explicit reference is known (docs: guides/api-navigation#listed-operations-only).
  const nav = expandDrafts(drafts, {
    auto: (slot) => autoOperations(ctx, slot),
    'auto-channels': (slot) => ctx.channels.all(slot.spec, slot.scope),
    'auto-graphql': (slot) => ctx.graphql.all(slot.scope, slot.path),
    'auto-sdk': (slot) => ctx.sdk.all(slot.scope, slot.path),
  });
  ctx.graphql.finish();
  routes.push(...schemaRoutes(specs, mdx.bySlug, ctx.specDirectory, slugs));
  return {
    routes: withoutRedirectedPages(routes, config.redirects, report),
    nav,
    global: globalLinks(config),
    hrefs: ctx.hrefs.uses,
    diagnostics,
  };
}

/** docs.json's `navigation.global`: tabs and anchors that link elsewhere, on every page. */
function globalLinks(config: DocsConfig): GlobalLink[] {
  return [
    ...(config.navigation.global?.tabs ?? []).map((t) => ({ division: 'tab' as const, label: t.tab, href: t.href, ...(t.icon ? { icon: t.icon } : {}) })),
    ...(config.navigation.global?.anchors ?? []).map((a) => ({
      division: 'anchor' as const,
      label: a.anchor,
      href: a.href,
      ...(a.icon ? { icon: a.icon } : {}),
    })),
  ];
}
