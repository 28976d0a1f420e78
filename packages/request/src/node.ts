// `@quire/request/node`: the playground's request relay, for `quire preview`, the hosting service,
// the MCP tools and Astro server routes. It pulls in no Astro and no spec loader (docs.json's
// origin rule comes from `@quire/config/origin`, spec types are types only).
export type { RelayProblem, RelayRequest, RelayResponse, RelayStreamEnd, RelayStreamFrame } from './relay-types.ts';
export { relayTargets, siteRelayTargets, type RelayTargets } from './relay/relay-targets.ts';
export { defaultRelayLimits, type RelayLimits, type RelayOptions, type ResolveHost, type ResolvedAddress } from './relay/relay-options.ts';
export { relayProblemKinds, relayProblemType, type RelayProblemKind, type RelayResult } from './relay/relay-problems.ts';
export { relayRequest } from './relay/relay-request.ts';
export { relayPath } from './relay-types.ts';
export { createRelayHandler, type RelayHandlerOptions } from './relay/relay-handler.ts';
export { answerRelayHttp } from './relay/relay-http.ts';
export { readRelayFile, relayFilePath, writeRelayFile } from './relay/relay-file.ts';
export { classifyAddress, type AddressClass } from './relay/blocked-addresses.ts';
export { isOriginAllowed } from './relay/origin-allowed.ts';
export { relayEnvironment } from './relay-environment.ts';
export { readBodyText } from './read-body.ts';
