// What changed between two versions of an AsyncAPI 3 document, by channel: channels and their
// messages added, removed, deprecated, a channel's address changed, and each message's payload
// compared as a schema is (diff-schema.ts), in the way that message flows (message-directions.ts:
// a channel may carry both what the application sends and what it receives). Read from the
// documents as written: a history compares many versions, and the AsyncAPI parser's model costs
// far more per version than the comparison. Prose is not compared. A 2.x document is compared
// as converted to 3.0 (asyncapi-document.ts), the shape and ids its pages have.
import { lookupRef, type SchemaLookup, type SchemaObject } from '@quire/openapi';
import { diffSchema } from './diff-schema.ts';
import { isObject } from './json.ts';
import { messageDirections, resolved, type MessageDirections } from './message-directions.ts';
import { capitalized, placeNames } from './place-names.ts';
import { places } from './places.ts';
import { rules, type RuleId } from './rules.ts';
import type { Change, Direction } from './types.ts';

type Json = Record<string, unknown>;

/** Every change from one AsyncAPI document to the next, in the new document's channel order (removed ones after). */
export function diffAsyncApi(before: Json, after: Json): Change[] {
  const out: Change[] = [];
  const old = channelsOf(before);
  const now = channelsOf(after);
  const flows = merged(messageDirections(before), messageDirections(after));
  for (const [id, channel] of now) {
    const page = channelPage(id);
    const previous = old.get(id);
    if (!previous) {
      push(out, 'channel', 'added', page, undefined, 'channel-added', 'The channel was added.');
      continue;
    }
    if (address(previous) !== address(channel))
      push(out, 'channel', 'changed', page, undefined, 'channel-address-changed', `The address changed from ${address(previous)} to ${address(channel)}.`);
    diffMessages(out, page, { before, after }, messagesOf(before, previous), messagesOf(after, channel), flows.get(id) ?? new Map());
  }
  for (const id of old.keys()) if (!now.has(id)) push(out, 'channel', 'removed', channelPage(id), undefined, 'channel-removed', 'The channel was removed.');
  return out;
}

/** A channel's page, as changes name it: `channel petEvents`. */
export function channelPage(id: string): string {
  return `channel ${id}`;
}

function diffMessages(
  out: Change[],
  page: string,
  docs: { before: Json; after: Json },
  before: Map<string, Json>,
  after: Map<string, Json>,
  flows: Map<string, Set<Direction>>,
) {
  const lookup =
    (document: Json): SchemaLookup =>
    (ref) =>
      lookupRef(document, ref) as SchemaObject | undefined;
  for (const [name, message] of after) {
    const at = places.message(name);
    const previous = before.get(name);
    if (!previous) {
      push(out, 'message', 'added', page, at, 'message-added', `${capitalized(placeNames.message(name))} was added.`);
      continue;
    }
    if (previous.deprecated !== true && message.deprecated === true)
      push(out, 'message', 'deprecated', page, at, 'message-deprecated', `${capitalized(placeNames.message(name))} was deprecated.`);
    const payloads = [previous.payload, message.payload].map((p) => (isObject(p) ? payloadSchema(p) : {})) as [SchemaObject, SchemaObject];
    // AsyncAPI's component schemas have no page of their own: compared where a payload uses them.
    const scope = {
      page,
      base: places.messagePayload(name),
      where: placeNames.messagePayload(name),
      directions: flows.get(name) ?? new Set<Direction>(),
      before: lookup(docs.before),
      after: lookup(docs.after),
      out,
      through: new Set<string>(),
    };
    diffSchema(scope, payloads[0], payloads[1]);
    // Headers are compared as the payload is, at their own place; none written is an object without fields.
    const headers = [previous.headers, message.headers].map((h) => (isObject(h) ? payloadSchema(h) : noHeaders)) as [SchemaObject, SchemaObject];
    diffSchema({ ...scope, base: places.messageHeaders(name), where: placeNames.messageHeaders(name) }, headers[0], headers[1]);
  }
  for (const name of before.keys())
    if (!after.has(name))
      push(out, 'message', 'removed', page, places.message(name), 'message-removed', `${capitalized(placeNames.message(name))} was removed.`);
}

const noHeaders: SchemaObject = { type: 'object', properties: {} };

/** A multi-format payload or headers (`{ schemaFormat, schema }`) holds its schema inside. */
function payloadSchema(payload: Json): SchemaObject {
  return (typeof payload.schemaFormat === 'string' && isObject(payload.schema) ? payload.schema : payload) as SchemaObject;
}

function channelsOf(document: Json): Map<string, Json> {
  const channels = isObject(document.channels) ? document.channels : {};
  return new Map(Object.entries(channels).map(([id, c]) => [id, resolved(document, c)]));
}

function messagesOf(document: Json, channel: Json): Map<string, Json> {
  const messages = isObject(channel.messages) ? channel.messages : {};
  return new Map(Object.entries(messages).map(([name, m]) => [name, resolved(document, m)]));
}

function address(channel: Json): string {
  return typeof channel.address === 'string' ? channel.address : '';
}

/**
 * Which ways each message flows, in either version: a message one version sends and the other
 * receives is judged both ways (as an OpenAPI component schema used in both is, diff-specs.ts).
 */
function merged(a: MessageDirections, b: MessageDirections): MessageDirections {
  const out: MessageDirections = new Map();
  for (const map of [a, b])
    for (const [channel, messages] of map) {
      const into = out.get(channel) ?? out.set(channel, new Map()).get(channel)!;
      for (const [name, set] of messages) into.set(name, new Set([...(into.get(name) ?? []), ...set]));
    }
  return out;
}

function push(out: Change[], subject: Change['subject'], action: Change['action'], page: string, at: string | undefined, rule: RuleId, message: string): void {
  out.push({ subject, action, page, ...(at ? { at } : {}), rule, breaking: rules[rule].breaking, message });
}
