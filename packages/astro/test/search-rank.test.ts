import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankByTitle, scopeTier, titleTier } from '../src/scripts/search-rank.ts';

describe('search results ranked by title', () => {
  it('a title equal to the query comes before one that only contains its words', () => {
    const ranked = rankByTitle([{ title: "List an owner's pets" }, { title: 'Get a pet' }, { title: 'List pets' }], 'list pets');
    assert.deepEqual(
      ranked.map((r) => r.title),
      ['List pets', "List an owner's pets", 'Get a pet'],
    );
  });

  it('words typed in part match the start of title words, ignoring case, accents and punctuation', () => {
    assert.equal(titleTier('Démarrage rapide', 'demarr'), 1);
    assert.equal(titleTier('Quickstart (v1)', 'quickstart v1'), 0);
    assert.equal(titleTier('Get inventory', 'invent'), 1);
    assert.equal(titleTier('Get inventory', 'ventory'), 2);
  });

  it('a deprecated page comes after the live pages of its tier, never before a better title', () => {
    const ranked = rankByTitle(
      [{ title: 'Remove a pet', deprecated: true }, { title: 'Get a pet' }, { title: 'List pets' }, { title: 'Pet', deprecated: true }],
      'pet',
    );
    assert.deepEqual(
      ranked.map((r) => r.title),
      ['Pet', 'Get a pet', 'List pets', 'Remove a pet'],
    );
  });

  it("keeps the search engine's order among pages of the same tier", () => {
    const ranked = rankByTitle([{ title: 'Pagination' }, { title: 'Webhooks' }, { title: 'Quickstart' }], 'cursor');
    assert.deepEqual(
      ranked.map((r) => r.title),
      ['Pagination', 'Webhooks', 'Quickstart'],
    );
  });

  it("among equal titles, the reader's tab comes first, then the rest of their version, then other versions", () => {
    const pages = [
      { title: 'Versions', section: 'Guides', version: 'v1' },
      { title: 'Trigger an update', section: 'Hosting API', version: 'v1' },
      { title: 'Hosting service', section: 'Guides' },
      { title: 'Updates', section: 'Guides', version: 'v2' },
    ];
    // From Quire's docs' Guides tab (no version): a versioned tab's page is no other version.
    assert.deepEqual(
      rankByTitle(pages, 'trigger', { section: 'Guides' }).map((p) => p.title),
      ['Trigger an update', 'Versions', 'Hosting service', 'Updates'],
    );
    assert.deepEqual(
      rankByTitle(pages, 'cursor', { section: 'Hosting API', version: 'v1' }).map((p) => p.title),
      ['Trigger an update', 'Versions', 'Hosting service', 'Updates'],
    );
    assert.deepEqual(
      rankByTitle(pages, 'cursor', { section: 'Guides', version: 'v2' }).map((p) => p.title),
      ['Hosting service', 'Updates', 'Versions', 'Trigger an update'],
    );
  });

  it('a page of no version belongs to every version; a page of another version comes last', () => {
    assert.equal(scopeTier({ section: 'Guides' }, { section: 'Guides', version: 'v2' }), 0);
    assert.equal(scopeTier({ section: 'API', version: 'v1' }, { section: 'Guides' }), 1);
    assert.equal(scopeTier({ section: 'Guides', version: 'v1' }, { section: 'Guides', version: 'v2' }), 2);
  });
});
