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
