// The schema helpers that run in the reader's browser (the playground island): pure functions
// with no Node or sampler dependency, so the island's bundle stays small.
export { deref, lookupIn, mappingRef, refName, componentSchemaName, type SchemaLookup } from './schema-lookup.ts';
export { mergeAllOf } from './merge-all-of.ts';
export { leftOutBy, payloadWriter, type Exchange, type Writer } from './payload-writer.ts';
export { typeLabel, typesOf, isNullable } from './type-label.ts';
export { securityKind } from '../model/security-kind.ts';
export { formatExample } from './plausible-values.ts';
export type { SchemaObject, Parameter, Server, SecurityScheme, SecurityRequirement, OAuthFlow, Response, Header, MediaType } from '../model/types.ts';
