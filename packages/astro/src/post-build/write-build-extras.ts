import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { listAssets } from '../integration/docs-assets.ts';
import type { LoadedDocs } from '../integration/load-docs.ts';
import { indexForSearch } from './index-for-search.ts';
import { sitemapXml } from './sitemap-xml.ts';
import type { UrlStyle } from '../data/site-urls.ts';
import { patternsUnder } from '../integration/site-redirects.ts';
import { searchIndexFromCache } from '../build-cache/search-cache.ts';
import { moveTree } from '../build-cache/file-links.ts';
import type { BuildPlan } from '../build-cache/page-cache.ts';
import type { IndexWhileRendering } from '../integration/index-while-rendering.ts';

/** After the pages: the docs repo's assets, texts for AI tools, the sitemap and the search index. */
export async function writeBuildExtras(
  docs: LoadedDocs,
  outDir: URL,
  logger: AstroIntegrationLogger,
  style: UrlStyle,
  plan: BuildPlan | undefined,
  whileRendering: IndexWhileRendering | undefined,
  searchIndexTimeoutMs?: number,
): Promise<void> {
  const out = fileURLToPath(outDir);
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), text);
  };
  // The search index first: Pagefind writes it from its own process while the files are copied here.
  const indexed = searchIndexFromCache(plan, docs.dataDir, out, async () => {
    const built = whileRendering?.finish(out);
    return indexForSearch(out, docs.site.manifest.routes, style, await built, searchIndexTimeoutMs);
  });
  indexed.catch(() => {}); // awaited below
  // The repo's own scripts (docs.scripts) run on every page from where they sit in the repo; the
  // specs the page menu offers for download are published where they sit too.
  const specFiles = [...docs.publishedSpecs.values()].flatMap((spec) => spec.files);
  for (const asset of new Set([...(await listAssets(docs.dir, docs.site.files)), ...docs.scripts, ...specFiles])) {
    await mkdir(dirname(join(out, asset)), { recursive: true });
    await copyFile(join(docs.dir, asset), join(out, asset));
  }
  // Made for this build alone (dev serves its own), so moved rather than copied.
  await moveTree(join(docs.dataDir, 'texts'), out);
  // Redirect patterns for Quire's servers to match (quire serve, quire preview): a static host
  // has only the redirects written for the site's pages (site-redirects.ts).
  if (docs.redirectPatterns.length) await write('_quire/redirects.json', JSON.stringify(patternsUnder(docs.redirectPatterns, style)));
  if (docs.siteUrl) await write('sitemap.xml', sitemapXml(docs.site.manifest.routes, new URL(docs.siteUrl), docs.site.config.seo.indexing === 'all', style));
  else logger.info('No `site` URL set: sitemap.xml and canonical URLs need one (quire build --site https://docs.example.com).');
  const pages = await indexed;
  // The cache held this build's index: the one begun while rendering is not needed.
  await whileRendering?.cancel();
  logger.info(`Search index: ${pages} pages`);
}
