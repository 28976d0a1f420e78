import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { realPath } from './real-path.ts';

/**
 * Tailwind's Vite plugin, compiling only the stylesheets that can hold the docs' Tailwind: the
 * entry tailwind-entry.ts writes and CSS inside the docs folder. Left alone, it sets up a Tailwind
 * compiler for every stylesheet of the site, each style block of Quire's components included, to
 * find nothing to compile in them: a tenth of a one-page build's CPU.
 */
export function docsTailwind(docsDir: string, entry: string): Plugin[] {
  const accepts = docsStylesheets(docsDir, entry);
  return tailwindcss().map((plugin) => transformingOnly(accepts, plugin));
}

/** Whether a module (its path, without query) is the Tailwind entry or inside the docs folder. */
export function docsStylesheets(docsDir: string, entry: string): (path: string) => boolean {
  // Vite names modules by their real paths; the entry's folder may be reached through a link.
  const entries = new Set([entry, realPath(entry)]);
  // Module ids are written with `/`, as the folder is (vite-plugin.ts's fromDocs).
  const inDocs = docsDir.endsWith('/') ? docsDir : `${docsDir}/`;
  return (path) => entries.has(path) || path.startsWith(inDocs);
}

/** The plugin with its transform hook applied only to the modules whose path (without query) `accepts`. */
export function transformingOnly(accepts: (path: string) => boolean, plugin: Plugin): Plugin {
  const hook = plugin.transform;
  if (!hook) return plugin;
  const handler = typeof hook === 'function' ? hook : hook.handler;
  const only: typeof handler = function (this: ThisParameterType<typeof handler>, code, id, options) {
    return accepts(id.split('?')[0]!) ? handler.call(this, code, id, options) : undefined;
  };
  return { ...plugin, transform: typeof hook === 'function' ? only : { ...hook, handler: only } };
}
