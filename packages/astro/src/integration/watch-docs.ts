import { readFile, utimes } from 'node:fs/promises';
import { relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { readFrontmatter } from '@quire/config';
import type { LoadedDocs } from './load-docs.ts';

/**
 * Dev reloads. An MDX body edit is Vite's hot reload; anything that changes the site map (a
 * page added or removed, a title in frontmatter, docs.json, a spec or a file it `$ref`s)
 * restarts the server through the restart signal, so navigation and pages are rebuilt.
 */
const watchGeneration = Symbol.for('quire.watch-generation');

export function watchDocs(server: ViteDevServer, docs: LoadedDocs, logger: AstroIntegrationLogger): void {
  // After a restart the previous server's watcher may still report changes: only the latest
  // server reacts, or one edit would restart twice, both writing the same data files.
  const generation = ((globalThis as Record<symbol, number>)[watchGeneration] ?? 0) + 1;
  (globalThis as Record<symbol, number>)[watchGeneration] = generation;
  const current = () => (globalThis as Record<symbol, number>)[watchGeneration] === generation;
  server.watcher.add([docs.dir, docs.restartSignal]);
  const known = new Map(docs.site.mdx.map((page) => [page.path, page.frontmatter]));
  const restart = async (why: string) => {
    if (!current()) return;
    logger.info(`${why}: reloading the site map`);
    const now = new Date();
    await utimes(docs.restartSignal, now, now);
  };
  const inDocs = (file: string) => {
    const path = relative(docs.dir, file).replaceAll('\\', '/');
    return path.startsWith('..') || /(^|\/)(node_modules|\.[^/]+)\//.test(path) || path.startsWith('dist/') ? undefined : path;
  };
  const onAddOrRemove = (file: string) => {
    const path = inDocs(file);
    if (path && /\.mdx?$/.test(path) && !path.startsWith('snippets/')) void restart(`${path} added or removed`);
  };
  server.watcher.on('add', onAddOrRemove);
  server.watcher.on('unlink', onAddOrRemove);
  server.watcher.on('change', async (file) => {
    const path = inDocs(file);
    if (!path) return;
    if (/\.(ya?ml|json)$/.test(path) && !docs.watchFiles.includes(file)) return void restart(`${path} changed`);
    if (!/\.mdx?$/.test(path) || !known.has(path)) return;
    const frontmatter = readFrontmatter(await readFile(file, 'utf8'), path, []);
    if (!isDeepStrictEqual(frontmatter, known.get(path))) void restart(`frontmatter of ${path} changed`);
  });
}
