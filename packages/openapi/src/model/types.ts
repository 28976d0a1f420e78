/**
 * The ApiModel: what Quire needs from an OpenAPI document, normalized once per build.
 * Schemas keep their internal `$ref`s (`#/components/schemas/Pet`): the model stays a tree that
 * serializes and never loops, and renderers resolve references lazily against `document`.
 */

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
/** The fixed methods of a path item, as written in pages and navigation. */
export type StandardMethod = Uppercase<(typeof httpMethods)[number]>;
/**
 * An operation's method: a fixed one, or (OpenAPI 3.2 `additionalOperations`) any other method
 * name, as the document writes it (`COPY`, `PURGE`).
 */
export type HttpMethod = StandardMethod | (string & {});

/** A JSON Schema object as written in the spec (may hold `$ref`s). */
export type SchemaObject = Record<string, unknown>;

export interface ApiModel {
  /** The spec's location as given (file path or URL). */
  source: string;
  /** `3.0`, `3.1` or `3.2`. */
  version: string;
  info: { title: string; version: string; description?: string };
  servers: Server[];
  tags: Tag[];
  operations: Operation[];
  /** Webhook operations (OpenAPI 3.1+); empty for 3.0. */
  webhooks: Operation[];
  schemas: NamedSchema[];
  securitySchemes: Record<string, SecurityScheme>;
  /** Root `x-docs`: spec-wide defaults, such as `mcp`. */
  docs: DocsExtension;
  /** The bundled document (external files inlined): renderers resolve `$ref`s against it. */
  document: Record<string, unknown>;
}

export interface Server {
  url: string;
  description?: string;
  /** OpenAPI 3.2: a short name for the server, shown where no description is. */
  name?: string;
  variables: Record<string, { default: string; enum?: string[]; description?: string }>;
}

export interface Tag {
  name: string;
  description?: string;
  /** OpenAPI 3.2: a short title for display (navigation labels); `name` stays the key operations use. */
  summary?: string;
  /** OpenAPI 3.2: the name of the tag this one nests under. */
  parent?: string;
  /** OpenAPI 3.2: what the tag is for; `nav` (or none) groups navigation, others (`badge`, `audience`) do not. */
  kind?: string;
  /** `x-group`, the hosted platform's extension: the label of the tag's navigation group, over `summary`. */
  group?: string;
}

export interface DocsExtension {
  /** Page frontmatter overrides (any MDX frontmatter field but `openapi`). */
  metadata?: Record<string, unknown>;
  /** MDX rendered before the generated reference. */
  content?: string;
  /** The navigation entry links here instead of to a generated page. */
  href?: string;
  /** Exposure as an MCP tool. */
  mcp?: { enabled: boolean; name?: string; description?: string };
  /** The key it was read from when not `x-docs`: `x-mint`, the hosted platform's own spelling. */
  key?: 'x-mint';
}

export interface Operation {
  /** `paths` operation or `webhooks` entry. */
  kind: 'operation' | 'webhook';
  /** The reference users write: `GET /pets/{id}`, or `webhook newPet` for webhooks. */
  key: string;
  method: HttpMethod;
  /** The path template for operations; the webhook name for webhooks. */
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  /** `x-hidden`: has a page, left out of generated navigation. */
  hidden: boolean;
  /** `x-excluded`: no page at all. */
  excluded: boolean;
  docs: DocsExtension;
  /** Path-level and operation-level parameters, the operation's winning on name and location. */
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Response[];
  /** Effective security (operation > path > root; webhooks: their own only). `[]` means no authentication. */
  security: SecurityRequirement[];
  /** Effective servers (operation > path > root). `[]` means none: the playground is simple. */
  servers: Server[];
  /** Requests the API makes back to the caller (`callbacks`), rendered on the operation's page. */
  callbacks: Callback[];
  /** Other `x-` extensions of the operation, such as `x-codeSamples`. */
  extensions: Record<string, unknown>;
  /** JSON pointer of the operation in the document. */
  pointer: string;
}

/** One request of a callback: the URL expression it is sent to and what it carries. */
export interface Callback {
  /** The callback's name (its key under `callbacks`). */
  name: string;
  /** The runtime expression of the URL, such as `{$request.body#/callbackUrl}`. */
  expression: string;
  method: HttpMethod;
  summary?: string;
  description?: string;
  requestBody?: RequestBody;
  responses: Response[];
}

export interface Parameter {
  name: string;
  /** `querystring` (OpenAPI 3.2): the whole query string as one value, described by `content`. */
  in: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaObject;
  style?: string;
  explode?: boolean;
  example?: unknown;
  examples?: Record<string, Example>;
  content?: MediaType[];
}

export interface Example {
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}

export interface MediaType {
  mediaType: string;
  schema?: SchemaObject;
  /**
   * OpenAPI 3.2: the schema of each item of a sequential media type (`text/event-stream`,
   * `application/jsonl`, `application/x-ndjson`, `application/json-seq`), where `schema` would
   * describe the whole stream.
   */
  itemSchema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, Example>;
  encoding?: Record<string, unknown>;
  /** OpenAPI 3.2: how each item is encoded (a multipart part, an item of a stream): an Encoding object. */
  itemEncoding?: Record<string, unknown>;
  /** OpenAPI 3.2: how the first parts are encoded, by position (`multipart/mixed`): Encoding objects. */
  prefixEncoding?: Record<string, unknown>[];
}

export interface RequestBody {
  description?: string;
  required: boolean;
  content: MediaType[];
}

export interface Response {
  /** `200`, `4XX` or `default`. */
  status: string;
  /** OpenAPI 3.2: a short summary, shown in place of the description's first line. */
  summary?: string;
  description?: string;
  headers: Header[];
  content: MediaType[];
}

export interface Header {
  name: string;
  description?: string;
  required: boolean;
  deprecated: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

/** One way to authenticate: every scheme listed must be satisfied together. `[]` = anonymous. */
export type SecurityRequirement = { scheme: string; scopes: string[] }[];

/** OpenAPI 3.2: `deprecated` marks a scheme clients should move off. */
export type SecurityScheme = (
  | { type: 'apiKey'; name: string; in: 'header' | 'query' | 'cookie'; description?: string }
  | { type: 'http'; scheme: string; bearerFormat?: string; description?: string }
  /** `metadataUrl`: OpenAPI 3.2 `oauth2MetadataUrl`, the server's RFC 8414 metadata. */
  | { type: 'oauth2'; flows: Record<string, OAuthFlow>; metadataUrl?: string; description?: string }
  | { type: 'openIdConnect'; openIdConnectUrl: string; description?: string }
  | { type: 'mutualTLS'; description?: string }
) & { deprecated?: boolean };

export interface OAuthFlow {
  authorizationUrl?: string;
  /** OpenAPI 3.2 device authorization flow (RFC 8628): where the device asks for its code. */
  deviceAuthorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: Record<string, string>;
}

export interface NamedSchema {
  name: string;
  schema: SchemaObject;
  pointer: string;
}
