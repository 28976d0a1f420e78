// Frontmatter and x-docs.metadata are read through one schema: a field of the wrong type is
// reported at its line and read as unset, and the rest of the page's metadata still applies.
import assert from 'node:assert/strict';
import { relative } from 'node:path';
import { describe, it } from 'node:test';
import { loadSite } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';

const spec = (metadata: Record<string, unknown>) =>
  JSON.stringify(
    {
      openapi: '3.1.0',
      info: { title: 'Jobs', version: '1' },
      paths: { '/jobs': { get: { summary: 'List jobs', 'x-docs': { metadata }, responses: { '200': { description: 'The jobs.' } } } } },
    },
    null,
    2,
  );

describe('page metadata', () => {
  it('a flag written as a quoted "true" or "false" (`noindex: "true"`) means what it says, without a warning', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { pages: ['intro', 'plans'] } }),
      'intro.mdx': '---\ntitle: Intro\nnoindex: "true"\ndeprecated: \'false\'\n---\n# Hi\n',
      'plans.mdx': '---\ntitle: Plans\nhidden: "True"\n---\n# Plans\n',
    });
    const site = await loadSite(dir);
    const intro = site.manifest!.routes.find((r) => r.source === 'intro.mdx')!;
    assert.equal(intro.metadata.noindex, true);
    assert.equal(intro.deprecated, false);
    assert.deepEqual(
      site.diagnostics.map((d) => [d.code, relative(dir, d.file!), d.message]),
      [['PAGE_METADATA_FIELD', 'plans.mdx', '`hidden` must be `true` or `false`, not the string "True". The page is built as if it were not set.']],
    );
  });

  it('a field written without a value (`description:`) is unset, as a blank one is: no warning, no meta tag', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { pages: ['intro'] } }),
      'intro.mdx': '---\ntitle: Intro\ndescription:\nsidebarTitle:\nhidden:\nog:image:\n---\n# Hi\n',
    });
    const site = await loadSite(dir);
    const route = site.manifest!.routes.find((r) => r.source === 'intro.mdx')!;
    assert.equal(route.title, 'Intro');
    assert.equal(route.metadata.description, undefined);
    assert.equal('og:image' in route.metadata, false);
    assert.deepEqual(site.diagnostics, []);
  });

  it('a frontmatter field of the wrong type is named with its line, and the page keeps its other fields', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { pages: ['intro'] } }),
      'intro.mdx': '---\ntitle: Intro\ndeprecated: "yes"\nplayground: full\nog:image: /a.png\n---\n# Hi\n',
    });
    const site = await loadSite(dir);
    const route = site.manifest!.routes.find((r) => r.source === 'intro.mdx')!;
    assert.equal(route.title, 'Intro');
    assert.equal(route.deprecated, false);
    assert.equal(route.metadata['og:image'], '/a.png');
    assert.deepEqual(
      site.diagnostics.map((d) => [d.code, d.severity, relative(dir, d.file!), d.line, d.message]),
      [
        [
          'PAGE_METADATA_FIELD',
          'warning',
          'intro.mdx',
          3,
          '`deprecated` must be `true` or `false`, not the string "yes". The page is built as if it were not set.',
        ],
        [
          'PAGE_METADATA_FIELD',
          'warning',
          'intro.mdx',
          4,
          '`playground` must be `interactive`, `simple` or `none`, not the string "full". The page is built as if it were not set.',
        ],
      ],
    );
  });

  it('a page mode the platform names is read; another is a warning at its line and the page takes the default layout', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Modes', navigation: { pages: ['landing', 'changelog', 'odd'] } }),
      'landing.mdx': '---\ntitle: Landing\nmode: custom\n---\n',
      'changelog.mdx': '---\ntitle: Changelog\nmode: "center"\n---\n',
      'odd.mdx': '---\ntitle: Odd\nmode: fullscreen\n---\n',
    });
    const site = await loadSite(dir);
    assert.deepEqual(
      site.manifest!.routes.map((r) => [r.slug, r.metadata.mode]),
      [
        ['changelog', 'center'],
        ['landing', 'custom'],
        ['odd', undefined],
      ],
    );
    assert.deepEqual(
      site.diagnostics.map((d) => [d.code, d.severity, relative(dir, d.file!), d.line, d.message]),
      [
        [
          'PAGE_METADATA_FIELD',
          'warning',
          'odd.mdx',
          3,
          '`mode` must be `default`, `wide`, `custom`, `frame` or `center`, not the string "fullscreen". The page is built as if it were not set.',
        ],
      ],
    );
  });

  it('numbers are text, and blank text is unset', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Years', navigation: { pages: ['2024', 'blank'] } }),
      '2024.mdx': '---\ntitle: 2024\nsidebarTitle: "  Twenty  "\n---\n',
      'blank.mdx': '---\ntitle: "   "\n---\n',
    });
    const site = await loadSite(dir);
    assert.deepEqual(site.diagnostics, []);
    const routes = site.manifest!.routes;
    assert.deepEqual([routes.find((r) => r.slug === '2024')?.title, routes.find((r) => r.slug === '2024')?.sidebarTitle], ['2024', 'Twenty']);
    assert.equal(routes.find((r) => r.slug === 'blank')?.title, 'Blank');
  });

  it('x-docs.metadata is read through the same schema, its problems named in the spec', async () => {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Jobs', navigation: { openapi: 'openapi.json', pages: ['GET /jobs'] } }),
      'openapi.json': spec({ title: 'All jobs', hidden: 'no' }),
    });
    const site = await loadSite(dir);
    const route = site.manifest!.routes.find((r) => r.kind === 'operation')!;
    assert.equal(route.title, 'All jobs');
    assert.equal(route.hidden, false);
    assert.deepEqual(
      site.diagnostics.map((d) => [d.code, relative(dir, d.file!), d.pointer, d.line]),
      [['PAGE_METADATA_FIELD', 'openapi.json', '/paths/~1jobs/get/x-docs/metadata/hidden', 14]],
    );
  });
});
