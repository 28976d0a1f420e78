import { diagnostic, toPointer, type Diagnostic, type DiagnosticCode } from '@quire/diagnostics';
import type { ApiModel, Operation } from '@quire/openapi';
import type { AsyncApiModel } from '@quire/asyncapi';
import { channelBadge, channelPlayground, channelTitle, defaultChannelDirectory } from './channel-pages.ts';
import { ChannelRoutes } from './channel-routes.ts';
import type { GraphQLModel } from '@quire/graphql';
import { defaultGraphQLDirectory, GraphQLRoutes, type GraphQLScope } from './graphql-routes.ts';
import type { SdkModel } from '@quire/sdk-reference';
import { defaultSdkDirectory, resolveSdkFrontmatter, SdkRoutes, type SdkScope } from './sdk-routes.ts';
import type { DocsConfig } from '@quire/config';
import { looksLikeOperation, parseEntryReference } from './entry-reference.ts';
import type { GlobalLink, NavNode, OperationHrefUse, PlaygroundMode, Route, SiteManifest } from './manifest.ts';
import { slugOfEntry, slugOfFile, titleFromPath, type MdxPage } from './mdx-pages.ts';
import { resolveMdxReference, type MdxReference } from './mdx-references.ts';
import { childLists, hasContent, specSourceOf, specSourcesOf, type NavElement } from './nav-element.ts';
import { droppedReason, type DroppedOperations } from './dropped-operations.ts';
import { nearMatchHint } from './near-matches.ts';
import { parseOperationHref } from './operation-href.ts';
import { pageDefaults } from './page-defaults.ts';
import { operationSlug, SlugRegistry, slugify, slugifyFolder } from './slug.ts';
import { matchSpecPath, normalizeSpecPath } from './spec-path.ts';
import { flattenTagGroup, groupByTag } from './tag-groups.ts';

export interface ResolveInput {
  config: DocsConfig;
  /** Every spec the site names, by normalized path or URL; `undefined` when it failed to load (already reported). */
  specs: ReadonlyMap<string, ApiModel | undefined>;
  /** Operations that get no page because of their errors (rule 7), with the first error of each. */
  dropped?: DroppedOperations;
  /** Every AsyncAPI document the site names, the same way. */
  asyncapi?: ReadonlyMap<string, AsyncApiModel | undefined>;
  /** Every GraphQL schema the site names, the same way. */
  graphql?: ReadonlyMap<string, GraphQLModel | undefined>;
  /** Every SDK reference artifact the site names, the same way. */
  sdk?: ReadonlyMap<string, SdkModel | undefined>;
  /** Every MDX page of the docs folder (snippets excluded). */
  mdx: MdxPage[];
  /** Path of docs.json, for diagnostics. Default `docs.json`. */
  configFile?: string;
}

const defaultDirectory = 'api-reference';

