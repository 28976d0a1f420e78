import { channelServers, isWebSocketServer, type AsyncApiChannel, type AsyncApiModel } from '@quire/asyncapi';
import type { NavBadge, PlaygroundMode } from './manifest.ts';
import { slugify } from './slug.ts';

/** Where channel pages go when `asyncapi` names no `directory`. */
export const defaultChannelDirectory = 'channels';

/** `channels/chat-room`: the folder, then the channel's key (stable across title edits). */
export function channelSlug(directory: string, channel: AsyncApiChannel): string {
  return `${directory}/${slugify(channel.id, 'channel')}`;
}

/** A channel page's title: the channel's `title`, else its key. */
export function channelTitle(channel: AsyncApiChannel): string {
  return channel.title ?? channel.id;
}

/** The WebSocket servers a browser can connect to for this channel. */
function webSocketServers(model: AsyncApiModel, channel: AsyncApiChannel) {
  return channelServers(model, channel).filter(isWebSocketServer);
}

/** `WS` for a channel reachable over WebSocket; other protocols (MQTT, Kafka...) get no badge. */
export function channelBadge(model: AsyncApiModel, channel: AsyncApiChannel): NavBadge | undefined {
  return webSocketServers(model, channel).length ? 'WS' : undefined;
}

/**
 * The WebSocket playground needs a ws/wss server to connect to; `playground: none` (the page's,
 * else the site's `api.playground.display`) turns it off. `simple` means "no Send button" for
 * HTTP and has no WebSocket equivalent, so it leaves the playground on.
 */
export function channelPlayground(model: AsyncApiModel, channel: AsyncApiChannel, requested: unknown): PlaygroundMode {
  // Without an address (`address: null`, as reply channels often have) there is nothing to connect to.
  return requested === 'none' || channel.address === undefined || !webSocketServers(model, channel).length ? 'none' : 'interactive';
}
