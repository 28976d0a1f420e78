// The hosted platform's ignore file (.mintignore, .gitignore patterns): what it matches is no
// page, no spec and no file of the site, and a navigation entry naming such a page is dropped
// with the warning of a page that does not exist.
import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { listDocsFiles, loadSite, readMdxPages } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';

const ignoreFile = ['# Not for readers', 'AGENTS.md', 'drafts/', 'internal/*', '!internal/public.mdx', 'tools/**/*.json', ''].join('\n');

describe('the docs folder’s ignore file', () => {
  it('leaves out a file, a folder and what a pattern matches, and keeps what a negation brings back', async () => {
    const dir = await writeFiles({
      '.mintignore': ignoreFile,
      'index.mdx': '# Home\n',
      'AGENTS.md': '# Notes for coding agents\n',
      'guides/AGENTS.md': '# Also ignored: a pattern without a slash matches at any depth\n',
      'drafts/next.mdx': '# Draft\n',
      'drafts/img/shot.png': 'png',
      'internal/roadmap.mdx': '# Roadmap\n',
      'internal/public.mdx': '# Public\n',
      'tools/scripts/fixtures/openapi.json': '{}',
      'images/logo.png': 'png',
    });
    assert.deepEqual(
      (await readMdxPages(dir)).pages.map((p) => p.path),
      ['index.mdx', 'internal/public.mdx'],
    );
    assert.deepEqual(await listDocsFiles(dir, '**/*.{png,json}'), ['images/logo.png']);
  });

  it('without an ignore file (or with an empty one) every docs file is kept', async () => {
    const files = { 'index.mdx': '# Home\n', 'drafts/next.mdx': '# Draft\n' };
    for (const dir of [await writeFiles(files), await writeFiles({ ...files, '.mintignore': '\n# nothing\n' })]) {
      assert.deepEqual(await listDocsFiles(dir, '**/*.mdx'), ['drafts/next.mdx', 'index.mdx']);
    }
  });

  it('an entry naming an ignored page is a warning and the navigation leaves it out', async () => {
    const dir = await writeFiles({
      '.mintignore': ignoreFile,
      'docs.json': JSON.stringify({ name: 'Ignored', navigation: { pages: ['index', 'drafts/next'] } }),
      'index.mdx': '---\ntitle: Home\n---\n',
      'drafts/next.mdx': '---\ntitle: Next\n---\n',
    });
    const site = await loadSite(dir);
    assert.deepEqual(
      site.manifest!.routes.map((r) => r.source),
      ['index.mdx'],
    );
    assert.deepEqual(
      site.diagnostics.map((d) => [d.code, d.severity, relative(dir, d.file!), d.line]),
      [['NAV_PAGE_NOT_FOUND', 'warning', 'docs.json', 1]],
    );
  });

  it('an ignored OpenAPI file is not found as the spec of a page that names an operation alone', async () => {
    const spec = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Tools', version: '1' },
      paths: { '/pets': { get: { responses: { '200': { description: 'OK' } } } } },
    });
    const dir = await writeFiles({
      '.mintignore': ignoreFile,
      'docs.json': JSON.stringify({ name: 'Ignored', navigation: { pages: ['pets'] } }),
      'pets.mdx': '---\nopenapi: GET /pets\n---\n',
      'tools/fixtures/openapi.json': spec,
    });
    const site = await loadSite(dir);
    assert.deepEqual([...site.specs.keys()], []);
    assert.deepEqual(
      site.diagnostics.map((d) => [d.code, relative(dir, d.file!)]),
      [['NAV_NO_DEFAULT_SPEC', 'pets.mdx']],
    );
  });

  it('a hostile ignore file is read as tenant content: a link to a device or a host file is not followed, a huge file is read only so far', async () => {
    const files = { 'index.mdx': '# Home\n', 'drafts/next.mdx': '# Draft\n' };
    // A link to an endless device: followed, the listing would read until memory ran out.
    const toDevice = await writeFiles(files);
    symlinkSync('/dev/zero', join(toDevice, '.mintignore'));
    assert.deepEqual(await listDocsFiles(toDevice, '**/*.mdx'), ['drafts/next.mdx', 'index.mdx']);
    // A link to a file elsewhere is not read for patterns either.
    const outside = await writeFiles({ 'patterns.txt': 'drafts/\n' });
    const toHost = await writeFiles(files);
    symlinkSync(join(outside, 'patterns.txt'), join(toHost, '.mintignore'));
    assert.deepEqual(await listDocsFiles(toHost, '**/*.mdx'), ['drafts/next.mdx', 'index.mdx']);
    // Patterns past the first 256 KB are not read: the file's head still applies.
    const huge = await writeFiles({ ...files, '.mintignore': `drafts/\n${'#'.repeat(300 * 1024)}\nindex.mdx\n` });
    assert.deepEqual(await listDocsFiles(huge, '**/*.mdx'), ['index.mdx']);
  });
});
