import type { Parameter, Response, SchemaObject, SecurityRequirement, SecurityScheme, Server } from '@quire/openapi/browser';

/**
 * What the playground island of one endpoint page needs, fetched when the reader opens it
 * (`/_quire/playground/<page id>.json`): never part of the page's HTML.
 */
export interface PlaygroundData {
  /** `interactive` sends requests; `simple` composes them for copying only (rule 13, or settings). */
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
