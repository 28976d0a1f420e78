import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { loadSite } from '@quire/config';
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

  it('is the page\'s absolute URL on the site when the site URL is given', async () => {
    const { site, page } = await guidePage();
    const meta = pageMeta(site, page, undefined, new URL('https://docs.example.com'));
    assert.equal(meta.canonical, 'https://docs.example.com/guides/intro/');
    assert.equal(meta.tags['og:url'], 'https://docs.example.com/guides/intro/');
  });
});
