import type { AsyncApiModel } from '@quire/asyncapi';
import type { Diagnostic } from '@quire/diagnostics';
import type { ApiModel } from '@quire/openapi';
import type { SdkModel } from '@quire/sdk-reference';
import { channelBadge, channelPlayground, channelTitle } from './channel-pages.ts';
import type { DroppedOperations } from './dropped-operations.ts';
import type { NavNode, Route } from './manifest.ts';
import { slugOfEntry, slugOfFile, titleFromPath, type MdxPage } from './mdx-pages.ts';
import { resolveMdxReference, type MdxReference } from './mdx-references.ts';
import { operationId } from './operation-id.ts';
import { pageDefaults } from './page-defaults.ts';
import { playgroundMode } from './playground-mode.ts';
import { resolveSdkFrontmatter } from './sdk-routes.ts';

/** An MDX page, its route, and the operation, schema or channel its frontmatter names. */
export interface MdxEntry {
  page: MdxPage;
  route: Route;
  ref: MdxReference;
}

/** The docs' MDX pages, found by slug and by what they show. */
export interface MdxRoutes {
  bySlug: ReadonlyMap<string, MdxEntry>;
  /** `spec\nkey` -> the MDX file that shows that operation. */
  byOperation: ReadonlyMap<string, string>;
  /** `spec\nchannel id` -> the MDX file that shows that channel. */
  byChannel: ReadonlyMap<string, string>;
}

/**
 * Every MDX page as a route, hidden until the navigation lists it: MDX pages are routes whether
 * or not navigation lists them. Their frontmatter references are checked here (their diagnostics
 * go to `diagnostics`).
 */
export function mdxRoutes(
  input: {
    mdx: MdxPage[];
    specs: ReadonlyMap<string, ApiModel | undefined>;
    found: ReadonlySet<string>;
    asyncSpecs: ReadonlyMap<string, AsyncApiModel | undefined>;
    sdk: ReadonlyMap<string, SdkModel | undefined>;
    dropped: DroppedOperations;
    siteMode: unknown;
  },
  routes: Route[],
  diagnostics: Diagnostic[],
): MdxRoutes {
  const bySlug = new Map<string, MdxEntry>();
  const byOperation = new Map<string, string>();
  const byChannel = new Map<string, string>();
  for (const page of input.mdx) {
    const ref = resolveMdxReference(page, input.specs, diagnostics, input.asyncSpecs, input.dropped, input.found);
    const route = mdxRoute(page, ref, input.siteMode);
    const sdkRef = resolveSdkFrontmatter(page, input.sdk, diagnostics);
    if (sdkRef) route.sdk = sdkRef;
    bySlug.set(route.slug, { page, route, ref });
    routes.push(route);
    if (ref.operation) byOperation.set(operationId(ref.operation.ref.spec, ref.operation.op.key), page.path);
    if (ref.channel) byChannel.set(operationId(ref.channel.ref.spec, ref.channel.ref.id), page.path);
  }
  return { bySlug, byOperation, byChannel };
}

/** The MDX page a navigation entry names as a file path (`guides/quickstart`), if there is one. */
export function mdxAtEntry(mdx: MdxRoutes, entry: string): MdxEntry | undefined {
  return mdx.bySlug.get(slugOfEntry(entry));
}

/** A listed MDX page: visible now (unless its frontmatter hides it), in the version of the element that lists it. */
export function mdxEntry(entry: MdxEntry, scope: { version?: string }): Extract<NavNode, { type: 'page' }> {
  const { route, ref } = entry;
  route.hidden = route.metadata.hidden === true;
  if (route.version === undefined && scope.version !== undefined) route.version = scope.version;
  const op = ref.operation?.op;
  const method = op
    ? op.kind === 'webhook'
      ? ('WEBHOOK' as const)
      : op.method
    : ref.channel
      ? channelBadge(ref.channel.model, ref.channel.channel)
      : undefined;
  return { type: 'page', label: route.sidebarTitle ?? route.title, slug: route.slug, deprecated: route.deprecated, ...(method ? { method } : {}) };
}

function mdxRoute(page: MdxPage, ref: MdxReference, siteMode: unknown): Route {
  const op = ref.operation?.op;
  const fm = page.frontmatter;
  const defaults = op ? pageDefaults(op, undefined) : undefined;
  const channel = ref.channel?.channel;
  const title = fm.title ?? defaults?.title ?? (channel ? channelTitle(channel) : undefined) ?? titleFromPath(page.path);
  const description = fm.description ?? defaults?.description ?? channel?.summary;
  const { sidebarTitle, version } = fm;
  return {
    slug: slugOfFile(page.path),
    kind: 'mdx',
    source: page.path,
    title,
    deprecated: fm.deprecated ?? defaults?.deprecated ?? false,
    hidden: true,
    metadata: fm,
    ...(sidebarTitle ? { sidebarTitle } : {}),
    ...(description ? { description } : {}),
    ...(version ? { version } : {}),
    ...(ref.operation ? { operation: ref.operation.ref, playground: playgroundMode(ref.operation.op, fm.playground ?? siteMode) } : {}),
    ...(ref.schema ? { schema: ref.schema } : {}),
    ...(ref.channel ? { channel: ref.channel.ref, playground: channelPlayground(ref.channel.model, ref.channel.channel, fm.playground ?? siteMode) } : {}),
  };
}
