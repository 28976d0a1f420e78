import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slugify } from '@quire/site';
import { page, petsSpec, resolve } from './site-fixture.ts';

describe('slugs', () => {
  it('are readable: folder, tag, then operationId', () => {
    const manifest = resolve({ openapi: { source: 'openapi.yaml', directory: 'reference/v1' } });
    const slugs = manifest.routes.filter((r) => r.kind === 'operation').map((r) => r.slug);
    assert.deepEqual(slugs, [
      'reference/v1/pets/list-pets',
      'reference/v1/pets/create-pet',
      'reference/v1/pets/get-pet',
      'reference/v1/pets/delete-a-pet',
      'reference/v1/stores/list-stores',
      'reference/v1/get-health',
    ]);
  });

  it('are stable: the same input gives the same slugs', () => {
    const a = resolve({ openapi: 'openapi.yaml' }).routes.map((r) => r.slug);
    const b = resolve({ openapi: 'openapi.yaml' }).routes.map((r) => r.slug);
    assert.deepEqual(a, b);
  });

  it('are unique: colliding operations get -2, -3', () => {
    const spec = petsSpec('openapi.yaml', {
      paths: {
        '/a': { get: { summary: 'Same', responses: {} } },
        '/b': { get: { summary: 'Same', responses: {} } },
        '/c': { get: { summary: 'Same', responses: {} } },
      },
    });
    const slugs = resolve({ openapi: 'openapi.yaml' }, { specs: { 'openapi.yaml': spec } })
      .routes.filter((r) => r.kind === 'operation')
      .map((r) => r.slug);
    assert.deepEqual(slugs, ['api-reference/same', 'api-reference/same-2', 'api-reference/same-3']);
  });

  it('can never escape the output folder', () => {
    const spec = petsSpec('openapi.yaml', { tags: [], paths: { '/x': { get: { operationId: '../../etc/passwd', tags: ['../..'], responses: {} } } } });
    const manifest = resolve({ openapi: { source: 'openapi.yaml', directory: '../../outside' } }, { specs: { 'openapi.yaml': spec } });
    for (const route of manifest.routes) {
      assert.doesNotMatch(route.slug, /\.\.|^\/|\/\//, route.slug);
      assert.match(route.slug, /^outside\//);
    }
    assert.equal(slugify('Ünïcödé & <script>'), 'unicode-script');
  });

  it('MDX pages keep their file path; index is the folder', () => {
    const manifest = resolve(
      { pages: ['index', 'guides/index', 'guides/setup'] },
      { mdx: [page('index.mdx'), page('guides/index.mdx'), page('guides/setup.md')] },
    );
    assert.deepEqual(
      manifest.routes.filter((r) => r.kind === 'mdx').map((r) => [r.slug, r.hidden]),
      [
        ['', false],
        ['guides', false],
        ['guides/setup', false],
      ],
    );
  });
});
