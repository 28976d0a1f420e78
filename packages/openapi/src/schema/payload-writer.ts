// Who writes a payload decides which of its fields it carries: `readOnly` fields are the API's to
// set (a client never sends them), `writeOnly` ones the client's (the API never returns them).
// Every surface that shows a payload (its fields, examples, code samples, the playground's form,
// MCP tools) asks here, so that a webhook's payload and an endpoint's response agree.
import type { SchemaObject } from '../model/types.ts';
import { mergeAllOf } from './merge-all-of.ts';
import { deref, type SchemaLookup } from './schema-lookup.ts';

/**
 * `client`: the reader's side writes it (a request, a subscriber's answer to a webhook), without
 * `readOnly` fields. `api`: the API writes it (a response, a webhook's or callback's request),
 * without `writeOnly` ones. `either`: the schema on its own (a schema page), every field shown.
 */
export type Writer = 'client' | 'api' | 'either';

/** Which exchange a message belongs to: the reader calls an endpoint; the API calls a webhook or callback. */
export type Exchange = 'operation' | 'webhook' | 'callback';

/** Who writes the request or the response of an exchange: whoever starts it writes the request, the other side answers. */
export function payloadWriter(exchange: Exchange, part: 'request' | 'response'): Writer {
  const apiStarts = exchange !== 'operation';
  return (part === 'request') === apiStarts ? 'api' : 'client';
}

/** Whether a property is left out of a payload its writer writes (refs followed, `allOf` merged). */
export function leftOutBy(writer: Writer, property: SchemaObject, lookup: SchemaLookup): boolean {
  if (writer === 'either') return false;
  const resolved = mergeAllOf(deref(property, lookup).schema, lookup);
  return writer === 'client' ? resolved.readOnly === true : resolved.writeOnly === true;
}
