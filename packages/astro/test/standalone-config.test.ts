// A bare docs folder's Astro project (<docs>/.quire/site) resolves Astro's runtime and Quire's
// packages through a link to Quire's install: a folder the repo itself holds there must not stand in.
import assert from 'node:assert/strict';
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { standaloneConfig, standaloneProject } from '../src/standalone-config.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

test("a node_modules folder the docs repo holds in .quire/site is replaced by the link to Quire's install", async () => {
  const docs = await writeFiles({
    'docs.json': '{"name": "Planted", "navigation": {"pages": ["index"]}}',
    'index.mdx': '# Home\n',
    '.quire/site/node_modules/@quire/site/package.json': '{"name": "@quire/site", "main": "planted.js"}',
    '.quire/site/node_modules/@quire/site/planted.js': 'throw new Error("planted");\n',
  });
  standaloneConfig({ docs, command: 'build' });
  const link = join(standaloneProject(docs, 'build'), 'node_modules');
  assert.ok(lstatSync(link).isSymbolicLink(), 'a link, not the folder the repo held');
  const installed = dirname(dirname(fileURLToPath(import.meta.resolve('astro/package.json'))));
  assert.equal(realpathSync(link), realpathSync(installed));
});
