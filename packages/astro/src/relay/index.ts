// `@quire/astro/relay`: the relay as an Astro server route (`relayRoute`), beside the relay
// itself, which lives in `@quire/request/node` (import it from there when Astro is not involved).
export * from '@quire/request/node';
export { relayRoute, type RelayRouteOptions } from './relay-route.ts';
