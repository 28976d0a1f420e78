// Issue 36: a site without an index page answers `/` with its first navigation page, as the
// hosted platform does; a site with one, or whose docs.json redirects `/`, keeps its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NavNode, Route } from '@quire/site';
import { siteRedirects } from '../src/integration/site-redirects.ts';
import { buildSite } from './build-site.ts';

const page = (slug: string): NavNode => ({ type: 'page', label: slug, slug, deprecated: false });
const nav: NavNode[] = [
  { type: 'division', division: 'tab', label: 'API', children: [{ type: 'group', label: 'G', children: [page('api/list')] }] },
  {
    type: 'division',
    division: 'tab',
    label: 'Guides',
    isDefault: true,
    children: [{ type: 'group', label: 'Start', children: [{ type: 'link', label: 'Out', href: 'https://example.com' }, page('guides/intro')] }],
  },
];
const routes = (...slugs: string[]) => slugs.map((slug) => ({ slug }) as Route);

test('without an index page, / goes to the first page of the navigation (its default division first)', () => {
  assert.deepEqual(siteRedirects(undefined, routes('api/list', 'guides/intro'), 'docs.json', nav).redirects, {
    '/': { status: 302, destination: '/guides/intro' },
  });
  assert.deepEqual(siteRedirects(undefined, routes('', 'guides/intro'), 'docs.json', nav).redirects, {}, 'an index page is /');
  const own = { redirects: [{ source: '/', destination: '/api/list', permanent: true }] } as never;
  assert.deepEqual(
    siteRedirects(own, routes('api/list'), 'docs.json', nav).redirects,
    { '/': { status: 301, destination: '/api/list' } },
    'docs.json says where / goes',
  );
});

test('a built site without an index page answers / with its first page', async () => {
  const site = await buildSite({
    'docs.json': JSON.stringify({ name: 'No index', navigation: { groups: [{ group: 'Start', pages: ['quickstart', 'setup'] }] } }),
    'quickstart.mdx': '---\ntitle: Quickstart\n---\nGo.\n',
    'setup.mdx': '---\ntitle: Setup\n---\nSet.\n',
  });
  assert.match(site.file('/index.html'), /url=\/quickstart\/?"|href="\/quickstart\/?"/);
});

test('a redirect pattern (/configuration/:slug* to /v4/configuration/:slug*) becomes one redirect per page its destination matches; a form not read, one matching nothing, or one to a single page is a warning', () => {
  const config = {
    redirects: [
      { source: '/configuration/:slug*', destination: '/v4/configuration/:slug*', permanent: true },
      { source: '/configuration/models', destination: '/v4/guides/models', permanent: false },
      { source: '/ref/:version/:page', destination: '/reference/:page/:version' },
      { source: '/articles/concepts-*', destination: '/concepts' },
      { source: '/gone/:slug*', destination: '/nowhere/:slug*' },
      { source: '/latest/:slug*', destination: '/v4/configuration' },
    ],
  } as never;
  const { redirects, patterns, diagnostics } = siteRedirects(
    config,
    routes(
      '',
      'v4/configuration/models',
      'v4/configuration/logging/levels',
      'v4/configuration',
      'configuration/kept',
      'v4/configuration/kept',
      'reference/users/v2',
    ),
    'docs.json',
  );
  // Every pattern is kept for Quire's servers, which match any path (_quire/redirects.json).
  assert.deepEqual(
    patterns.map((p) => `${p.source} ${p.destination} ${p.permanent}`),
    [
      '/configuration/:slug* /v4/configuration/:slug* true',
      '/ref/:version/:page /reference/:page/:version false',
      '/articles/concepts-* /concepts false',
      '/gone/:slug* /nowhere/:slug* false',
      '/latest/:slug* /v4/configuration false',
    ],
  );
  assert.deepEqual(redirects, {
    '/configuration/models': { status: 302, destination: '/v4/guides/models' },
    '/configuration/logging/levels': { status: 301, destination: '/v4/configuration/logging/levels' },
    '/configuration': { status: 301, destination: '/v4/configuration' },
    '/ref/v2/users': { status: 302, destination: '/reference/users/v2' },
  });
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.pointer, d.message]),
    [
      [
        'CONFIG_REDIRECT_PATTERN',
        '/redirects/3/source',
        'The redirect from /articles/concepts-* is a pattern Quire cannot write for a static site (it reads `:name` and `:name*` segments whose names the destination also has): it is left out.',
      ],
      [
        'CONFIG_REDIRECT_PATTERN',
        '/redirects/4/source',
        'The redirect from /gone/:slug* to /nowhere/:slug* matches no page of the site: no redirect is written for it.',
      ],
      [
        'CONFIG_REDIRECT_PATTERN',
        '/redirects/5/source',
        'The redirect from /latest/:slug* to /v4/configuration sends paths no page names to one place: a static host cannot follow it. quire serve and quire preview do (the build lists it in _quire/redirects.json); other hosts answer those paths with 404.',
      ],
    ],
  );
});

test("a built site answers an old path of a redirect pattern with a redirect to the page, and writes no folder named :slug*; a redirect from a page's own path wins over the page, as on the hosted platform", async () => {
  const site = await buildSite({
    'docs.json': JSON.stringify({
      name: 'Moved',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'v2/setup', 'cli/wakeup'] }] },
      redirects: [
        { source: '/beta/:slug*', destination: '/v2/:slug*' },
        { source: '/cli/wakeup/', destination: '/v2/setup' },
        { source: '/latest/api-ref/:slug*', destination: '/v2/setup', permanent: true },
      ],
    }),
    'index.mdx': '---\ntitle: Home\n---\nHi.\n',
    'v2/setup.mdx': '---\ntitle: Setup\n---\nSet.\n',
    'cli/wakeup.mdx': '---\ntitle: Wake up\n---\nThe page left behind.\n',
  });
  assert.match(site.file('/beta/setup/index.html'), /url=\/v2\/setup\/?"/);
  assert.equal(site.has('/beta/:slug*'), false);
  const wakeup = site.file('/cli/wakeup/index.html');
  assert.match(wakeup, /url=\/v2\/setup\/?"/);
  assert.doesNotMatch(wakeup, /left behind/);
  assert.doesNotMatch(site.file('/llms.txt'), /cli\/wakeup/, 'nor is it listed for AI tools');
  assert.equal(site.has('/cli/wakeup.md'), false, 'and it has no Markdown twin');
  // The patterns are listed for Quire's servers, which match any path (quire serve, quire preview),
  // their destinations written as the site's URLs.
  assert.deepEqual(JSON.parse(site.file('/_quire/redirects.json')), [
    { source: '/beta/:slug*', destination: '/v2/:slug*/', permanent: true },
    { source: '/latest/api-ref/:slug*', destination: '/v2/setup/', permanent: true },
  ]);
});
