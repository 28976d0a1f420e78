import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildSite } from './build-site.ts';

test('a build pre-bundles no dependency for a dev server: its project folder holds no Vite deps cache', async () => {
  const site = await buildSite({
    'docs.json': JSON.stringify({ name: 'Plain', navigation: { pages: ['index'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
  });
  assert.equal(site.has('/'), true);
  const vite = join(site.docs, '.quire', 'site', 'vite');
  const deps = join(vite, 'deps');
  assert.equal(existsSync(deps) ? readdirSync(deps).join(', ') : '', '');
});
