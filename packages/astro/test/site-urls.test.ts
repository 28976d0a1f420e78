import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assetHref, fileHref, folderHref, pageHref, siteHref, slugOf, urlStyle } from '../src/data/site-urls.ts';
import { siteLinksIn } from '../src/data/content-links.ts';

const docs = urlStyle({ base: '/docs/', trailingSlash: 'ignore', build: { format: 'directory' } });
const bare = urlStyle({ base: '/docs', trailingSlash: 'never' });

describe('site URLs', () => {
  it('follow Astro: base with or without its slash, slash-ended pages unless trailingSlash is never or pages are .html files', () => {
    assert.deepEqual(docs, { base: '/docs', slash: true });
    assert.deepEqual(urlStyle({}), { base: '', slash: true });
    assert.deepEqual(urlStyle({ base: '/' }), { base: '', slash: true });
    assert.deepEqual(bare, { base: '/docs', slash: false });
    assert.deepEqual(urlStyle({ build: { format: 'file' } }), { base: '', slash: false });
    assert.deepEqual(urlStyle({ trailingSlash: 'always', build: { format: 'file' } }), { base: '', slash: true });
  });

  it('write pages, the home page, files and folders under the base', () => {
    assert.equal(pageHref(docs, 'guides/intro'), '/docs/guides/intro/');
    assert.equal(pageHref(docs, ''), '/docs/');
    assert.equal(pageHref(bare, 'guides/intro'), '/docs/guides/intro');
    assert.equal(pageHref(bare, ''), '/docs');
    assert.equal(pageHref(urlStyle({ trailingSlash: 'never' }), ''), '/');
    assert.equal(fileHref(docs, '_quire/sidebar/0.html'), '/docs/_quire/sidebar/0.html');
    assert.equal(folderHref(docs, 'pagefind'), '/docs/pagefind/');
    assert.equal(assetHref(docs, './images/logo.svg'), '/docs/images/logo.svg');
    assert.equal(assetHref(docs, '/images/logo.svg'), '/docs/images/logo.svg');
    assert.equal(assetHref(docs, 'https://cdn.example.com/logo.svg'), 'https://cdn.example.com/logo.svg');
  });

  it("write authors' site paths under the base and leave everything else as written", () => {
    assert.equal(siteHref(docs, '/quickstart'), '/docs/quickstart/');
    assert.equal(siteHref(docs, '/quickstart/#install'), '/docs/quickstart/#install');
    assert.equal(siteHref(bare, '/quickstart/?tab=npm'), '/docs/quickstart?tab=npm');
    assert.equal(siteHref(docs, '/openapi.json'), '/docs/openapi.json');
    assert.equal(siteHref(docs, '/'), '/docs/');
    for (const kept of ['https://example.com/x', '//cdn.example.com/x', '#anchor', '?q=1', 'relative/page', 'mailto:a@b.c'])
      assert.equal(siteHref(docs, kept), kept);
  });

  it('find the page of a path under the base, and none outside it', () => {
    assert.equal(slugOf(docs, '/docs/guides/intro/'), 'guides/intro');
    assert.equal(slugOf(docs, '/docs'), '');
    assert.equal(slugOf(docs, '/docsify/x'), undefined);
  });

  it("put the base on content links and images once, leaving Astro's bundled files and other sites alone", () => {
    const html =
      '<p><a href="/quickstart">Go</a> <a class="q-card" href="/guides/intro#x">Card</a> <img src="/images/a.png" alt=""> <img src="/docs/_astro/b.webp" alt=""> <a href="https://example.com/">out</a> <code>&lt;a href="/raw"&gt;</code></p>';
    assert.equal(
      siteLinksIn(html, docs),
      '<p><a href="/docs/quickstart/">Go</a> <a class="q-card" href="/docs/guides/intro/#x">Card</a> <img src="/docs/images/a.png" alt=""> <img src="/docs/_astro/b.webp" alt=""> <a href="https://example.com/">out</a> <code>&lt;a href="/raw"&gt;</code></p>',
    );
  });
});
