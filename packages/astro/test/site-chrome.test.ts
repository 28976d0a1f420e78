import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';

const bannerContent = 'Version 2 is **out**: [see what is new](/changelog), *today*. [Click](javascript:alert(1))';
const bannerKey = createHash('sha256').update(bannerContent).digest('hex').slice(0, 12);

/** One site with every part of the page around the content that docs.json configures. */
let site: BuiltSite;
before(async () => {
  site = await buildSite({
    'docs.json': JSON.stringify({
      name: 'Chrome Docs',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'changelog'] }] },
      navbar: {
        links: [
          { label: 'Blog', href: 'https://blog.example.com', icon: 'newspaper' },
          { type: 'github', href: 'https://github.com/example/chrome' },
        ],
        primary: { type: 'button', label: 'Sign up', href: 'https://app.example.com/signup' },
      },
      footer: {
        socials: { github: 'https://github.com/example', x: 'https://x.com/example' },
        links: [
          {
            header: 'Company',
            items: [
              { label: 'About', href: 'https://example.com/about' },
              { label: 'Changelog', href: '/changelog' },
            ],
          },
        ],
      },
      appearance: { default: 'dark', strict: true },
      banner: { content: bannerContent, dismissible: true },
      errors: { '404': { title: 'Lost in the docs', description: 'Try the [changelog](/changelog).\n\nOr write to [us](mailto:help@example.com).' } },
    }),
    'index.mdx': '---\ntitle: Welcome\n---\n\nWelcome text.\n',
    'changelog.mdx': '---\ntitle: Changelog\n---\n\nWhat changed.\n',
  });
});

describe('navbar', () => {
  it('navbar links show their text and icon; a GitHub link without a label shows the GitHub icon, named GitHub', () => {
    const navbar = section(site.page('/'), 'nav.navbar');
    assert.match(navbar, /aria-label="Site links"/);
    const blog = section(navbar, 'a.navbar-link[href="https://blog.example.com"]');
    assert.match(blog, /<svg class="q-icon"[^>]*aria-hidden="true"/, 'the newspaper icon');
    assert.equal(textOf(blog), 'Blog');
    const github = section(navbar, 'a.navbar-link[href="https://github.com/example/chrome"]');
    assert.match(github, /aria-label="GitHub"/);
    assert.match(github, /<svg class="q-icon"/);
    assert.equal(textOf(github), '', 'the icon stands alone');
  });

  it('the primary button is the last thing in the header bar', () => {
    const bar = section(site.page('/'), 'div.header-bar');
    assert.match(bar, /<a class="navbar-primary" href="https:\/\/app.example.com\/signup"[^>]*><span>Sign up<\/span><\/a>\s*<\/nav>\s*<\/div>$/);
  });
});

describe('footer', () => {
  it('social profiles are icons named after their platform, and link columns have their header', () => {
    const footer = section(site.page('/'), 'footer.site-footer');
    assert.match(footer, /<a href="https:\/\/github.com\/example" aria-label="GitHub"[^>]*><svg class="q-icon"/);
    assert.match(footer, /<a href="https:\/\/x.com\/example" aria-label="X"[^>]*><svg class="q-icon"/);
    assert.equal(textOf(section(footer, 'nav.footer-columns')), 'Company About Changelog');
    assert.match(footer, /<a href="\/changelog\/">Changelog<\/a>/);
    assert.match(footer, /Built with Quire/);
  });

  it('the footer comes after the page content, outside main', () => {
    const html = site.page('/changelog');
    assert.ok(html.indexOf('<footer class="site-footer"') > html.indexOf('</main>'));
  });
});

describe('appearance', () => {
  it('default "dark" starts readers in the dark theme, and strict ignores saved choices and drops the toggle', () => {
    const html = site.page('/');
    assert.match(html, /<html lang="en" data-theme="dark"/);
    assert.doesNotMatch(html, /data-theme-toggle/);
    assert.doesNotMatch(html, /quire-theme/, 'a saved theme is never read');
    assert.match(html, /var mode=saved==='dark'\|\|saved==='light'\?saved:'dark';/);
  });
});

describe('favicon', () => {
  it("a site whose docs.json names no favicon links Quire's default icon, published with the site, so no browser asks for /favicon.ico", () => {
    for (const path of ['/', '/changelog', '/404.html']) {
      const html = path.endsWith('.html') ? site.file(path) : site.page(path);
      const icons = [...section(html, 'head').matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g)];
      assert.equal(icons.length, 1, `${path} links one icon`);
      const href = icons[0]![1]!;
      assert.match(href, /^\/_astro\/default-favicon\.[\w-]+\.svg$/, `${path} links the default as a file, not inline`);
      assert.match(site.file(href), /^<svg /);
    }
  });
});

describe('banner', () => {
  it('the banner sits above the header, with its Markdown as HTML and no javascript: link', () => {
    const html = site.page('/');
    const banner = section(html, 'section.banner');
    assert.ok(html.indexOf('<section class="banner"') < html.indexOf('<header class="site-header"'));
    assert.match(banner, /aria-label="Announcement"/);
    assert.match(banner, /Version 2 is <strong>out<\/strong>: <a href="\/changelog\/">see what is new<\/a>, <em>today<\/em>\./);
    assert.doesNotMatch(banner, /href="javascript:/i);
    assert.equal((banner.match(/<a /g) ?? []).length, 1, 'only the safe link is a link');
  });

  it('a dismissible banner has a close button, and the head script hides it before paint once closed', () => {
    const html = site.page('/changelog');
    const banner = section(html, 'section.banner');
    assert.match(banner, new RegExp(`data-banner="${bannerKey}"`), 'keyed by a hash of the content');
    assert.match(banner, /<button class="banner-close" type="button" aria-label="Dismiss announcement" data-banner-close>/);
    const head = section(html, 'head');
    assert.ok(head.includes(`if (localStorage.getItem('quire-banner') === '${bannerKey}') root.classList.add('banner-dismissed');`));
  });
});

describe('404 page', () => {
  it('errors.404 gives the title and the description, whose links stay safe', () => {
    const html = site.file('/404.html');
    assert.match(html, /<title>Lost in the docs · Chrome Docs<\/title>/);
    assert.match(html, /<h1>\s*Lost in the docs/);
    assert.match(html, /<p>Try the <a href="\/changelog\/">changelog<\/a>\.<\/p>\s*<p>Or write to <a href="mailto:help@example.com">us<\/a>\.<\/p>/);
  });

  it('with redirect (on by default), the page sends readers home at once and says so with a link', () => {
    const html = site.file('/404.html');
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/">/);
    assert.match(textOf(section(html, 'div.prose')), /Taking you to the docs home/);
    assert.match(section(html, 'div.prose'), /<a href="\/">docs home<\/a>/);
    assert.match(html, /<meta name="robots" content="noindex">/);
  });
});
