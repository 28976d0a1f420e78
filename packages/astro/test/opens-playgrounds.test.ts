// A site where no page has a playground builds without the playgrounds' launcher and islands; an
// endpoint, channel or GraphQL operation page with one, an MDX page naming its operation too, brings them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSite } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';
import { hasPlayground } from '../src/data/site-data.ts';
import { buildSite } from './build-site.ts';

const spec = [
  'openapi: 3.1.0',
  'info: {title: Jobs, version: "1"}',
  'servers: [{url: "https://api.example.com"}]',
  'paths:',
  '  /jobs:',
  '    post:',
  '      operationId: createJob',
  '      summary: Create a job',
  '      responses: {"200": {description: Created}}',
].join('\n');

/** The page's own script (Astro's hashed `page.*.js`) and the names of the browser chunks built beside it. */
function browserCode(out: string, html: string): { script: string; chunks: string[] } {
  const src = /<script type="module" src="\/(_astro\/page\.[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(src, 'the page loads its script');
  return { script: readFileSync(join(out, src), 'utf8'), chunks: readdirSync(join(out, '_astro')) };
}

test('a site of guides only: its pages load no playground launcher, and no playground island is built', async () => {
  const site = await buildSite({
    'docs.json': JSON.stringify({ name: 'Guides', navigation: { pages: ['index'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
  });
  const { script, chunks } = browserCode(site.out, site.page('/'));
  assert.doesNotMatch(script, /data-playground-data/, 'the launcher looks for the "Try it" buttons');
  assert.match(script, /data-theme-toggle/, "the page's own script is still there");
  assert.deepEqual(
    chunks.filter((name) => /^(island|oauth-callback)\./.test(name)),
    [],
  );
});

test('an MDX page naming its operation (`openapi: POST /jobs`) in a site of guides: its page loads the launcher, and the islands are built', async () => {
  const site = await buildSite({
    'docs.json': JSON.stringify({ name: 'Jobs', navigation: { pages: ['index', 'create-job'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'create-job.mdx': '---\ntitle: Create a job\nopenapi: openapi.yaml POST /jobs\n---\n',
    'openapi.yaml': spec,
  });
  const page = site.page('/create-job');
  assert.match(page, /data-playground-data/, 'the page has its "Try it" button');
  const { script, chunks } = browserCode(site.out, page);
  assert.match(script, /data-playground-data/);
  assert.ok(
    chunks.some((name) => /^island\..+\.js$/.test(name)),
    `an island chunk among ${chunks.join(', ')}`,
  );
});

test('which sites open playgrounds: one with an endpoint page does; a site of guides, or one whose playground docs.json turns off, does not', async () => {
  const opens = async (files: Record<string, string>) => (await loadSite(await writeFiles(files))).manifest!.routes.some(hasPlayground);
  assert.equal(await opens({ 'docs.json': JSON.stringify({ name: 'Guides', navigation: { pages: ['index'] } }), 'index.mdx': '# Home\n' }), false);
  assert.equal(await opens({ 'docs.json': JSON.stringify({ name: 'Jobs', navigation: { openapi: 'openapi.yaml' } }), 'openapi.yaml': spec }), true);
  const off = { name: 'Jobs', api: { playground: { display: 'none' } }, navigation: { openapi: 'openapi.yaml' } };
  assert.equal(await opens({ 'docs.json': JSON.stringify(off), 'openapi.yaml': spec }), false);
});
