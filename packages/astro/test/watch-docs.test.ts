// Dev reloads when a docs file was saved while the server was restarting: such a save reaches no
// watcher (the old one is closed, the new one not yet open), so the new server looks once.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { utimesSync } from 'node:fs';
import { stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AstroIntegrationLogger } from 'astro';
import type { ViteDevServer } from 'vite';
import { retryOnDocsChange, watchDocs } from '../src/integration/watch-docs.ts';
import type { BrokenDocs, LoadedDocs } from '../src/integration/load-docs.ts';
import type { ReloadResult } from '../src/integration/reload-docs.ts';
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
