import {
  channelServers,
  type AsyncApiChannel,
  type AsyncApiMessage,
  type AsyncApiModel,
  type AsyncApiOperation,
  type AsyncApiSecurityScheme,
  type AsyncApiServer,
  type JsonSchema,
} from '@quire/asyncapi';
import type { Writer } from '@quire/openapi';

/** Everything a channel page renders: one channel of an AsyncAPI document, seen from the client's side. */
export interface ChannelPageData {
  spec: string;
  specTitle: string;
  /** The document's `defaultContentType`: the content type of messages that name none. */
  defaultContentType?: string;
  channel: AsyncApiChannel;
  /** Servers the channel is on: those it names, else all of the document's. */
  servers: AsyncApiServer[];
  /**
   * The channel's operations, turned around to the reader's side: the API's `receive` is what a
   * client sends, its `send` what a client receives. Empty when the document describes none.
   */
  operations: ChannelOperation[];
  /** The schemes the channel's servers and operations name. */
  securitySchemes: AsyncApiSecurityScheme[];
  /** The targets of `$ref`s left in this channel's schemas (recursive ones), by ref. */
  refs: Record<string, JsonSchema>;
}

export interface ChannelOperation {
  id: string;
  /** From the client's side: `send` means the client sends these messages. */
  direction: 'send' | 'receive';
  title?: string;
  summary?: string;
  description?: string;
  messages: AsyncApiMessage[];
  /** Names of security schemes, any one of which authorizes. */
  security: string[];
  /** What the API answers with, when the operation expects a reply. */
  reply?: { address?: string; messages: AsyncApiMessage[] };
}

/** The data of one channel's page; undefined when the document has no such channel. */
export function channelPageData(spec: string, model: AsyncApiModel, channelId: string): ChannelPageData | undefined {
  const channel = model.channels.find((c) => c.id === channelId);
  if (!channel) return undefined;
  const servers = channelServers(model, channel);
  const messageOf = (channelOfMessage: string, id: string) => model.channels.find((c) => c.id === channelOfMessage)?.messages.find((m) => m.id === id);
  const operations = model.operations.filter((o) => o.channel === channel.id).map((o) => clientSide(o, channel.id, messageOf));
  const used = new Set([...servers.flatMap((s) => s.security), ...operations.flatMap((o) => o.security)]);
  return {
    spec,
    specTitle: model.info.title,
    ...(model.defaultContentType ? { defaultContentType: model.defaultContentType } : {}),
    channel,
    servers,
    operations,
    securitySchemes: model.securitySchemes.filter((s) => used.has(s.name)),
    refs: reachedRefs([channel, operations], model.refs),
  };
}

/** The entries of `refs` that `value` reaches, directly or through other entries. */
function reachedRefs(value: unknown, refs: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const reached: Record<string, JsonSchema> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        if (refs[child] && !(child in reached)) visit((reached[child] = refs[child]));
      } else visit(child);
    }
  };
  visit(value);
  return reached;
}

/**
 * The messages one side sends: those of its own operations, then the replies the other side's
 * operations expect of it (the API's `send` with a reply is answered by the client). In the
 * document's order, repeats kept: callers tell messages apart as they need.
 */
export function messagesSentBy(data: ChannelPageData, side: 'send' | 'receive'): AsyncApiMessage[] {
  const own = data.operations.filter((o) => o.direction === side).flatMap((o) => o.messages);
  const replies = data.operations.filter((o) => o.direction !== side).flatMap((o) => o.reply?.messages ?? []);
  return [...own, ...replies];
}

/**
 * Who writes the messages of a side, as for HTTP payloads (see payloadWriter): the reader what
 * they send, the API what they receive. Without operations nobody's side is known: every field.
 */
export function messageWriter(side: 'send' | 'receive' | 'all'): Writer {
  return side === 'send' ? 'client' : side === 'receive' ? 'api' : 'either';
}

/**
 * The messages a client may send on a channel: those of its `send` operations and the replies it
 * owes the API's, or every message when none are described. Each message once.
 */
export function sendableMessages(data: ChannelPageData): AsyncApiMessage[] {
  if (!data.operations.length) return data.channel.messages;
  const seen = new Set<string>();
  return messagesSentBy(data, 'send').filter((m) => {
    if (seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
}

/** The name readers know a message by: its title, else its name, else its key. */
export function messageTitle(message: AsyncApiMessage): string {
  return message.title ?? message.name ?? message.id;
}

function clientSide(op: AsyncApiOperation, channel: string, messageOf: (channel: string, id: string) => AsyncApiMessage | undefined): ChannelOperation {
  const resolve = (on: string, ids: string[]) => ids.flatMap((id) => messageOf(on, id) ?? []);
  return {
    id: op.id,
    direction: op.action === 'receive' ? 'send' : 'receive',
    messages: resolve(channel, op.messages),
    security: op.security,
    ...(op.title ? { title: op.title } : {}),
    ...(op.summary ? { summary: op.summary } : {}),
    ...(op.description ? { description: op.description } : {}),
    ...(op.reply
      ? { reply: { ...(op.reply.address ? { address: op.reply.address } : {}), messages: resolve(op.reply.channel ?? channel, op.reply.messages) } }
      : {}),
  };
}
