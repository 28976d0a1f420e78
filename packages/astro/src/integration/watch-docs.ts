import { stat, utimes } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { inSnippetFolder, readDocsText, readFrontmatter } from '@quire/site';
import type { BrokenDocs, LoadedDocs } from './load-docs.ts';
import type { ReloadResult } from './reload-docs.ts';
import { leaveInstalledFilesUnwatched } from './installed-files-unwatched.ts';
import { includesSnippets, inheritanceInput } from './inherited-imports.ts';
import { withLegacySnippets } from './legacy-snippets.ts';

/**
 * Dev reloads. An MDX body edit is Vite's hot reload; anything that changes the site map (a
 * page added or removed, a title in frontmatter, docs.json, a spec or a file it `$ref`s) reads
 * the docs again inside the running server (reload-docs.ts). Only what Astro took at start-up,
 * or docs that now have errors, restart the server through the restart signal.
 */
const watchGeneration = Symbol.for('quire.watch-generation');

export function watchDocs(server: ViteDevServer, docs: LoadedDocs, logger: AstroIntegrationLogger, reload: () => Promise<ReloadResult>): void {
  const restart = restarter(server, docs.restartSignal, logger);
  const update = oneReloadAtATime(reload, restart, logger, docs.dir);
  const inDocs = docsPath(docs);
  leaveInstalledFilesUnwatched(server.watcher, server.config.server.watch?.ignored);
  server.watcher.add([docs.dir, ...docs.watchFiles]);
  const onAddOrRemove = (file: string) => {
    const path = inDocs(file);
    if (path && /\.mdx?$/.test(path) && !inSnippetFolder(path)) update(`${path} added or removed`, file);
  };
  server.watcher.on('add', onAddOrRemove);
  server.watcher.on('unlink', onAddOrRemove);
  server.watcher.on('change', async (file) => {
    const path = inDocs(file);
    if (!path) return;
    // Specs of any kind (a GraphQL schema is a .graphql file), docs.json and the files it names.
    if (/\.(ya?ml|json)$/.test(path) || docs.watchFiles.includes(file)) return update(`${path} changed`, file);
    if (!/\.mdx?$/.test(path)) return;
    // `docs` is the site being served: a reload replaces its contents (reload-docs.ts).
    const page = docs.site.mdx.find((mdx) => mdx.path === path);
    // Whether a .md page is built as MDX or as Markdown follows its text (markdown-pages.ts): read the docs again.
    if (page && path.endsWith('.md')) return update(`${path} changed`, file);
    // A file removed since is the watcher's next event.
    const text = await readDocsText(file).catch(() => undefined);
    if (text === undefined) return;
    if (inheritanceChanged(docs, file, text)) return update(`the imports or components of ${path} changed`, file);
    if (page && !isDeepStrictEqual(readFrontmatter(text, path, []), page.frontmatter)) update(`frontmatter of ${path} changed`, file);
  });
  void savedSinceRead(docs).then((file) => file && update(`${file} changed while the server started`));
}

/**
 * Whether an edit changes what snippets take from the files including them (inherited-imports.ts):
 * an import, a declared name or a component shown in a file that includes a snippet or is
 * included, or a first snippet included. Their modules were compiled with what the docs had.
 */
function inheritanceChanged(docs: LoadedDocs, file: string, text: string): boolean {
  const withSnippets = withLegacySnippets(text, docs.dir);
  const before = docs.inheritanceInputs.get(resolve(file));
  return before === undefined ? includesSnippets(withSnippets, file, docs.dir) : inheritanceInput(withSnippets) !== before;
}

/**
 * Runs the reloads one after another: a save during a reload reads the docs once more when it
 * ends. Docs read with errors restart the server (its pages show them), unless a save came
 * meanwhile: a large spec written in two chunks is read half-written after the first.
 */
