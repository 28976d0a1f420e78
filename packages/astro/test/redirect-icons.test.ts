// The pages Astro writes for docs.json's redirects link the site's icons, as its other pages do.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { giveRedirectPagesIcons } from '../src/post-build/redirect-icons.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

const redirect = '<!doctype html><title>Redirecting to: /new/</title><meta http-equiv="refresh" content="0;url=/new/"><body><a href="/new/">/new/</a></body>';

test("a redirect page gets every icon link of the site's 404 page, whatever their attribute order", async () => {
  const out = await writeFiles({
    '404.html':
      '<!doctype html><html><head><title>Not found</title><link rel="icon" href="/icon.svg" type="image/svg+xml"><link href="/icon.png" sizes="32x32" rel="icon"><link rel="stylesheet" href="/s.css"></head><body></body></html>',
    'old/index.html': redirect,
    'page/index.html': '<!doctype html><html><head><title>A page</title></head><body>Kept as it is.</body></html>',
  });
  await giveRedirectPagesIcons(out, ['/old', '/page']);
  assert.equal(
    readFileSync(join(out, 'old/index.html'), 'utf8'),
    redirect.replace('</title>', '</title><link rel="icon" href="/icon.svg" type="image/svg+xml"><link href="/icon.png" sizes="32x32" rel="icon">'),
  );
  assert.doesNotMatch(readFileSync(join(out, 'page/index.html'), 'utf8'), /icon/, 'a page of the site a redirect shadows keeps its head');
});

test('the home page, a redirect to the first page on a site without an index page, gets the icon links too', async () => {
  const out = await writeFiles({
    '404.html': '<!doctype html><html><head><title>Not found</title><link rel="icon" href="/icon.svg"></head><body></body></html>',
    'index.html': redirect,
  });
  await giveRedirectPagesIcons(out, ['/']);
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), redirect.replace('</title>', '</title><link rel="icon" href="/icon.svg">'));
});
