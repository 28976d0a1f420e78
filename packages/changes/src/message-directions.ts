import { lookupRef } from '@quire/openapi';
import { isObject } from './json.ts';
import type { Direction } from './types.ts';

type Json = Record<string, unknown>;

/** Channel id → message key → the ways that message flows. */
export type MessageDirections = Map<string, Map<string, Set<Direction>>>;

/**
 * Which ways each channel message of an AsyncAPI 3 document flows for clients, from the
 * operations that name it: what the application sends (`action: send`, 2.x `subscribe`) clients
 * read, as a response; what it receives (`receive`, 2.x `publish`) clients send, as a request. A
 * reply flows against its operation. An operation that lists no messages carries all of its
 * channel's; a reply only those it lists (as the AsyncAPI parser reads both). A message no
 * operation names is absent: it counts as both ways.
 */
export function messageDirections(document: Json): MessageDirections {
  const found: MessageDirections = new Map();
  const add = (channel: string | undefined, messages: string[], direction: Direction) => {
    if (channel === undefined) return;
    const byMessage = found.get(channel) ?? found.set(channel, new Map()).get(channel)!;
    for (const name of messages) byMessage.set(name, (byMessage.get(name) ?? new Set()).add(direction));
  };
  for (const operation of Object.values(isObject(document.operations) ? document.operations : {})) {
    const op = resolved(document, operation);
    if (op.action !== 'send' && op.action !== 'receive') continue;
    const [own, answer]: [Direction, Direction] = op.action === 'send' ? ['response', 'request'] : ['request', 'response'];
    const channel = channelId(document, op.channel);
    add(channel, Array.isArray(op.messages) ? messageKeys(document, channel, op.messages) : [...channelMessages(document, channel).keys()], own);
    if (op.reply === undefined) continue;
    const reply = resolved(document, op.reply);
    const replyChannel = reply.channel === undefined ? channel : channelId(document, reply.channel);
    add(replyChannel, messageKeys(document, replyChannel, Array.isArray(reply.messages) ? reply.messages : []), answer);
  }
  return found;
}

/** The id of the channel a reference names: the entry it points at, else one that is the same object once resolved. */
function channelId(document: Json, reference: unknown): string | undefined {
  return keysOf(document, isObject(document.channels) ? document.channels : {}, reference)[0];
}

function messageKeys(document: Json, channel: string | undefined, references: unknown[]): string[] {
  const messages = Object.fromEntries(channelMessages(document, channel));
  return references.flatMap((reference) => keysOf(document, messages, reference));
}

function channelMessages(document: Json, channel: string | undefined): Map<string, unknown> {
  if (channel === undefined || !isObject(document.channels)) return new Map();
  const messages = resolved(document, document.channels[channel]).messages;
  return new Map(Object.entries(isObject(messages) ? messages : {}));
}

/**
 * The keys of `entries` a reference names. `#/channels/pets/messages/a` is that entry alone, even
 * when two entries refer to the same component message (as a 2.x channel converted does when its
 * publish and subscribe use one); a reference to the component names every entry that resolves to it.
 */
function keysOf(document: Json, entries: Record<string, unknown>, reference: unknown): string[] {
  const at = isObject(reference) && typeof reference.$ref === 'string' ? lookupRef(document, reference.$ref) : reference;
  if (!isObject(at)) return [];
  const keys = Object.keys(entries);
  const exact = keys.filter((key) => entries[key] === at);
  if (exact.length) return exact;
  const target = resolved(document, at);
  return keys.filter((key) => resolved(document, entries[key]) === target);
}

/** An object, or what its `$ref` names in the same document (links to other files are left as they are). */
export function resolved(document: Json, value: unknown, depth = 0): Json {
  if (!isObject(value)) return {};
  if (typeof value.$ref !== 'string' || depth > 8) return value;
  return resolved(document, lookupRef(document, value.$ref), depth + 1);
}
