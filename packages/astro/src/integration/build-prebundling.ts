import type { Plugin } from 'vite';

/**
 * A build pre-bundles nothing for the browser. Astro's build first starts a Vite dev server of
 * its own to generate types (its sync step), and that server pre-bundled what the browser's dev
 * modules need (Preact, the dev toolbar's audit data: 37 files) into `.quire/site/vite/deps`,
 * which no built page uses: a third of a second of every build's CPU, again whenever the
 * configuration changed (each new docs folder, each test's). The build's own bundles are made
 * by the build, not from that cache.
 */
export function withoutPrebundlingInBuild(): Plugin {
  let syncServer = false;
  return {
    name: 'quire:without-prebundling-in-build',
    enforce: 'post',
    // Only a dev server pre-bundles. The sync step's is the one no browser talks to (no web
    // socket): a dev server started during a build for anything else keeps its pre-bundle.
    config: (config, env) => {
      syncServer = env.command === 'serve' && config.server?.ws === false;
    },
    configEnvironment: (_name, config) => {
      if (!syncServer || !config.optimizeDeps) return;
      config.optimizeDeps.include = [];
      config.optimizeDeps.noDiscovery = true;
    },
  };
}
