import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { loadSite } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';
import { pageMeta } from '../src/data/page-meta.ts';
import type { PageData } from '../src/data/page-data.ts';
import { siteData } from '../src/data/site-data.ts';

async function guidePage() {
  const dir = await writeFiles({
    'docs.json': JSON.stringify({ name: 'Meta', navigation: { pages: ['index', 'guides/intro'] } }),
    'index.mdx': '---\ntitle: Home\n---\n',
    'guides/intro.mdx': '---\ntitle: Introduction\n---\n',
  });
  const loaded = await loadSite(dir);
  const site = siteData(loaded.config!, loaded.manifest!, dir, []);
  const route = loaded.manifest!.routes.find((r) => r.slug === 'guides/intro')!;
  return { site, page: { route } as PageData };
}

describe('the canonical link of a page', () => {
  it('is left out when the site URL is unknown: a relative canonical is invalid and costs the page its SEO score', async () => {
    const { site, page } = await guidePage();
    const meta = pageMeta(site, page, undefined, undefined);
    assert.equal(meta.canonical, undefined);
    assert.equal(meta.tags['og:url'], undefined);
  });

  it("is the page's absolute URL on the site when the site URL is given", async () => {
    const { site, page } = await guidePage();
    const meta = pageMeta(site, page, undefined, new URL('https://docs.example.com'));
    assert.equal(meta.canonical, 'https://docs.example.com/guides/intro/');
    assert.equal(meta.tags['og:url'], 'https://docs.example.com/guides/intro/');
  });
});

describe('the meta description of a page made from a spec', () => {
  const alert = '> [!WARNING]\n> **Closing down:** this route is going away. Use [the new one](https://example.com/new) instead.\n\n';
  const long = `${alert}Adds the user to the team, or invites them by email when they are not in the organization yet. The membership stays \`pending\` until they accept, then becomes active.\n\n- one\n- two`;

  it('is the plain text of its Markdown, cut after the last sentence that fits a search snippet', async () => {
    const { site, page } = await guidePage();
    const meta = pageMeta(site, { route: { ...page.route, description: long }, api: {} } as PageData, undefined, undefined);
    assert.equal(
      meta.description,
      'Closing down: this route is going away. Use the new one instead. Adds the user to the team, or invites them by email when they are not in the organization yet.',
    );
    assert.equal(meta.tags['og:description'], meta.description);
    assert.equal(meta.tags['twitter:description'], meta.description);
  });

  it('is cut at a word, marked, when its first sentence is too long', async () => {
    const { site, page } = await guidePage();
    const meta = pageMeta(
      site,
      { route: { ...page.route, description: `Lists ${'every pet '.repeat(30)}in the store.` }, api: {} } as PageData,
      undefined,
      undefined,
    );
    assert.ok(meta.description!.length <= 160, meta.description);
    assert.match(meta.description!, /^Lists every pet every pet .*pet…$/);
  });

  it("is a guide's frontmatter description as written", async () => {
    const { site, page } = await guidePage();
    const written = `**Bold** ${'words '.repeat(40)}`;
    assert.equal(pageMeta(site, { route: { ...page.route, description: written } } as PageData, undefined, undefined).description, written);
  });
});
