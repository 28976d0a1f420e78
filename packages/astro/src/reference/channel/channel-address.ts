import type { AsyncApiServer } from '@quire/asyncapi';

/** A server's URL as a client would dial it: `wss://live.example.com/v2` (`{variables}` kept). */
export function serverUrl(server: AsyncApiServer): string {
  const path = server.pathname ? (server.pathname.startsWith('/') ? server.pathname : `/${server.pathname}`) : '';
  return `${server.protocol ? `${server.protocol}://` : ''}${server.host}${path}`;
}

/** The address line's parts: the first server's URL and the channel's address with its `{parameters}`. */
export function channelUrl(servers: readonly AsyncApiServer[], address: string | undefined): { server?: string; address: string } {
  const first = servers[0];
  return { ...(first ? { server: serverUrl(first).replace(/\/$/, '') } : {}), address: address ?? '' };
}
