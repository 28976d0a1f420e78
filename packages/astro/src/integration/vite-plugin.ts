import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
    resolveId(id, importer) {
      if (id === ids.site || id === ids.mdx) return `\0${id}`;
      if (id.startsWith('/') && importer && fromDocs(importer, docs)) {
        const inDocs = join(docs.dir, id);
        if (!existsSync(id) && existsSync(inDocs)) return inDocs;
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
