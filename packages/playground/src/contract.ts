// `@quire/playground/contract`: what a page hands the playground islands. The page's side
// (@quire/astro's data builders) imports these types from here and nowhere else in this package.
//
// Each reference page with a playground has a button naming its data file
// (`data-playground-data`, `data-ws-playground-data` or `data-graphql-playground-data`:
// `/_quire/playground/<page id>.json`), which the island fetches when a reader opens it. Beside
// that file the island relies on the page for:
// - `<html data-base>`: the site's base path (`/docs`, or absent at the root of a host), under
//   which the island reaches the site's own files and its request relay;
// - the site's theme variables (`--bg`, `--fg`, `--border`, ...) and the look of the required and
//   deprecated marks (`.q-field-flag`), which every page with a playground already styles.
import type { Parameter, Response, SchemaObject, SecurityRequirement, SecurityScheme, Server } from '@quire/openapi/browser';
import type { GraphQLNamedType } from '@quire/graphql/types';

/**
 * What the playground island of one endpoint page needs, fetched when the reader opens it
 * (`/_quire/playground/<page id>.json`): never part of the page's HTML.
 */
export interface PlaygroundData {
  /** `interactive` sends requests; `simple` composes them for copying only (no servers, docs: guides/api-navigation#servers-and-playground, or settings). */
  mode: 'interactive' | 'simple';
  /** true: through the docs site's relay (`POST /api/request`); false: straight from the browser (CORS). */
  proxy: boolean;
  /** docs.json `api.playground.credentials`: what the browser sends itself carries the reader's cookies for the API. */
  credentials?: boolean;
  method: string;
  /** Path template, such as `/pets/{petId}`. */
  path: string;
  /** Effective servers (operation > path > root); the first is the default. */
  servers: Server[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: PlaygroundMedia[] };
  /** Alternatives: any one requirement satisfies; every scheme of a requirement applies together. `[]` = no auth. */
  security: SecurityRequirement[];
  securitySchemes: Record<string, SecurityScheme>;
  /** The documented responses: every answer is held to them (status, content type, headers, body). */
  responses?: Response[];
  /**
   * Every `$ref` target the parameters, body and responses reach, keyed by the ref as written: in
   * the file of the spec's shared targets (`refsUrl`, one per spec, as most operations of an API
   * reach the same few dozen components), merged in by the island once both have loaded.
   */
  refs: Record<string, SchemaObject>;
  refsUrl?: string;
}

/** One content type of the request body, with examples ready to prefill the form. */
export interface PlaygroundMedia {
  mediaType: string;
  schema?: SchemaObject;
  /** The spec's named examples (label = summary or name), else one generated from the schema. */
  examples: { label: string; value: unknown }[];
}

/** A JSON Schema as written in the AsyncAPI document, `$ref`s resolved. */
export type JsonSchema = Record<string, unknown>;

/** What the WebSocket playground of one channel page fetches when the reader opens it. */
export interface WsPlaygroundData {
  /** Tells this payload apart from the HTTP playground's. */
  kind: 'websocket';
  channel: {
    id: string;
    title?: string;
    /** The address with `{parameter}` placeholders, such as `/live/pets/{petId}`. */
    address: string;
    parameters: WsParameter[];
  };
  /** The channel's ws/wss servers; the first is the default. */
  servers: WsServer[];
  /** Query parameters of the channel's `ws` binding. */
  query: WsQueryParameter[];
  /** The messages a client may send, in the document's order. */
  messages: WsMessage[];
  /** The security schemes the channel's servers and send operations name: any one authorizes. */
  securitySchemes: WsSecurityScheme[];
}

export interface WsVariable {
  name: string;
  description?: string;
  enum?: string[];
  default?: string;
  examples?: string[];
}

export interface WsServer {
  name: string;
  /** Title, else name: what the picker shows. */
  label: string;
  description?: string;
  protocol: 'ws' | 'wss';
  /** Host with `{variable}` placeholders, such as `localhost:{port}`. */
  host: string;
  pathname: string;
  variables: WsVariable[];
  /** Names of the schemes that authorize on this server (empty: those of the operations, or none). */
  security: string[];
}

export interface WsParameter extends WsVariable {
  schema: JsonSchema;
}

export interface WsQueryParameter {
  name: string;
  description?: string;
  required: boolean;
  schema: JsonSchema;
}

export interface WsMessage {
  id: string;
  /** Title, else name, else id. */
  label: string;
  summary?: string;
  /** Whether the composer treats the text as JSON (validated) or sends it as plain text. */
  json: boolean;
  schema?: JsonSchema;
  /** The document's examples (label = summary or name), else one generated from the schema. */
  examples: { label: string; value: unknown }[];
}

export interface WsSecurityScheme {
  name: string;
  type: string;
  description?: string;
  in?: string;
  /** For `httpApiKey`: the query parameter or header name. */
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
}

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

/** The site's base path as the page wrote it on `<html data-base>`: `''` at the root of a host, `/docs` under a sub-path. */
export function siteBase(root: { dataset: DOMStringMap }): string {
  return root.dataset.base ?? '';
}
