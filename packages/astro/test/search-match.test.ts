import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeVariant, correctedQuery, matchedWords, matchesQuery, wordsOfToken } from '../src/scripts/search-match.ts';
import { headingWords } from '../src/post-build/search-terms.ts';

describe('a search result matches the words typed, or close variants, never single letters', () => {
  it('a word absent from the site matches nothing Pagefind fell back to: "pagination" is not "-p" or "<p"', () => {
    // What Pagefind answered on Quire's docs: the longest start of the word it knew, one letter.
    const found = matchedWords({ raw_content: 'npx -p @quire/cli and &lt;p style', content: '', locations: [1, 4] });
    assert.deepEqual(found, ['p', 'p']);
    assert.equal(matchesQuery('pagination', found), false);
    assert.equal(matchesQuery('pagination', ['page', 'plain', 'navigation']), false, 'other words, even two typos away');
  });

  it('the start of a word, its stem and its inflections match', () => {
    assert.ok(closeVariant('upd', 'updates'), 'a word being typed');
    assert.ok(closeVariant('running', 'run'), 'the stem Pagefind searched');
    assert.ok(closeVariant('pagination', 'paginated'));
    assert.ok(closeVariant('installa', 'instal'));
    assert.equal(closeVariant('petstore', 'pet'), false, 'a short word inside a longer one is another word');
    assert.equal(closeVariant('orchid', 'or'), false);
    assert.equal(closeVariant('authentication', 'authorization'), false);
  });

  it('a typo in a long word matches, a typo in a short one or in the first letter does not', () => {
    assert.ok(closeVariant('stauts', 'status'), 'two letters swapped');
    assert.ok(closeVariant('webhok', 'webhooks'), 'a letter left out, the word not finished');
    assert.ok(closeVariant('authentcation', 'authentication'));
    assert.equal(closeVariant('pets', 'pots'), false, 'four letters: no typo allowed');
    assert.equal(closeVariant('pagination', 'navigation'), false, 'the first letter is never a typo');
  });

  it('every word of three letters or more must match; shorter ones only when nothing longer was typed', () => {
    assert.ok(matchesQuery('Trigger an update', ['trigger', 'update']));
    assert.equal(matchesQuery('trigger pagination', ['trigger']), false);
    assert.ok(matchesQuery('v1', ['v1']));
  });

  it('a compound word matches by its parts: petUpdates for "upd", &lt;p for nothing but p', () => {
    assert.deepEqual(wordsOfToken('petUpdates:'), ['petupdates', 'pet', 'updates']);
    assert.deepEqual(wordsOfToken('&lt;p'), ['p']);
  });
});

describe('a mistyped word is corrected to a title or heading word', () => {
  const vocabulary = headingWords(
    '<title>Get update status — Docs</title><main><h1>Get update <code>status</code></h1><h2 id="x">Webhooks</h2><p>pagination</p></main>',
  );

  it('the vocabulary is the words of titles and headings of five letters or more, not the prose', () => {
    assert.deepEqual(vocabulary.sort(), ['status', 'update', 'webhooks']);
  });

  it('the closest word within the typos allowed replaces the mistyped one; known words stay', () => {
    assert.equal(correctedQuery('update stauts', vocabulary), 'update status');
    assert.equal(correctedQuery('webhok', vocabulary), 'webhooks');
    assert.equal(correctedQuery('update', vocabulary), undefined, 'nothing to correct');
    assert.equal(correctedQuery('pagination', vocabulary), undefined, 'nothing near enough');
  });
});
