import { stat, utimes } from 'node:fs/promises';
import { relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { readDocsText, readFrontmatter } from '@quire/config';
import type { BrokenDocs, LoadedDocs } from './load-docs.ts';

/**
 * Dev reloads. An MDX body edit is Vite's hot reload; anything that changes the site map (a
 * page added or removed, a title in frontmatter, docs.json, a spec or a file it `$ref`s)
 * restarts the server through the restart signal, so navigation and pages are rebuilt.
 */
const watchGeneration = Symbol.for('quire.watch-generation');

export function watchDocs(server: ViteDevServer, docs: LoadedDocs, logger: AstroIntegrationLogger): void {
  const restart = restarter(docs.restartSignal, logger);
  const inDocs = docsPath(docs.dir);
  server.watcher.add([docs.dir, docs.restartSignal]);
  const known = new Map(docs.site.mdx.map((page) => [page.path, page.frontmatter]));
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
    const frontmatter = readFrontmatter(await readDocsText(file), path, []);
    if (!isDeepStrictEqual(frontmatter, known.get(path))) void restart(`frontmatter of ${path} changed`);
  });
  void restartIfSavedWhileReloading(docs, restart);
}

/**
 * A file saved while the server restarted reached neither the old watcher nor the new one: look
 * once. Broken docs too: a large spec written in two chunks was read half-written, and its
 * second chunk, saved during that restart, left the error on screen until the next save.
 */
async function restartIfSavedWhileReloading(docs: LoadedDocs | BrokenDocs, restart: Restarter): Promise<void> {
  for (const file of docs.watchFiles.filter((f) => f !== docs.restartSignal)) {
    if (((await stat(file).catch(() => undefined))?.mtimeMs ?? 0) <= docs.readAt - fileClockLagMs) continue;
    await restart(`${relative(docs.dir, file)} changed while the site reloaded`);
    // Astro ignores the signal until the restart that runs this is over: signal again until a newer server is up.
    for (let tries = 0; tries < 50 && restart.current(); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (restart.current()) await restart.signal();
    }
    return;
  }
}

/**
 * How far behind the clock a file's modification time may be: the kernel stamps writes with a
 * clock that moves in ticks. A save finishing just after the docs were read can carry a time a
 * little before it; one just before costs an extra reload, once.
 */
const fileClockLagMs = 50;

/** While the docs have errors, any saved, added or removed file of the docs folder tries again. */
export function retryOnDocsChange(server: ViteDevServer, broken: BrokenDocs, logger: AstroIntegrationLogger): void {
  const restart = restarter(broken.restartSignal, logger);
  const inDocs = docsPath(broken.dir);
  server.watcher.add([broken.dir, broken.restartSignal]);
  for (const event of ['add', 'unlink', 'change'] as const) {
    server.watcher.on(event, (file) => {
      const path = inDocs(file);
      if (path && !broken.watchFiles.includes(file)) void restart(`${path} changed`);
    });
  }
  void restartIfSavedWhileReloading(broken, restart);
}

/**
 * Touches the restart signal, which Astro watches. After a restart the previous server's watcher
 * may still report changes: only the latest server reacts, or one edit would restart twice.
 */
function restarter(restartSignal: string, logger: AstroIntegrationLogger): Restarter {
  const generation = ((globalThis as Record<symbol, number>)[watchGeneration] ?? 0) + 1;
  (globalThis as Record<symbol, number>)[watchGeneration] = generation;
  const current = () => (globalThis as Record<symbol, number>)[watchGeneration] === generation;
  const signal = async () => {
    const now = new Date();
    await utimes(restartSignal, now, now);
  };
  const restart = async (why: string) => {
    if (!current()) return;
    logger.info(`${why}: reloading the site map`);
    await signal();
  };
  return Object.assign(restart, { current, signal });
}

/** Restarts the server, saying why; `current`: whether this server is still the latest; `signal`: touches the restart signal again, silently. */
type Restarter = ((why: string) => Promise<void>) & { current: () => boolean; signal: () => Promise<void> };

/** A file's path in the docs folder, or undefined for files outside it or of no concern (dist, dot folders, node_modules). */
function docsPath(dir: string): (file: string) => string | undefined {
  return (file) => {
    const path = relative(dir, file).replaceAll('\\', '/');
    return path.startsWith('..') || /(^|\/)(node_modules|\.[^/]+)\//.test(path) || path.startsWith('dist/') ? undefined : path;
  };
}
