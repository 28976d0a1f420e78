import { strict as assert } from 'node:assert';
import { before, describe, it } from 'node:test';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';

const page = (title: string) => `---\ntitle: ${title}\n---\n\n${title} text.\n`;

/** 4 tags of 50 operations: a section too large to inline whole in every page. */
function largeSpec(): string {
  const paths: Record<string, unknown> = {};
  for (const tag of ['alpha', 'beta', 'gamma', 'delta']) {
    for (let i = 0; i < 50; i++) {
      paths[`/${tag}/${i}`] = { get: { tags: [tag], operationId: `${tag}${i}`, summary: `${tag} item ${i}`, responses: { 200: { description: 'OK' } } } };
    }
  }
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'Large', version: '1' }, servers: [{ url: 'https://large.test' }], paths });
}

let site: BuiltSite;
let large: BuiltSite;
before(async () => {
  site = await buildSite({
    'docs.json': JSON.stringify({
      name: 'Switchers',
      navigation: {
        languages: [
          {
            language: 'en',
            versions: [
              { version: 'v2', default: true, groups: [{ group: 'Start', pages: ['en/v2/index', 'en/v2/next'] }] },
              { version: 'v1', groups: [{ group: 'Start', pages: ['en/v1/index'] }] },
            ],
          },
          { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] },
        ],
      },
    }),
    'en/v2/index.mdx': page('Welcome v2'),
    'en/v2/next.mdx': page('Next steps'),
    'en/v1/index.mdx': page('Welcome v1'),
    'fr/index.mdx': page('Bienvenue'),
    'en/v1/legacy/old-page.mdx': page('An unlisted page'),
  });
  large = await buildSite({ 'docs.json': JSON.stringify({ name: 'Large', navigation: { openapi: 'large.json' } }), 'large.json': largeSpec() });
});

describe('versions and languages', () => {
  it("a version switcher lists the versions, marks the current one and leads to each version's first page", () => {
    const menu = section(site.page('/en/v2'), 'details.switcher[data-division="version"]');
    assert.match(menu, /<summary[^>]*>v2<\/summary>/);
    assert.match(menu, /<a href="\/en\/v2\/" aria-current="true">v2<\/a>/);
    assert.match(menu, /<a href="\/en\/v1\/">v1<\/a>/);
    assert.match(section(site.page('/en/v1'), 'details.switcher[data-division="version"]'), /<summary[^>]*>v1<\/summary>/);
  });

  it('each version has its own sidebar', () => {
    assert.match(textOf(section(site.page('/en/v2'), 'nav#sidebar')), /Welcome v2 Next steps/);
    assert.doesNotMatch(textOf(section(site.page('/en/v1'), 'nav#sidebar')), /Next steps/);
  });

  it('a page the navigation does not list shows the version and language of the listed pages beside it', () => {
    const html = site.page('/en/v1/legacy/old-page');
    assert.match(section(html, 'details.switcher[data-division="version"]'), /<summary[^>]*>v1<\/summary>/, 'not the default version v2');
    assert.match(textOf(section(html, 'nav#sidebar')), /Welcome v1/, "v1's sidebar");
  });

  it('a language switcher names each language and the page declares its language', () => {
    const menu = section(site.page('/fr'), 'details.switcher[data-division="language"]');
    assert.match(menu, /<a href="\/en\/v2\/" lang="en">English<\/a>/);
    assert.match(menu, /<a href="\/fr\/" aria-current="true" lang="fr">français<\/a>/);
    assert.match(site.page('/fr'), /<html lang="fr"/);
    assert.match(site.page('/en/v1'), /<html lang="en"/);
  });
});

describe('a large API section (200 operations)', () => {
  it('a page inlines only its own group of the sidebar; the other groups are links to their first page', () => {
    const sidebar = section(large.page('/api-reference/beta/beta7'), 'nav#sidebar');
    assert.match(sidebar, /data-partial/);
    assert.match(sidebar, /<a href="\/api-reference\/beta\/beta7\/" aria-current="page">/);
    assert.doesNotMatch(sidebar, /alpha item 3</, 'other groups are not inlined');
    assert.match(sidebar, /<a href="\/api-reference\/alpha\/alpha0\/" data-n="50">alpha<\/a>/, 'its size drawn from data-n by site.css');
  });

  it("an open group of 50 shows its first entries and the current page's neighbours, each run left out as one link to its first page", () => {
    const sidebar = section(large.page('/api-reference/beta/beta30'), 'nav#sidebar');
    const shown = [...sidebar.matchAll(/>beta item (\d+)</g)].map((m) => Number(m[1]));
    assert.deepEqual(shown, [0, 1, 2, ...Array.from({ length: 31 }, (_, i) => 15 + i)]);
    const more = [...sidebar.matchAll(/<a href="([^"]+)" data-more aria-label="([^"]+)">([^<]+)<\/a>/g)].map((m) => m.slice(1));
    assert.deepEqual(more, [
      ['/api-reference/beta/beta3/', '12 more pages of beta', '12 more'],
      ['/api-reference/beta/beta46/', '4 more pages of beta', '4 more'],
    ]);
  });

  it('every page is reachable from any page through plain links of the sidebar, as a crawler without scripts follows them', () => {
    const seen = new Set<string>();
    const queue = ['/api-reference/beta/beta7/'];
    while (queue.length) {
      const path = queue.pop()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const html = large.page(path);
      const sidebar = html.slice(html.indexOf('<nav id="sidebar"'), html.indexOf('</nav>', html.indexOf('<nav id="sidebar"')));
      for (const [, href] of sidebar.matchAll(/<a href="([^"]+)"/g)) queue.push(href!);
    }
    assert.equal(seen.size, 200);
  });

  it('the whole section is one cached fragment that scripts swap in', () => {
    const fragment = large.file(`/_quire/sidebar/${/data-section="([^"]+)"/.exec(large.page('/api-reference/beta/beta7'))![1]}.html`);
    assert.equal((fragment.match(/<a href=/g) ?? []).length, 200);
    assert.doesNotMatch(fragment, /data-more|data-n=/);
  });
});
