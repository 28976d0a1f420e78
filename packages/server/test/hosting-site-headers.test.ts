// A hosted site's security headers: a Content-Security-Policy, framing refused unless the operator
// allows an origin, and a Referrer-Policy; on every kind of answer. That the demo's own pages live
// with the policy in Chromium is e2e/hosting-csp.spec.ts, on the demo build the e2e suite shares.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import { createSiteHandler } from '../src/hosting/site-handler.ts';
import { parseFrameAncestors, siteHeaders } from '../src/hosting/site-headers.ts';
import { publishSite, tempSitesDir } from './hosting-helpers.ts';
import { listen, rawRequest } from './http-helpers.ts';

const sitesDir = tempSitesDir();
publishSite(sitesDir, 'acme', 'v1', { 'index.html': '<h1>Acme</h1>', '_astro/app.1a2b3c.js': 'console.log(1)', '404.html': '<h1>No such page</h1>' });
const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test' }));
const onAcme = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  rawRequest(base, path, { ...options, headers: { host: 'acme.quire.test', ...options.headers } });

test('every answer of a site says what its pages may load, that no site may frame them, and what referrers go out', async () => {
  const page = await onAcme('/');
  const answers = {
    page,
    asset: await onAcme('/_astro/app.1a2b3c.js'),
    notFound: await onAcme('/nope'),
    notModified: await onAcme('/', { headers: { 'if-none-match': String(page.headers.etag) } }),
    put: await onAcme('/', { method: 'PUT' }),
    noSite: await rawRequest(base, '/', { headers: { host: 'ghost.quire.test' } }),
  };
  assert.deepEqual(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status])), {
    page: 200,
    asset: 200,
    notFound: 404,
    notModified: 304,
    put: 405,
    noSite: 404,
  });
  for (const [name, answer] of Object.entries(answers)) {
    const csp = String(answer.headers['content-security-policy']);
    assert.match(csp, /(^|; )frame-ancestors 'none'$/, name);
    assert.match(csp, /(^|; )script-src 'self' /, name);
    assert.match(csp, /(^|; )object-src 'none'(;|$)/, name);
    assert.match(csp, /(^|; )base-uri 'self'(;|$)/, name);
    assert.equal(answer.headers['x-frame-options'], 'DENY', name);
    assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', name);
  }
});

test('an operator may let chosen origins frame the sites (quire serve --frame-ancestors)', async () => {
  const portal = parseFrameAncestors('self, https://portal.example.com');
  assert.deepEqual(portal, { ok: true, value: ["'self'", 'https://portal.example.com'] });
  const framed = await listen(
    createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test', frameAncestors: portal.ok ? portal.value : [] }),
  );
  const answer = await rawRequest(framed, '/', { headers: { host: 'acme.quire.test' } });
  assert.match(String(answer.headers['content-security-policy']), /; frame-ancestors 'self' https:\/\/portal\.example\.com$/);
  assert.equal(answer.headers['x-frame-options'], undefined, 'X-Frame-Options cannot name another origin: left to the CSP');
  assert.equal(siteHeaders(["'self'"])['x-frame-options'], 'SAMEORIGIN');
  assert.deepEqual(parseFrameAncestors('none'), { ok: true, value: ["'none'"] });
  assert.deepEqual(parseFrameAncestors('https://*.Example.com:8443'), { ok: true, value: ['https://*.example.com:8443'] });
  for (const wrong of ['', 'none,self', 'portal.example.com', 'https://portal.example.com/embed', 'https://x.com; script-src *', '*']) {
    const parsed = parseFrameAncestors(wrong);
    assert.ok(!parsed.ok && /^takes none, self, or the origins that may frame the sites/.test(parsed.message), wrong);
  }
});
