import type { Plugin } from 'vite';
import type { RelayTargets } from '@quire/request/node';
import { exactly } from './hook-filters.ts';

const id = 'virtual:quire/relay-targets';

/**
 * `virtual:quire/relay-targets`: the site's relay targets, for `relayRoute()` in a server route
 * of the site, which runs where relay.json and the specs are out of reach.
 */
export function relayTargetsModule(targets: RelayTargets): Plugin {
  return {
    name: 'quire:relay-targets',
    resolveId: { filter: exactly(id), handler: () => `\0${id}` },
    load: { filter: exactly(`\0${id}`), handler: () => `export default ${JSON.stringify(targets)};` },
  };
}
