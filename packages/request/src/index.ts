// @quire/request: the request model. Browser-safe: no Node built-ins here. The zod schemas are
// `@quire/request/schema`: only their types come through this entry, so the playground island
// (which builds requests, never validates them) does not carry zod.
export type { Credential, HttpRequest, ParameterSpec, RequestBody, Secret, SecuritySchemeSpec, ServerSpec } from './request-schema.ts';
export { buildRequest, finishRequest, placeCredential, setHeader, type BuiltRequest, type RequestDraft, type RequestInput } from './build-request.ts';
export {
  cookieStylePairs,
  encodeQueryComponent,
  encodeQueryPair,
  isGiven,
  parameterKey,
  scalarText,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
  serializeQuerystring,
  styleOf,
} from './serialize-parameter.ts';
export {
  absoluteServerUrl,
  fillVariables,
  isHttpUrl,
  readerNamesOrigin,
  serverUrl,
  serverUrlVariants,
  serverVariableChoices,
  serverVariableNames,
} from './server-url.ts';
export { basicAuthorization, credentialFor, requirementCredentials, satisfiedRequirement, type RequirementItem } from './credentials.ts';
export { encodeBody, fieldText, formPairs, formText, isJsonMediaType, jsonText, multipartParts, type MultipartPart } from './body.ts';
export { bytesToBase64, textToBase64 } from './base64.ts';
export {
  relayPath,
  relayStreamType,
  type RelayProblem,
  type RelayRequest,
  type RelayResponse,
  type RelayStreamEnd,
  type RelayStreamFrame,
} from './relay-types.ts';
export { sequentialKind, writeItems, type Item, type SequentialKind, type ServerSentEvent } from './sequential-media.ts';
export { createItemReader, eventStreamItems, readItems, type ItemReader } from './read-stream-items.ts';
