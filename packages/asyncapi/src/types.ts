/** A JSON Schema object as found in the document, `$ref`s resolved, plain and serializable. */
export type JsonSchema = Record<string, unknown>;

export interface AsyncApiModel {
  /** The document's `asyncapi` version, e.g. `3.0.0`. */
  version: string;
  info: AsyncApiInfo;
  /** Default content type of messages (`defaultContentType`). */
  defaultContentType?: string;
  servers: AsyncApiServer[];
  channels: AsyncApiChannel[];
  operations: AsyncApiOperation[];
  securitySchemes: AsyncApiSecurityScheme[];
  /**
   * The targets of the `$ref`s the parser leaves in schemas (those of recursive schemas, such as
   * `#/components/schemas/Planet`), keyed by the ref as written: a schema tree looks them up.
   */
  refs: Record<string, JsonSchema>;
}

export interface AsyncApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface AsyncApiServer {
  /** Key in `servers`. */
  name: string;
  host: string;
  /** `ws`, `wss`, `mqtt`, ... */
  protocol: string;
  protocolVersion?: string;
  pathname?: string;
  title?: string;
  summary?: string;
  description?: string;
  variables: AsyncApiVariable[];
  /** Names of security schemes, any one of which authorizes. */
  security: string[];
  bindings?: Record<string, unknown>;
}

export interface AsyncApiVariable {
  name: string;
  description?: string;
  enum?: string[];
  default?: string;
  examples?: string[];
}

export interface AsyncApiChannel {
  /** Key in `channels`. */
  id: string;
  /** The address with `{parameter}` placeholders; undefined when dynamic or unknown. */
  address?: string;
  title?: string;
  summary?: string;
  description?: string;
  parameters: AsyncApiParameter[];
  /** Server names this channel is available on; empty means all servers. */
  servers: string[];
  messages: AsyncApiMessage[];
  bindings?: Record<string, unknown>;
  /** `x-hidden: true`: the page exists but generated navigation leaves it out. */
  hidden?: boolean;
  /** `x-excluded: true`: no page at all. */
  excluded?: boolean;
}

export interface AsyncApiParameter extends AsyncApiVariable {
  /** A JSON Schema for the value (derived from `enum` and `default` in 3.x). */
  schema: JsonSchema;
  location?: string;
}

export interface AsyncApiOperation {
  /** Key in `operations`. */
  id: string;
  /** From the application's point of view: `send` (it sends) or `receive` (it receives). */
  action: 'send' | 'receive';
  /** Id of the channel. */
  channel: string;
  /** Ids of the channel's messages this operation uses (all the channel's messages when the document lists none). */
  messages: string[];
  title?: string;
  summary?: string;
  description?: string;
  security: string[];
  reply?: { channel?: string; address?: string; messages: string[] };
  bindings?: Record<string, unknown>;
}

export interface AsyncApiMessage {
  /** Key in the channel's `messages`. */
  id: string;
  name?: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  /** The payload's JSON Schema (AsyncAPI or JSON Schema formats); absent for other formats. */
  payload?: JsonSchema;
  /** A payload schema in another format (Avro, RAML, Protobuf...): shown as written, not validated. */
  payloadFormat?: { schemaFormat: string; schema: unknown };
  headers?: JsonSchema;
  examples: AsyncApiMessageExample[];
  correlationId?: { location: string; description?: string };
  bindings?: Record<string, unknown>;
}

export interface AsyncApiMessageExample {
  name?: string;
  summary?: string;
  headers?: Record<string, unknown>;
  payload?: unknown;
}

export interface AsyncApiSecurityScheme {
  /** Key in `components.securitySchemes`. */
  name: string;
  /** `httpApiKey`, `http`, `apiKey`, `oauth2`, `openIdConnect`, ... */
  type: string;
  description?: string;
  /** For `httpApiKey`: the query parameter, header or cookie name. */
  paramName?: string;
  in?: string;
  scheme?: string;
  bearerFormat?: string;
  flows?: Record<string, unknown>;
  openIdConnectUrl?: string;
  scopes?: string[];
}
