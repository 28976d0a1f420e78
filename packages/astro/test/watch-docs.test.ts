// Dev reloads when a docs file was saved while the server was restarting: such a save reaches no
// watcher (the old one is closed, the new one not yet open), so the new server looks once.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { utimesSync } from 'node:fs';
import { stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { retryOnDocsChange, watchDocs } from '../src/integration/watch-docs.ts';
import type { BrokenDocs, LoadedDocs } from '../src/integration/load-docs.ts';
import type { ReloadResult } from '../src/integration/reload-docs.ts';
import { inheritanceInput } from '../src/integration/inherited-imports.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as AstroIntegrationLogger;
const fakeServer = () => ({ watcher: Object.assign(new EventEmitter(), { add: () => {} }), config: { server: {} } }) as unknown as ViteDevServer;

async function brokenDocs(readAgo: number): Promise<{ broken: BrokenDocs; signalTime: () => Promise<number> }> {
  const dir = await writeFiles({ 'api.json': '{"openapi": "3.1.0", "info": {', 'restart-signal': '' });
  const spec = join(dir, 'api.json');
  const restartSignal = join(dir, 'restart-signal');
  const past = new Date(Date.now() - 60_000);
  await utimes(restartSignal, past, past);
  // The spec was saved (its second half) `readAgo` ms after the docs were read.
  const saved = new Date(Date.now() - 30_000);
  await utimes(spec, saved, saved);
  const broken = {
    dir,
    error: new Error('Invalid JSON') as BrokenDocs['error'],
    watchFiles: [spec, restartSignal],
    readAt: saved.getTime() - readAgo,
    restartSignal,
  };
  return { broken, signalTime: async () => (await stat(restartSignal)).mtimeMs };
}

test('broken docs whose spec was saved again during the restart that read it half-written reload at once', async () => {
  const { broken, signalTime } = await brokenDocs(500);
  const before = await signalTime();
  retryOnDocsChange(fakeServer(), broken, quiet);
  const deadline = Date.now() + 5_000;
  while ((await signalTime()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  assert.ok((await signalTime()) > before, 'the restart signal was touched');
});

test('broken docs read after their last save wait for the next save', async () => {
  const { broken, signalTime } = await brokenDocs(-500);
  const before = await signalTime();
  retryOnDocsChange(fakeServer(), broken, quiet);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await signalTime(), before);
});

test('docs.json read while its save was under way (emptied, then written) is read again once the write lands, without a restart', async () => {
  const dir = await writeFiles({ 'docs.json': '', 'restart-signal': '' });
  const docsJson = join(dir, 'docs.json');
  const restartSignal = join(dir, 'restart-signal');
  const past = new Date(Date.now() - 60_000);
  await utimes(restartSignal, past, past);
  await utimes(docsJson, past, past);
  const docs = { dir, watchFiles: [docsJson, restartSignal], restartSignal, readAt: Date.now(), site: { mdx: [] } } as unknown as LoadedDocs;
  const results: ReloadResult[] = [];
  const reload = async (): Promise<ReloadResult> => {
    if (results.length) return results[results.push({ reloaded: 5 }) - 1]!;
    // The first read finds the file emptied; the editor's write lands a moment after the read.
    // (At once when its timer fires, which is always before the server's wait of 300 ms ends.)
    setTimeout(() => utimesSync(docsJson, new Date(), new Date()), 100);
    return results[results.push({ restart: 'docs.json is empty', broken: { ...docs, error: new Error('empty') } as unknown as BrokenDocs }) - 1]!;
  };
  const server = fakeServer();
  const before = (await stat(restartSignal)).mtimeMs;
  watchDocs(server, docs, quiet, reload);
  server.watcher.emit('change', docsJson);
  const deadline = Date.now() + 5_000;
  while (results.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(results.at(-1), { reloaded: 5 }, 'the docs were read again');
  assert.equal((await stat(restartSignal)).mtimeMs, before, 'and the server was not restarted');
});

/** A docs folder with one page, `notes.md`, last saved a minute ago, served by a dev server whose reload runs `during` as it reads. */
async function servedPage(
  during: (reads: number, notes: string) => Promise<void> | void,
): Promise<{ notes: string; reads: () => number; tellOfSave: () => void }> {
  const dir = await writeFiles({ 'notes.md': 'Some notes.', 'restart-signal': '' });
  const notes = join(dir, 'notes.md');
  const restartSignal = join(dir, 'restart-signal');
  const past = new Date(Date.now() - 60_000);
  for (const file of [notes, restartSignal]) await utimes(file, past, past);
  const docs = { dir, watchFiles: [restartSignal], restartSignal, readAt: past.getTime(), site: { mdx: [{ path: 'notes.md' }] } } as unknown as LoadedDocs;
  let reads = 0;
  const reload = async (): Promise<ReloadResult> => {
    docs.readAt = Date.now();
    await during(++reads, notes);
    return { reloaded: 5 };
  };
  const server = fakeServer();
  watchDocs(server, docs, quiet, reload);
  return { notes, reads: () => reads, tellOfSave: () => server.watcher.emit('change', notes) };
}

const settled = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The page's reads once `expected` have happened (or 5 s passed) and a moment more brought none. */
async function readsSettled(page: { reads: () => number }, expected: number): Promise<number> {
  const deadline = Date.now() + 5_000;
  while (page.reads() < expected && Date.now() < deadline) await settled(20);
  await settled(400);
  return page.reads();
}

test('a page whose save (emptied, then written) lands while a reload reads it is read again, though the watcher told of the emptying alone', async () => {
  const page = await servedPage(async (reads, notes) => {
    // The first read finds the page emptied; the editor's write lands before the read ends.
    if (reads === 1) {
      await writeFile(notes, '');
      await settled(10);
      await writeFile(notes, 'It takes <5 minutes.');
    }
  });
  page.tellOfSave();
  assert.equal(await readsSettled(page, 2), 2, 'read once more, and only once');
});

test('a page whose write lands just after a quick reload, too soon for the watcher to tell of it, is read again', async () => {
  const page = await servedPage((reads, notes) => {
    if (reads === 1) setTimeout(() => utimesSync(notes, new Date(), new Date()), 20);
  });
  page.tellOfSave();
  assert.equal(await readsSettled(page, 2), 2);
});

test('a page saved before the reload reads it is read once', async () => {
  const page = await servedPage(() => settled(30));
  await writeFile(page.notes, 'It takes <5 minutes.');
  page.tellOfSave();
  assert.equal(await readsSettled(page, 1), 1);
});

test('a snippet edit reads the docs again only when it changes what the snippet takes from the page including it', async () => {
  const dir = await writeFiles({ 'snippets/part.mdx': 'A part.\n', 'restart-signal': '' });
  const part = join(dir, 'snippets/part.mdx');
  const restartSignal = join(dir, 'restart-signal');
  const docs = {
    dir,
    watchFiles: [restartSignal],
    restartSignal,
    readAt: Date.now(),
    site: { mdx: [] },
    inheritanceInputs: new Map([[part, inheritanceInput('A part.\n')]]),
  } as unknown as LoadedDocs;
  let reads = 0;
  const server = fakeServer();
  watchDocs(server, docs, quiet, async () => ({ reloaded: ++reads }));
  await writeFile(part, 'A part, in other words.\n');
  server.watcher.emit('change', part);
  assert.equal(await readsSettled({ reads: () => reads }, 0), 0, 'a change of its prose is a hot reload of its module');
  await writeFile(part, 'A part.\n\n<Shelf />\n');
  server.watcher.emit('change', part);
  assert.equal(await readsSettled({ reads: () => reads }, 1), 1, 'a component it now shows may be one its includer imports');
});
