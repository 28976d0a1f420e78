export {
  isAsyncApiDocument,
  loadAsyncApi,
  loadAsyncApiText,
  supportedAsyncApiVersions,
  type LoadAsyncApiOptions,
  type LoadedAsyncApi,
} from './load-asyncapi.ts';
export { convertToAsyncApi3 } from './convert.ts';
export { normalize as normalizeAsyncApi } from './normalize.ts';
export type * from './types.ts';
export { channelServers, isWebSocketServer } from './servers.ts';
