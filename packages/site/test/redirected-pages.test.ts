import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocsConfig } from '@quire/config';
import { resolveNavigation } from '@quire/site';
import { page } from './site-fixture.ts';

test("a redirect from a page's own path wins over the page: the page is not published, with a warning at the redirect", () => {
  const config = {
    name: 'Moved',
    navigation: { pages: ['index', 'cli/unarchive'] },
    redirects: [
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
      { source: '/cli/wakeup/', destination: '/cli/unarchive' },
      { source: '/gone', destination: '/' },
    ],
  } as unknown as DocsConfig;
  const manifest = resolveNavigation({
    config,
    specs: new Map(),
    mdx: [
      page('index.mdx', { title: 'Home' }),
      page('cli/unarchive.mdx', { title: 'Unarchive' }),
      page('cli/wakeup.mdx', { title: 'Wake up' }),
      page('beta/x.mdx'),
    ],
  });
  assert.deepEqual(
    manifest.routes.map((r) => r.slug),
    ['', 'cli/unarchive', 'beta/x'],
    'a pattern leaves pages be; a path with no page is nothing to say',
  );
  assert.deepEqual(
    manifest.diagnostics.map((d) => [d.code, d.severity, d.file, d.pointer, d.message]),
    [
      [
        'CONFIG_REDIRECT_OVER_PAGE',
        'warning',
        'docs.json',
        '/redirects/1/source',
        'The page /cli/wakeup (cli/wakeup.mdx) is not published: docs.json redirects its path to /cli/unarchive.',
      ],
    ],
  );
});
