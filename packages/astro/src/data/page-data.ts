import type { NavNode, Route } from '@quire/site';
import {
  componentSchemaName,
  mcpToolNames,
  reachableRefs,
  type ApiModel,
  type Operation,
  type SchemaObject,
  type SecurityScheme,
  type Server,
} from '@quire/openapi';
import type { AsyncApiModel } from '@quire/asyncapi';
import { channelPageData, type ChannelPageData } from './channel-data.ts';
import { graphqlPageData, type GraphQLPageData, type GraphQLSources } from './graphql-data.ts';
import { sdkPageData, type SdkPageData, type SdkSources } from './sdk-data.ts';
import { neighboursOf, placeOf } from './navigation.ts';
import { pageHref, rootStyle, type UrlStyle } from './site-urls.ts';
import { pageHistory, type PageHistory } from './page-history.ts';
import { changelogHref, type ChangelogPageData } from './changelog.ts';
import { channelPage, historyMarkers, type RowHistory, type SpecHistory } from '@quire/changes';

/** Everything one page renders, and nothing more: one operation or schema, never a whole spec. */
export interface PageData {
  id: number;
  route: Route;
  /** Import-map key of the MDX body (`guides/intro.mdx`), for MDX pages. */
  mdx?: string;
  /** Import-map key of the `x-docs.content` MDX shown before the generated reference. */
  content?: string;
  api?: PageApi;
  /** The AsyncAPI channel of a channel page (or of an MDX page with `asyncapi` frontmatter). */
  channel?: ChannelPageData;
  /** Added in, changed in, deprecated since of a channel page, from its spec's git history (an endpoint's is in `api`). */
  channelHistory?: PageHistory;
  /** The same for its rows (messages, the fields of their headers and payloads), as an endpoint's are in `api.rowHistory`: page -> place of the row -> its history. */
  channelRowHistory?: Record<string, Record<string, RowHistory>>;
  /** The operation or type of a GraphQL page. */
  graphql?: GraphQLPageData;
  /** The symbol of an SDK page, or of an MDX page with `sdk` frontmatter. */
  sdk?: SdkPageData;
  /** The releases of a spec's changelog page. */
  changelog?: ChangelogPageData;
  /** Links of the section's reading order. */
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  /** Labels of the groups above the page, for the breadcrumb. */
  breadcrumbs: string[];
  /** Index path of the page's navigation section (its sidebar fragment's name). */
  section: string;
}

/** The API data of an endpoint, webhook or schema page, with the component schemas it uses. */
export interface PageApi {
  spec: string;
  specTitle: string;
  operation?: Operation;
  schema?: { name: string; schema: SchemaObject };
  /** Every object the operation or schema reaches through `$ref`, keyed by the ref as written. */
  refs: Record<string, SchemaObject>;
  /** The page of each component schema among `refs` that has one: ref -> site path (`/schemas/pet`, styled with the rest of the content by layout/Layout.astro). */
  schemaPages: Record<string, string>;
  securitySchemes: Record<string, SecurityScheme>;
  servers: Server[];
  /** Set when the operation is an MCP tool (effective `x-docs.mcp.enabled`): the name agents call it by. */
  mcpTool?: string;
  /** Added in, changed in, deprecated since: from the spec's git history, when it has one. */
  history?: PageHistory;
  /**
   * The same for rows: page (this one, `schema Pet` for each component schema it shows) -> place
   * of the row (@quire/changes places.ts) -> its history. Only rows something happened to.
   */
  rowHistory?: Record<string, Record<string, RowHistory>>;
  /** docs.json "download-spec": where the page menu downloads the spec from, a path of the docs folder or a URL. */
  specDownload?: string;
}

/** What every page's data is built from: the navigation, the loaded specs and where schema pages are. */
export interface SiteSources {
  nav: NavNode[];
  models: ReadonlyMap<string, ApiModel | undefined>;
  /** The loaded AsyncAPI documents, by the same kind of key. */
  asyncModels?: ReadonlyMap<string, AsyncApiModel | undefined>;
  /** The loaded GraphQL schemas and where their types' pages are. */
  graphql?: GraphQLSources;
  /** The loaded SDK reference artifacts and where their symbols' pages are. */
  sdk?: SdkSources;
  /** `spec + '\0' + schema name` -> slug of the schema's page. */
  schemaSlugs: ReadonlyMap<string, string>;
  /** How the site writes its URLs (Astro's base and trailing slash); a site at the root of its host when not given. */
  urls?: UrlStyle;
  /** Each spec's git history (@quire/changes), by spec key: the pages' history markers. */
  histories?: ReadonlyMap<string, SpecHistory>;
  /** Each changelog page's data, by spec key (made once: it links every page of the spec). */
  changelogs?: ReadonlyMap<string, ChangelogPageData>;
  /** docs.json "download-spec": where each spec is downloaded from (a path of the docs folder or a URL), by spec key. */
  specDownloads?: ReadonlyMap<string, string>;
}

/** Where each schema's page is, for links from types on other pages. */
export function schemaSlugs(routes: readonly Route[]): Map<string, string> {
  return new Map(routes.flatMap((r) => (r.schema ? [[`${r.schema.spec}\0${r.schema.name}`, r.slug] as [string, string]] : [])));
}

