import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exactly, inside, startingWith } from '../src/integration/hook-filters.ts';

describe('hook filters', () => {
  it('exactly matches one virtual module id, its special characters taken literally', () => {
    const { id } = exactly('\0virtual:quire/relay-targets');
    assert.equal(id.test('\0virtual:quire/relay-targets'), true);
    assert.equal(id.test('\0virtual:quire/relay-targets?x'), false);
    assert.equal(id.test('virtual:quire/relay-targets'), false);
    assert.equal(exactly('a.b').id.test('aXb'), false);
  });

  it('exactly and startingWith take several ids, any of which matches', () => {
    const { id } = exactly('\0virtual:quire/mermaid', 'mermaid');
    assert.deepEqual(
      ['\0virtual:quire/mermaid', 'mermaid', 'mermaid-x', 'x-mermaid'].map((x) => id.test(x)),
      [true, true, false, false],
    );
    const prefixes = startingWith('\0virtual:quire/', '\0quire:jsx-runtime:').id;
    assert.deepEqual(
      ['\0virtual:quire/site', '\0quire:jsx-runtime:/docs/a.mdx', 'virtual:quire/site', '/docs/\0virtual:quire/x'].map((x) => prefixes.test(x)),
      [true, true, false, false],
    );
  });

  it('inside matches the modules of the folders given, with queries, and not a folder whose name starts alike', () => {
    const { id } = inside('/work/docs (v2)/', '/work/.quire/c86aaa7e9c');
    assert.equal(id.test('/work/docs (v2)/guide.mdx'), true);
    assert.equal(id.test('/work/docs (v2)/snippets/card.jsx?astro&type=script'), true);
    assert.equal(id.test('/work/.quire/c86aaa7e9c/islands/card.jsx'), true);
    assert.equal(id.test('/work/docs (v2)-old/guide.mdx'), false);
    assert.equal(id.test('/work/docs/guide.mdx'), false);
  });
});
