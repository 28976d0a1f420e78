import type { Diagnostic } from '@quire/diagnostics';
import type { PageMetadata } from '../page-metadata.ts';
import type { HttpMethod } from '@quire/openapi';

/**
 * What a route renders. `mdx` pages may also name an operation, schema (rules 10-12) or channel.
 * A `changelog` page is a spec's change history (its `source` is the spec), added by the build
 * once it has read the spec's git history.
 */
export type RouteKind = 'mdx' | 'operation' | 'webhook' | 'schema' | 'channel' | 'graphql' | 'sdk' | 'changelog';

/** Where a page's API data comes from: one spec, one operation (`GET /pets`, `webhook newPet`) or schema. */
export interface OperationRef {
  spec: string;
  key: string;
}
export interface SchemaRef {
  spec: string;
  name: string;
}
/** One channel of an AsyncAPI document: its key in `channels`. */
export interface ChannelRef {
  spec: string;
  id: string;
}

/** One page of a GraphQL schema: a root field (`query book`) or a named type (`type Book`). */
export interface GraphQLRef {
  spec: string;
  kind: 'query' | 'mutation' | 'subscription' | 'type';
  name: string;
}

/** One symbol of an SDK reference artifact: `spec` is the artifact's key, `symbol` the symbol's id in its model. */
export interface SdkRef {
  spec: string;
  symbol: string;
}

/** The badge of an API page in the navigation: an HTTP method, a webhook, or a WebSocket channel. */
export type NavBadge = HttpMethod | 'WEBHOOK' | 'WS';

export type PlaygroundMode = 'interactive' | 'simple' | 'none';

/** One page of the site. */
export interface Route {
  /** URL path without leading or trailing slash; `''` is the home page. */
  slug: string;
  kind: RouteKind;
  /** The MDX file (relative to the docs folder) or the spec the page comes from. */
  source: string;
  title: string;
  /** Label in the sidebar (`sidebarTitle`), when it differs from the title. */
  sidebarTitle?: string;
  description?: string;
  /** From the enclosing version (or a tab's or anchor's `version`), or the page's frontmatter. */
  version?: string;
  deprecated: boolean;
  /** Not reachable from the navigation (it still builds and can be linked to). */
  hidden: boolean;
  operation?: OperationRef;
  schema?: SchemaRef;
  /** The AsyncAPI channel of a `channel` page, or of an MDX page with `asyncapi` frontmatter. */
  channel?: ChannelRef;
  /** The operation or type of a `graphql` page. */
  graphql?: GraphQLRef;
  /** The symbol of an `sdk` page, or of an MDX page with `sdk` frontmatter. */
  sdk?: SdkRef;
  /** Playground of an API page (no servers means `simple`: docs: guides/api-navigation#servers-and-playground). */
  playground?: PlaygroundMode;
  /** Frontmatter of an MDX page, or `x-docs.metadata` of an operation: meta tags and overrides. */
  metadata: PageMetadata;
  /** `x-docs.content`: MDX shown before the generated reference. */
  content?: string;
}

export type Division = 'tab' | 'anchor' | 'version' | 'dropdown' | 'language' | 'product' | 'menu';

/** The navigation tree, as the sidebar and header draw it. */
export type NavNode =
  | { type: 'page'; label: string; slug: string; method?: NavBadge; deprecated: boolean }
  | { type: 'link'; label: string; href: string; method?: NavBadge }
  | { type: 'group'; label: string; icon?: string; expanded?: boolean; children: NavNode[] }
  | { type: 'division'; division: Division; label: string; icon?: string; href?: string; isDefault?: boolean; children: NavNode[] };

export interface GlobalLink {
  division: 'tab' | 'anchor';
  label: string;
  href: string;
  icon?: string;
}

/**
 * An operation's `x-docs.href` (or `x-mint.href`) and the page it led to: `slug` is the page at
 * that path (the operation's generated page, or the MDX page found there); none when the href is
 * another site's, or was set aside with a warning.
 */
export interface OperationHrefUse {
  operation: OperationRef;
  href: string;
  slug?: string;
}

export interface SiteManifest {
  routes: Route[];
  nav: NavNode[];
  global: GlobalLink[];
  /** Every operation href the navigation read, for reports (`quire routes --json`). */
  hrefs: OperationHrefUse[];
  diagnostics: Diagnostic[];
}