/** Builds the data of one route from the manifest and the loaded specs. */
export function pageData(id: number, route: Route, sources: SiteSources, keys: { mdx?: string; content?: string }): PageData {
  const { nav } = sources;
  const urls = sources.urls ?? rootStyle;
  const { trail, section } = placeOf(nav, route.slug, urls);
  const { prev, next } = neighboursOf(section.nodes, route.slug);
  const api = pageApi(route, sources);
  const asyncModel = route.channel && sources.asyncModels?.get(route.channel.spec);
  const channel = asyncModel ? channelPageData(route.channel!.spec, asyncModel, route.channel!.id) : undefined;
  const channelSpecHistory = channel && sources.histories?.get(route.channel!.spec);
  const channelHistory = channelSpecHistory && pageHistory(channelSpecHistory, channelPage(route.channel!.id), changelogHref(rootStyle, route.channel!.spec));
  const channelRowHistory = channelSpecHistory && rowsOf(channelSpecHistory, [channelPage(route.channel!.id)]);
  const graphql = route.graphql && sources.graphql ? graphqlPageData(route.graphql, sources.graphql) : undefined;
  const sdk = route.sdk && sources.sdk ? sdkPageData(route.sdk, sources.sdk) : undefined;
  const changelog = route.kind === 'changelog' ? sources.changelogs?.get(route.source) : undefined;
  return {
    id,
    route,
    ...(keys.mdx ? { mdx: keys.mdx } : {}),
    ...(keys.content ? { content: keys.content } : {}),
    ...(api ? { api } : {}),
    ...(channel ? { channel } : {}),
    ...(channelHistory ? { channelHistory } : {}),
    ...(channelRowHistory ? { channelRowHistory } : {}),
    ...(graphql ? { graphql } : {}),
    ...(sdk ? { sdk } : {}),
    ...(changelog ? { changelog } : {}),
    ...(prev ? { prev: { label: prev.label, href: pageHref(urls, prev.slug) } } : {}),
    ...(next ? { next: { label: next.label, href: pageHref(urls, next.slug) } } : {}),
    breadcrumbs: trail.filter((n) => n.type === 'group').map((n) => (n as { label: string }).label),
    section: section.key,
  };
}

function pageApi(route: Route, sources: SiteSources): PageApi | undefined {
  const ref = route.operation ?? route.schema;
  const model = ref ? sources.models.get(ref.spec) : undefined;
  if (!ref || !model) return undefined;
  const operation = route.operation ? [...model.operations, ...model.webhooks].find((o) => o.key === route.operation!.key) : undefined;
  const named = route.schema ? model.schemas.find((s) => s.name === route.schema!.name) : undefined;
  const root = operation ?? named?.schema;
  const refs = root ? reachableRefs(root, model.document) : {};
  const securitySchemes: Record<string, SecurityScheme> = {};
  for (const requirement of operation?.security ?? []) {
    for (const { scheme } of requirement) if (model.securitySchemes[scheme]) securitySchemes[scheme] = model.securitySchemes[scheme]!;
  }
  const mcpTool = operation && toolNames(sources.models).get(operation);
  const specDownload = sources.specDownloads?.get(ref.spec);
  const specHistory = sources.histories?.get(ref.spec);
  const page = operation?.key ?? `schema ${named?.name}`;
  const history = specHistory && pageHistory(specHistory, page, changelogHref(rootStyle, ref.spec)); // a site path: the base is added where the page is rendered
  const shown = Object.keys(refs).flatMap((ref) => {
    const name = componentSchemaName(ref);
    return name === undefined ? [] : [`schema ${name}`];
  });
  const rowHistory = specHistory && rowsOf(specHistory, [page, ...shown]);
  return {
    spec: ref.spec,
    specTitle: model.info.title,
    ...(operation ? { operation } : {}),
    ...(named ? { schema: { name: named.name, schema: named.schema } } : {}),
    refs,
    schemaPages: schemaPagesOf(refs, ref.spec, sources.schemaSlugs),
    securitySchemes,
    servers: operation?.servers ?? model.servers,
    ...(mcpTool ? { mcpTool } : {}),
    ...(specDownload ? { specDownload } : {}),
    ...(history ? { history } : {}),
    ...(rowHistory ? { rowHistory } : {}),
  };
}

/** The row markers of these pages that have any; undefined when none has. */
function rowsOf(history: SpecHistory, pages: string[]): Record<string, Record<string, RowHistory>> | undefined {
  const markers = historyMarkers(history);
  const found = pages.flatMap((page) => {
    const rows = markers.get(page)?.rows;
    return rows && Object.keys(rows).length ? [[page, rows] as const] : [];
  });
  return found.length ? Object.fromEntries(found) : undefined;
}

const toolNamesOf = new WeakMap<SiteSources['models'], Map<Operation, string>>();

/** The site's MCP tool names, worked out once per build: names are unique across all its specs. */
function toolNames(models: SiteSources['models']): Map<Operation, string> {
  let names = toolNamesOf.get(models);
  if (!names) {
    names = mcpToolNames([...models.values()].filter((m): m is ApiModel => m !== undefined));
    toolNamesOf.set(models, names);
  }
  return names;
}

function schemaPagesOf(refs: Record<string, SchemaObject>, spec: string, slugs: ReadonlyMap<string, string>): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const ref of Object.keys(refs)) {
    const name = componentSchemaName(ref);
    const slug = name === undefined ? undefined : slugs.get(`${spec}\0${name}`);
    if (slug !== undefined) pages[ref] = `/${slug}`;
  }
  return pages;
}
