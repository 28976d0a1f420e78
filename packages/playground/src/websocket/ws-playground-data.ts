// What the WebSocket playground of one channel page fetches when the reader opens it
// (`/_quire/playground/<page id>.json`): never part of the page's HTML. Plain JSON, browser-safe.

/** A JSON Schema as written in the AsyncAPI document, `$ref`s resolved. */
export type JsonSchema = Record<string, unknown>;

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
