import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchablePart } from '../src/post-build/index-for-search.ts';

test('the search indexer reads the html tag, the title and the main element, not the chrome around them', () => {
  const page =
    '<!DOCTYPE html><html lang="fr" data-theme="light"><head><title>Chats · Docs</title><style>x</style></head><body><nav id="sidebar">Sidebar words</nav><main id="content" data-pagefind-body><h1>Chats</h1><p>Miaou</p></main><footer>Footer</footer></body></html>';
  assert.equal(
    searchablePart(page),
    '<!doctype html><html lang="fr" data-theme="light"><head><title>Chats · Docs</title></head><body><main id="content" data-pagefind-body><h1>Chats</h1><p>Miaou</p></main></body></html>',
  );
});

test('a page of another shape is given whole', () => {
  const noBody = '<html><body><main><p>x</p></main></body></html>';
  const markerInText = '<html><body><main id="a"><p> data-pagefind-body</p></main></body></html>';
  assert.equal(searchablePart(noBody), noBody);
  assert.equal(searchablePart(markerInText), markerInText);
});

test('the examples column, which search ignores, is not handed to it', () => {
  const page =
    '<html lang="en"><head><title>T</title></head><body><main data-pagefind-body><h1>Get a pet</h1><aside class="reference-aside" data-pagefind-ignore><pre>{"id": 1}</pre><aside>nested</aside></aside><p>After</p><aside class="note">Kept</aside></main></body></html>';
  assert.equal(
    searchablePart(page),
    '<!doctype html><html lang="en"><head><title>T</title></head><body><main data-pagefind-body><h1>Get a pet</h1><p>After</p><aside class="note">Kept</aside></main></body></html>',
  );
});
