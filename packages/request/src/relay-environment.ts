import type { RelayOptions } from './relay/relay-options.ts';

/**
 * The relay's settings a host's operator gives in a server function's environment, for every
 * server route that relays (the playground's `POST /api/request`, the MCP tools of `/mcp`). The
 * relay of a public site reaches only public addresses; `QUIRE_RELAY_PRIVATE_ORIGINS`
 * (comma-separated origins, each a server the specs declare) lets those resolve to loopback or
 * private addresses, for an API on the same machine or network as a self-hosted node server.
 * Metadata and reserved addresses stay refused whatever it says.
 */
export function relayEnvironment(env: Record<string, string | undefined>): Pick<RelayOptions, 'privateOrigins'> {
  const origins = (env.QUIRE_RELAY_PRIVATE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return origins.length ? { privateOrigins: origins } : {};
}
