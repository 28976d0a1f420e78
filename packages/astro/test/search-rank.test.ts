import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankByTitle, titleTier } from '../src/scripts/search-rank.ts';

describe('search results ranked by title', () => {
  it('a title equal to the query comes before one that only contains its words', () => {
    const ranked = rankByTitle([{ title: "List an owner's pets" }, { title: 'Get a pet' }, { title: 'List pets' }], 'list pets');
    assert.deepEqual(ranked.map((r) => r.title), ['List pets', "List an owner's pets", 'Get a pet']);
  });

  it('words typed in part match the start of title words, ignoring case, accents and punctuation', () => {
    assert.equal(titleTier('Démarrage rapide', 'demarr'), 1);
    assert.equal(titleTier('Quickstart (v1)', 'quickstart v1'), 0);
    assert.equal(titleTier('Get inventory', 'invent'), 1);
    assert.equal(titleTier('Get inventory', 'ventory'), 2);
  });

  it('a deprecated page comes after the live pages of its tier, never before a better title', () => {
    const ranked = rankByTitle([{ title: 'Remove a pet', deprecated: true }, { title: 'Get a pet' }, { title: 'List pets' }, { title: 'Pet', deprecated: true }], 'pet');
    assert.deepEqual(ranked.map((r) => r.title), ['Pet', 'Get a pet', 'List pets', 'Remove a pet']);
  });

  it('keeps the search engine\'s order among pages of the same tier', () => {
    const ranked = rankByTitle([{ title: 'Pagination' }, { title: 'Webhooks' }, { title: 'Quickstart' }], 'cursor');
    assert.deepEqual(ranked.map((r) => r.title), ['Pagination', 'Webhooks', 'Quickstart']);
  });
});
