// The relay's settings from a server function's environment (`QUIRE_RELAY_PRIVATE_ORIGINS`): one
// rule in `@quire/request/node`, which the MCP route of `@quire/mcp/astro` reads too.
export { relayEnvironment } from '@quire/request/node';
