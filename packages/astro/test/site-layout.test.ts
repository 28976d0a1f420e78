import { strict as assert } from 'node:assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';
import { rulesSite } from './fixtures.ts';

let site: BuiltSite;
before(async () => {
  site = await buildSite(rulesSite, { site: 'https://docs.rules.test' });
});

describe('the layout of every page', () => {
  it('the header shows the logo for each theme, linked home, and the tabs and global anchors', () => {
    const header = section(site.page('/guides/intro'), 'header.site-header');
    assert.match(
      header,
      /<a class="brand" href="\/"><img class="logo logo-light" src="\/logo\/light.svg" alt="Rules Docs"><img class="logo logo-dark" src="\/logo\/dark.svg"/,
    );
    const tabs = textOf(section(header, 'nav.tabs'));
    assert.equal(tabs, 'Guides Pets Store Status (opens in a new tab)', 'a global anchor to another site says it opens a new tab');
    assert.match(header, /<a href="\/" aria-current="page"><span>Guides<\/span><\/a>/);
  });

  it('the sidebar shows the current tab only, with nested groups that open around the current page', () => {
    const sidebar = section(site.page('/guides/intro'), 'nav#sidebar');
    assert.match(
      sidebar,
      /<details open><summary>Start<svg class="chevron" [^>]*aria-hidden="true"[^>]*>.*?<\/svg><\/summary>/,
      'the group of the current page is open, with its chevron',
    );
    assert.match(sidebar, /<a href="\/guides\/intro\/" aria-current="page">Introduction<\/a>/);
    assert.doesNotMatch(sidebar, /List pets/, 'pages of other tabs are not in this sidebar');
  });

  it('without docs.json fonts, text is set in the bundled variable font: its Latin file is built and preloaded', () => {
    const head = section(site.page('/guides/intro'), 'head');
    const preload = /<link rel="preload" href="(\/_astro\/inter-latin-wght-normal\.[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(head);
    assert.ok(preload, 'the head preloads the Latin subset of the bundled font');
    assert.ok(site.has(preload[1]!), 'the preloaded file is in the build');
    const files = readdirSync(join(site.out, '_astro'));
    assert.equal(files.filter((name) => /^inter-latin-wght-normal\./.test(name)).length, 1, 'the preload and the @font-face rule name the same file');
    const css = files
      .filter((name) => name.endsWith('.css'))
      .map((name) => site.file(`/_astro/${name}`))
      .join('\n');
    assert.match(css, /--font:\s*"Inter Variable",/);
    const latinFace = /@font-face\s*\{[^}]*url\(\/_astro\/inter-latin-wght-normal\.[^}]*\}/.exec(css)?.[0] ?? '';
    assert.match(latinFace, /font-family:\s*"?Inter Variable"?/);
    assert.match(latinFace, /font-display:\s*swap/, 'text shows at once in a fallback font while the file loads');
  });

  it('endpoint entries in the sidebar carry their method badge', () => {
    const sidebar = section(site.page('/api-reference/pets/list-pets'), 'nav#sidebar');
    assert.match(sidebar, /<span class="method method-get">GET<\/span>List pets/);
    assert.match(sidebar, /<span class="method method-webhook" title="WEBHOOK">HOOK<\/span>Pet adopted/);
  });

  it('a table of contents lists the headings of the page', () => {
    const toc = section(site.page('/guides/intro'), 'nav.toc');
    assert.match(toc, /<li class="depth-2"><a href="#first-steps">First steps<\/a><\/li>/);
    assert.match(toc, /<li class="depth-3"><a href="#details">Details<\/a><\/li>/);
  });

  it('previous and next links follow the reading order of the section', () => {
    const nav = section(site.page('/guides/intro'), 'nav.prev-next');
    assert.match(nav, /<a class="prev" href="\/" rel="prev"><span>Previous<\/span>Welcome<\/a>/);
    assert.doesNotMatch(nav, /rel="next"/, 'the last page of a tab has no next page');
  });

  it('the brand colors of docs.json set the accent of the light and dark themes', () => {
    const html = site.page('/');
    assert.match(html, /:root\{--accent:#0E7C66;--accent-strong:#0A5A4A;\}:root\[data-theme=dark\]\{--accent:#3CC6A5;/);
    assert.match(html, /localStorage\.getItem\('quire-theme'\)/, 'the saved theme applies before the first paint');
  });

  it('canonical URL, description and Open Graph tags come from frontmatter and the site URL', () => {
    const html = site.page('/guides/intro');
    assert.match(html, /<link rel="canonical" href="https:\/\/docs.rules.test\/guides\/intro\/">/);
    assert.match(html, /<meta name="description" content="What the API does.">/);
    assert.match(html, /<meta property="og:title" content="Introduction">/);
    assert.match(html, /<meta property="og:image" content="https:\/\/img.test\/intro.png">/);
    assert.match(html, /<meta property="og:site_name" content="Rules docs site">/, 'seo.metatags apply to every page');
    assert.match(html, /<title>Introduction · Rules Docs<\/title>/);
  });

  it('reference pages whose spec gives no description get one that says what the page is, for search engines', () => {
    assert.match(
      site.page('/api-reference/pets/create-pet'),
      /<meta name="description" content="POST \/pets in the Pets API, with its parameters, responses and code samples.">/,
    );
    assert.match(site.page('/models/pet'), /<meta name="description" content="The Pet object of the Pets API: its fields and an example.">/);
    assert.doesNotMatch(site.page('/models/pet'), /<p class="page-description">/, 'the page itself shows no made-up lead');
    assert.match(
      site.page('/api-reference/pets/list-pets'),
      /<meta name="description" content="Returns every pet in the store.">/,
      "the spec's own description wins",
    );
  });

  it('code blocks are highlighted at build time', () => {
    const pre = section(site.page('/guides/intro'), 'pre');
    assert.match(pre, /class="astro-code/);
    assert.match(pre, /style="color:/);
  });

  it('a snippet imported from /snippets renders inside the page', () => {
    assert.match(site.page('/guides/intro'), /Hello from a <strong>snippet<\/strong>\./);
  });
});

describe('site files', () => {
  it('a 404 page exists and is not indexed', () => {
    const html = site.file('/404.html');
    assert.match(html, /Page not found/);
    assert.match(html, /<meta name="robots" content="noindex">/);
  });

  it("redirects of docs.json send readers of the old path to the new one, with the site's icon so no browser asks for /favicon.ico", () => {
    const html = site.page('/old/intro');
    assert.match(html, /http-equiv="refresh" content="0;url=\/guides\/intro\/"/);
    const icons = (page: string) => page.match(/<link rel="icon"[^>]*>/g) ?? [];
    assert.ok(icons(html).length > 0, 'the redirect page links an icon');
    assert.deepEqual(icons(html), icons(site.file('/404.html')), 'the same icons as every page of the site');
  });

  it('sitemap.xml lists the navigable pages, not hidden ones', () => {
    const xml = site.file('/sitemap.xml');
    assert.match(xml, /<loc>https:\/\/docs.rules.test\/guides\/intro\/<\/loc>/);
    assert.match(xml, /<loc>https:\/\/docs.rules.test\/api-reference\/pets\/list-pets\/<\/loc>/);
    assert.doesNotMatch(xml, /cancel-order/);
  });

  it("the docs repo's images are published at the same paths", () => {
    assert.match(site.file('/logo/light.svg'), /<svg/);
    assert.match(site.file('/favicon.svg'), /<svg/);
  });

  it("docs.json's favicon replaces Quire's default icon", () => {
    const head = section(site.page('/guides/intro'), 'head');
    assert.match(head, /<link rel="icon" href="\/favicon.svg" media="\(prefers-color-scheme: light\)">/);
    assert.doesNotMatch(head, /default-favicon/);
  });

  it('the search index covers the pages: their title and content, not the chrome around them', () => {
    assert.ok(site.has('/pagefind/pagefind.js'));
    // One index for the pages of no version, one per version.
    const folders = [
      '/pagefind',
      ...readdirSync(join(site.out, 'pagefind'))
        .filter((name) => name.startsWith('version-'))
        .map((name) => `/pagefind/${name}`),
    ];
    assert.ok(folders.length > 1, 'the fixture has versions');
    const pages = folders.reduce((sum, folder) => {
      const entry = JSON.parse(site.file(`${folder}/pagefind-entry.json`)) as { languages: Record<string, { page_count: number }> };
      return sum + Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
    }, 0);
    assert.equal(pages, 12, 'every page in the navigation; hidden pages and the 404 page stay out');
    const page = site.page('/api-reference/pets/list-pets');
    assert.match(page, /<main id="content" data-pagefind-body data-search-section="Pets" /);
    assert.match(
      page,
      /<div class="endpoint-line" data-pagefind-ignore data-search-method="GET" data-search-path="\/pets"/,
      'the method and path are result data, not text',
    );
  });
});

describe('texts for AI tools', () => {
  it('/llms.txt lists every page of the navigation with its description, linking to Markdown twins', () => {
    const text = site.file('/llms.txt');
    assert.ok(text.startsWith('# Rules Docs\n\n> Docs that exercise every navigation rule.'));
    assert.match(text, /- \[Introduction\]\(https:\/\/docs.rules.test\/guides\/intro.md\): What the API does\./);
    assert.match(text, /- \[List pets\]\(https:\/\/docs.rules.test\/api-reference\/pets\/list-pets.md\): Returns every pet in the store\./);
  });

  it('a page has a Markdown twin at <page>.md with its text, without frontmatter or imports', () => {
    const twin = site.file('/guides/intro.md');
    assert.ok(twin.startsWith('# Introduction\n\n> What the API does.'));
    assert.match(twin, /## First steps/);
    assert.doesNotMatch(twin, /^import /m);
    assert.doesNotMatch(twin, /og:image/);
  });

  it("an endpoint's twin carries its operation as a trimmed OpenAPI document", () => {
    const twin = site.file('/api-reference/pets/get-pet.md');
    assert.match(twin, /```yaml\nopenapi: 3\.1\.0/);
    assert.match(twin, /paths:\n {2}\/pets\/\{id\}:\n {4}get:/);
    assert.match(twin, /components:\n {2}schemas:\n {4}Pet:/, 'the schemas it uses come along');
    assert.doesNotMatch(twin, /\/pets\/\{id\}\/photos|listPets/, 'other operations are left out');
  });

  it("/llms-full.txt holds every page's text in reading order", () => {
    const full = site.file('/llms-full.txt');
    const intro = full.indexOf('# Introduction');
    const pets = full.indexOf('# List pets');
    assert.ok(intro > 0 && pets > intro);
  });
});
