import type { Plugin } from 'vite';
import type { RelayTargets } from '@quire/request/node';

const id = 'virtual:quire/relay-targets';

/**
 * `virtual:quire/relay-targets`: the site's relay targets, for `relayRoute()` in a server route
 * of the site, which runs where relay.json and the specs are out of reach.
 */
export function relayTargetsModule(targets: RelayTargets): Plugin {
  return {
    name: 'quire:relay-targets',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(targets)};` : undefined),
  };
}
