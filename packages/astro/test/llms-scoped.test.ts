// llms.txt scoped per URL segment: /api-reference/llms.txt lists that section's pages only.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { loadSite } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';
import { llmsTxt, scopedIndexes } from '../src/ai/llms-txt.ts';

test('each first URL segment gets an index of its own pages, under the groups that hold them', async () => {
  const dir = await writeFiles({
    'docs.json': JSON.stringify({
      name: 'Acme',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', 'guides/install', 'api-reference/intro'] },
          { group: 'Endpoints', pages: ['api-reference/users', 'api-reference/teams'] },
          { group: 'Guides', pages: ['guides/deploy'] },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n',
    'guides/install.mdx': '---\ntitle: Install\n---\n',
    'guides/deploy.mdx': '---\ntitle: Deploy\n---\n',
    'api-reference/intro.mdx': '---\ntitle: API intro\ndescription: How the API works.\n---\n',
    'api-reference/users.mdx': '---\ntitle: Users\n---\n',
    'api-reference/teams.mdx': '---\ntitle: Teams\n---\n',
  });
  const { manifest } = await loadSite(dir);
  const scoped = scopedIndexes(manifest!.nav, manifest!.routes);
  assert.deepEqual(scoped.map((s) => s.segment).sort(), ['api-reference', 'guides']);
  const api = scoped.find((s) => s.segment === 'api-reference')!;
  const text = llmsTxt('Acme: api-reference', undefined, api.nav, api.routes, (slug) => `/${slug}.md`);
  assert.equal(
    text,
    [
      '# Acme: api-reference',
      '',
      '## Start',
      '',
      '- [API intro](/api-reference/intro.md): How the API works.',
      '',
      '## Endpoints',
      '',
      '- [Users](/api-reference/users.md)',
      '- [Teams](/api-reference/teams.md)',
      '',
    ].join('\n'),
  );
});