function oneReloadAtATime(
  reload: () => Promise<ReloadResult>,
  restart: Restarter,
  logger: AstroIntegrationLogger,
  docsDir: string,
): (why: string, file?: string) => void {
  let running = false;
  let restarting = false;
  let queued: string | undefined;
  /** The files whose saves asked for the next reload, with when the watcher told of each. */
  let saved = new Map<string, number>();
  const run = async (first: string) => {
    running = true;
    for (let why: string | undefined = first; why !== undefined; ) {
      queued = undefined;
      const asked = saved;
      saved = new Map();
      // Taken before the reload reads them: a file that differs afterwards was written since.
      const asRead = await fileStates([...asked.keys()]);
      const result: ReloadResult = await reload().catch((error: Error) => ({ restart: `reading the docs failed (${error.message})` }));
      if ('reloaded' in result) {
        logger.info(`${why}: site reloaded in ${result.reloaded} ms`);
        // An editor's save empties the file, then writes it. The watcher tells of one change per
        // file in `watcherQuietMs`: when it told of the emptying alone and the reload read the
        // file before the write landed (a .md page read empty is MDX, its text may not be), the
        // file is read again.
        await untilWatcherQuiet(asked);
        const changed = await firstChanged(asRead);
        if (changed && queued === undefined) {
          saved.set(changed, performance.now());
          queued = `${relative(docsDir, changed)} changed while it was read`;
        }
      } else if (queued === undefined) {
        // The watcher may report a large file's first chunk only: its later ones show in its time.
        // An editor may also save in two steps, emptying the file and then writing it: a busy
        // machine can read it in between, and the write can land just after the read. So broken
        // docs get a moment for a save still under way before they restart the server.
        const savedSince = result.broken && ((await savedSinceRead(result.broken)) ?? (await savedWithin(result.broken, writeGraceMs)));
        if (savedSince) queued = `${savedSince} changed while it was read`;
        else {
          restarting = true;
          await restart(`${why}; ${result.restart}`);
        }
      }
      why = restarting ? undefined : queued;
    }
    running = false;
  };
  return (why, file) => {
    if (restarting || !restart.current()) return;
    if (file) saved.set(file, performance.now());
    if (running) queued = why;
    else void run(why);
  };
}

/**
 * Chokidar (Vite's watcher) reports at most one change per file in 50 ms and drops the others:
 * a write landing that soon after the reported one has no event of its own. A little more, for
 * its timer.
 */
const watcherQuietMs = 60;

/** Waits until the watcher would report a new change of each file told of at the given times. */
async function untilWatcherQuiet(toldAt: ReadonlyMap<string, number>): Promise<void> {
  const wait = Math.max(0, ...toldAt.values()) + watcherQuietMs - performance.now();
  if (wait > 0 && toldAt.size) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** A file's size and modification time, or none when it is gone. */
type FileState = { size: number; mtimeMs: number } | undefined;

async function fileStates(files: readonly string[]): Promise<Map<string, FileState>> {
  const states = await Promise.all(
    files.map((file) =>
      stat(file).then(
        ({ size, mtimeMs }) => ({ size, mtimeMs }),
        () => undefined,
      ),
    ),
  );
  return new Map(files.map((file, i) => [file, states[i]]));
}

/** The first file whose size or modification time is no longer the one given. */
async function firstChanged(before: ReadonlyMap<string, FileState>): Promise<string | undefined> {
  const now = await fileStates([...before.keys()]);
  return [...before].find(([file, state]) => !isDeepStrictEqual(state, now.get(file)))?.[0];
}

/**
 * The docs' first file saved after they were read, when any: a file saved while the server
 * (re)started reached neither the old watcher nor the new one, and one read while it was written
 * was read in part.
 */
async function savedSinceRead(docs: LoadedDocs | BrokenDocs): Promise<string | undefined> {
  for (const file of docs.watchFiles.filter((f) => f !== docs.restartSignal)) {
    if (((await stat(file).catch(() => undefined))?.mtimeMs ?? 0) > docs.readAt - fileClockLagMs) return relative(docs.dir, file);
  }
  return undefined;
}

/** How long docs read with errors wait for a save under way (`savedWithin`) before the server restarts to show the errors. */
const writeGraceMs = 300;

/** The docs' first file saved after they were read, when one is within `ms` from now. */
async function savedWithin(docs: LoadedDocs | BrokenDocs, ms: number): Promise<string | undefined> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return savedSinceRead(docs);
}

