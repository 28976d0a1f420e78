import type { AsyncApiChannel, AsyncApiModel, AsyncApiServer } from './types.ts';

/** A server a browser can open a WebSocket to (protocols are lowercased by the normalizer). */
export function isWebSocketServer(server: Pick<AsyncApiServer, 'protocol'>): boolean {
  return server.protocol === 'ws' || server.protocol === 'wss';
}

/** The servers a channel is available on: those it names, else all of the document's. */
export function channelServers(model: Pick<AsyncApiModel, 'servers'>, channel: Pick<AsyncApiChannel, 'servers'>): AsyncApiServer[] {
  return channel.servers.length ? model.servers.filter((s) => channel.servers.includes(s.name)) : model.servers;
}
