// Where a spec's changelog page goes in the navigation: last in the tab's API group, after the
// groups when the spec's pages are spread over several, in each tab that holds them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NavNode, Route, SiteManifest } from '@quire/site';
import { addChangelogPages } from '../src/integration/changelog-pages.ts';

const page = (slug: string): NavNode => ({ type: 'page', label: slug, slug, deprecated: false });
const group = (label: string, children: NavNode[]): NavNode => ({ type: 'group', label, children });
const tab = (label: string, children: NavNode[]): NavNode => ({ type: 'division', division: 'tab', label, children });
const route = (slug: string, spec?: string): Route => ({
  slug,
  kind: spec ? 'operation' : 'mdx',
  source: spec ?? `${slug}.mdx`,
  title: slug,
  deprecated: false,
  hidden: false,
  metadata: {},
  ...(spec ? { operation: { spec, key: `GET /${slug}` } } : {}),
});
const manifest = (nav: NavNode[], routes: Route[]): SiteManifest => ({ routes, nav, global: [], hrefs: [], diagnostics: [] });
/** Each list of the tree as its labels. */
const labels = (nodes: NavNode[]): unknown[] => nodes.map((n) => ('children' in n ? { [n.label]: labels(n.children) } : n.label));

describe('changelog pages in the navigation', () => {
  it('a spec in one group of a tab gets a Changelog entry last in that group, and a route rendered by the page route', () => {
    const site = manifest(
      [tab('Guides', [group('Start', [page('intro')])]), tab('API', [group('Endpoints', [page('pets'), page('owners')])])],
      [route('intro'), route('pets', 'api.yaml'), route('owners', 'api.yaml')],
    );
    addChangelogPages(site, [{ spec: 'api.yaml', title: 'Pets' }]);
    assert.deepEqual(labels(site.nav), [{ Guides: [{ Start: ['intro'] }] }, { API: [{ Endpoints: ['pets', 'owners', 'Changelog'] }] }]);
    const changelog = site.routes.at(-1)!;
    assert.deepEqual(
      [changelog.slug, changelog.kind, changelog.source, changelog.title, changelog.hidden],
      ['changelog/api', 'changelog', 'api.yaml', 'Pets: changelog', false],
    );
  });

  it("a spec spread over several groups of a tab gets it after the last of them; each tab holding the spec's pages gets one", () => {
    const site = manifest(
      [tab('v2', [group('Pets', [page('pets')]), group('Models', [page('pet')]), group('More', [page('faq')])]), tab('v1', [page('old-pets')])],
      [route('pets', 'api.yaml'), route('pet', 'api.yaml'), route('faq'), route('old-pets', 'api.yaml')],
    );
    addChangelogPages(site, [{ spec: 'api.yaml', title: 'Pets' }]);
    assert.deepEqual(labels(site.nav), [{ v2: [{ Pets: ['pets'] }, { Models: ['pet'] }, 'Changelog', { More: ['faq'] }] }, { v1: ['old-pets', 'Changelog'] }]);
    assert.equal(site.routes.filter((r) => r.kind === 'changelog').length, 1, 'one page, however many tabs list it');
  });

  it("several specs' entries say whose changelog they are; an MDX page at the slug stays the author's", () => {
    const site = manifest([group('API', [page('pets'), page('store')])], [route('pets', 'pets.yaml'), route('store', 'store.yaml'), route('changelog/store')]);
    addChangelogPages(site, [
      { spec: 'pets.yaml', title: 'Pets' },
      { spec: 'store.yaml', title: 'Store' },
    ]);
    assert.deepEqual(labels(site.nav), [{ API: ['pets', 'store', 'Pets changelog'] }]);
    assert.equal(site.routes.find((r) => r.slug === 'changelog/store')!.kind, 'mdx');
  });
});
