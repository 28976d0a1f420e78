import { fileURLToPath } from 'node:url';
import type { SiteModules } from './write-site-data.ts';
import { ownModule } from '../own-module.ts';

/**
 * `virtual:quire/mdx`: a lazy import per MDX page that needs the bundler, by the page's key
 * (the others compile while rendered, standalone-pages.ts), and the docs' unknown components.
 *
 * Dev imports a page by a name Vite's import analysis does not read. Astro's dev server
 * transforms every module a route imports when it collects the route's styles, lazy imports
 * included, so the first page waited for every MDX page of the site to compile. A page's
 * components, and their styles, are the route's own imports (components/mdx-components.ts),
 * and the docs' .css files are every page's stylesheets (site-data.ts), so no style is lost.
 */
export function mdxIndexModule(modules: Pick<SiteModules, 'mdx' | 'standalone'>, unknownComponents: readonly string[], command: 'serve' | 'build'): string {
  const importPage = command === 'serve' ? 'importPage' : 'import';
  const entries = [...modules.mdx]
    .filter(([key]) => !modules.standalone.has(key))
    .map(([key, file]) => `  ${JSON.stringify(key)}: () => ${importPage}(${JSON.stringify(file)}),`);
  const load = modules.standalone.size
    ? `import { standalonePage } from ${JSON.stringify(standalonePageModule)};\nexport const loadMdx = (key, components) => (bundled[key] ? bundled[key]() : standalonePage(key, components));`
    : 'export const loadMdx = (key) => bundled[key]();';
  const importer = command === 'serve' ? 'const importPage = (file) => import(/* @vite-ignore */ file);\n' : '';
  return `${importer}const bundled = {\n${entries.join('\n')}\n};\n${load}\nexport const unknownComponents = ${JSON.stringify(unknownComponents)};`;
}

const standalonePageModule = fileURLToPath(ownModule('../runtime/standalone-page.ts', import.meta.url));
