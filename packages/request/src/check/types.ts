// The words of a response check: what the documentation says (one operation's responses, with the
// `$ref` targets their schemas reach), what the API answered, and how the two differ.
import type { Response, SchemaObject } from '@quire/openapi/browser';

/** One operation's documented responses. `refs` holds every `$ref` target their schemas reach, keyed by the ref as written. */
export interface DocumentedResponses {
  responses: Response[];
  refs: Record<string, SchemaObject>;
}

/** What the API answered, in the relay's shape (any extra fields are ignored). */
export interface ActualResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** `base64` bodies are binary: only their presence and content type are checked. */
  bodyEncoding?: 'utf8' | 'base64';
}

/**
 * The rule a difference breaks. Body rules are the JSON Schema keyword (`type`, `required`,
 * `enum`, `format`, `additionalProperties`, `minimum`...); the others are about the response as a
 * whole.
 */
export type Rule =
  | 'undocumented-status'
  | 'undocumented-content-type'
  | 'missing-header'
  | 'header-value'
  | 'unexpected-body'
  | 'missing-body'
  | 'not-json'
  | (string & {});

export interface Difference {
  /** Where: `status`, a header, or the body (`item` is set for one item of a stream). */
  where: 'status' | 'header' | 'body';
  /** A JSON path into the body or the item (`$`, `$.pets[0].name`); the header's name for headers; `status` for the status. */
  path: string;
  rule: Rule;
  /** One sentence a reader understands, naming the documented expectation and what came instead. */
  message: string;
  /** For streamed bodies: the item's index (0-based) in the stream. */
  item?: number;
}

export interface Verdict {
  /** True when nothing differs. */
  matches: boolean;
  /** The documented response the answer was checked against, such as `200` or `4XX`; undefined when none applies. */
  documentedStatus?: string;
  /** The documented content type the body was checked against. */
  documentedType?: string;
  /** How many stream items were checked (sequential media types only). */
  items?: number;
  differences: Difference[];
}
