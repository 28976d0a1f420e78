// quire dev's watcher is not handed the installed files Vite transforms (Astro's own, about 330 on
// the demo's first page): it would ignore them, after compiling its ignore rules again for each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FSWatcher } from 'vite';
import { leaveInstalledFilesUnwatched } from '../src/integration/installed-files-unwatched.ts';

function recordingWatcher(): { watcher: FSWatcher; added: string[] } {
  const added: string[] = [];
  const watcher = {
    add(paths: string | readonly string[]) {
      added.push(...(typeof paths === 'string' ? [paths] : paths));
      return watcher;
    },
  } as unknown as FSWatcher;
  return { watcher, added };
}

test('files under node_modules never reach the watcher; the docs and Quire sources outside node_modules do', () => {
  const { watcher, added } = recordingWatcher();
  leaveInstalledFilesUnwatched(watcher, () => false);
  watcher.add('/repo/node_modules/astro/dist/core/app/base.js');
  watcher.add(['/docs', '/docs/openapi.yaml', 'C:\\repo\\node_modules\\astro\\dist\\index.js']);
  watcher.add('/repo/packages/astro/src/layout/Layout.astro');
  assert.deepEqual(added, ['/docs', '/docs/openapi.yaml', '/repo/packages/astro/src/layout/Layout.astro']);
});

test('a negated ignore pattern (a linked package watched on purpose) keeps every file going to the watcher', () => {
  const { watcher, added } = recordingWatcher();
  leaveInstalledFilesUnwatched(watcher, ['!**/node_modules/my-components/**']);
  watcher.add('/repo/node_modules/my-components/Card.astro');
  assert.deepEqual(added, ['/repo/node_modules/my-components/Card.astro']);
});
