// schema.org JSON-LD in each page's head: what the page is and where it sits, for search engines.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { loadSite } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';
import { pageMeta } from '../src/data/page-meta.ts';
import type { PageData } from '../src/data/page-data.ts';
import { siteData } from '../src/data/site-data.ts';

const siteUrl = new URL('https://docs.example.com');

async function meta(slug: string, frontmatter = '') {
  const dir = await writeFiles({
    'docs.json': JSON.stringify({ name: 'Acme', logo: '/logo.svg', navigation: { groups: [{ group: 'Guides', pages: ['index', 'guides/intro'] }] } }),
    'index.mdx': '---\ntitle: Home\n---\n',
    'guides/intro.mdx': `---\ntitle: "Escaping </script><script>alert(1)</script>"\ndescription: Getting started.\nkeywords: [setup, install]\n${frontmatter}---\n`,
  });
  const loaded = await loadSite(dir);
  const site = siteData(loaded.config!, loaded.manifest!, dir, []);
  const route = loaded.manifest!.routes.find((r) => r.slug === slug)!;
  return pageMeta(site, { route, breadcrumbs: ['Guides'] } as PageData, undefined, siteUrl);
}

test("a page's JSON-LD says it is a TechArticle of the site, with its breadcrumb trail from the navigation", async () => {
  const { structuredData } = await meta('guides/intro');
  const graph = (JSON.parse(structuredData!) as { '@graph': Record<string, unknown>[] })['@graph'];
  const byType = Object.fromEntries(graph.map((node) => [node['@type'], node]));
  assert.deepEqual(Object.keys(byType), ['Organization', 'WebSite', 'WebPage', 'BreadcrumbList', 'TechArticle']);
  assert.equal(byType.Organization!.logo, 'https://docs.example.com/logo.svg');
  assert.equal(byType.WebPage!.url, 'https://docs.example.com/guides/intro/');
  assert.equal(byType.TechArticle!.description, 'Getting started.');
  assert.equal(byType.TechArticle!.keywords, 'setup, install');
  assert.deepEqual(byType.BreadcrumbList!.itemListElement, [
    { '@type': 'ListItem', position: 1, name: 'Acme', item: 'https://docs.example.com/' },
    { '@type': 'ListItem', position: 2, name: 'Guides' },
    { '@type': 'ListItem', position: 3, name: 'Escaping </script><script>alert(1)</script>', item: 'https://docs.example.com/guides/intro/' },
  ]);
});

test('a title holding </script> cannot end the JSON-LD script early: < and > are written as \\u escapes', async () => {
  const { structuredData } = await meta('guides/intro');
  assert.ok(!/[<>]/.test(structuredData!), structuredData);
  assert.match(structuredData!, /Escaping \\u003c\/script\\u003e/);
});

test('a page kept out of search (noindex) has no structured data', async () => {
  assert.equal((await meta('guides/intro', 'noindex: true\n')).structuredData, undefined);
});