/**
 * Broken docs whose file was saved during the restart that read them restart again. Such as a
 * large spec written in two chunks, read half-written, whose second chunk, saved during that
 * restart, left the error on screen until the next save.
 */
async function restartIfSavedWhileReloading(docs: BrokenDocs, restart: Restarter): Promise<void> {
  const file = await savedSinceRead(docs);
  if (!file) return;
  await restart(`${file} changed while the site reloaded`);
  // Astro ignores the signal until the restart that runs this is over: signal again until a newer server is up.
  for (let tries = 0; tries < 50 && restart.current(); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (restart.current()) await restart.signal();
  }
}

/**
 * How far behind the clock a file's modification time may be: the kernel stamps writes with a
 * clock that moves in ticks. A save finishing just after the docs were read can carry a time a
 * little before it; one just before costs an extra reload, once.
 */
const fileClockLagMs = 50;

/** While the docs have errors, any saved, added or removed file of the docs folder (or spec) tries again. */
export function retryOnDocsChange(server: ViteDevServer, broken: BrokenDocs, logger: AstroIntegrationLogger): void {
  const restart = restarter(server, broken.restartSignal, logger);
  const inDocs = docsPath(broken);
  server.watcher.add([broken.dir, ...broken.watchFiles]);
  for (const event of ['add', 'unlink', 'change'] as const) {
    server.watcher.on(event, (file) => {
      const path = inDocs(file);
      if (path) void restart(`${path} changed`);
    });
  }
  void restartIfSavedWhileReloading(broken, restart);
}

/**
 * Touches the restart signal, which Astro watches. After a restart the previous server's watcher
 * may still report changes: only the latest server reacts, or one edit would restart twice.
 * A server is never restarted before Astro has created its app: closing it then cut the module
 * runner off mid-import ("Failed to create the dev server app: transport was disconnected", and
 * an unhandled rejection of the import still running).
 */
function restarter(server: ViteDevServer, restartSignal: string, logger: AstroIntegrationLogger): Restarter {
  const generation = ((globalThis as Record<symbol, number>)[watchGeneration] ?? 0) + 1;
  (globalThis as Record<symbol, number>)[watchGeneration] = generation;
  const current = () => (globalThis as Record<symbol, number>)[watchGeneration] === generation;
  const signal = async () => {
    await (server as unknown as Record<symbol, Promise<void> | undefined>)[astroAppReady];
    const now = new Date();
    await utimes(restartSignal, now, now);
  };
  // One save is several watcher events (an editor's temporary file added, renamed, removed): one restart.
  let pending = false;
  const restart = async (why: string) => {
    if (!current() || pending) return;
    pending = true;
    logger.info(`${why}: restarting the server`);
    await signal();
    setTimeout(() => (pending = false), 500).unref();
  };
  return Object.assign(restart, { current, signal });
}

/** Astro's promise, on its Vite server, that settles once the server's app is created (astro/dist/core/constants.js). */
const astroAppReady = Symbol.for('astro.devServerAppReady');

/** Restarts the server, saying why; `current`: whether this server is still the latest; `signal`: touches the restart signal again, silently. */
type Restarter = ((why: string) => Promise<void>) & { current: () => boolean; signal: () => Promise<void> };

/**
 * A file's path in the docs folder, or undefined for files of no concern: outside it (unless the
 * docs read it), the restart signal, dist, dot folders, node_modules.
 */
function docsPath(docs: LoadedDocs | BrokenDocs): (file: string) => string | undefined {
  return (file) => {
    const path = relative(docs.dir, file).replaceAll('\\', '/');
    if (file === docs.restartSignal) return undefined;
    // Read at each change: a reload replaces the list (reload-docs.ts).
    if (docs.watchFiles.includes(file)) return path;
    return path.startsWith('..') || /(^|\/)(node_modules|\.[^/]+)\//.test(path) || path.startsWith('dist/') ? undefined : path;
  };
}
