import type { Plugin } from 'vite';

/**
 * Quire's packages that need no Vite transform (no .astro, JSX or asset imports). The integration
 * has most of them loaded in Node already, so in dev the pages take those modules as they are
 * (Vite's module runner would fetch and transform each). A subpath the pages import is listed
 * too: Vite leaves a subpath of a listed package to Node only when it resolves to a .js file, and
 * ours are .ts.
 */
export const nodeReadyPackages = [
  '@quire/openapi',
  '@quire/request',
  '@quire/config',
  '@quire/diagnostics',
  '@quire/asyncapi',
  '@quire/site',
  '@quire/site/twin',
  '@quire/site/twin-path',
  '@quire/changes',
  '@quire/sdk-reference',
  '@quire/graphql',
];

/**
 * The same packages left out of a `quire build`'s server bundle (`ssr.external` keeps a .ts file
 * in it): bundling them cost every build the parse and transform of their modules, and the pages
 * then held a second copy of what the integration has loaded (a one-page build: 7 % less CPU).
 * The prerender chunks import them by name from the project's node_modules link
 * (standalone-config.ts), as they do the large libraries kept out of the bundle. Not for a build
 * with an adapter: its server goes to a host without Quire's install.
 */
export function nodeReadyPackagesExternal(): Plugin {
  const names = new Set(nodeReadyPackages);
  return {
    name: 'quire:node-ready-packages-external',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    resolveId: (source) => (names.has(source) ? { id: source, external: true } : undefined),
  };
}
