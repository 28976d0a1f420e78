// The parts of a rendered page the layout places itself: the views' titles make the selector.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewTitles } from '../src/components/page-parts.ts';

test("the views' titles, once each in order, as readers wrote them whatever the HTML's escaping or attribute order", () => {
  const body = [
    '<section class="q-view" data-view="R&#38;D"><p>One</p></section>',
    '<section data-view="&quot;Cloud&quot; &#x3C;EU&#x3E;" class="q-view" data-icon="cloud"><p>Two</p></section>',
    '<section class="q-view" data-view="R&amp;D"><p>Again</p></section>',
    '<p>class="q-view" data-view="not a view"</p>',
  ].join('');
  assert.deepEqual(viewTitles(body), ['R&D', '"Cloud" <EU>']);
  assert.deepEqual(viewTitles('<p>No views.</p>'), []);
});
