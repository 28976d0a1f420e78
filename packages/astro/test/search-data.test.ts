import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { searchData, searchIndexFolders, searchType } from '../src/data/search-data.ts';
import type { Switcher } from '../src/data/navigation.ts';

const tabs = (current: string): Switcher => ({
  division: 'tab',
  items: ['Guides', 'Hosting API'].map((label) => ({ label, href: '/', current: label === current })),
});

describe('search data of a page', () => {
  it("every page searches every index: the one of no version first, then each version's", () => {
    // Quire's docs: the Guides tab has no version, the Hosting API tab is "v1"; hidden pages are in no index.
    const routes = [{ version: 'v1', hidden: false }, { hidden: false }, { version: 'v1', hidden: false }, { version: 'v0', hidden: true }];
    assert.deepEqual(searchIndexFolders(routes), ['pagefind', 'pagefind/version-v1']);
    assert.deepEqual(
      searchIndexFolders([
        { version: 'v2', hidden: false },
        { version: 'v1', hidden: false },
      ]),
      ['pagefind/version-v2', 'pagefind/version-v1'],
    );
  });

  it('a page is filtered by its section, type and version, and the results show its section and version', () => {
    const endpoint = searchData([tabs('Hosting API')], ['Updates'], {
      version: 'v1',
      deprecated: false,
      operation: { spec: 'hosting.yaml', key: 'POST /project/update/{projectId}' },
    });
    assert.equal(endpoint['data-pagefind-filter'], 'section[data-search-section], type[data-search-type], version[data-search-version]');
    assert.equal(endpoint['data-search-section'], 'Hosting API');
    assert.equal(endpoint['data-search-type'], 'Endpoints');
    assert.equal(endpoint['data-search-version'], 'v1');
    assert.match(endpoint['data-pagefind-meta']!, /section\[data-search-section\].*version\[data-search-version\]/);
    const guide = searchData([tabs('Guides')], ['Get started'], { deprecated: false });
    assert.equal(guide['data-pagefind-filter'], 'section[data-search-section], type[data-search-type]', 'no version, no version filter');
  });

  it('the type names what the page documents, whatever its route kind', () => {
    assert.equal(searchType({}), 'Guides');
    assert.equal(searchType({ operation: { spec: 's', key: 'GET /pets' } }), 'Endpoints');
    assert.equal(searchType({ operation: { spec: 's', key: 'webhook petAdopted' } }), 'Webhooks');
    assert.equal(searchType({ channel: { spec: 'a', id: 'chat' } }), 'Channels');
    assert.equal(searchType({ schema: { spec: 's', name: 'Pet' } }), 'Schemas');
  });

  it("a spec's changelog page is of its own type, Changelog, in the tab that lists it, not among the guides", () => {
    const changelog = searchData([tabs('Hosting API')], [], { deprecated: false, kind: 'changelog' });
    assert.equal(changelog['data-search-type'], 'Changelog');
    assert.equal(changelog['data-search-section'], 'Hosting API');
    assert.equal(searchType({ kind: 'mdx' }), 'Guides');
  });
});
