// What the reader typed, as the request to send: `@quire/request` builds it, the same request the
// code samples print and the MCP tools make. Here the island's parts are adapted to it.
import type { Parameter } from '@quire/openapi/browser';
import { buildRequest, bytesToBase64, type RequestDraft } from '@quire/request';
import type { RelayRequest } from '@quire/request';
import type { EncodedBody } from './island-parts.ts';

export { isGiven, parameterKey, serverUrl } from '@quire/request';

/** A parameter's value as the inputs hold it: text, a list, or an object (from JSON). */
export type ParamValue = string | string[] | Record<string, unknown>;

export interface ComposeInput {
  method: string;
  /** The chosen server's URL, variables filled in. */
  baseUrl: string;
  /** Path template, such as `/pets/{petId}`. */
  path: string;
  parameters: Parameter[];
  values: Record<string, ParamValue | undefined>;
  /** What the auth panel adds (headers, query, cookies). */
  auth?: (draft: RequestDraft) => void;
  body?: EncodedBody;
}

export interface Composed {
  request: RelayRequest;
  /** Required parameters without a value, by name (see empty-required.ts for the warning before sending). */
  missing: string[];
}

/** Builds the request to send. */
export function composeRequest(input: ComposeInput): Composed {
  const { body } = input;
  return buildRequest({
    method: input.method,
    serverUrl: input.baseUrl,
    path: input.path,
    parameters: input.parameters,
    values: input.values,
    ...(input.auth ? { amend: input.auth } : {}),
    ...(body
      ? {
          body:
            body.text !== undefined ? { contentType: body.contentType, text: body.text } : { contentType: body.contentType, base64: bytesToBase64(body.bytes) },
        }
      : {}),
  });
}