/** What an element passes to its children (rule 5: the default spec is inherited). */
interface Scope {
  /** The element's default specs (rule 5), each with its pages' folder; usually one. */
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

/** A rule-2 "every operation" slot, filled once all explicit references are known (rule 6). */
interface AutoSlot {
  type: 'auto';
  /** The element's specs, each with where the element names it: `.../openapi`, or `.../openapi/<i>` in a list. */
  specs: { spec: string; path: (string | number)[] }[];
  scope: Scope;
  asGroup: boolean;
}
/** The same for an element with its own `asyncapi` and nothing listed: every channel. */
interface AutoChannelsSlot {
  type: 'auto-channels';
  spec: string;
  scope: Scope;
}
/** The navigation while it is being walked: groups and divisions may still hold rule-2 slots. */
type DraftGroup = Omit<Extract<NavNode, { type: 'group' }>, 'children'> & { children: Draft[] };
type DraftDivision = Omit<Extract<NavNode, { type: 'division' }>, 'children'> & { children: Draft[] };
/** A tab's GraphQL operations and types, unless entries name some of them. */
interface AutoGraphQLSlot {
  type: 'auto-graphql';
  scope: GraphQLScope;
  path: (string | number)[];
}
/** An element's SDK pages, after its own groups. */
interface AutoSdkSlot {
  type: 'auto-sdk';
  scope: SdkScope;
  path: (string | number)[];
}
type Draft = Extract<NavNode, { type: 'page' | 'link' }> | DraftGroup | DraftDivision | AutoSlot | AutoChannelsSlot | AutoGraphQLSlot | AutoSdkSlot;

/**
 * docs.json + loaded specs + MDX pages -> SiteManifest: every route and the navigation tree.
 * Pure: the same input always gives the same routes, slugs and diagnostics. Implements the
 * rules of spec §4.4 (numbers in comments refer to them).
 */
export function resolveNavigation(input: ResolveInput): SiteManifest {
  const { config, specs } = input;
  const asyncSpecs = input.asyncapi ?? new Map<string, AsyncApiModel | undefined>();
  const configFile = input.configFile ?? 'docs.json';
  const dropped: DroppedOperations = input.dropped ?? new Map();
  const diagnostics: Diagnostic[] = [];
  const report = (code: DiagnosticCode, message: string, path: (string | number)[], hint?: string) =>
    diagnostics.push(diagnostic(code, message, { file: configFile, pointer: toPointer(path), ...(hint ? { hint } : {}) }));

  // MDX pages are routes whether or not navigation lists them; listed ones become visible.
  const mdxBySlug = new Map<string, { page: MdxPage; route: Route; ref: MdxReference }>();
  const mdxByOperation = new Map<string, string>();
  const mdxByChannel = new Map<string, string>();
  const routes: Route[] = [];
  const siteMode = config.api?.playground?.display;
  for (const page of input.mdx) {
    const ref = resolveMdxReference(page, specs, diagnostics, asyncSpecs, dropped);
    const route = mdxRoute(page, ref, siteMode);
    const sdkRef = resolveSdkFrontmatter(page, input.sdk ?? new Map(), diagnostics);
    if (sdkRef) route.sdk = sdkRef;
    mdxBySlug.set(route.slug, { page, route, ref });
    routes.push(route);
    if (ref.operation) mdxByOperation.set(operationId(ref.operation.ref.spec, ref.operation.op.key), page.path);
    if (ref.channel) mdxByChannel.set(operationId(ref.channel.ref.spec, ref.channel.ref.id), page.path);
  }

  const slugs = new SlugRegistry(mdxBySlug.keys());
  const generated = new Map<string, Route>();
  const explicit = new Map<string, Set<string>>();
  const specDirectory = new Map<string, string>();
  /** Where each operation's href leads, read once per operation (its warnings too). */
  const hrefTargets = new Map<string, HrefTarget | undefined>();
  const hrefs: OperationHrefUse[] = [];
  /** Paths taken by an href, and whose: a default path landing there moves, with a warning. */
  const hrefOwners = new Map<string, string>();
  const channels = new ChannelRoutes({
    asyncSpecs,
    mdxByChannel,
    mdxFileAt: (slug) => mdxBySlug.get(slug)?.page.path,
    generated,
    routes,
    slugs,
    siteMode,
    report,
  });
  const sdk = new SdkRoutes({ models: input.sdk ?? new Map(), mdxFileAt: (slug) => mdxBySlug.get(slug)?.page.path, routes, slugs, report });
  const graphql = new GraphQLRoutes({
    schemas: input.graphql ?? new Map(),
    mdxFileAt: (slug) => mdxBySlug.get(slug)?.page.path,
    routes,
    slugs,
    siteMode,
    report,
  });

  /**
   * Where the operation's href sends it: another site, an MDX page at that path (rule 9: the
   * entry links to it), or the path its generated page takes. Undefined without a usable href.
   */
  function hrefTarget(spec: string, op: Operation): HrefTarget | undefined {
    const id = operationId(spec, op.key);
    if (hrefTargets.has(id)) return hrefTargets.get(id);
    let target: HrefTarget | undefined;
    const href = op.docs.href;
    if (href !== undefined) {
      const parsed = parseOperationHref(href);
      const at = { file: spec, pointer: op.pointer + toPointer([op.docs.key ?? 'x-docs', 'href']) };
      if (parsed.kind === 'invalid') {
        diagnostics.push(
          diagnostic(
            'OPERATION_HREF_INVALID',
            `The href \`${href}\` of \`${op.key}\` is not a page path: ${parsed.reason}. Its page is generated at its default path.`,
            at,
          ),
        );
      } else if (parsed.kind === 'external') target = { kind: 'external', href: parsed.href };
      else {
        const mdx = mdxBySlug.get(parsed.asWritten) ?? mdxBySlug.get(parsed.slug);
        if (mdx) target = { kind: 'mdx', page: mdx };
        else if (slugs.has(parsed.slug)) {
          diagnostics.push(
            diagnostic(
              'OPERATION_HREF_TAKEN',
              `The href \`${href}\` of \`${op.key}\` names /${parsed.slug}, which ${ownerOf(parsed.slug)} already has. Its page is generated at its default path.`,
              at,
            ),
          );
        } else target = { kind: 'page', slug: parsed.slug };
      }
      hrefs.push({
        operation: { spec, key: op.key },
        href,
        ...(target?.kind === 'mdx' ? { slug: target.page.route.slug } : target?.kind === 'page' ? { slug: target.slug } : {}),
      });
    }
    hrefTargets.set(id, target);
    return target;
  }

  /** Who has a path, in words: the first operation to claim it, or the page there. */
  function ownerOf(slug: string): string {
    const route = routes.find((r) => r.slug === slug);
    return (
      hrefOwners.get(slug) ??
      (route?.operation ? `the page of \`${route.operation.key}\` (${route.operation.spec})` : route ? `the page of ${route.source}` : 'another page')
    );
  }

  /** The page of one operation, made once however many entries point at it. */
  function operationPage(spec: string, op: Operation, scope: Scope, visible: boolean, entryPath: (string | number)[]): NavNode | undefined {
    const id = operationId(spec, op.key);
    const method = op.kind === 'webhook' ? 'WEBHOOK' : op.method;
    const target = hrefTarget(spec, op);
    if (target?.kind === 'external') return { type: 'link', label: op.summary ?? op.key, href: target.href, method };
    if (target?.kind === 'mdx') {
      if (!visible) return undefined;
      // The entry names the operation, so it keeps the operation's label, as a link would.
      const entry = mdxEntry(target.page, scope);
      return { ...entry, label: op.summary ?? op.key, method };
    }
    // Rule 9: an MDX page and a generated page for one operation cannot both exist, unless an
    // href puts the generated page at a path of its own.
    const mdxFile = target ? undefined : mdxByOperation.get(id);
    if (mdxFile) {
      report('ROUTE_CONFLICT', `\`${op.key}\` of ${spec} has both an MDX page (${mdxFile}) and a navigation entry that generates its page.`, entryPath);
      return undefined;
    }
    let route = generated.get(id);
    if (!route) {
      const defaults = pageDefaults(op, scope.version);
      for (const problem of defaults.problems) {
        diagnostics.push(
          diagnostic('PAGE_METADATA_FIELD', `${problem.message} The page is built as if it were not set.`, {
            file: spec,
            pointer: op.pointer + toPointer([op.docs.key ?? 'x-docs', 'metadata', problem.field]),
          }),
        );
      }
      const wanted = target?.slug ?? generatedSlug(scope.specs.find((s) => s.spec === spec)?.directory ?? scope.directory, op);
      if (mdxBySlug.has(wanted)) {
        report(
          'ROUTE_CONFLICT',
          `The generated page of \`${op.key}\` (${spec}) and the MDX file ${mdxBySlug.get(wanted)!.page.path} both want /${wanted}.`,
          entryPath,
        );
        return undefined;
      }
      const slug = slugs.claim(wanted);
      if (target) hrefOwners.set(slug, `the href of \`${op.key}\` (${spec})`);
      else if (hrefOwners.has(wanted)) {
        diagnostics.push(
          diagnostic(
            'OPERATION_HREF_TAKEN',
            `The page of \`${op.key}\` would be at /${wanted}, which ${hrefOwners.get(wanted)} already names: it is at /${slug}.`,
            { file: spec, pointer: op.pointer },
          ),
        );
      }
      route = {
        slug,
        kind: op.kind,
        source: spec,
        title: defaults.title,
        deprecated: defaults.deprecated,
        hidden: true,
        operation: { spec, key: op.key },
        playground: playgroundMode(op, defaults.metadata.playground ?? siteMode),
        metadata: defaults.metadata,
        ...(defaults.sidebarTitle ? { sidebarTitle: defaults.sidebarTitle } : {}),
        ...(defaults.description ? { description: defaults.description } : {}),
        ...(defaults.version ? { version: defaults.version } : {}),
        ...(op.docs.content ? { content: op.docs.content } : {}),
      };
      generated.set(id, route);
      routes.push(route);
    }
    if (!visible) return undefined;
    route.hidden = false;
    return { type: 'page', label: route.sidebarTitle ?? route.title, slug: route.slug, method, deprecated: route.deprecated };
  }

  function pageEntry(entry: string, scope: Scope, path: (string | number)[]): NavNode | undefined {
    if (scope.graphql && GraphQLRoutes.isEntry(entry)) return graphql.entry(entry, scope.graphql, path);
    const ref = parseEntryReference(entry);
    if (ref?.type === 'channel') return channels.entry(ref, entry, scope, path);
    if (ref) {
      const matches = ref.spec ? matchSpecPath(ref.spec, specs.keys()) : [];
      if (matches.length > 1) {
        report(
          'NAV_SPEC_AMBIGUOUS',
          `\`${entry}\` names ${ref.spec}, which could be ${matches.join(' or ')}.`,
          path,
          `Write the spec path with its extension, e.g. \`${entry.replace(ref.spec!, matches[0]!)}\`.`,
        );
        return undefined;
      }
      const chosen = ref.spec ? { spec: matches[0] } : defaultSpecFor(ref.key, scope);
      if ('ambiguous' in chosen) {
        const [a, b] = chosen.ambiguous;
        report(
          'NAV_OPERATION_AMBIGUOUS',
          `\`${entry}\` is an operation of both ${a} and ${b}, the specs of this element.`,
          path,
          `Name the spec in the entry: \`${a} ${ref.key}\` or \`${b} ${ref.key}\`.`,
        );
        return undefined;
      }
      const spec = chosen.spec;
      // Rule 3 / 4: the element's default spec, or the one the entry names.
      if (spec !== undefined && specs.has(spec)) {
        const model = specs.get(spec);
        if (!model) return undefined; // The spec failed to load; its own diagnostics say why (§7.4).
        const op = [...model.operations, ...model.webhooks].find((o) => o.key === ref.key);
        if (op) {
          explicitOf(spec).add(op.key);
          if (op.excluded) {
            report('NAV_OPERATION_EXCLUDED', `\`${op.key}\` of ${spec} is excluded with \`x-excluded\`, so it has no page.`, path);
            return undefined;
          }
          return operationPage(spec, op, scope, true, path);
        }
        // Rule 8: not an operation, so a file path.
        const page = mdxBySlug.get(slugOfEntry(entry));
        if (page) return mdxEntry(page, scope);
        const why = dropped.get(spec)?.get(ref.key);
        if (why) {
          explicitOf(spec).add(ref.key);
          report('NAV_OPERATION_DROPPED', `\`${entry}\` names an operation of ${spec} that has errors, so it has no page: ${droppedReason(why)}.`, path);
          return undefined;
        }
        const of = !ref.spec && scope.specs.length > 1 ? scope.specs.map((s) => s.spec).join(', ') : spec;
        report(
          'NAV_PAGE_NOT_FOUND',
          `\`${entry}\` is not an operation of ${of}, nor an MDX file: the navigation leaves it out.`,
          path,
          nearMatchHint(model, ref.key, 'Check the method and path against the spec (exact case and trailing slash), or create the MDX file.'),
        );
        return undefined;
      }
      const page = mdxBySlug.get(slugOfEntry(entry));
      if (page) return mdxEntry(page, scope);
      if (spec === undefined)
        report('NAV_NO_DEFAULT_SPEC', `\`${entry}\` names an operation, but no \`openapi\` spec is set here or on a parent element.`, path);
      else
        report(
          'NAV_PAGE_NOT_FOUND',
          `\`${entry}\` names the spec ${spec}, which the site does not load: the navigation leaves it out.`,
          path,
          'Check the spec path (relative to the docs folder), or add the spec as `openapi` of an element.',
        );
      return undefined;
    }
    const page = mdxBySlug.get(slugOfEntry(entry));
    if (page) return mdxEntry(page, scope);
    const hint = looksLikeOperation(entry)
      ? 'HTTP methods in entries are uppercase (`GET /pets`); otherwise this is read as a file path.'
      : `Create ${slugOfEntry(entry) || 'index'}.mdx in the docs folder, or fix the entry (paths are relative to the docs folder, without extension).`;
    report('NAV_PAGE_NOT_FOUND', `Navigation entry \`${entry}\` matches no operation and no MDX file: the navigation leaves it out.`, path, hint);
    return undefined;
  }

  function mdxEntry(entry: { page: MdxPage; route: Route; ref: MdxReference }, scope: Scope): Extract<NavNode, { type: 'page' }> {
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

  function walk(element: NavElement, parent: Scope, path: (string | number)[]): Draft[] {
    const own = specSourcesOf(element.openapi);
    const scope: Scope = { ...parent, path };
    if (own.length) {
      scope.specs = own.map((source) => ({
        spec: matchSpecPath(source.source, specs.keys())[0]!,
        directory: source.directory ? slugifyFolder(source.directory) || defaultDirectory : defaultDirectory,
      }));
      scope.directory = scope.specs[0]!.directory;
      for (const { spec, directory } of scope.specs) if (!specDirectory.has(spec)) specDirectory.set(spec, directory);
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
      graphql.scope(scope.graphql);
    }
    const drafts: Draft[] = [];
    element.pages?.forEach((entry, i) => {
      const at = [...path, 'pages', i];
      if (typeof entry === 'string') {
        const node = pageEntry(entry, scope, at);
        if (node) drafts.push(node);
      } else drafts.push(groupDraft(entry, scope, at));
    });
    for (const { key, division, label } of childLists) {
      element[key]?.forEach((child, i) => {
        const at = [...path, key, i];
        if (!division) {
          drafts.push(groupDraft(child, scope, at));
          return;
        }
        drafts.push({
          type: 'division',
          division,
          label: String(child[label] ?? ''),
          children: walk(child, scope, at),
          ...(child.icon ? { icon: child.icon } : {}),
          ...(child.href ? { href: child.href } : {}),
          ...(child.default ? { isDefault: true } : {}),
        } as DraftDivision);
      });
    }
    // Rule 2: an element with its own spec and nothing listed gets every operation.
    // With a list of specs, every operation of each, one spec after the other.
    if (own.length && !hasContent(element)) {
      const loaded = scope.specs
        .map(({ spec }, i) => ({ spec, path: Array.isArray(element.openapi) ? [...path, 'openapi', i] : [...path, 'openapi'] }))
        .filter(({ spec }, i) => specs.get(spec) && scope.specs.findIndex((s) => s.spec === spec) === i);
      if (loaded.length) drafts.push({ type: 'auto', specs: loaded, scope, asGroup: element.group !== undefined });
    }
    if (ownAsync && !hasContent(element) && scope.asyncSpec && asyncSpecs.get(scope.asyncSpec)) {
      drafts.push({ type: 'auto-channels', spec: scope.asyncSpec, scope });
    }
    // The tab's groups may hold pages of their own: its schema's pages come after them.
    if (element.graphql && scope.graphql) drafts.push({ type: 'auto-graphql', scope: scope.graphql, path: [...path, 'graphql'] });
    // The same for an SDK artifact's pages, as the hosted platform places them.
    if (element.sdk)
      drafts.push({
        type: 'auto-sdk',
        scope: {
          spec: normalizeSpecPath(element.sdk.source),
          directory: (element.sdk.directory && slugifyFolder(element.sdk.directory)) || defaultSdkDirectory,
          ...(scope.version ? { version: scope.version } : {}),
        },
        path: [...path, 'sdk'],
      });
    return element.hidden ? [] : drafts;
  }

  /**
   * The spec an entry without a spec path names (rule 3): the element's default spec; with a
   * list of specs, the one that has the operation. Two that have it make the entry ambiguous.
   */
  function defaultSpecFor(key: string, scope: Scope): { spec: string | undefined } | { ambiguous: string[] } {
    if (scope.specs.length <= 1) return { spec: scope.specs[0]?.spec };
    const having = [...new Set(scope.specs.map((s) => s.spec))].filter((spec) => {
      const model = specs.get(spec);
      return (model && [...model.operations, ...model.webhooks].some((o) => o.key === key)) || dropped.get(spec)?.has(key);
    });
    if (having.length > 1) return { ambiguous: having };
    return { spec: having[0] ?? scope.specs.find((s) => specs.get(s.spec))?.spec ?? scope.specs[0]!.spec };
  }

  function groupDraft(group: NavElement, scope: Scope, path: (string | number)[]): Draft {
    return {
      type: 'group',
      label: group.group ?? '',
      children: walk(group, scope, path),
      ...(group.icon ? { icon: group.icon } : {}),
      ...(group.expanded !== undefined ? { expanded: group.expanded } : {}),
    } as DraftGroup;
  }

  function explicitOf(spec: string): Set<string> {
    let set = explicit.get(spec);
    if (!set) explicit.set(spec, (set = new Set()));
    return set;
  }

  /** Fills rule-2 slots now that every explicit reference is known. */
  function expand(drafts: Draft[]): NavNode[] {
    return drafts.flatMap((draft): NavNode[] => {
      if (draft.type === 'auto') return autoPages(draft);
      if (draft.type === 'auto-channels') return channels.all(draft.spec, draft.scope);
      if (draft.type === 'auto-graphql') return graphql.all(draft.scope, draft.path);
      if (draft.type === 'auto-sdk') return sdk.all(draft.scope, draft.path);
      if ('children' in draft) return [{ ...draft, children: expand(draft.children) } as NavNode];
      return [draft];
    });
  }

  function autoPages(slot: AutoSlot): NavNode[] {
    // With several specs, groups of the same tag (or "Endpoints", "Webhooks") are one group.
    const byLabel = new Map<string, NavNode[]>();
    for (const { spec, path } of slot.specs) {
      if (explicit.get(spec)?.size) {
        // Rule 6: once any operation of a spec is listed by hand, only listed ones appear.
        report(
          'NAV_AUTOGEN_SUPPRESSED',
          `No pages are generated here for ${spec}: navigation lists some of its operations explicitly, so only those appear.`,
          path,
        );
        continue;
      }
      const page = (op: Operation) =>
        // Rule 7: x-hidden pages exist but stay out of generated navigation; x-excluded ones do not exist.
        op.excluded ? undefined : operationPage(spec, op, slot.scope, !op.hidden, path);
      for (const group of groupByTag(specs.get(spec)!, page)) {
        const entries = flattenTagGroup<NavNode, NavNode>(group, (label, children) => ({ type: 'group', label, children }));
        byLabel.set(group.label, [...(byLabel.get(group.label) ?? []), ...entries]);
      }
    }
    const webhooks = byLabel.get('Webhooks');
    byLabel.delete('Webhooks');
    if (webhooks) byLabel.set('Webhooks', webhooks);
    const groups: NavNode[] = [...byLabel].map(([label, children]) => ({ type: 'group', label, children }));
    // Inside a group, a spec with a single tag lists its pages flat: the group already names them.
    const only = groups.length === 1 ? groups[0] : undefined;
    return slot.asGroup && only?.type === 'group' ? only.children : groups;
  }

  const nav = expand(
    walk(config.navigation as NavElement, { specs: [], directory: defaultDirectory, asyncDirectory: defaultChannelDirectory, path: ['navigation'] }, [
      'navigation',
    ]),
  );
  graphql.finish();
  routes.push(...schemaRoutes(specs, mdxBySlug, specDirectory, slugs));
  const global: GlobalLink[] = [
    ...(config.navigation.global?.tabs ?? []).map((t) => ({ division: 'tab' as const, label: t.tab, href: t.href, ...(t.icon ? { icon: t.icon } : {}) })),
    ...(config.navigation.global?.anchors ?? []).map((a) => ({
      division: 'anchor' as const,
      label: a.anchor,
      href: a.href,
      ...(a.icon ? { icon: a.icon } : {}),
    })),
  ];
  return { routes, nav, global, hrefs, diagnostics };
}

/** An operation's usable href: another site, an MDX page there, or the path of its generated page. */
type HrefTarget =
  | { kind: 'external'; href: string }
  | { kind: 'mdx'; page: { page: MdxPage; route: Route; ref: MdxReference } }
  | { kind: 'page'; slug: string };

function operationId(spec: string, key: string): string {
  return `${spec}\n${key}`;
}

/** `api-reference/pets/list-pets`: the spec's folder, then the operation's own slug. */
function generatedSlug(directory: string, op: Operation): string {
  return `${directory}/${operationSlug(op)}`;
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

/** The page's `playground` (frontmatter or x-docs.metadata), else the site's `api.playground.display`. */
function playgroundMode(op: Operation, requested: unknown): PlaygroundMode {
  const mode: PlaygroundMode = requested === 'none' || requested === 'simple' ? requested : 'interactive';
  // Rule 13: without servers there is nowhere to send a request.
  return mode === 'interactive' && op.servers.length === 0 ? 'simple' : mode;
}

/** Every schema of every loaded spec gets a page (rule 12) that references can link to; MDX `openapi-schema` pages take precedence. */
function schemaRoutes(
  specs: ReadonlyMap<string, ApiModel | undefined>,
  mdx: ReadonlyMap<string, { ref: MdxReference }>,
  directories: ReadonlyMap<string, string>,
  slugs: SlugRegistry,
): Route[] {
  const covered = new Set([...mdx.values()].flatMap(({ ref }) => (ref.schema ? [operationId(ref.schema.spec, ref.schema.name)] : [])));
  const routes: Route[] = [];
  for (const [spec, model] of specs) {
    if (!model) continue;
    const directory = directories.get(spec) ?? defaultDirectory;
    for (const { name, schema } of model.schemas) {
      if (covered.has(operationId(spec, name))) continue;
      const description = typeof schema.description === 'string' ? schema.description : undefined;
      routes.push({
        slug: slugs.claim(`${directory}/schemas/${slugify(name)}`),
        kind: 'schema',
        source: spec,
        title: typeof schema.title === 'string' ? schema.title : name,
        deprecated: schema.deprecated === true,
        hidden: true,
        schema: { spec, name },
        metadata: {},
        ...(description ? { description } : {}),
      });
    }
  }
  return routes;
}
