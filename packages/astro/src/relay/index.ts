// `@quire/astro/relay`: the playground's request relay, for `quire preview`, the hosting service
// and Astro server routes on other hosts. Reading it pulls in no Astro and no spec loader.
export type { RelayProblem, RelayRequest, RelayResponse } from './relay-types.ts';
export { relayTargets, siteRelayTargets, type RelayTargets } from './relay-targets.ts';
export { defaultRelayLimits, type RelayLimits, type RelayOptions, type ResolveHost, type ResolvedAddress } from './relay-options.ts';
export { relayProblemKinds, relayProblemType, type RelayProblemKind, type RelayResult } from './relay-problems.ts';
export { relayRequest } from './relay-request.ts';
export { relayPath } from './relay-types.ts';
export { createRelayHandler } from './relay-handler.ts';
export { relayRoute, type RelayRouteOptions } from './relay-route.ts';
export { readRelayFile, relayFilePath } from './relay-file.ts';
export { classifyAddress, type AddressClass } from './blocked-addresses.ts';
