// quire dev's watcher is not handed the installed files Vite transforms (Astro's own, about 330 on
// the demo's first page), which it would ignore after compiling its ignore rules again for each;
// the rest reach it in one call per turn of the event loop, not one per file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as turn } from 'node:timers/promises';
import type { FSWatcher } from 'vite';
import { leaveInstalledFilesUnwatched } from '../src/integration/installed-files-unwatched.ts';

function recordingWatcher(): { watcher: FSWatcher; calls: string[][] } {
  const calls: string[][] = [];
  const watcher = {
    add(paths: string | readonly string[]) {
      calls.push(typeof paths === 'string' ? [paths] : [...paths]);
      return watcher;
    },
  } as unknown as FSWatcher;
  return { watcher, calls };
}

test('files under node_modules never reach the watcher; the docs and Quire sources outside node_modules do, in one call', async () => {
  const { watcher, calls } = recordingWatcher();
  leaveInstalledFilesUnwatched(watcher, () => false);
  watcher.add('/repo/node_modules/astro/dist/core/app/base.js');
  watcher.add(['/docs', '/docs/openapi.yaml', 'C:\\repo\\node_modules\\astro\\dist\\index.js']);
  watcher.add('/repo/packages/astro/src/layout/Layout.astro');
  await turn();
  watcher.add('/docs/index.mdx');
  await turn();
  assert.deepEqual(calls, [['/docs', '/docs/openapi.yaml', '/repo/packages/astro/src/layout/Layout.astro'], ['/docs/index.mdx']]);
});

test('a negated ignore pattern (a linked package watched on purpose) keeps every file going to the watcher', async () => {
  const { watcher, calls } = recordingWatcher();
  leaveInstalledFilesUnwatched(watcher, ['!**/node_modules/my-components/**']);
  watcher.add('/repo/node_modules/my-components/Card.astro');
  await turn();
  assert.deepEqual(calls, [['/repo/node_modules/my-components/Card.astro']]);
});
