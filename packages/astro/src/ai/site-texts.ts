import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileLimit, mapWithLimit, type Route } from '@quire/site';
import type { LoadedDocs } from '../integration/load-docs.ts';
import { pagesInOrder } from '../data/navigation.ts';
import { llmsTxt, scopedIndexes } from './llms-txt.ts';
import { routeTwin, twinPath, type SiteLink } from '@quire/site/twin';
import { withHistoryMarkdown, type LabelledEntries } from '@quire/changes';
import { absoluteHref, fileHref, rootStyle, siteHref, type UrlStyle } from '../data/site-urls.ts';
import { twinCache } from '../build-cache/twin-cache.ts';
import { withoutRepeatedComponents } from './repeated-components.ts';

/**
 * The Markdown twin of one route, read from its MDX file and its spec, its links written as the
 * site's URLs (`style`), and what its spec's git history says of it and its rows (`histories`, by spec).
 */
export async function twinOf(docs: LoadedDocs, route: Route, style: UrlStyle = rootStyle, histories?: ReadonlyMap<string, LabelledEntries>): Promise<string> {
  return withHistoryMarkdown(await routeTwin(docs.dir, docs.site, route, linkIn(style)), route, histories);
}

/** One link rule per URL style: the twins of pages with the same text share their body (mdxBody keeps them by rule). */
const links = new WeakMap<UrlStyle, SiteLink>();
function linkIn(style: UrlStyle): SiteLink {
  let link = links.get(style);
  if (!link) links.set(style, (link = (href) => siteHref(style, href)));
  return link;
}

/**
 * Writes every text file for AI tools into `dir`, by URL path: one Markdown twin per page,
 * `llms.txt`, one scoped `<segment>/llms.txt` (also at `_llms/<segment>.md`, the hosted platform's
 * path) per first URL segment, and `llms-full.txt` (each spec component written once, repeated-components.ts). Each twin is written as soon as it is made and the full text is
 * read back from them: a repo of 25,000 pages would otherwise hold all its twins, twice, at once.
 * llms.txt links each twin by its full URL when the site's (`siteUrl`) is known, else by its path.
 * `twinCacheDir` keeps the twins of pages made of MDX alone for the next build (twin-cache.ts).
 */
export async function writeSiteTexts(
  docs: LoadedDocs,
  dir: string,
  style: UrlStyle = rootStyle,
  siteUrl?: URL,
  histories?: ReadonlyMap<string, LabelledEntries>,
  twinCacheDir?: string,
  pageTexts?: ReadonlyMap<string, string>,
): Promise<void> {
  const { config, manifest } = docs.site;
  const twins = twinCache(twinCacheDir, docs.dir, style, pageTexts);
  const absolute = (path: string) => (siteUrl ? absoluteHref(siteUrl, path) : path);
  // A slug listed by two routes has the later one's twin, as in the site.
  const routeOf = new Map(manifest.routes.map((route) => [route.slug, route]));
  // Each file at once, not through the thread pool: a twin is a small file, and the four round
  // trips of an asynchronous write (open, write, close, and the wait) cost more than the write;
  // crewAI's 24,803 twins, written and read back, were a large part of its rebuild's system time.
  const folders = new Set<string>();
  const write = (path: string, text: string) => {
    const folder = dirname(join(dir, path));
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(join(dir, path), text);
  };
  // A changelog page's twin is its Markdown changelog, written with its feed (spec-histories.ts).
  const twinned = [...routeOf.values()].filter((route) => route.kind !== 'changelog');
  await mapWithLimit(twinned, fileLimit, async (route) => write(twinPath(route.slug), await twins.twin(route, () => twinOf(docs, route, style, histories))));
  await twins.settle();
  const twinUrl = (slug: string) => absolute(fileHref(style, twinPath(slug)));
  write(
    'llms.txt',
    llmsTxt(config.name, config.description, manifest.nav, manifest.routes, twinUrl, (href) =>
      href.startsWith('/') && !href.startsWith('//') ? absolute(siteHref(style, href)) : href,
    ),
  );
  for (const scoped of scopedIndexes(manifest.nav, manifest.routes)) {
    const text = llmsTxt(
      `${config.name}: ${scoped.segment}`,
      `The pages under /${scoped.segment}/; the whole site's index is ${absolute(fileHref(style, 'llms.txt'))}.`,
      scoped.nav,
      scoped.routes,
      twinUrl,
    );
    write(`${scoped.segment}/llms.txt`, text);
    write(`_llms/${scoped.segment}.md`, text);
  }
  // The full text follows the navigation's reading order, then the listed-nowhere pages.
  const ordered = [...new Set([...pagesInOrder(manifest.nav).map((p) => p.slug), ...manifest.routes.filter((r) => !r.hidden).map((r) => r.slug)])];
  const full = openSync(join(dir, 'llms-full.txt'), 'w');
  const written = new Set<string>();
  try {
    writeSync(full, `# ${config.name}\n\n`);
    for (const [i, slug] of ordered.entries()) {
      const twin = routeOf.has(slug) ? withoutRepeatedComponents(readFileSync(join(dir, twinPath(slug)), 'utf8'), written) : '';
      writeSync(full, i > 0 ? `\n---\n\n${twin}` : twin);
    }
  } finally {
    closeSync(full);
  }
}
