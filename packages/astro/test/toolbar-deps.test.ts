// quire dev has Astro's dev toolbar off: Vite pre-bundles none of the toolbar's modules for the
// browser at start-up, only what the site's own pages load there (Preact, for the playground).
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { resolveConfig, type Plugin } from 'vite';
import { islandRendererOptions } from '../src/integration/island-renderer.ts';
import { withoutToolbarDeps } from '../src/integration/toolbar-deps.ts';

/** What Astro 7's own Vite plugins ask the browser's dependency optimizer for (toolbar/vite-plugin-dev-toolbar.js, vite-plugin-environment). */
const astroToolbarDeps: Plugin = {
  name: 'astro-toolbar-deps',
  config: () => ({ optimizeDeps: { include: ['astro > aria-query', 'astro > axobject-query'] } }),
  configEnvironment: (name) =>
    name === 'client' ? { optimizeDeps: { include: ['astro > html-escaper', 'astro/runtime/client/dev-toolbar/entrypoint.js'] } } : undefined,
};

test("the dev server's browser dependencies leave out the dev toolbar's and keep Preact's", async () => {
  const root = await mkdtemp(join(tmpdir(), 'quire-toolbar-deps-'));
  const config = await resolveConfig(
    { configFile: false, root, logLevel: 'silent', plugins: [astroToolbarDeps, islandRendererOptions(), withoutToolbarDeps()] },
    'serve',
  );
  assert.deepEqual([...config.environments.client!.optimizeDeps.include!].sort(), ['preact', 'preact/compat', 'preact/hooks', 'preact/jsx-runtime']);
});
