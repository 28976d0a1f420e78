// docs.json redirect patterns as Quire's servers match them (quire serve, quire preview): any path,
// not only the old paths of the site's pages that a static build writes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redirectFor } from '../src/navigation/redirect-patterns.ts';

test('a path is sent where the first pattern matching it says, its parameters filled in', () => {
  const patterns = [
    { source: '/beta/:slug*', destination: '/v2/:slug*', permanent: true },
    { source: '/ref/:version/:page', destination: '/reference/:page/:version/' },
    { source: '/latest/api-ref/:slug*', destination: '/v3/api-ref/python#top' },
    { source: '/u/:id', destination: 'https://accounts.example.com/users/:id?from=docs' },
    { source: '/beta/:rest*', destination: '/never' },
  ];
  assert.deepEqual(redirectFor(patterns, '/beta/guides/setup'), { location: '/v2/guides/setup', permanent: true });
  assert.deepEqual(redirectFor(patterns, '/beta'), { location: '/v2', permanent: true }, ':slug* also matches nothing');
  assert.deepEqual(redirectFor(patterns, '/ref/v1/users'), { location: '/reference/users/v1/', permanent: false });
  assert.equal(redirectFor(patterns, '/ref/v1/users/extra'), undefined, ':name is one segment');
  assert.equal(redirectFor(patterns, '/latest/api-ref/prefect/flows')?.location, '/v3/api-ref/python#top');
  assert.equal(redirectFor(patterns, '/u/42')?.location, 'https://accounts.example.com/users/42?from=docs');
  assert.equal(redirectFor(patterns, '/other'), undefined);
});

test('what a path puts into the location is URL-encoded: a line break or a quote stays in the path', () => {
  const location = redirectFor([{ source: '/old/:slug*', destination: '/new/:slug*' }], '/old/a\r\nSet-Cookie: x="1"/b c')?.location;
  assert.equal(location, '/new/a%0D%0ASet-Cookie%3A%20x%3D%221%22/b%20c');
});

test('a pattern with two rest parameters is a form not read: matching a long path against it would backtrack for seconds', () => {
  const patterns = [{ source: '/:a*/:b*/:c*/:d*/x', destination: '/y' }];
  assert.equal(redirectFor(patterns, '/a/b/x'), undefined, 'not even a short path matches it');
  assert.equal(redirectFor([{ source: '/docs/:slug*/edit', destination: '/edit/:slug*' }], '/docs/a/b/edit')?.location, '/edit/a/b');
});
