// quire dev's watcher leaves Quire's own data folders alone (their files are thousands Quire
// writes itself) and watches the rest of the docs, sibling folders of similar names included.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { underAny } from '../src/integration/under-any.ts';

test('a folder and what is inside it are ignored; a sibling whose name starts the same is not', () => {
  const ignored = underAny(['/docs/.quire/ab12/pages', '/docs/.quire/site/']);
  assert.equal(ignored('/docs/.quire/ab12/pages'), true);
  assert.equal(ignored('/docs/.quire/ab12/pages/7.json'), true);
  assert.equal(ignored('/docs/.quire/site/dist/index.html'), true);
  assert.equal(ignored('/docs/.quire/ab12/pages-old/7.json'), false);
  assert.equal(ignored('/docs/guides/pages.mdx'), false);
});

test('Windows folders match the forward-slashed paths the watcher hands over', () => {
  const ignored = underAny(['C:\\docs\\.quire\\ab12\\texts']);
  assert.equal(ignored('C:/docs/.quire/ab12/texts/index.md'), true);
  assert.equal(ignored('C:/docs/index.mdx'), false);
});
