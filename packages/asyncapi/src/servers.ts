import type { AsyncApiServer } from './types.ts';

/** A server a browser can open a WebSocket to (protocols are lowercased by the normalizer). */
export function isWebSocketServer(server: Pick<AsyncApiServer, 'protocol'>): boolean {
  return server.protocol === 'ws' || server.protocol === 'wss';
}
