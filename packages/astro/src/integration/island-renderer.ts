import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { AstroRenderer } from 'astro';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ownModule } from '../own-module.ts';
import { exactly } from './hook-filters.ts';

const require = createRequire(import.meta.url);

/**
 * The renderer of the docs' interactive components (see islands.ts): @astrojs/preact's server
 * and client entry points, by absolute path, since the site's root may not see this package's
 * dependencies. Its Vite preset is left out: Quire compiles the docs' JSX itself (with Vite's
 * own compiler, Preact's JSX runtime for islands only), where the preset would run Babel over
 * every script of the site.
 */
export function islandRenderer(command: string): AstroRenderer {
  return {
    name: '@astrojs/preact',
    clientEntrypoint: require.resolve(command === 'dev' ? '@astrojs/preact/client-dev.js' : '@astrojs/preact/client.js'),
    // Preact's server entry, wrapped: an island that throws is a note and a warning, not a failed build.
    serverEntrypoint: fileURLToPath(ownModule('../runtime/island-server.ts', import.meta.url)),
  };
}

/** The folders the dev server must serve the renderer's browser code from. */
export function islandRendererDirs(): string[] {
  return ['@astrojs/preact', 'preact'].map((name) => dirname(require.resolve(`${name}/package.json`)));
}

/**
 * What @astrojs/preact's own Vite setup would give: the options module its server entry reads
 * (no include or exclude filter), and one copy of Preact that the renderer and the islands
 * share (two copies break hooks): pre-bundled once in the dev server's browser, and on the
 * server the one Node loads.
 */
export function islandRendererOptions(): Plugin {
  const id = 'astro:preact:opts';
  return {
    name: 'quire:island-renderer-options',
    resolveId: { filter: exactly(id), handler: () => `\0${id}` },
    load: { filter: exactly(`\0${id}`), handler: () => 'export default {};' },
    configEnvironment: (name) => {
      if (name === 'client')
        return { optimizeDeps: { include: ['preact', 'preact/hooks', 'preact/jsx-runtime', 'preact/compat'] }, resolve: { dedupe: ['preact'] } };
      // On the server, Preact is found from the site's root, which sees this package's
      // dependencies, not from the docs folder, which has none: otherwise a snippet's
      // `preact/hooks` failed in dev whenever an earlier module had Preact found as external.
      // Preact's server entry, which runtime/island-server.ts wraps, imports `astro:preact:opts`:
      // bundled, never left to Node (an Astro project of its own externalizes its packages).
      if (name === 'ssr' || name === 'prerender') return { resolve: { dedupe: ['preact'], noExternal: ['@astrojs/preact'] } };
      return undefined;
    },
  };
}
