import type { Plugin } from 'vite';

/** What Astro has Vite pre-bundle for the browser's dev toolbar, whether the toolbar is on or not. */
const toolbarDeps = /^astro > (aria-query|axobject-query|html-escaper)$|^astro\/(runtime\/client\/dev-toolbar\/entrypoint\.js|toolbar)$/;

/**
 * With the dev toolbar off (as `quire dev` has it), Vite does not pre-bundle the toolbar's
 * modules: their accessibility audit data (aria-query, axobject-query) was most of what the
 * dev server bundled for the browser at every start without a dependency cache, work that
 * competed with the first page's render for the CPU. The site's own browser dependencies
 * (Preact for the playground) are still pre-bundled.
 */
export function withoutToolbarDeps(): Plugin {
  return {
    name: 'quire:without-toolbar-deps',
    enforce: 'post',
    configEnvironment: (name, config) => {
      const include = config.optimizeDeps?.include;
      if (name === 'client' && include) config.optimizeDeps!.include = include.filter((dep) => !toolbarDeps.test(dep));
    },
  };
}
