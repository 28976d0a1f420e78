import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { LoadedDocs } from './load-docs.ts';
import type { SiteModules } from './write-site-data.ts';

const ids = { site: 'virtual:quire/site', mdx: 'virtual:quire/mdx' } as const;

/**
 * Serves the two virtual modules pages import (`virtual:quire/site`: shared site data;
 * `virtual:quire/mdx`: a lazy import per MDX page) and resolves `/snippets/x.mdx`-style
 * imports of the docs repo against the docs folder, as authors of such repos expect.
 */
export function quireVitePlugin(docs: LoadedDocs, modules: SiteModules): Plugin {
  return {
    name: 'quire:docs',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id === ids.site || id === ids.mdx) return `\0${id}`;
      if (!importer || !fromDocs(importer, docs)) return undefined;
      if (id.startsWith('/')) {
        const inDocs = join(docs.dir, id);
        if (!existsSync(id) && existsSync(inDocs)) return inDocs;
        return undefined;
      }
      // A docs repo has no node_modules of its own: the runtime imports that compiled MDX
      // needs (astro/jsx-runtime...) come from Quire's installation.
      if (/^[@a-z]/.test(id)) {
        const own = await this.resolve(id, importer, { skipSelf: true });
        return own ?? (await this.resolve(id, fileURLToPath(import.meta.url), { skipSelf: true }));
      }
      return undefined;
    },
    load(id) {
      if (id === `\0${ids.site}`) return `export default ${JSON.stringify(modules.site)};`;
      if (id === `\0${ids.mdx}`) {
        const entries = [...modules.mdx].map(([key, file]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`);
        return `export const modules = {\n${entries.join('\n')}\n};\nexport const unknownComponents = ${JSON.stringify(docs.unknownComponents)};`;
      }
      return undefined;
    },
  };
}

function fromDocs(importer: string, docs: LoadedDocs): boolean {
  const file = importer.replace(/\?.*$/, '');
  return file.startsWith(docs.dir + '/') || file.startsWith(docs.dataDir + '/');
}
